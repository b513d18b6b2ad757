import { z } from 'zod'

/** What the post form edits: every field as typed, tags as the comma-separated text. */
export interface PostFormValues {
  title: string
  author: string
  excerpt: string
  content: string
  tags: string
  metaTitle: string
  metaDescription: string
  featuredImage: string
}

export const emptyPostValues: PostFormValues = {
  title: '',
  author: '',
  excerpt: '',
  content: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  featuredImage: '',
}

const valuesSchema = z.object({
  title: z.string(),
  author: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  featuredImage: z.string(),
})

const draftSchema = z.union([
  z.object({ mode: z.literal('create'), values: valuesSchema, savedAt: z.string() }),
  z.object({ mode: z.literal('edit'), postId: z.string(), isPublished: z.boolean(), values: valuesSchema, savedAt: z.string() }),
])
export type PostDraft = z.infer<typeof draftSchema>

// Nothing the owner types is lost: the open form lives in this browser until it is saved, so a
// closed tab, a crash or an expired session costs no writing.
const storageKey = 'adminPostDraft'

/** The draft kept in this browser, or null (none, unreadable, or storage unavailable). */
export function loadDraft(): PostDraft | null {
  try {
    const raw = localStorage.getItem(storageKey)
    if (!raw) return null
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveDraft(draft: PostDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft))
  } catch {
    // storage full or blocked: the form still works, only the safety net is missing
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(storageKey)
  } catch {
    // nothing to clear
  }
}

export const hasDraft = () => loadDraft() !== null

/** Whether the submit may go ahead: title, excerpt and content all non-empty (spec section 5). */
export function isSubmittable(values: PostFormValues): boolean {
  return values.title.trim() !== '' && values.excerpt.trim() !== '' && values.content.trim() !== ''
}
