import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, SessionsTable } from './schema.ts'

export type SessionRecord = Selectable<SessionsTable>

/** Server-side sessions, looked up by the hash of their id (the id itself is never stored). */
export function createSessionRepo(db: Kysely<Database>) {
  return {
    async insert(session: Insertable<SessionsTable>): Promise<void> {
      await db.insertInto('sessions').values(session).execute()
    },

    async findByIdHash(idHash: string): Promise<SessionRecord | null> {
      return (await db.selectFrom('sessions').selectAll().where('idHash', '=', idHash).executeTakeFirst()) ?? null
    },

    async touch(idHash: string, lastSeenAt: string): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt }).where('idHash', '=', idHash).execute()
    },

    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('idHash', '=', idHash).execute()
    },

    /** Ends every session of one account (after a password change). */
    async deleteForUser(userId: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Deletes sessions past their absolute end or idle since before `idleCutoff`. */
    async deleteExpired(now: string, idleCutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleCutoff)]))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Records which browser and system a session was opened from. */
    async describe(idHash: string, agent: { browser: string; system: string }): Promise<void> {
      await db.updateTable('sessions').set(agent).where('idHash', '=', idHash).execute()
    },

    /** The account's sessions, most recently active first. */
    async listForUser(userId: string): Promise<SessionRecord[]> {
      return db.selectFrom('sessions').selectAll().where('userId', '=', userId).orderBy('lastSeenAt', 'desc').orderBy('idHash').execute()
    },

    /** Ends every session of the account but one ('Sign out everywhere else'). */
    async deleteForUserExcept(userId: string, keptIdHash: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('idHash', '!=', keptIdHash).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type SessionRepo = ReturnType<typeof createSessionRepo>
