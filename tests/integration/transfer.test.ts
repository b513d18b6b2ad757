import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exportData, importData } from '#server/tools/transfer.ts'
import { postInputSchema } from '#shared/schemas/post.ts'
import { createTestServices, fixedClock } from '../support/services.ts'

type Setup = Awaited<ReturnType<typeof createTestServices>>
let source: Setup
let target: Setup
const clock = fixedClock()

beforeEach(async () => {
  source = await createTestServices(clock.now)
  target = await createTestServices(clock.now)
})
afterEach(async () => {
  await source.cleanup()
  await target.cleanup()
})

describe('export and import', () => {
  it('round-trips every post, draft or published, with ids, slugs, tags, images and dates', async () => {
    const posts = source.services.posts
    const a = await posts.create(postInputSchema.parse({ title: 'Ünïcode “quotes” & tags', excerpt: 'E', content: '# H\n- item', tags: 'One, Two' }))
    clock.advance(60_000)
    const b = await posts.create(postInputSchema.parse({ title: 'Second', excerpt: 'E2', content: 'C2', featuredImage: '/objects/uploads/abc', metaTitle: 'M', metaDescription: 'D' }))
    clock.advance(60_000)
    await posts.togglePublish(b.id)
    const file = JSON.parse(JSON.stringify(await exportData(source.data)))
    expect(file.images).toEqual(['/objects/uploads/abc'])
    expect(await importData(target.data, file)).toEqual({ posts: 2 })
    expect(await target.services.posts.listAll()).toEqual(await posts.listAll())
    expect(await target.services.posts.listPublished()).toEqual(await posts.listPublished())
    expect((await target.services.posts.get(a.id))?.tags).toEqual(['One', 'Two'])
  })

  it('refuses to import into a database that has posts, changing nothing', async () => {
    await target.services.posts.create(postInputSchema.parse({ title: 'Existing', excerpt: 'E', content: 'C' }))
    const file = await exportData(source.data)
    await expect(importData(target.data, file)).rejects.toThrow(/already has 1 post/)
    expect((await target.services.posts.listAll()).map((post) => post.title)).toEqual(['Existing'])
  })

  it('refuses a file that is not an export', async () => {
    await expect(importData(target.data, { posts: [] })).rejects.toThrow(/Not a valid export file/)
    expect(await target.services.posts.countByStatus()).toEqual({ total: 0, published: 0 })
  })
})

describe('online backup', () => {
  it('copies a SQLite database while it is open, or points PostgreSQL users to pg_dump', async () => {
    await source.services.posts.create(postInputSchema.parse({ title: 'Kept', excerpt: 'E', content: 'C' }))
    const file = `${source.db.dir}/backup/site-copy.db`
    if (source.data.engine === 'postgres') {
      await expect(source.data.backup(file)).rejects.toThrow(/pg_dump/)
      return
    }
    await source.data.backup(file)
    const { createDataLayer } = await import('#server/db/index.ts')
    const copy = await createDataLayer({ databasePath: file })
    expect((await copy.posts.listAll()).map((post) => post.title)).toEqual(['Kept'])
    await copy.close()
  })
})
