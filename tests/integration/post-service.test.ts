import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultSettings, practice } from '#content/practice.ts'
import { PostIdMismatchError } from '#server/posts/post-service.ts'
import { createServices, type Services } from '#server/services.ts'
import type { DataLayer } from '#server/db/index.ts'
import { postInputSchema, type PostInput } from '#shared/schemas/post.ts'
import { createTestServices, fixedClock } from '../support/services.ts'

let services: Services
let data: DataLayer
let cleanup: () => Promise<void>
const clock = fixedClock()

const input = (overrides: Partial<Record<keyof PostInput, unknown>> = {}): PostInput =>
  postInputSchema.parse({ title: 'Understanding OCD', excerpt: 'What OCD is.', content: 'Body text.', ...overrides })

beforeEach(async () => {
  clock.set('2026-03-01T09:00:00.000Z')
  ;({ services, data, cleanup } = await createTestServices(clock.now))
})
afterEach(async () => {
  await cleanup()
})

describe('post service', () => {
  it('creates drafts with a slug from the title, the default author and clean tags', async () => {
    const post = await services.posts.create(input({ tags: ' OCD, , Anxiety ,ocd' }))
    expect(post).toMatchObject({
      slug: 'understanding-ocd',
      author: practice.doctorName,
      tags: ['OCD', 'Anxiety'],
      isPublished: false,
      publishedDate: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    })
    expect(practice.doctorName).toMatch(/^Dr\. /)
  })

  it('keeps a given author', async () => {
    expect((await services.posts.create(input({ author: 'Guest Writer' }))).author).toBe('Guest Writer')
  })

  it('makes slugs unique with -2, -3', async () => {
    const slugs = []
    for (let i = 0; i < 3; i += 1) slugs.push((await services.posts.create(input())).slug)
    expect(slugs).toEqual(['understanding-ocd', 'understanding-ocd-2', 'understanding-ocd-3'])
  })

  it('does not treat LIKE wildcards in titles as patterns', async () => {
    await services.posts.create(input({ title: '100% Better' }))
    const second = await services.posts.create(input({ title: '100_ Better' }))
    expect(second.slug).toBe('100-better-2')
  })

  it('keeps the slug when the title changes', async () => {
    const post = await services.posts.create(input())
    const updated = await services.posts.update(post.id, input({ title: 'A New Title Entirely' }))
    expect(updated).toMatchObject({ title: 'A New Title Entirely', slug: 'understanding-ocd' })
  })

  it('sets publishedDate on first publication and keeps it through unpublish and republish', async () => {
    const post = await services.posts.create(input())
    clock.set('2026-03-02T10:00:00.000Z')
    const published = await services.posts.togglePublish(post.id)
    expect(published).toMatchObject({ isPublished: true, publishedDate: '2026-03-02T10:00:00.000Z' })
    clock.set('2026-03-03T10:00:00.000Z')
    expect(await services.posts.togglePublish(post.id)).toMatchObject({ isPublished: false, publishedDate: '2026-03-02T10:00:00.000Z' })
    clock.set('2026-03-04T10:00:00.000Z')
    expect(await services.posts.togglePublish(post.id)).toMatchObject({ isPublished: true, publishedDate: '2026-03-02T10:00:00.000Z' })
  })

  it('publishes through update when isPublished is true, and keeps the flag when it is absent', async () => {
    const post = await services.posts.create(input())
    clock.set('2026-03-05T08:00:00.000Z')
    expect(await services.posts.update(post.id, { ...input(), isPublished: true })).toMatchObject({
      isPublished: true,
      publishedDate: '2026-03-05T08:00:00.000Z',
    })
    expect(await services.posts.update(post.id, input({ excerpt: 'Changed' }))).toMatchObject({ isPublished: true, excerpt: 'Changed' })
  })

  it('never shows drafts publicly', async () => {
    const draft = await services.posts.create(input({ title: 'Draft Post' }))
    const live = await services.posts.create(input({ title: 'Live Post' }))
    await services.posts.togglePublish(live.id)
    expect((await services.posts.published()).posts.map((post) => post.slug)).toEqual(['live-post'])
    expect(await services.posts.getPublishedBySlug(draft.slug)).toBeNull()
    expect(await services.posts.getPublishedBySlug('live-post')).toMatchObject({ title: 'Live Post', author: practice.doctorName })
  })

  it('lists published posts newest first', async () => {
    for (const [title, day] of [
      ['First', '2026-01-01'],
      ['Third', '2026-01-03'],
      ['Second', '2026-01-02'],
    ] as const) {
      const post = await services.posts.create(input({ title }))
      clock.set(`${day}T12:00:00.000Z`)
      await services.posts.togglePublish(post.id)
    }
    expect((await services.posts.published()).posts.map((post) => post.title)).toEqual(['Third', 'Second', 'First'])
  })

  it('answers null or false for unknown ids and refuses a mismatched body id', async () => {
    expect(await services.posts.get('nope')).toBeNull()
    expect(await services.posts.update('nope', input())).toBeNull()
    expect(await services.posts.togglePublish('nope')).toBeNull()
    expect(await services.posts.delete('nope')).toBe(false)
    const post = await services.posts.create(input())
    await expect(services.posts.update(post.id, { ...input(), id: 'other' })).rejects.toBeInstanceOf(PostIdMismatchError)
  })

  it('deletes a post with its tags and counts by status', async () => {
    const a = await services.posts.create(input({ tags: 'x,y' }))
    const b = await services.posts.create(input())
    await services.posts.togglePublish(b.id)
    expect(await data.posts.countByStatus()).toEqual({ total: 2, published: 1 })
    expect(await services.posts.delete(a.id)).toBe(true)
    expect(await services.posts.get(a.id)).toBeNull()
    expect(await data.posts.countByStatus()).toEqual({ total: 1, published: 1 })
  })

  it('changes the version on every write and not on reads', async () => {
    const version = async () => (await services.posts.published()).version
    const v0 = await version()
    const post = await services.posts.create(input())
    const v1 = await version()
    await services.posts.get(post.id)
    expect(await version()).toBe(v1)
    await services.posts.togglePublish(post.id)
    const v2 = await version()
    await services.posts.delete(post.id)
    const v3 = await version()
    expect(new Set([v0, v1, v2, v3]).size).toBe(4)
  })
})

describe('public content', () => {
  it('changes its tag with a post, with a setting and at a scheduled moment, and reads what it names', async () => {
    const first = await services.publicContent()
    expect(first.published.posts).toEqual([])

    const post = await services.posts.create(input())
    const published = await services.publicContent()
    expect(published.tag).not.toBe(first.tag)
    await services.posts.togglePublish(post.id)
    const afterPublish = await services.publicContent()
    expect(afterPublish.tag).not.toBe(published.tag)
    expect(afterPublish.published.posts.map((item) => item.slug)).toEqual(['understanding-ocd'])

    await services.settings.update({ ...defaultSettings, phone: '(484) 821-7730' })
    const afterSettings = await services.publicContent()
    expect(afterSettings.tag).not.toBe(afterPublish.tag)
    expect(afterSettings.practice.phoneE164).toBe('+14848217730')
    // Unchanged content reads as the same tag, from memory.
    expect((await services.publicContent()).tag).toBe(afterSettings.tag)

    const scheduled = await services.posts.create(input({ title: 'Later' }))
    await services.posts.update(scheduled.id, { ...input({ title: 'Later' }), isPublished: true, publishAt: '2026-03-01T10:00:00.000Z' })
    const before = await services.publicContent()
    expect(before.published.posts.map((item) => item.slug)).toEqual(['understanding-ocd'])
    clock.set('2026-03-01T10:00:00.000Z')
    const at = await services.publicContent()
    expect(at.tag).not.toBe(before.tag)
    expect(at.published.posts.map((item) => item.slug)).toContain('later')
  })
})

describe('releasing featured images', () => {
  const first = '/objects/uploads/11111111111111111111111111111111'
  const second = '/objects/uploads/22222222222222222222222222222222'
  let released: string[]
  let errors: unknown[]
  let releasing: Services['posts']
  let failing: boolean

  beforeEach(() => {
    released = []
    errors = []
    failing = false
    releasing = createServices(data, {
      now: clock.now,
      releaseImage: async (url) => {
        released.push(url)
        if (failing) throw new Error('storage is away')
      },
      logger: { error: (fields: unknown) => void errors.push(fields) },
    }).posts
  })

  it('hands over the image a save or a restore replaced, once the post is saved, and nothing else', async () => {
    const post = await releasing.create(input({ featuredImage: first }))
    expect(released).toEqual([])
    await releasing.update(post.id, input({ featuredImage: first, title: 'Same image' }))
    expect(released).toEqual([])
    await releasing.update(post.id, input({ featuredImage: second }))
    expect(released).toEqual([first])
    await releasing.togglePublish(post.id)
    const [, , oldest] = (await releasing.revisions(post.id))!
    expect(oldest!.featuredImage).toBe(first)
    await releasing.restore(post.id, oldest!.id)
    expect(released).toEqual([first, second])
    await releasing.update(post.id, input({ featuredImage: '' }))
    expect(released).toEqual([first, second, first])
  })

  it('hands over every image a deleted post and its revisions showed, each once', async () => {
    const post = await releasing.create(input({ featuredImage: first }))
    await releasing.update(post.id, input({ featuredImage: second }))
    await releasing.update(post.id, input({ featuredImage: first }))
    released = []
    expect(await releasing.delete(post.id)).toBe(true)
    expect(released).toEqual([first, second])
    expect(await releasing.delete(post.id)).toBe(false)
    expect(released).toEqual([first, second])
  })

  it('saves and deletes the post even when a release fails, and logs the failure', async () => {
    const post = await releasing.create(input({ featuredImage: first }))
    failing = true
    expect(await releasing.update(post.id, input({ featuredImage: second }))).toMatchObject({ featuredImage: second })
    expect((await releasing.get(post.id))?.featuredImage).toBe(second)
    expect(await releasing.delete(post.id)).toBe(true)
    expect(await releasing.get(post.id)).toBeNull()
    expect(released).toEqual([first, second, first])
    expect(errors).toHaveLength(3)
    expect(errors[0]).toMatchObject({ err: { message: 'storage is away' } })
  })
})
