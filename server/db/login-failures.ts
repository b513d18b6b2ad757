import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Failed sign-ins, each under a keyed hash (of a username or of a client address): the lockout
 * counts them per key in the database, so every instance sees the same count.
 */
export function createLoginFailureRepo(db: Kysely<Database>) {
  return {
    async record(keyHashes: readonly string[], at: string): Promise<void> {
      if (keyHashes.length === 0) return
      await db
        .insertInto('loginFailures')
        .values(keyHashes.map((keyHash) => ({ id: randomUUID(), keyHash, failedAt: at })))
        .execute()
    },

    /** The times of the newest failures under `keyHash` after `since`, newest first. */
    async listRecent(keyHash: string, since: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('loginFailures')
        .select('failedAt')
        .where('keyHash', '=', keyHash)
        .where('failedAt', '>', since)
        .orderBy('failedAt', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => row.failedAt)
    },

    async clear(keyHashes: readonly string[]): Promise<void> {
      if (keyHashes.length === 0) return
      await db.deleteFrom('loginFailures').where('keyHash', 'in', [...keyHashes]).execute()
    },

    /** Forgets failures that no longer count. */
    async deleteBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('failedAt', '<=', cutoff).execute()
    },
  }
}

export type LoginFailureRepo = ReturnType<typeof createLoginFailureRepo>
