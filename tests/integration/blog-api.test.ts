import http from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServices, type Services } from '#server/services.ts'
import { publicPostSchema, type PostInput } from '#shared/schemas/post.ts'
import { startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'

let api: TestApi
let clock: ReturnType<typeof fixedClock>
// Another set of services over the same database, as a second app instance would have.
let other: Services

beforeEach(async () => {
  clock = fixedClock('2026-05-04T12:00:00.000Z')
  api = await startTestApi({ now: clock.now })
  other = createServices(api.data, { now: clock.now })
})
afterEach(async () => {
  await api.close()
})

const input = (title: string, extra: Partial<PostInput> = {}): PostInput => ({
  title,
  excerpt: `About ${title}.`,
  content: `# ${title}\n\nSome words.`,
  author: '',
  tags: ['Trauma', 'PTSD'],
  metaTitle: '',
  metaDescription: '',
  featuredImage: '',
  ...extra,
})

async function publish(title: string, extra: Partial<PostInput> = {}) {
  const post = await other.posts.create(input(title, extra))
  await other.posts.togglePublish(post.id)
  clock.advance(60_000)
  return post
}

const get = (path: string) => fetch(`${api.url}${path}`)

/**
 * A conditional GET as a browser's cache sends it. Not through fetch(): a fetch that sets
 * If-None-Match itself also sends Cache-Control: no-cache, which rightly defeats the validator.
 */
function revalidate(path: string, etag: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${api.url}${path}`, { headers: { 'If-None-Match': etag } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag, body }))
      })
      .on('error', reject)
  })
}

describe('GET /api/blog/posts', () => {
  it('lists published posts only, newest first, with exactly the public fields', async () => {
    await publish('First steps')
    await other.posts.create(input('A draft'))
    await publish('Second thoughts', { featuredImage: '/objects/uploads/0123456789abcdef0123456789abcdef' })
    const response = await get('/api/blog/posts')
    expect(response.status).toBe(200)
    const posts = (await response.json()) as Array<Record<string, unknown>>
    expect(posts.map((post) => post.title)).toEqual(['Second thoughts', 'First steps'])
    expect(Object.keys(posts[0]!).sort()).toEqual(['author', 'content', 'excerpt', 'featuredImage', 'publishedDate', 'slug', 'tags', 'title'])
    expect(posts[0]).toMatchObject({
      slug: 'second-thoughts',
      author: 'Dr. Morgan Avery',
      tags: ['Trauma', 'PTSD'],
      featuredImage: '/objects/uploads/0123456789abcdef0123456789abcdef',
      publishedDate: '2026-05-04T12:01:00.000Z',
    })
    expect(posts[1]).toMatchObject({ featuredImage: null })
  })

  it('answers an empty list when nothing is published', async () => {
    await other.posts.create(input('Only a draft'))
    expect(await (await get('/api/blog/posts')).json()).toEqual([])
  })

  it('sends a validator, answers 304 while nothing changed, and a new list once a post changes', async () => {
    await publish('First steps')
    const first = await get('/api/blog/posts')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toContain('no-cache')
    const again = await revalidate('/api/blog/posts', etag!)
    expect(again.status).toBe(304)
    expect(again.body).toBe('')

    // A change made through another instance's services is seen at once.
    await publish('Fresh news')
    const changed = await revalidate('/api/blog/posts', etag!)
    expect(changed.status).toBe(200)
    expect(changed.etag).not.toBe(etag)
    expect((JSON.parse(changed.body) as Array<{ title: string }>).map((post) => post.title)).toEqual(['Fresh news', 'First steps'])
  })

  it('drops a post from the list as soon as it is unpublished or deleted', async () => {
    const kept = await publish('Kept')
    const hidden = await publish('Hidden later')
    await get('/api/blog/posts')
    await other.posts.togglePublish(hidden.id)
    expect(((await (await get('/api/blog/posts')).json()) as Array<{ title: string }>).map((post) => post.title)).toEqual(['Kept'])
    await other.posts.delete(kept.id)
    expect(await (await get('/api/blog/posts')).json()).toEqual([])
  })
})

describe('the public post shape', () => {
  it('sends exactly the public post schema\'s fields, in its order, from the list and from one post', async () => {
    await publish('Fields only', {
      metaTitle: 'An SEO title',
      metaDescription: 'An SEO description',
      featuredImage: '/objects/uploads/0123456789abcdef0123456789abcdef',
      featuredImageAlt: 'A quiet room',
    })
    const schemaKeys = Object.keys(publicPostSchema.shape)
    const [listed] = (await (await get('/api/blog/posts')).json()) as Array<Record<string, unknown>>
    const one = (await (await get('/api/blog/posts/fields-only')).json()) as Record<string, unknown>
    for (const post of [listed!, one]) {
      expect(Object.keys(post)).toEqual(schemaKeys)
      expect(publicPostSchema.strict().parse(post)).toEqual(post)
    }
    expect(one).toEqual(listed)
  })
})

describe('GET /api/blog/posts/:slug', () => {
  it('answers one published post by slug', async () => {
    await publish('Sleep after trauma', { tags: ['Sleep'] })
    const response = await get('/api/blog/posts/sleep-after-trauma')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ title: 'Sleep after trauma', slug: 'sleep-after-trauma', tags: ['Sleep'], content: '# Sleep after trauma\n\nSome words.' })
  })

  it('answers 404 Post not found for a draft and for an unknown slug', async () => {
    await other.posts.create(input('Still a draft'))
    for (const slug of ['still-a-draft', 'no-such-post']) {
      const response = await get(`/api/blog/posts/${slug}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'Post not found' })
    }
  })

  it('answers 304 to a matching validator', async () => {
    await publish('Cached article')
    const first = await get('/api/blog/posts/cached-article')
    expect((await revalidate('/api/blog/posts/cached-article', first.headers.get('etag')!)).status).toBe(304)
    // A validator of the list is no validator for an unknown post.
    expect((await revalidate('/api/blog/posts/no-such-post', first.headers.get('etag')!)).status).toBe(404)
  })

  it('answers 404, never 500, for odd, hostile or very long slugs', async () => {
    await publish('Real post')
    const slugs = [
      `%22quoted%22`,
      `it's`,
      '..%2F..%2Fetc%2Fpasswd',
      "x'%20OR%20'1'%3D'1",
      '1%3B%20DROP%20TABLE%20posts%3B--',
      'a'.repeat(2_000),
      '%F0%9F%98%80',
      '%00',
      '%25',
      'real-post%20',
    ]
    for (const slug of slugs) {
      const response = await get(`/api/blog/posts/${slug}`)
      expect(response.status, slug).toBe(404)
      expect(((await response.json()) as { error: string }).error).toBe('Post not found')
    }
    // An encoded '..' is resolved by the URL itself: whatever it lands on is a JSON 404 too.
    const dots = await get('/api/blog/posts/%2E%2E')
    expect(dots.status).toBe(404)
    expect(dots.headers.get('content-type')).toContain('application/json')
    // The table is still there.
    expect((await get('/api/blog/posts/real-post')).status).toBe(200)
  })
})
