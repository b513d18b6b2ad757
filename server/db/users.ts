import type { Kysely, Selectable } from 'kysely'
import type { Database, UsersTable } from './schema.ts'

export type UserRecord = Selectable<UsersTable>

/** The admin account. Returns null for "not there"; the auth service owns the rules. */
export function createUserRepo(db: Kysely<Database>) {
  return {
    async insert(user: UserRecord): Promise<void> {
      await db.insertInto('users').values(user).execute()
    },

    /** The account with this (already lower-cased) username, or null. */
    async findByUsername(username: string): Promise<UserRecord | null> {
      return (await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()) ?? null
    },

    async findById(id: string): Promise<UserRecord | null> {
      return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
    },

    /** Every account, oldest first (the site has one). */
    async listAll(): Promise<UserRecord[]> {
      return db.selectFrom('users').selectAll().orderBy('createdAt').orderBy('id').execute()
    },

    /** Applies changes; false when no account has that id. */
    async update(id: string, changes: Partial<Omit<UserRecord, 'id' | 'createdAt'>>): Promise<boolean> {
      const result = await db.updateTable('users').set(changes).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}

export type UserRepo = ReturnType<typeof createUserRepo>
