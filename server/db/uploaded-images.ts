import type { Kysely, Selectable } from 'kysely'
import { uploadedImagePrefix } from '#shared/uploaded-images.ts'
import type { Database, UploadedImageState, UploadedImagesTable } from './schema.ts'

export type UploadedImageRecord = Selectable<UploadedImagesTable>


/**
 * Queries on featured-image uploads. Every state change is one conditional UPDATE, so two
 * instances (or two requests) can never both move the same upload forward.
 */
export function createUploadedImageRepo(db: Kysely<Database>) {
  async function move(id: string, from: readonly UploadedImageState[], to: UploadedImageState, extra: Partial<UploadedImageRecord> = {}): Promise<boolean> {
    const result = await db
      .updateTable('uploadedImages')
      .set({ ...extra, state: to })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  return {
    async insertPending(id: string, createdAt: string): Promise<void> {
      await db.insertInto('uploadedImages').values({ id, state: 'pending', width: null, height: null, createdAt, registeredAt: null }).execute()
    },

    async find(id: string): Promise<UploadedImageRecord | null> {
      return (await db.selectFrom('uploadedImages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
    },

    /** Moves an upload from one of `from` to `to`; false when it was in another state (or unknown). */
    move,

    async delete(id: string): Promise<void> {
      await db.deleteFrom('uploadedImages').where('id', '=', id).execute()
    },

    /** Uploads created before `before`, whatever their state. */
    async listCreatedBefore(before: string): Promise<UploadedImageRecord[]> {
      return db.selectFrom('uploadedImages').selectAll().where('createdAt', '<', before).orderBy('createdAt').execute()
    },

    /** Whether any post's featured image is this upload (its bare path or one of its variants). */
    async isReferenced(id: string): Promise<boolean> {
      const path = `${uploadedImagePrefix}${id}`
      const row = await db
        .selectFrom('posts')
        .select('id')
        // The id is 32 hex characters, so it cannot carry LIKE wildcards.
        .where((eb) => eb.or([eb('featuredImage', '=', path), eb('featuredImage', 'like', `${path}?%`)]))
        .limit(1)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

export type UploadedImageRepo = ReturnType<typeof createUploadedImageRepo>
