import { z } from 'zod'
import { fromPracticeWallTime } from '#app/lib/practice-time.ts'
import { postLimits, slugMessage, slugPattern } from '#shared/schemas/post.ts'

/** Draft, published now (or kept as published), or published at a date and time. */
export type PublishMode = 'draft' | 'now' | 'schedule'

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
  featuredImageAlt: string
  /** The image needs no description (it only decorates). */
  imageDecorative: boolean
  /** The address (edit only; a new post's is made from its title). */
  slug: string
  publishMode: PublishMode
  /** The moment on the practice's clock, 'YYYY-MM-DDTHH:mm' (schedule only). */
  publishAtLocal: string
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
  featuredImageAlt: '',
  imageDecorative: false,
  slug: '',
  publishMode: 'draft',
  publishAtLocal: '',
}

// Drafts kept by an earlier version of the form lack the newer fields: they get the defaults.
const valuesSchema = z.object({
  title: z.string(),
  author: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  featuredImage: z.string(),
  featuredImageAlt: z.string().default(''),
  imageDecorative: z.boolean().default(false),
  slug: z.string().default(''),
  publishMode: z.enum(['draft', 'now', 'schedule']).default('draft'),
  publishAtLocal: z.string().default(''),
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

/** Whether the submit may go ahead: title, excerpt and content all non-empty (otherwise it does nothing). */
export function isSubmittable(values: PostFormValues): boolean {
  return values.title.trim() !== '' && values.excerpt.trim() !== '' && values.content.trim() !== ''
}

export type ProblemField = 'featuredImageAlt' | 'slug' | 'publishAtLocal'

/**
 * What keeps the form from saving besides the required fields, by field: an image without a
 * description (unless decorative), an invalid address, a schedule without a future moment.
 */
export function formProblems(values: PostFormValues, mode: 'create' | 'edit', now: Date = new Date()): Partial<Record<ProblemField, string>> {
  const problems: Partial<Record<ProblemField, string>> = {}
  if (values.featuredImage.trim() && !values.imageDecorative && !values.featuredImageAlt.trim()) {
    problems.featuredImageAlt = 'Describe the image for people who cannot see it, or mark it as decorative.'
  } else if (values.featuredImageAlt.trim().length > postLimits.featuredImageAlt) {
    problems.featuredImageAlt = `The description must be at most ${postLimits.featuredImageAlt} characters.`
  }
  if (mode === 'edit') {
    const slug = values.slug.trim()
    if (!slug) problems.slug = 'The address is required.'
    else if (slug.length > postLimits.slug) problems.slug = `The address must be at most ${postLimits.slug} characters.`
    else if (!slugPattern.test(slug)) problems.slug = `${slugMessage}.`
  }
  if (values.publishMode === 'schedule') {
    const at = fromPracticeWallTime(values.publishAtLocal)
    if (!values.publishAtLocal) problems.publishAtLocal = 'Choose the date and time to publish.'
    else if (!at) problems.publishAtLocal = 'That time does not exist on the practice’s clock (the clocks change then). Choose another.'
    else if (Date.parse(at) <= now.getTime()) problems.publishAtLocal = 'Choose a moment in the future, or Publish now.'
  }
  return problems
}

/** The publishing part of a save: isPublished and publishAt as the API takes them. */
export function publishingOf(values: PostFormValues): { isPublished: boolean; publishAt: string | null } {
  if (values.publishMode === 'draft') return { isPublished: false, publishAt: null }
  if (values.publishMode === 'now') return { isPublished: true, publishAt: null }
  return { isPublished: true, publishAt: fromPracticeWallTime(values.publishAtLocal) }
}
