import { z } from 'zod'
import { boundedText, requiredText } from './text.ts'

export const postLimits = {
  title: 200,
  excerpt: 1_000,
  content: 100_000,
  author: 120,
  tag: 60,
  tags: 20,
  metaTitle: 200,
  metaDescription: 500,
  featuredImage: 2_048,
  featuredImageAlt: 300,
  slug: 100,
} as const

/** SEO advice shown beside the post form: advisory, never blocking. */
export const seoAdvice = { metaTitle: 60, metaDescription: 160 } as const

const optionalText = (label: string, max: number) => boundedText(label, max).optional().nullable()
    .transform((value) => value ?? '')

/** Splits comma-separated tags, trims them and drops empty items and repeats. */
export function parseTags(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value
  const seen = new Set<string>()
  const tags: string[] = []
  for (const item of items) {
    const tag = item.trim()
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase())
      tags.push(tag)
    }
  }
  return tags
}

const tagsSchema = z
  .union([z.string(), z.array(z.string({ error: 'Each tag must be text' }))], { error: 'Tags must be a list or comma-separated text' })
  .optional()
  .nullable()
  .transform((value) => parseTags(value ?? []))
  .pipe(
    z
      .array(z.string().max(postLimits.tag, { error: `Each tag must be at most ${postLimits.tag} characters` }))
      .max(postLimits.tags, { error: `A post can have at most ${postLimits.tags} tags` }),
  )

/** A post's address: lowercase letters, digits and single hyphens between them. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugMessage = 'The address may use only lowercase letters, digits and hyphens (for example what-is-erp)'

export const slugSchema = z
  .string({ error: 'The address must be text' })
  .trim()
  .min(1, { error: 'The address is required' })
  .max(postLimits.slug, { error: `The address must be at most ${postLimits.slug} characters` })
  .regex(slugPattern, { error: slugMessage })

/** The featured image's description: null when not given, '' for a decorative image. */
const featuredImageAltSchema = z
  .string({ error: 'The featured image description must be text' })
  .trim()
  .max(postLimits.featuredImageAlt, { error: `The featured image description must be at most ${postLimits.featuredImageAlt} characters` })
  .nullable()
  .optional()

/** A moment as ISO 8601 with an offset, stored in UTC; null publishes as soon as the post is published. */
export const publishAtSchema = z
  .iso.datetime({ offset: true, error: 'The publish time (publishAt) must be a date and time in ISO 8601, for example 2026-12-01T14:00:00Z, or null' })
  .transform((value) => new Date(value))
  .refine((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 9999, { error: 'The publish time (publishAt) must be between the years 2000 and 9999' })
  .transform((date) => date.toISOString())
  .nullable()


/** Whether text holds a control character (C0, DEL or C1): never part of an address a page may load. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) <= 0x1f || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f))

/**
 * Whether a featured image reference is one a page may load: empty (no image), a path of this
 * site (one leading `/`, never `//` or `\`, which browsers read as another host), or an
 * absolute http(s) address.
 */
export function isFeaturedImageReference(value: string): boolean {
  if (value === '') return true
  if (hasControlCharacter(value) || value.includes('\\')) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

const featuredImageSchema = optionalText('Featured image', postLimits.featuredImage).refine(isFeaturedImageReference, {
  error: 'Featured image must be empty, a path on this site starting with a single /, or an https:// or http:// address',
})

/** What the admin sends to create a post. */
export const postInputSchema = z.object({
  title: requiredText('Title', postLimits.title),
  excerpt: requiredText('Excerpt', postLimits.excerpt),
  content: requiredText('Content', postLimits.content),
  author: optionalText('Author', postLimits.author),
  tags: tagsSchema,
  metaTitle: optionalText('SEO title', postLimits.metaTitle),
  metaDescription: optionalText('SEO description', postLimits.metaDescription),
  featuredImage: featuredImageSchema,
  featuredImageAlt: featuredImageAltSchema,
})
export type PostInput = z.infer<typeof postInputSchema>

/** What the admin sends to update a post: the same body plus id and isPublished. */
export const postUpdateSchema = postInputSchema.extend({
  id: z.string({ error: 'id must be text' }).optional(),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
  /** With isPublished: a future moment schedules the post; null publishes it now; absent keeps it. */
  publishAt: publishAtSchema.optional(),
  /** A new address; the old one then answers 301 to it. Absent keeps the address. */
  slug: slugSchema.optional(),
})
export type PostUpdate = z.infer<typeof postUpdateSchema>

/** A post as the public API and pages see it. */
export const publicPostSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  publishedDate: z.string().nullable(),
  author: z.string(),
})
export type PublicPost = z.infer<typeof publicPostSchema>

/** A post as the admin sees it. */
export const adminPostSchema = publicPostSchema.extend({
  id: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  isPublished: z.boolean(),
  /** Set while a published post waits for (or went public at) that moment. */
  publishAt: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPost = z.infer<typeof adminPostSchema>

/** Whether a post is published but waiting for its moment. */
export function isScheduled(post: Pick<AdminPost, 'isPublished' | 'publishAt'>, now: Date = new Date()): boolean {
  return post.isPublished && post.publishAt !== null && new Date(post.publishAt).getTime() > now.getTime()
}

/** What a revision changed from the one before it: the fields, and words added and removed. */
export const revisionChangesSchema = z.object({
  fields: z.array(z.string()),
  wordsAdded: z.number(),
  wordsRemoved: z.number(),
})
export type RevisionChanges = z.infer<typeof revisionChangesSchema>

/** One saved revision as the revisions list shows it (no content: that is in the full revision). */
export const revisionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  featuredImage: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
  changes: revisionChangesSchema,
})
export type RevisionSummary = z.infer<typeof revisionSummarySchema>

/** One revision in full. */
export const revisionSchema = revisionSummarySchema.extend({ content: z.string() })
export type Revision = z.infer<typeof revisionSchema>
