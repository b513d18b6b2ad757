import { sql, type Migration } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, migrateToLatest } from '#server/db/connect.ts'
import { createDataLayer } from '#server/db/index.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'

let db: TestDatabase

beforeEach(async () => {
  db = await createTestDatabase()
  expect(db.databaseUrl).toMatch(/^postgres:/)
})
afterEach(async () => {
  await db.drop()
})

async function tables(): Promise<string[]> {
  return (await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename")).map((row) => row.tablename)
}

describe('migrations on PostgreSQL', () => {
  it('lets two instances start at once on an empty database and migrates once', async () => {
    const [a, b] = await Promise.all([
      createDataLayer({ databasePath: '', databaseUrl: db.databaseUrl }),
      createDataLayer({ databasePath: '', databaseUrl: db.databaseUrl }),
    ])
    const applied = await db.query<{ name: string }>('select name from kysely_migration order by name')
    expect(applied.length).toBeGreaterThan(0)
    expect(new Set(applied.map((row) => row.name)).size).toBe(applied.length)
    expect(await tables()).toContain('posts')
    await a.close()
    await b.close()
  })

  it('leaves the schema as it was when a migration fails', async () => {
    const { db: kysely } = connect({ databasePath: '', databaseUrl: db.databaseUrl })
    const good: Migration = {
      up: async (trx) => {
        await trx.schema.createTable('first_table').addColumn('id', 'text').execute()
      },
    }
    const bad: Migration = {
      up: async (trx) => {
        await trx.schema.createTable('second_table').addColumn('id', 'text').execute()
        await sql`select * from no_such_table`.execute(trx)
      },
    }
    await expect(migrateToLatest(kysely, { getMigrations: async () => ({ '001-good': good, '002-bad': bad }) })).rejects.toThrow(/002-bad/)
    const left = await tables()
    expect(left).not.toContain('first_table')
    expect(left).not.toContain('second_table')
    await kysely.destroy()
  })

  it('answers counts as numbers through the repositories', async () => {
    const data = await createDataLayer({ databasePath: '', databaseUrl: db.databaseUrl })
    expect(await data.visits.countAll()).toBe(0)
    expect(await data.posts.countByStatus()).toEqual({ total: 0, published: 0 })
    await data.close()
  })

  it('gives up on an unreachable server after the bounded wait, naming the reason', async () => {
    const started = Date.now()
    await expect(
      createDataLayer({ databasePath: '', databaseUrl: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 1_500 }),
    ).rejects.toThrow(/could not be reached within 2 s: .*ECONNREFUSED/)
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
