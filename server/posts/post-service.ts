import { randomUUID } from 'node:crypto'
import { publicPostSchema, type AdminPost, type PostInput, type PostUpdate, type PublicPost, type Revision, type RevisionSummary } from '#shared/schemas/post.ts'
import { wordChanges } from '#shared/word-changes.ts'
import { isUniqueViolation } from '../db/dialect.ts'
import { snapshotPerVersion } from '../db/counters.ts'
import type { PostChanges, PostRecord, PostRepo, RevisionRecord } from '../db/posts.ts'
import type { Logger } from '../log.ts'
import { firstFreeSlug, slugify } from './slug.ts'

export interface PostServiceOptions {
  /** Author used when a post is saved without one: the owner's name with 'Dr.' (read at each save when a function). */
  defaultAuthor: string | (() => Promise<string>)
  now: () => Date
  /**
   * Removes a stored featured image once nothing uses it (the image service's release, which
   * leaves alone what a post or a kept revision still shows). Without it, images stay until the
   * image sweep.
   */
  releaseImage?: (url: string) => Promise<unknown>
  /** Where a failed release is reported. */
  logger?: Pick<Logger, 'error'>
}

/** The named fields of `source`, in the order named. */
function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>
}

/** The public post schema's fields, in its order: what the public API sends of a post. */
const publicPostKeys = publicPostSchema.keyof().options

/**
 * What the server's public pages use of a post besides its public fields: the time it last
 * changed (sitemaps, feeds), its SEO title and description (the page's head) and the featured
 * image's description ('' or null: none, the image is decorative).
 */
const pageOnlyKeys = ['updatedAt', 'metaTitle', 'metaDescription', 'featuredImageAlt'] as const

/** A published post as the server's public pages use it: the public fields and pageOnlyKeys. */
export type PublishedPost = PublicPost & Pick<AdminPost, (typeof pageOnlyKeys)[number]>

/** Exactly the public fields of a post, whatever else the server knows of it. */
export function toPublicPost(post: PublicPost): PublicPost {
  return pick(post, publicPostKeys)
}

/** The posts public at one post version and moment, newest first, and by slug. */
export interface PublishedSnapshot {
  version: number
  /**
   * Names this public state: the post version and the next scheduled moment. Caches and
   * validators compare it, so they end when a post changes or a scheduled post goes public.
   */
  tag: string
  /** The next moment a scheduled post goes public (this snapshot is good until then), or null. */
  nextChangeAt: string | null
  posts: readonly PublishedPost[]
  bySlug: ReadonlyMap<string, PublishedPost>
  /** Earlier addresses of public posts: old slug → current slug. */
  redirects: ReadonlyMap<string, string>
}

/** The mismatch between a body id and the path id of an update. */
export class PostIdMismatchError extends Error {
  constructor() {
    super('The id in the body does not match the post being updated')
    this.name = 'PostIdMismatchError'
  }
}

/** The address asked for is another post's, now or earlier. */
export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`The address "${slug}" is already used by another post`)
    this.name = 'SlugTakenError'
  }
}

/** A stored post as the admin sees it: every other view of a post is a part of this one. */
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
    featuredImageAlt: record.featuredImageAlt,
    isPublished: record.status === 'published',
    publishAt: record.publishAt,
    publishedDate: record.publishedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

function toPublished(record: PostRecord): PublishedPost {
  return pick(toAdmin(record), [...publicPostKeys, ...pageOnlyKeys])
}

const revisionFields = {
  title: 'title',
  slug: 'address',
  excerpt: 'excerpt',
  content: 'content',
  author: 'author',
  tags: 'tags',
  metaTitle: 'SEO title',
  metaDescription: 'SEO description',
  featuredImage: 'featured image',
  featuredImageAlt: 'image description',
} as const satisfies Partial<Record<keyof RevisionRecord, string>>

/** The post fields a revision keeps, in the order the admin API sends them. */
const revisedKeys = Object.keys(revisionFields) as Array<keyof typeof revisionFields>

const revisionText = (revision: RevisionRecord | null) => (revision ? `${revision.title}\n${revision.excerpt}\n${revision.content}` : '')

/** A revision as the admin sees it, with what it changed from the one before (null: the first). */
function toRevision(revision: RevisionRecord, before: RevisionRecord | null): Revision {
  const fields = revisedKeys
    .filter((key) => {
      const now = revision[key]
      const then = before ? before[key] : key === 'tags' ? [] : key === 'featuredImage' || key === 'featuredImageAlt' ? null : ''
      return JSON.stringify(now) !== JSON.stringify(then)
    })
    .map((key) => revisionFields[key])
  return {
    id: revision.id,
    createdAt: revision.createdAt,
    ...pick(revision, revisedKeys),
    changes: { fields, ...wordChanges(revisionText(before), revisionText(revision)) },
  }
}

function summaryOf({ content: _content, ...summary }: Revision): RevisionSummary {
  return summary
}

/** Whether a stored post is public at `nowIso` (published, and its publish moment, if any, come). */
function isPublicAt(record: PostRecord, nowIso: string): boolean {
  return record.status === 'published' && (record.publishAt === null || record.publishAt <= nowIso)
}

/**
 * The publication fields after a save. `publish` false makes a draft; true with a moment
 * schedules the post (its publishedDate is that moment); true without one publishes it now,
 * keeping the date of a post already public or published before.
 */
function publication(current: PostRecord, publish: boolean, publishAt: string | null, nowIso: string) {
  const wasPublic = isPublicAt(current, nowIso)
  if (!publish) {
    // A scheduled post that never went public keeps no publication date.
    const publishedAt = current.status === 'draft' || wasPublic ? current.publishedAt : null
    return { status: 'draft' as const, publishAt: null, publishedAt }
  }
  if (publishAt) return { status: 'published' as const, publishAt, publishedAt: publishAt }
  const publishedAt = wasPublic ? current.publishedAt : current.status === 'draft' ? (current.publishedAt ?? nowIso) : nowIso
  return { status: 'published' as const, publishAt: null, publishedAt }
}

/**
 * The rules of blog posts: slugs made once from the title and kept, tags cleaned, the default
 * author, new posts as drafts, publishedDate set on first publication, and the featured images
 * a change or deletion leaves unused handed to releaseImage. Public reads never see drafts.
 */
export function createPostService(repo: PostRepo, { defaultAuthor, now, releaseImage, logger }: PostServiceOptions) {
  async function loadSnapshot(version: number): Promise<PublishedSnapshot> {
    const at = now()
    const [records, nextChangeAt, redirects] = await Promise.all([repo.listPublished(at), repo.nextPublishAt(at), repo.publicRedirects(at)])
    const posts = records.map(toPublished)
    return {
      version,
      tag: `${version}-${nextChangeAt ? Date.parse(nextChangeAt).toString(36) : 'n'}`,
      nextChangeAt,
      posts,
      bySlug: new Map(posts.map((post) => [post.slug, post])),
      redirects: new Map(redirects.map(({ from, to }) => [from, to])),
    }
  }

  /** Whether a snapshot still describes what is public: same post version, next moment not come. */
  const isCurrent = (candidate: PublishedSnapshot, version: number) =>
    candidate.version === version && (candidate.nextChangeAt === null || now().toISOString() < candidate.nextChangeAt)

  // The published posts as last read, keyed by the database's post version counter: every change
  // on any instance bumps it, so one cheap read per request keeps this copy exact.
  const snapshotAt = snapshotPerVersion(loadSnapshot, isCurrent)

  /** Throws SlugTakenError unless `slug` is free or already this post's (now or earlier). */
  async function checkSlugFree(slug: string, postId: string): Promise<void> {
    const owner = await repo.slugOwner(slug)
    if (owner !== null && owner !== postId) throw new SlugTakenError(slug)
  }

  const stamp = (at: string) => ({ id: randomUUID(), createdAt: at })

  /** Runs a write that may take a slug; a unique violation means another post took it first. */
  async function takingSlug<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (slug !== undefined && isUniqueViolation(error)) throw new SlugTakenError(slug)
      throw error
    }
  }

  /**
   * Hands over the featured images a save, restore or deletion left unused (all but `kept`),
   * after the post is saved. The post is saved either way: a failed release is logged, and the
   * image left behind goes with the next sweep.
   */
  async function releaseUnused(images: ReadonlyArray<string | null>, kept: string | null = null): Promise<void> {
    if (!releaseImage) return
    for (const image of new Set(images)) {
      if (!image || image === kept) continue
      await releaseImage(image).catch((error: unknown) => logger?.error({ err: error }, 'could not remove a released image'))
    }
  }

  /**
   * Writes `changes` over the post `current` as a new revision, then hands over the image they
   * replaced. `slug` is the address the write takes, if any. Null when the post is gone.
   */
  async function saveRevision(current: PostRecord, changes: PostChanges, slug: string | undefined, at: string): Promise<AdminPost | null> {
    const found = await takingSlug(slug, () => repo.update(current.id, changes, stamp(at)))
    const saved = found ? await repo.findById(current.id) : null
    if (!saved) return null
    await releaseUnused([current.featuredImage], saved.featuredImage)
    return toAdmin(saved)
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
        await repo.insert(post, stamp(record.createdAt))
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
     * while the database's post version is unchanged; `knownVersion` is that version when the
     * caller has just read it (with the other content counter, in one query).
     */
    async published(knownVersion?: number): Promise<PublishedSnapshot> {
      return snapshotAt(knownVersion ?? (await repo.version()))
    },

    /** One published post by slug, or null (drafts and unknown slugs alike). */
    async getPublishedBySlug(slug: string): Promise<PublishedPost | null> {
      const record = await repo.findPublishedBySlug(slug, now())
      return record ? toPublished(record) : null
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
          featuredImageAlt: input.featuredImage ? (input.featuredImageAlt ?? null) : null,
          status: 'draft',
          publishedAt: null,
          publishAt: null,
          createdAt: at,
          updatedAt: at,
        },
        input.title,
      )
      return toAdmin(record)
    },

    /**
     * Replaces a post's fields and keeps a revision. The slug stays unless `slug` names a new
     * one (the old one then redirects here); isPublished and publishAt, when given, set the
     * state (see publication()); otherwise the current state stays. Returns null for an unknown
     * id; throws PostIdMismatchError when the body names another post, SlugTakenError when the
     * address is another post's.
     */
    async update(id: string, input: PostUpdate): Promise<AdminPost | null> {
      if (input.id !== undefined && input.id !== id) throw new PostIdMismatchError()
      const current = await repo.findById(id)
      if (!current) return null
      const at = now().toISOString()
      const slug = input.slug !== undefined && input.slug !== current.slug ? input.slug : undefined
      if (slug !== undefined) await checkSlugFree(slug, id)
      const featuredImage = input.featuredImage || null
      // Without a description in the body, one given for this same image stays.
      const featuredImageAlt = !featuredImage ? null : input.featuredImageAlt !== undefined ? input.featuredImageAlt : featuredImage === current.featuredImage ? current.featuredImageAlt : null
      const publish = input.isPublished ?? current.status === 'published'
      const publishAt = input.publishAt === undefined ? current.publishAt : input.publishAt
      const author = await authorOrDefault(input.author)
      return saveRevision(
        current,
        {
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          author,
          tags: input.tags,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
          featuredImage,
          featuredImageAlt,
          ...(slug !== undefined ? { slug } : {}),
          ...publication(current, publish, publishAt, at),
          updatedAt: at,
        },
        slug,
        at,
      )
    },

    /** Switches between draft and published now (a scheduled post becomes a draft); null for an unknown id. */
    async togglePublish(id: string): Promise<AdminPost | null> {
      const current = await repo.findById(id)
      if (!current) return null
      const at = now().toISOString()
      const found = await repo.update(id, { ...publication(current, current.status !== 'published', null, at), updatedAt: at })
      return found ? this.get(id) : null
    },

    /** A post's revisions, newest first, each with what it changed; null for an unknown post. */
    async revisions(id: string): Promise<RevisionSummary[] | null> {
      if (!(await repo.findById(id))) return null
      const list = await repo.listRevisions(id)
      return list.map((revision, index) => summaryOf(toRevision(revision, list[index + 1] ?? null)))
    },

    /** One revision in full; null when the post or the revision is unknown. */
    async revision(id: string, revisionId: string): Promise<Revision | null> {
      const list = await repo.listRevisions(id)
      const index = list.findIndex((revision) => revision.id === revisionId)
      return index < 0 ? null : toRevision(list[index]!, list[index + 1] ?? null)
    },

    /**
     * Puts a revision's text, tags, author, SEO fields, image and address back, as a new
     * revision (nothing is lost). The publication state stays. The address stays too when
     * another post has taken the revision's one since. Null when the post or revision is unknown.
     */
    async restore(id: string, revisionId: string): Promise<AdminPost | null> {
      const [current, revision] = await Promise.all([repo.findById(id), repo.findRevision(id, revisionId)])
      if (!current || !revision) return null
      const at = now().toISOString()
      const owner = revision.slug === current.slug ? id : await repo.slugOwner(revision.slug)
      const slug = owner === null || owner === id ? revision.slug : current.slug
      return saveRevision(current, { ...pick(revision, revisedKeys), slug, updatedAt: at }, slug, at)
    },

    /** Deletes a post, its revisions and earlier addresses, then the images only they used; false when there was none. */
    async delete(id: string): Promise<boolean> {
      const [current, revisions] = await Promise.all([repo.findById(id), repo.listRevisions(id)])
      if (!(await repo.delete(id))) return false
      await releaseUnused([current?.featuredImage ?? null, ...revisions.map((revision) => revision.featuredImage)])
      return true
    },
  }
}

export type PostService = ReturnType<typeof createPostService>
