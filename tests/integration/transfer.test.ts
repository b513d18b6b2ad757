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
    expect((await target.services.posts.published()).posts).toEqual((await posts.published()).posts)
    expect((await target.services.posts.get(a.id))?.tags).toEqual(['One', 'Two'])
  })

  it('carries publish moments, image descriptions, earlier addresses and revisions', async () => {
    const posts = source.services.posts
    const input = postInputSchema.parse({ title: 'Later', excerpt: 'E', content: 'First text', featuredImage: '/objects/uploads/abc', featuredImageAlt: 'A calm lake' })
    const post = await posts.create(input)
    clock.advance(60_000)
    await posts.update(post.id, { ...input, content: 'Second text', slug: 'later-moved', isPublished: true, publishAt: '2030-01-01T12:00:00.000Z' })
    const file = JSON.parse(JSON.stringify(await exportData(source.data)))
    expect(file.version).toBe(2)
    await importData(target.data, file)
    const copy = target.services.posts
    expect(await copy.get(post.id)).toEqual(await posts.get(post.id))
    expect(await copy.get(post.id)).toMatchObject({ slug: 'later-moved', publishAt: '2030-01-01T12:00:00.000Z', featuredImageAlt: 'A calm lake' })
    expect(await copy.revisions(post.id)).toEqual(await posts.revisions(post.id))
    expect((await copy.revisions(post.id))?.map((revision) => revision.slug)).toEqual(['later-moved', 'later'])
    expect(await target.data.posts.listRedirects()).toEqual([{ slug: 'later', postId: post.id, createdAt: expect.any(String) }])
    // Its old address stays taken in the copy.
    expect((await copy.create(postInputSchema.parse({ title: 'Later', excerpt: 'E', content: 'C' }))).slug).toBe('later-2')
  })

  it('still reads a version 1 file, and refuses history of a post the file lacks', async () => {
    const v1 = { format: 'practice-site-export', version: 1, exportedAt: '2026-01-01T00:00:00.000Z', images: [], posts: [
      { id: 'p1', slug: 'old', title: 'Old', excerpt: 'E', content: 'C', author: 'A', tags: [], metaTitle: '', metaDescription: '', featuredImage: null, status: 'published', publishedAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    ] }
    await expect(importData(target.data, { ...v1, version: 2, redirects: [{ slug: 'x', postId: 'nobody', createdAt: '2026-01-01T00:00:00.000Z' }] })).rejects.toThrow(/unknown post/)
    expect(await target.data.posts.countByStatus()).toEqual({ total: 0, published: 0 })
    const late = { ...v1.posts[0]!, id: 'p2', slug: 'late', status: 'published', publishAt: '2030-01-01T07:00:00-05:00' }
    expect(await importData(target.data, { ...v1, posts: [...v1.posts, late] })).toEqual({ posts: 2 })
    expect(await target.services.posts.get('p2')).toMatchObject({ publishAt: '2030-01-01T12:00:00.000Z' })
    expect(await target.services.posts.get('p1')).toMatchObject({ publishAt: null, featuredImageAlt: null })
  })

  it('refuses to import into a database that has posts, changing nothing', async () => {
    await target.services.posts.create(postInputSchema.parse({ title: 'Existing', excerpt: 'E', content: 'C' }))
    const file = await exportData(source.data)
    await expect(importData(target.data, file)).rejects.toThrow(/already has 1 post/)
    expect((await target.services.posts.listAll()).map((post) => post.title)).toEqual(['Existing'])
  })

  it('refuses a file that is not an export', async () => {
    await expect(importData(target.data, { posts: [] })).rejects.toThrow(/Not a valid export file/)
    expect(await target.data.posts.countByStatus()).toEqual({ total: 0, published: 0 })
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
