import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'
import type { ConnectOptions } from './connect.ts'
import type { Database } from './schema.ts'

// Where the database engines differ, and nowhere else.

/** Whether an error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code } = error as { code?: unknown }
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

/** Escapes LIKE wildcards so user text matches literally (used with `escape '\\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}

/**
 * SQLite's online backup: a consistent copy taken page by page while the site keeps writing.
 * PostgreSQL has its own tools (pg_dump), so this refuses there.
 */
export async function backup({ databasePath, databaseUrl }: ConnectOptions, file: string): Promise<void> {
  if (databaseUrl) throw new Error('On PostgreSQL, back up with pg_dump (see the README).')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const source = new SQLite(databasePath, { fileMustExist: true })
  try {
    await source.backup(file)
  } finally {
    source.close()
  }
}
