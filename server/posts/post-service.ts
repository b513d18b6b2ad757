import { randomUUID } from 'node:crypto'
import type { AdminPost, PostInput, PostUpdate, PublicPost } from '#shared/schemas/post.ts'
import { isUniqueViolation } from '../db/dialect.ts'
import type { PostRecord, PostRepo } from '../db/posts.ts'
import { firstFreeSlug, slugify } from './slug.ts'

export interface PostServiceOptions {
  /** Author used when a post is saved without one: the owner's name with 'Dr.' (read at each save when a function). */
  defaultAuthor: string | (() => Promise<string>)
  now: () => Date
}

/**
 * A published post as the server's public pages use it: the public fields plus the time it
 * last changed (sitemaps, feeds) and its SEO title and description (the page's head).
 */
export interface PublishedPost extends PublicPost {
  updatedAt: string
  metaTitle: string
  metaDescription: string
}

/** Published posts at one post version, newest first, and by slug. */
export interface PublishedSnapshot {
  version: number
  posts: readonly PublishedPost[]
  bySlug: ReadonlyMap<string, PublishedPost>
}

/** The mismatch between a body id and the path id of an update. */
export class PostIdMismatchError extends Error {
  constructor() {
    super('The id in the body does not match the post being updated')
    this.name = 'PostIdMismatchError'
  }
}

function toPublic(record: PostRecord): PublishedPost {
  return {
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    content: record.content,
    tags: record.tags,
    featuredImage: record.featuredImage,
    publishedDate: record.publishedAt,
    author: record.author,
    updatedAt: record.updatedAt,
    metaTitle: record.metaTitle,
    metaDescription: record.metaDescription,
  }
}

function toAdmin(record: PostRecord): AdminPost {
  return {
    id: record.id,
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    content: record.content,
    author: record.author,
    tags: record.tags,
    metaTitle: record.metaTitle,
    metaDescription: record.metaDescription,
    featuredImage: record.featuredImage,
    isPublished: record.status === 'published',
    publishedDate: record.publishedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/**
 * The rules of blog posts: slugs made once from the title and kept, tags cleaned, the default
 * author, new posts as drafts, and publishedDate set on first publication. Public reads never
 * see drafts.
 */
export function createPostService(repo: PostRepo, { defaultAuthor, now }: PostServiceOptions) {
  // The published posts as last read, keyed by the database's post version counter: every change
  // on any instance bumps it, so one cheap read per request keeps this copy exact.
  let snapshot: PublishedSnapshot | null = null
  let loading: { version: number; promise: Promise<PublishedSnapshot> } | null = null

  async function loadSnapshot(version: number): Promise<PublishedSnapshot> {
    const posts = (await repo.listPublished()).map(toPublic)
    return { version, posts, bySlug: new Map(posts.map((post) => [post.slug, post])) }
  }

  const authorOrDefault = async (author: string | undefined) =>
    author?.trim() || (typeof defaultAuthor === 'string' ? defaultAuthor : await defaultAuthor())

  async function insertWithFreeSlug(record: Omit<PostRecord, 'slug'>, title: string): Promise<PostRecord> {
    const base = slugify(title)
    // Two saves of the same title at once may pick the same slug; the unique index refuses the
    // second, which then picks again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const slug = firstFreeSlug(base, await repo.listSlugsLike(base))
      try {
        const post = { ...record, slug }
        await repo.insert(post)
        return post
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
    throw new Error(`Could not find a free slug for "${base}"`)
  }

  return {
    /**
     * Every published post, newest first, with the version it was read at. Served from memory
     * while the database's post version is unchanged.
     */
    async published(): Promise<PublishedSnapshot> {
      const version = await repo.version()
      if (snapshot?.version === version) return snapshot
      // Requests that arrive while the same version loads wait for that one read.
      if (loading?.version !== version) {
        const promise = loadSnapshot(version).finally(() => {
          if (loading?.promise === promise) loading = null
        })
        loading = { version, promise }
      }
      const fresh = await loading.promise
      if (fresh.version >= (snapshot?.version ?? -1)) snapshot = fresh
      return fresh
    },

    /** Published posts, newest first. */
    async listPublished(limit?: number): Promise<PublishedPost[]> {
      return (await repo.listPublished(limit)).map(toPublic)
    },

    /** One published post by slug, or null (drafts and unknown slugs alike). */
    async getPublishedBySlug(slug: string): Promise<PublishedPost | null> {
      const record = await repo.findPublishedBySlug(slug)
      return record ? toPublic(record) : null
    },

    /** Every post, drafts included, newest first. */
    async listAll(): Promise<AdminPost[]> {
      return (await repo.listAll()).map(toAdmin)
    },

    async get(id: string): Promise<AdminPost | null> {
      const record = await repo.findById(id)
      return record ? toAdmin(record) : null
    },

    /** Creates a draft. */
    async create(input: PostInput): Promise<AdminPost> {
      const at = now().toISOString()
      const record = await insertWithFreeSlug(
        {
          id: randomUUID(),
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          author: await authorOrDefault(input.author),
          tags: input.tags,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
          featuredImage: input.featuredImage || null,
          status: 'draft',
          publishedAt: null,
          createdAt: at,
          updatedAt: at,
        },
        input.title,
      )
      return toAdmin(record)
    },

    /**
     * Replaces a post's fields, keeping its slug. isPublished, when given, sets the state;
     * otherwise the current state stays. Returns null for an unknown id; throws
     * PostIdMismatchError when the body names another post.
     */
    async update(id: string, input: PostUpdate): Promise<AdminPost | null> {
      if (input.id !== undefined && input.id !== id) throw new PostIdMismatchError()
      const current = await repo.findById(id)
      if (!current) return null
      const at = now().toISOString()
      const isPublished = input.isPublished ?? current.status === 'published'
      const found = await repo.update(id, {
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        author: await authorOrDefault(input.author),
        tags: input.tags,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        featuredImage: input.featuredImage || null,
        status: isPublished ? 'published' : 'draft',
        publishedAt: current.publishedAt ?? (isPublished ? at : null),
        updatedAt: at,
      })
      return found ? this.get(id) : null
    },

    /** Switches between draft and published; null for an unknown id. */
    async togglePublish(id: string): Promise<AdminPost | null> {
      const current = await repo.findById(id)
      if (!current) return null
      const at = now().toISOString()
      const publish = current.status !== 'published'
      const found = await repo.update(id, {
        status: publish ? 'published' : 'draft',
        publishedAt: current.publishedAt ?? (publish ? at : null),
        updatedAt: at,
      })
      return found ? this.get(id) : null
    },

    /** Deletes a post; false when there was none. */
    delete: (id: string) => repo.delete(id),

    countByStatus: () => repo.countByStatus(),

    /** Changes whenever any post changes: the key for caches and validators. */
    version: () => repo.version(),
  }
}

export type PostService = ReturnType<typeof createPostService>
