import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, SignInEventsTable } from './schema.ts'

export type SignInEventRecord = Selectable<SignInEventsTable>

/**
 * Sign-in attempts on the owner's account: time, method, outcome, and the browser and system in
 * a few words. No address. Lines older than the retention are deleted at each write, and the
 * account keeps at most `maxRows` of them whatever a stranger sends.
 */
export function createSignInHistoryRepo(db: Kysely<Database>) {
  return {
    async record(event: Omit<SignInEventRecord, 'id'>, keepSince: string, maxRows: number): Promise<void> {
      await db
        .insertInto('signInEvents')
        .values({ id: randomUUID(), ...event })
        .execute()
      await db.deleteFrom('signInEvents').where('at', '<', keepSince).execute()
      const cutoff = await db
        .selectFrom('signInEvents')
        .select(['at', 'id'])
        .where('userId', '=', event.userId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .offset(maxRows)
        .limit(1)
        .executeTakeFirst()
      if (cutoff) await db.deleteFrom('signInEvents').where('userId', '=', event.userId).where('at', '<=', cutoff.at).execute()
    },

    /** The newest `limit` attempts, newest first. */
    async listRecent(userId: string, limit: number): Promise<SignInEventRecord[]> {
      return db.selectFrom('signInEvents').selectAll().where('userId', '=', userId).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    },

    /** Deletes lines older than `cutoff`. */
    async deleteBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('signInEvents').where('at', '<', cutoff).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type SignInHistoryRepo = ReturnType<typeof createSignInHistoryRepo>
