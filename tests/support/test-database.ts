import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { databaseBytes, readRows } from './sqlite-file.ts'

export interface TestDatabase {
  /** The SQLite file (also set, unused, on PostgreSQL). */
  databasePath: string
  /** Set when the suite runs against PostgreSQL. */
  databaseUrl: string | undefined
  /** A temporary folder for anything else the test writes (uploads, DATA_DIR). */
  dir: string
  /** Runs SQL straight on the database, as an outsider would. */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>
  /** Everything stored, as text: the SQLite files' bytes, or every PostgreSQL row as JSON. */
  allText(): Promise<string>
  drop(): Promise<void>
}

/**
 * A fresh, empty database for one test: a SQLite file in a temporary folder, or — in the
 * PostgreSQL project — a new database on the throwaway cluster, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-db-'))
  const databasePath = path.join(dir, 'site.db')
  const adminUrl = inject('pgAdminUrl')
  if (!adminUrl) {
    return {
      databasePath,
      databaseUrl: undefined,
      dir,
      query: async <T,>(text: string) => readRows<T>(databasePath, text),
      allText: async () => databaseBytes(dir),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  const query = async <T,>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  return {
    databasePath,
    databaseUrl,
    dir,
    query,
    async allText() {
      const tables = await query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'")
      const parts = []
      for (const { tablename } of tables) parts.push(JSON.stringify(await query(`select * from "${tablename}"`)))
      return parts.join('\n')
    },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
