import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

export interface RecordPageViewInput {
  path: string
  at: Date
}

export function createPageViewRepo(db: Kysely<Database>) {
  return {
    async record({ path, at }: RecordPageViewInput): Promise<void> {
      const createdAt = at.toISOString()
      await db
        .insertInto('pageViews')
        .values({ id: randomUUID(), path, day: createdAt.slice(0, 10), createdAt })
        .execute()
    },

    /** The newest views first, as stored (path, day, time; there is nothing else to store). */
    async listRecent(limit: number): Promise<Array<{ path: string; day: string; createdAt: string }>> {
      return db.selectFrom('pageViews').select(['path', 'day', 'createdAt']).orderBy('createdAt', 'desc').limit(limit).execute()
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('pageViews')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
  }
}

export type PageViewRepo = ReturnType<typeof createPageViewRepo>
