import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/** Named random secrets the server makes once; every instance on one database reads the same. */
export function createServerSecretRepo(db: Kysely<Database>) {
  return {
    /** The secret called `name`, storing `make()` first when there is none yet. */
    async getOrCreate(name: string, make: () => string, at: string): Promise<string> {
      await db
        .insertInto('serverSecrets')
        .values({ name, value: make(), createdAt: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
      return row.value
    },
  }
}

export type ServerSecretRepo = ReturnType<typeof createServerSecretRepo>
