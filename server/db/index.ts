import type SQLite from 'better-sqlite3'
import { type Kysely } from 'kysely'
import { connect, migrateToLatest, waitUntilReachable, type ConnectOptions, type Engine } from './connect.ts'
import { backup, ping } from './dialect.ts'
import { createCounterRepo } from './counters.ts'
import { createLoginAttemptRepo } from './login-attempts.ts'
import { createVisitRepo } from './visits.ts'
import { createPostRepo } from './posts.ts'
import { createSecondFactorRepo } from './second-factors.ts'
import { createServerSecretRepo } from './server-secrets.ts'
import { createSessionRepo } from './sessions.ts'
import { createSignInHistoryRepo } from './sign-in-history.ts'
import { createSiteSettingsRepo } from './site-settings.ts'
import { createUploadedImageRepo } from './uploaded-images.ts'
import { createUserRepo } from './users.ts'
import type { Database } from './schema.ts'

export type DataLayerOptions = ConnectOptions

/** The repositories the rest of the server uses; nothing outside server/db writes a query. */
export interface DataLayer {
  engine: Engine
  visits: ReturnType<typeof createVisitRepo>
  counters: ReturnType<typeof createCounterRepo>
  posts: ReturnType<typeof createPostRepo>
  users: ReturnType<typeof createUserRepo>
  sessions: ReturnType<typeof createSessionRepo>
  loginAttempts: ReturnType<typeof createLoginAttemptRepo>
  serverSecrets: ReturnType<typeof createServerSecretRepo>
  uploadedImages: ReturnType<typeof createUploadedImageRepo>
  secondFactors: ReturnType<typeof createSecondFactorRepo>
  signInHistory: ReturnType<typeof createSignInHistoryRepo>
  siteSettings: ReturnType<typeof createSiteSettingsRepo>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** SQLite's online backup into `file` while the site runs; PostgreSQL is backed up with pg_dump. */
  backup(file: string): Promise<void>
  close(): Promise<void>
}

function assemble(db: Kysely<Database>, engine: Engine, options: DataLayerOptions, sqlite?: SQLite.Database): DataLayer {
  return {
    engine,
    visits: createVisitRepo(db),
    counters: createCounterRepo(db, sqlite),
    posts: createPostRepo(db),
    users: createUserRepo(db),
    sessions: createSessionRepo(db),
    loginAttempts: createLoginAttemptRepo(db),
    serverSecrets: createServerSecretRepo(db),
    uploadedImages: createUploadedImageRepo(db),
    secondFactors: createSecondFactorRepo(db),
    signInHistory: createSignInHistoryRepo(db),
    siteSettings: createSiteSettingsRepo(db),
    ping: () => ping(db),
    backup: (file) => backup(options, file),
    async close() {
      await db.destroy()
    },
  }
}

/** Connects (waiting a bounded time for PostgreSQL), migrates to the latest schema and returns the data layer. */
export async function createDataLayer(options: DataLayerOptions): Promise<DataLayer> {
  const { db, engine, sqlite } = connect(options)
  try {
    if (engine === 'postgres') await waitUntilReachable(db, options.connectTimeoutMs)
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return assemble(db, engine, options, sqlite)
}
