import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { escapeLike } from './dialect.ts'
import type { Database, PostStatus, PostsTable } from './schema.ts'

/** A stored post with its tags in order. */
export interface PostRecord extends Selectable<PostsTable> {
  tags: string[]
}


export type PostChanges = Partial<Omit<PostRecord, 'id' | 'slug' | 'createdAt'>>

const postsVersionCounter = 'posts'
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

async function bumpVersion(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('counters')
    .values({ name: postsVersionCounter, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .execute()
}

/** Queries on posts. Returns null for "not there"; the post service owns the rules. */
export function createPostRepo(db: Kysely<Database>) {
  const newestPublishedFirst = (status: PostStatus) =>
    db
      .selectFrom('posts')
      .selectAll()
      .where('status', '=', status)
      .orderBy('publishedAt', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id')

  return {
    async insert(post: PostRecord): Promise<void> {
      const { tags, ...row } = post
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('posts').values(row).execute()
        await replaceTags(trx, row.id, tags)
        await bumpVersion(trx)
      })
    },

    /** Applies changes; returns false when no post has that id. */
    async update(id: string, changes: PostChanges): Promise<boolean> {
      const { tags, ...row } = changes
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('posts').set(row).where('id', '=', id).executeTakeFirst()
        if (Number(result.numUpdatedRows) === 0) return false
        if (tags) await replaceTags(trx, id, tags)
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

    async findPublishedBySlug(slug: string): Promise<PostRecord | null> {
      const row = await db
        .selectFrom('posts')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst()
      return row ? ((await withTags(db, [row]))[0] ?? null) : null
    },

    /** Published posts, newest first. */
    async listPublished(limit?: number): Promise<PostRecord[]> {
      const query = newestPublishedFirst('published')
      return withTags(db, await (limit === undefined ? query : query.limit(limit)).execute())
    },

    /** Every post, drafts included, most recently created first. */
    async listAll(): Promise<PostRecord[]> {
      const rows = await db.selectFrom('posts').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute()
      return withTags(db, rows)
    },

    /** Slugs equal to `base` or of the form `base-N`, for choosing a free one. */
    async listSlugsLike(base: string): Promise<string[]> {
      const rows = await db
        .selectFrom('posts')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', sql<string>`${`${escapeLike(base)}-%`} escape '\\'`)]))
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
    async version(): Promise<number> {
      const row = await db.selectFrom('counters').select('value').where('name', '=', postsVersionCounter).executeTakeFirst()
      return Number(row?.value ?? 0)
    },
  }
}

export type PostRepo = ReturnType<typeof createPostRepo>
