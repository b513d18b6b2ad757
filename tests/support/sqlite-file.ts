import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/** Reads rows straight from a SQLite file, as an outsider would (read-only). */
export function readRows<T = Record<string, unknown>>(databasePath: string, query: string): T[] {
  const db = new SQLite(databasePath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(query).all() as T[]
  } finally {
    db.close()
  }
}

/** Every byte of the database files in a folder (main file, WAL and shared memory), as text. */
export function databaseBytes(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes('.db'))
    .map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n')
}
