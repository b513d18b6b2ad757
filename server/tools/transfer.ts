import { z } from 'zod'
import type { DataLayer } from '../db/index.ts'
import type { PostRecord } from '../db/posts.ts'

/** The portable file `npm run export` writes and `npm run import` reads. */
export const exportFileSchema = z.object({
  format: z.literal('practice-site-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  posts: z.array(
    z.object({
      id: z.string().min(1),
      slug: z.string().min(1),
      title: z.string(),
      excerpt: z.string(),
      content: z.string(),
      author: z.string(),
      tags: z.array(z.string()),
      metaTitle: z.string(),
      metaDescription: z.string(),
      featuredImage: z.string().nullable(),
      status: z.enum(['draft', 'published']),
      publishedAt: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Every image the posts refer to, so a move can bring the files along. */
  images: z.array(z.string()),
})
export type ExportFile = z.infer<typeof exportFileSchema>

/** Every post (drafts included) and every image reference, in a form either engine can load. */
export async function exportData(data: DataLayer, now = new Date()): Promise<ExportFile> {
  const posts: PostRecord[] = await data.posts.listAll()
  const images = [...new Set(posts.map((post) => post.featuredImage).filter((image): image is string => Boolean(image)))].sort()
  return { format: 'practice-site-export', version: 1, exportedAt: now.toISOString(), posts, images }
}

/**
 * Loads an export into an empty database, keeping ids, slugs, states and dates. Refuses (and
 * changes nothing) when the database already has posts or the file is not a valid export.
 */
export async function importData(data: DataLayer, file: unknown): Promise<{ posts: number }> {
  const parsed = exportFileSchema.safeParse(file)
  if (!parsed.success) throw new Error(`Not a valid export file: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`)
  const { total } = await data.posts.countByStatus()
  if (total > 0) throw new Error(`The database already has ${total} post(s); import only into an empty database.`)
  for (const post of [...parsed.data.posts].reverse()) await data.posts.insert(post)
  return { posts: parsed.data.posts.length }
}
