import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Sign-in attempts in numbered slots per key (a keyed hash: never a username or an address).
 * A slot is taken by one statement that inserts it, or retakes it once its attempt has left the
 * window; the primary key (key, slot) makes that atomic across connections and instances, so no
 * more attempts than slots can ever be under way or counted for one key.
 */
export function createLoginAttemptRepo(db: Kysely<Database>) {
  return {
    /** The slots taken under `keyHash`, oldest attempt first. */
    async list(keyHash: string): Promise<Array<{ slot: number; attemptedAt: string }>> {
      const rows = await db.selectFrom('loginAttempts').select(['slot', 'attemptedAt']).where('keyHash', '=', keyHash).orderBy('attemptedAt').execute()
      return rows.map((row) => ({ slot: Number(row.slot), attemptedAt: row.attemptedAt }))
    },

    /** Takes `slot` for an attempt at `at` if it is free or its attempt was at or before `expiredBy`. */
    async take(keyHash: string, slot: number, at: string, expiredBy: string): Promise<boolean> {
      const row = await db
        .insertInto('loginAttempts')
        .values({ keyHash, slot, attemptedAt: at })
        .onConflict((oc) =>
          oc
            .columns(['keyHash', 'slot'])
            .doUpdateSet({ attemptedAt: at })
            .where((eb) => eb(eb.ref('loginAttempts.attemptedAt'), '<=', expiredBy)),
        )
        .returning('slot')
        .executeTakeFirst()
      return row !== undefined
    },

    /** Gives a slot back, if it still holds the attempt made at `at`. */
    async free(keyHash: string, slot: number, at: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('keyHash', '=', keyHash).where('slot', '=', slot).where('attemptedAt', '=', at).execute()
    },

    /** Frees every slot of these keys. */
    async clear(keyHashes: readonly string[]): Promise<void> {
      if (keyHashes.length === 0) return
      await db.deleteFrom('loginAttempts').where('keyHash', 'in', [...keyHashes]).execute()
    },

    /** Forgets attempts that no longer count. */
    async deleteBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('attemptedAt', '<=', cutoff).execute()
    },
  }
}

export type LoginAttemptRepo = ReturnType<typeof createLoginAttemptRepo>
