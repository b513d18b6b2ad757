import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { createServices } from '#server/services.ts'
import { exportData, importData } from '#server/tools/transfer.ts'
import { postInputSchema } from '#shared/schemas/post.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'

let dir: string
let sqlite: DataLayer
let postgres: DataLayer
let pgDatabase: TestDatabase

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-move-'))
  sqlite = await createDataLayer({ databasePath: path.join(dir, 'site.db') })
  pgDatabase = await createTestDatabase()
  postgres = await createDataLayer({ databasePath: '', databaseUrl: pgDatabase.databaseUrl })
})
afterEach(async () => {
  await sqlite.close()
  await postgres.close()
  await pgDatabase.drop()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('moves every post from SQLite to PostgreSQL and back without loss', async () => {
  const posts = createServices(sqlite).posts
  for (let i = 0; i < 5; i += 1) {
    const post = await posts.create(postInputSchema.parse({ title: `Post ${i} — “ünïcode”`, excerpt: `E${i}`, content: `# H${i}\n*italic*`, tags: `t${i}, shared` }))
    if (i % 2 === 0) await posts.togglePublish(post.id)
  }
  await importData(postgres, JSON.parse(JSON.stringify(await exportData(sqlite))))
  expect(await createServices(postgres).posts.listAll()).toEqual(await posts.listAll())

  const back = await createDataLayer({ databasePath: path.join(dir, 'back.db') })
  await importData(back, JSON.parse(JSON.stringify(await exportData(postgres))))
  expect(await createServices(back).posts.listAll()).toEqual(await posts.listAll())
  await back.close()
})
