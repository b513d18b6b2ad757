import { z } from 'zod'
import type { DataLayer } from '../db/index.ts'
import type { PostRecord } from '../db/posts.ts'

/** What a post and each of its revisions carry alike in the file. */
const postContent = {
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  featuredImage: z.string().nullable(),
}

/**
 * The portable file `npm run export` writes and `npm run import` reads. Version 2 adds the
 * publish moment, image descriptions, earlier addresses and revisions; version 1 files still load.
 */
export const exportFileSchema = z.object({
  format: z.literal('practice-site-export'),
  version: z.union([z.literal(1), z.literal(2)]),
  exportedAt: z.string(),
  posts: z.array(
    z.object({
      id: z.string().min(1),
      slug: z.string().min(1),
      ...postContent,
      status: z.enum(['draft', 'published']),
      publishedAt: z.string().nullable(),
      // Stored as the app writes moments (UTC, milliseconds), so they compare as text.
      publishAt: z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'publishAt is not a date' })
        .transform((value) => new Date(value).toISOString())
        .nullable()
        .default(null),
      featuredImageAlt: z.string().nullable().default(null),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Earlier addresses, each redirecting to its post. */
  redirects: z.array(z.object({ slug: z.string().min(1), postId: z.string().min(1), createdAt: z.string() })).default([]),
  /** Every post's saved revisions, oldest first. */
  revisions: z
    .array(
      z.object({
        id: z.string().min(1),
        postId: z.string().min(1),
        seq: z.number().int().positive(),
        createdAt: z.string(),
        slug: z.string(),
        ...postContent,
        featuredImageAlt: z.string().nullable(),
      }),
    )
    .default([]),
  /** Every image the posts refer to, so a move can bring the files along. */
  images: z.array(z.string()),
})
export type ExportFile = z.infer<typeof exportFileSchema>

/**
 * Every post (drafts included) with its earlier addresses and revisions, and every image
 * reference (revisions' too), in a form either engine can load.
 */
export async function exportData(data: DataLayer, now = new Date()): Promise<ExportFile> {
  const posts: PostRecord[] = await data.posts.listAll()
  const redirects = await data.posts.listRedirects()
  const revisions = await data.posts.listAllRevisions()
  const referenced = [...posts, ...revisions].map((item) => item.featuredImage)
  const images = [...new Set(referenced.filter((image): image is string => Boolean(image)))].sort()
  return { format: 'practice-site-export', version: 2, exportedAt: now.toISOString(), posts, redirects, revisions, images }
}

/**
 * Loads an export into an empty database, keeping ids, slugs, states and dates. Refuses (and
 * changes nothing) when the database already has posts or the file is not a valid export.
 */
export async function importData(data: DataLayer, file: unknown): Promise<{ posts: number }> {
  const parsed = exportFileSchema.safeParse(file)
  if (!parsed.success) throw new Error(`Not a valid export file: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`)
  const ids = new Set(parsed.data.posts.map((post) => post.id))
  const orphan = [...parsed.data.redirects, ...parsed.data.revisions].find((item) => !ids.has(item.postId))
  if (orphan) throw new Error(`Not a valid export file: history of an unknown post ${orphan.postId}`)
  const { total } = await data.posts.countByStatus()
  if (total > 0) throw new Error(`The database already has ${total} post(s); import only into an empty database.`)
  for (const post of [...parsed.data.posts].reverse()) await data.posts.insert(post)
  await data.posts.insertHistory(parsed.data.redirects, parsed.data.revisions)
  return { posts: parsed.data.posts.length }
}
