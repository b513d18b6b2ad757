import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type MigrationProvider } from 'kysely'
import pg from 'pg'
import { migrationProvider } from './migrations/index.ts'
import type { Database } from './schema.ts'

export interface ConnectOptions {
  /** SQLite file, used when no databaseUrl is given. */
  databasePath: string
  /** `postgres://…` switches to PostgreSQL. */
  databaseUrl?: string
  /** How long to keep trying to reach PostgreSQL at start before giving up. */
  connectTimeoutMs?: number
}

export type Engine = 'sqlite' | 'postgres'

// PostgreSQL returns bigint counts as strings; the repositories wrap them in Number(), and
// int8 stays a string so nothing silently loses precision.
function postgresPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'practice-site',
  })
  // An idle pooled connection can be cut by the server (restart, failover, admin action). The
  // pool replaces it on next use; without a listener the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  return pool
}

function sqliteDatabase(databasePath: string): SQLite.Database {
  fs.mkdirSync(path.dirname(databasePath), { recursive: true })
  const sqlite = new SQLite(databasePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return sqlite
}

/**
 * Opens the database: PostgreSQL through a bounded pool when a URL is given, otherwise the SQLite
 * file (creating its folder) in WAL mode with foreign keys enforced. The SQLite handle is returned
 * too, for the one statement read synchronously on every request (server/db/counters.ts).
 */
export function connect({ databasePath, databaseUrl }: ConnectOptions): { db: Kysely<Database>; engine: Engine; sqlite?: SQLite.Database } {
  const plugins = [new CamelCasePlugin()]
  if (databaseUrl) {
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(databaseUrl) }), plugins }), engine: 'postgres' }
  }
  const sqlite = sqliteDatabase(databasePath)
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins }), engine: 'sqlite', sqlite }
}

/** Waits until the database answers, retrying for a bounded time; throws with the last reason. */
export async function waitUntilReachable(db: Kysely<Database>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let delay = 250
  for (;;) {
    try {
      await sql`select 1`.execute(db)
      return
    } catch (error) {
      if (Date.now() + delay > deadline) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`The database could not be reached within ${Math.round(timeoutMs / 1000)} s: ${reason}`, { cause: error })
      }
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(delay * 2, 4_000)
    }
  }
}

/**
 * Brings the schema up to date; throws with the failing migration's name. On PostgreSQL, Kysely
 * takes an advisory lock (so instances starting together migrate once) and runs the migrations
 * in one transaction (so a failure leaves the schema as it was).
 */
export async function migrateToLatest(db: Kysely<Database>, provider: MigrationProvider = migrationProvider): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error })
  }
}
