import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely'
import { bumpCounter, contentCounters, readCounter } from './counters.ts'
import { escapeLike } from './dialect.ts'
import type { Database, PostRedirectsTable, PostRevisionsTable, PostsTable } from './schema.ts'

/** A stored post with its tags in order. */
export interface PostRecord extends Selectable<PostsTable> {
  tags: string[]
}

export type PostChanges = Partial<Omit<PostRecord, 'id' | 'createdAt'>>

/** A saved revision with its tags as a list. */
export interface RevisionRecord extends Omit<Selectable<PostRevisionsTable>, 'tags'> {
  tags: string[]
}

export type RedirectRecord = Selectable<PostRedirectsTable>

/** Asks a write to keep a revision of the post as it is after the write. */
export interface RevisionStamp {
  id: string
  createdAt: string
}

/** How many revisions each post keeps at least (older ones are removed as new ones arrive). */
export const revisionsKept = 100

const postsVersionCounter = contentCounters.posts
const sampleContentCounter = 'sample-content'

async function withTags(db: Kysely<Database>, rows: Array<Selectable<PostsTable>>): Promise<PostRecord[]> {
  if (rows.length === 0) return []
  const tagRows = await db
    .selectFrom('postTags')
    .select(['postId', 'tag'])
    .where(
      'postId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('postId')
    .orderBy('position')
    .execute()
  const tagsByPost = new Map<string, string[]>()
  for (const { postId, tag } of tagRows) {
    const list = tagsByPost.get(postId)
    if (list) list.push(tag)
    else tagsByPost.set(postId, [tag])
  }
  return rows.map((row) => ({ ...row, tags: tagsByPost.get(row.id) ?? [] }))
}

async function replaceTags(trx: Transaction<Database>, postId: string, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('postTags').where('postId', '=', postId).execute()
  if (tags.length > 0) {
    await trx
      .insertInto('postTags')
      .values(tags.map((tag, position) => ({ postId, position, tag })))
      .execute()
  }
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}

const toRevision = ({ tags, ...row }: Selectable<PostRevisionsTable>): RevisionRecord => ({ ...row, tags: parseTags(tags) })

/**
 * Keeps the post as it now is (read inside the transaction) as its newest revision. The post's
 * row was written earlier in the same transaction, so on PostgreSQL concurrent saves of one post
 * queue on its row lock and number their revisions one after another.
 */
async function addRevision(trx: Transaction<Database>, postId: string, stamp: RevisionStamp): Promise<void> {
  const post = await trx.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow()
  const tags = await trx.selectFrom('postTags').select('tag').where('postId', '=', postId).orderBy('position').execute()
  const last = await trx
    .selectFrom('postRevisions')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('postId', '=', postId)
    .executeTakeFirst()
  const seq = Number(last?.seq ?? 0) + 1
  await trx
    .insertInto('postRevisions')
    .values({
      id: stamp.id,
      postId,
      seq,
      createdAt: stamp.createdAt,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      tags: JSON.stringify(tags.map((row) => row.tag)),
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      featuredImage: post.featuredImage,
      featuredImageAlt: post.featuredImageAlt,
    })
    .execute()
  if (seq > revisionsKept) await trx.deleteFrom('postRevisions').where('postId', '=', postId).where('seq', '<=', seq - revisionsKept).execute()
}

/** A published post is public once its publish moment, if it has one, has come. */
function isPublicAt(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'posts'>) =>
    eb.and([eb('posts.status', '=', 'published'), eb.or([eb('posts.publishAt', 'is', null), eb('posts.publishAt', '<=', nowIso)])])
}

const bumpVersion = (trx: Transaction<Database>) => bumpCounter(trx, postsVersionCounter)

/** Queries on posts. Returns null for "not there"; the post service owns the rules. */
export function createPostRepo(db: Kysely<Database>) {
  const newestPublicFirst = (nowIso: string) =>
    db
      .selectFrom('posts')
      .selectAll()
      .where(isPublicAt(nowIso))
      .orderBy('publishedAt', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id')

  return {
    /** Adds a post, with its first revision when `revision` is given. */
    async insert(post: PostRecord, revision?: RevisionStamp): Promise<void> {
      const { tags, ...row } = post
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('posts').values(row).execute()
        await replaceTags(trx, row.id, tags)
        if (revision) await addRevision(trx, row.id, revision)
        await bumpVersion(trx)
      })
    },

    /**
     * Applies changes; returns false when no post has that id. A changed slug keeps the old one
     * as a redirect to this post (and frees the new one if it was this post's old address).
     * With `revision`, the post as saved is kept as a new revision.
     */
    async update(id: string, changes: PostChanges, revision?: RevisionStamp): Promise<boolean> {
      const { tags, ...row } = changes
      return db.transaction().execute(async (trx) => {
        const before = row.slug === undefined ? undefined : await trx.selectFrom('posts').select('slug').where('id', '=', id).executeTakeFirst()
        const result = await trx.updateTable('posts').set(row).where('id', '=', id).executeTakeFirst()
        if (Number(result.numUpdatedRows) === 0) return false
        if (tags) await replaceTags(trx, id, tags)
        if (before && row.slug !== undefined && before.slug !== row.slug) {
          await trx.deleteFrom('postRedirects').where('slug', '=', row.slug).where('postId', '=', id).execute()
          await trx
            .insertInto('postRedirects')
            .values({ slug: before.slug, postId: id, createdAt: row.updatedAt ?? new Date().toISOString() })
            .onConflict((oc) => oc.column('slug').doNothing())
            .execute()
        }
        if (revision) await addRevision(trx, id, revision)
        await bumpVersion(trx)
        return true
      })
    },

    /** Deletes a post and its tags; returns false when no post has that id. */
    async delete(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('postTags').where('postId', '=', id).execute()
        const result = await trx.deleteFrom('posts').where('id', '=', id).executeTakeFirst()
        if (Number(result.numDeletedRows) === 0) return false
        await bumpVersion(trx)
        return true
      })
    },

    async findById(id: string): Promise<PostRecord | null> {
      const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? ((await withTags(db, [row]))[0] ?? null) : null
    },

    /** A post public at `now` by its current slug. */
    async findPublishedBySlug(slug: string, now: Date = new Date()): Promise<PostRecord | null> {
      const row = await db.selectFrom('posts').selectAll().where('slug', '=', slug).where(isPublicAt(now.toISOString())).executeTakeFirst()
      return row ? ((await withTags(db, [row]))[0] ?? null) : null
    },

    /** Posts public at `now` (published, and past their publish moment), newest first. */
    async listPublished(now: Date = new Date()): Promise<PostRecord[]> {
      return withTags(db, await newestPublicFirst(now.toISOString()).execute())
    },

    /** The earliest publish moment after `now` of a published post (when the public set next changes). */
    async nextPublishAt(now: Date): Promise<string | null> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.min('publishAt').as('next'))
        .where('status', '=', 'published')
        .where('publishAt', '>', now.toISOString())
        .executeTakeFirst()
      return (row?.next as string | null | undefined) ?? null
    },

    /** Earlier addresses of the posts public at `now`: old slug → current slug. */
    async publicRedirects(now: Date): Promise<Array<{ from: string; to: string }>> {
      return db
        .selectFrom('postRedirects')
        .innerJoin('posts', 'posts.id', 'postRedirects.postId')
        .select(['postRedirects.slug as from', 'posts.slug as to'])
        .where(isPublicAt(now.toISOString()))
        .execute()
    },

    /** Every earlier address (export). */
    async listRedirects(): Promise<RedirectRecord[]> {
      return db.selectFrom('postRedirects').selectAll().orderBy('postId').orderBy('createdAt').orderBy('slug').execute()
    },

    /** Which post, if any, holds `slug` as its address or as an earlier one. */
    async slugOwner(slug: string): Promise<string | null> {
      const current = await db.selectFrom('posts').select('id').where('slug', '=', slug).executeTakeFirst()
      if (current) return current.id
      const earlier = await db.selectFrom('postRedirects').select('postId').where('slug', '=', slug).executeTakeFirst()
      return earlier?.postId ?? null
    },

    /** A post's revisions, newest first. */
    async listRevisions(postId: string): Promise<RevisionRecord[]> {
      const rows = await db.selectFrom('postRevisions').selectAll().where('postId', '=', postId).orderBy('seq', 'desc').execute()
      return rows.map(toRevision)
    },

    async findRevision(postId: string, revisionId: string): Promise<RevisionRecord | null> {
      const row = await db.selectFrom('postRevisions').selectAll().where('postId', '=', postId).where('id', '=', revisionId).executeTakeFirst()
      return row ? toRevision(row) : null
    },

    /** Every revision of every post (export), oldest first per post. */
    async listAllRevisions(): Promise<RevisionRecord[]> {
      const rows = await db.selectFrom('postRevisions').selectAll().orderBy('postId').orderBy('seq').execute()
      return rows.map(toRevision)
    },

    /** Loads earlier addresses and revisions as they were exported (import into an empty database). */
    async insertHistory(redirects: readonly RedirectRecord[], revisions: readonly RevisionRecord[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const redirect of redirects) await trx.insertInto('postRedirects').values(redirect).execute()
        for (const { tags, ...revision } of revisions) await trx.insertInto('postRevisions').values({ ...revision, tags: JSON.stringify(tags) }).execute()
        await bumpVersion(trx)
      })
    },

    /** Every post, drafts included, most recently created first. */
    async listAll(): Promise<PostRecord[]> {
      const rows = await db.selectFrom('posts').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute()
      return withTags(db, rows)
    },

    /** Slugs equal to `base` or of the form `base-N`, for choosing a free one. */
    async listSlugsLike(base: string): Promise<string[]> {
      const like = sql<string>`${`${escapeLike(base)}-%`} escape '\\'`
      const rows = await db
        .selectFrom('posts')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]))
        // Earlier addresses stay taken: they redirect to the post that had them.
        .union(db.selectFrom('postRedirects').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)])))
        .execute()
      return rows.map((row) => row.slug)
    },

    async countByStatus(): Promise<{ total: number; published: number }> {
      const rows = await db
        .selectFrom('posts')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute()
      const published = Number(rows.find((row) => row.status === 'published')?.count ?? 0)
      const total = rows.reduce((sum, row) => sum + Number(row.count), 0)
      return { total, published }
    },

    /**
     * Claims the one-time sample content for this database: true for the first caller ever,
     * false for every later one (on any instance).
     */
    async claimSampleContent(): Promise<boolean> {
      const result = await db
        .insertInto('counters')
        .values({ name: sampleContentCounter, value: 1 })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    /** A number that changes whenever any post changes; cheap enough to read per request. */
    version: (): Promise<number> => readCounter(db, postsVersionCounter),
  }
}

export type PostRepo = ReturnType<typeof createPostRepo>
