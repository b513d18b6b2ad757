import { sql, type Kysely } from 'kysely'
import { connect, migrateToLatest } from './connect.ts'
import { createLoginFailureRepo } from './login-failures.ts'
import { createPageViewRepo } from './page-views.ts'
import { createPostRepo } from './posts.ts'
import { createServerSecretRepo } from './server-secrets.ts'
import { createSessionRepo } from './sessions.ts'
import { createUserRepo } from './users.ts'
import type { Database } from './schema.ts'

export interface DataLayerOptions {
  databasePath: string
}

/** The repositories the rest of the server uses; nothing outside server/db writes a query. */
export interface DataLayer {
  pageViews: ReturnType<typeof createPageViewRepo>
  posts: ReturnType<typeof createPostRepo>
  users: ReturnType<typeof createUserRepo>
  sessions: ReturnType<typeof createSessionRepo>
  loginFailures: ReturnType<typeof createLoginFailureRepo>
  serverSecrets: ReturnType<typeof createServerSecretRepo>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** Folds the write-ahead log into the main file (SQLite); used before backups and in tests. */
  checkpoint(): Promise<void>
  close(): Promise<void>
}

function assemble(db: Kysely<Database>): DataLayer {
  return {
    pageViews: createPageViewRepo(db),
    posts: createPostRepo(db),
    users: createUserRepo(db),
    sessions: createSessionRepo(db),
    loginFailures: createLoginFailureRepo(db),
    serverSecrets: createServerSecretRepo(db),
    async ping() {
      await sql`select 1`.execute(db)
    },
    async checkpoint() {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    },
    async close() {
      await db.destroy()
    },
  }
}

/** Connects, migrates to the latest schema and returns the data layer. */
export async function createDataLayer(options: DataLayerOptions): Promise<DataLayer> {
  const db = connect(options)
  await migrateToLatest(db)
  return assemble(db)
}
