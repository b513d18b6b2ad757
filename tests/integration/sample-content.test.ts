import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parsePostBody } from '#app/lib/post-body.tsx'
import { seedSampleContent } from '#server/services.ts'
import { samplePosts } from '#server/posts/sample-posts.ts'
import { createTestServices, fixedClock } from '../support/services.ts'

let ctx: Awaited<ReturnType<typeof createTestServices>>
const clock = fixedClock('2026-06-10T14:00:00.000Z')

beforeEach(async () => {
  ctx = await createTestServices(clock.now)
})
afterEach(async () => {
  await ctx.cleanup()
})

describe('sample content', () => {
  it('publishes the sample posts on a new database, a week apart, newest last written', async () => {
    expect(await seedSampleContent(ctx.data, clock.now)).toBe(samplePosts.length)
    const { posts: published } = await ctx.services.posts.published()
    expect(published.map((post) => post.title)).toEqual(samplePosts.map((post) => post.title).reverse())
    expect(published[0]!.publishedDate).toBe('2026-06-10T14:00:00.000Z')
    expect(published[1]!.publishedDate).toBe('2026-06-03T14:00:00.000Z')
    expect(published.every((post) => post.author === 'Dr. Morgan Avery')).toBe(true)
  })

  it('seeds only once, and never again after the owner deletes the samples', async () => {
    await seedSampleContent(ctx.data, clock.now)
    expect(await seedSampleContent(ctx.data, clock.now)).toBe(0)
    for (const post of await ctx.services.posts.listAll()) await ctx.services.posts.delete(post.id)
    expect(await seedSampleContent(ctx.data, clock.now)).toBe(0)
    expect(await ctx.services.posts.listAll()).toEqual([])
  })

  it('leaves a database that already has posts alone', async () => {
    await ctx.services.posts.create({ title: 'Mine', excerpt: 'e', content: 'c', author: '', tags: [], metaTitle: '', metaDescription: '', featuredImage: '' })
    expect(await seedSampleContent(ctx.data, clock.now)).toBe(0)
    expect((await ctx.services.posts.listAll()).map((post) => post.title)).toEqual(['Mine'])
  })

  it('seeds once when two instances start together', async () => {
    const counts = await Promise.all([seedSampleContent(ctx.data, clock.now), seedSampleContent(ctx.data, clock.now)])
    expect(counts.sort()).toEqual([0, samplePosts.length])
    expect(await ctx.services.posts.listAll()).toHaveLength(samplePosts.length)
  })

  it('uses every formatting rule once in each sample post', () => {
    for (const post of samplePosts) {
      const blocks = parsePostBody(post.content)
      const headingLevels = blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : []))
      expect(new Set(headingLevels), post.title).toEqual(new Set([2, 3, 4]))
      for (const kind of ['list', 'break', 'italic', 'paragraph']) {
        expect(blocks.some((block) => block.kind === kind), `${post.title}: ${kind}`).toBe(true)
      }
      expect(post.content, post.title).toMatch(/\[[^\]]+\]\((https|mailto|tel):[^)]+\)/)
    }
  })
})
