import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrationProvider } from './migrations/index.ts'
import type { Database } from './schema.ts'

export interface ConnectOptions {
  databasePath: string
}

/** Opens the SQLite file (creating its folder), in WAL mode with foreign keys enforced. */
export function connect({ databasePath }: ConnectOptions): Kysely<Database> {
  fs.mkdirSync(path.dirname(databasePath), { recursive: true })
  const sqlite = new SQLite(databasePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  })
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error })
  }
}
