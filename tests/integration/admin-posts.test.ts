import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminPost } from '#shared/schemas/post.ts'
import { adminRequest } from '../support/admin-session.ts'
import { postJson, type TestApi } from '../support/api-server.ts'
import { startSignedInApi, type SignedInApi } from '../support/signed-in-api.ts'

let api: TestApi
let cookie: string
let clock: SignedInApi['clock']

beforeEach(async () => {
  ;({ api, cookie, clock } = await startSignedInApi())
})
afterEach(async () => {
  await api.close()
})

const full = {
  title: 'Preparing for a Trauma Intensive',
  excerpt: 'What the first morning of an intensive looks like.',
  content: '# Before you arrive\n\nRest well.\n- Bring water',
  author: 'Dr. Morgan Avery',
  tags: 'Trauma, Intensives , ,PTSD',
  metaTitle: 'Trauma Intensive in Bethlehem, PA',
  metaDescription: 'How to prepare for a multi-hour trauma therapy intensive.',
  featuredImage: '/objects/uploads/abc123',
}

const call = (method: string, path: string, body?: unknown) => adminRequest(api.url, cookie, method, `/api/admin/blog/posts${path}`, body)

async function create(body: Record<string, unknown> = full): Promise<AdminPost> {
  const response = await call('POST', '', body)
  expect(response.status).toBe(201)
  return (await response.json()) as AdminPost
}

const publishedSlugs = async () => (await api.data.posts.listPublished()).map((post) => post.slug)

describe('POST /api/admin/blog/posts', () => {
  it('creates a draft with every field and answers the post', async () => {
    const post = await create()
    expect(post).toMatchObject({
      title: full.title,
      slug: 'preparing-for-a-trauma-intensive',
      excerpt: full.excerpt,
      content: full.content,
      author: full.author,
      tags: ['Trauma', 'Intensives', 'PTSD'],
      metaTitle: full.metaTitle,
      metaDescription: full.metaDescription,
      featuredImage: full.featuredImage,
      isPublished: false,
      publishedDate: null,
    })
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await publishedSlugs()).toEqual([])
  })

  it('uses the default author when none is given', async () => {
    const post = await create({ title: 'T', excerpt: 'E', content: 'C', author: '  ' })
    expect(post.author).toBe('Dr. Morgan Avery')
  })

  it.each([
    ['title', 'Title is required'],
    ['excerpt', 'Excerpt is required'],
    ['content', 'Content is required'],
  ])('refuses a post without %s with 400 and stores nothing', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const response = await call('POST', '', { ...full, [field]: value })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: message, code: 'invalid_input' })
    }
    expect(await api.data.posts.listAll()).toEqual([])
  })

  it('refuses malformed JSON with 400', async () => {
    const response = await postJson(`${api.url}/api/admin/blog/posts`, '{"title":', { headers: { Cookie: cookie } })
    expect(response.status).toBe(400)
    expect(await api.data.posts.listAll()).toEqual([])
  })
})

describe('GET /api/admin/blog/posts', () => {
  it('lists every post, drafts included, with the admin fields, never cached', async () => {
    const draft = await create()
    clock.advance(60_000)
    const other = await create({ ...full, title: 'Second' })
    await call('PATCH', `/${other.id}/publish`)
    const response = await call('GET', '')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const posts = (await response.json()) as AdminPost[]
    expect(posts.map((post) => [post.id, post.isPublished])).toEqual([
      [other.id, true],
      [draft.id, false],
    ])
    for (const key of ['id', 'title', 'excerpt', 'content', 'author', 'tags', 'metaTitle', 'metaDescription', 'featuredImage', 'isPublished', 'publishedDate']) {
      expect(posts[0]).toHaveProperty(key)
    }
  })
})

describe('PUT /api/admin/blog/posts/:id', () => {
  it('replaces the fields, keeps the slug and keeps the published flag when none is sent', async () => {
    const post = await create()
    await call('PATCH', `/${post.id}/publish`)
    const response = await call('PUT', `/${post.id}`, { ...full, id: post.id, title: 'A New Title', tags: ['Calm'] })
    expect(response.status).toBe(200)
    const updated = (await response.json()) as AdminPost
    expect(updated).toMatchObject({ title: 'A New Title', slug: post.slug, tags: ['Calm'], isPublished: true })
    expect(await publishedSlugs()).toEqual([post.slug])
  })

  it('sets the flag when isPublished is sent', async () => {
    const post = await create()
    const published = (await (await call('PUT', `/${post.id}`, { ...full, id: post.id, isPublished: true })).json()) as AdminPost
    expect(published.isPublished).toBe(true)
    expect(published.publishedDate).toBe('2026-04-06T13:00:00.000Z')
    const draft = (await (await call('PUT', `/${post.id}`, { ...full, id: post.id, isPublished: false })).json()) as AdminPost
    expect(draft.isPublished).toBe(false)
  })

  it('answers 400 when the body id differs from the path id, and changes nothing', async () => {
    const post = await create()
    const other = await create({ ...full, title: 'Other' })
    const response = await call('PUT', `/${post.id}`, { ...full, id: other.id, title: 'Hijack' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_input' })
    expect((await api.data.posts.findById(post.id))?.title).toBe(full.title)
    expect((await api.data.posts.findById(other.id))?.title).toBe('Other')
  })

  it('answers 400 for a missing required field, and changes nothing', async () => {
    const post = await create()
    const response = await call('PUT', `/${post.id}`, { ...full, id: post.id, content: '' })
    expect(response.status).toBe(400)
    expect((await api.data.posts.findById(post.id))?.content).toBe(full.content)
  })

  it('answers 404 for an unknown id', async () => {
    const response = await call('PUT', '/no-such-post', { ...full })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'Post not found', code: 'not_found' })
    expect(await api.data.posts.listAll()).toEqual([])
  })
})

describe('PATCH /api/admin/blog/posts/:id/publish', () => {
  it('toggles between draft and published, keeping the first publication date', async () => {
    const post = await create()
    const first = (await (await call('PATCH', `/${post.id}/publish`)).json()) as AdminPost
    expect(first).toMatchObject({ isPublished: true, publishedDate: '2026-04-06T13:00:00.000Z' })
    expect(await publishedSlugs()).toEqual([post.slug])
    clock.advance(10 * 60_000)
    const second = (await (await call('PATCH', `/${post.id}/publish`)).json()) as AdminPost
    expect(second.isPublished).toBe(false)
    expect(await publishedSlugs()).toEqual([])
    const third = (await (await call('PATCH', `/${post.id}/publish`)).json()) as AdminPost
    expect(third).toMatchObject({ isPublished: true, publishedDate: '2026-04-06T13:00:00.000Z' })
  })

  it('answers 404 for an unknown id', async () => {
    expect((await call('PATCH', '/no-such-post/publish')).status).toBe(404)
  })
})

describe('DELETE /api/admin/blog/posts/:id', () => {
  it('deletes the post, then answers 404 for it', async () => {
    const post = await create()
    const keep = await create({ ...full, title: 'Keep me' })
    const response = await call('DELETE', `/${post.id}`)
    expect(response.status).toBe(204)
    expect((await api.data.posts.listAll()).map((item) => item.id)).toEqual([keep.id])
    expect((await call('DELETE', `/${post.id}`)).status).toBe(404)
  })
})

describe('featured image references', () => {
  it.each([
    ['a protocol-relative address', '//evil.example/x.png'],
    ['a backslash path', '/\\evil.example/x.png'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/png;base64,AAAA'],
    ['a relative path', 'images/x.png'],
    ['a control character', '/objects/uploads/a\u0000b'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, featuredImage) => {
    const post = await create()
    for (const response of [await call('POST', '', { ...full, featuredImage }), await call('PUT', `/${post.id}`, { ...full, id: post.id, featuredImage })]) {
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fields: Record<string, string[]> }
      expect(body.error).toContain('Featured image')
      expect(Object.keys(body.fields)).toEqual(['featuredImage'])
    }
    expect((await api.data.posts.listAll()).map((item) => item.featuredImage)).toEqual([full.featuredImage])
  })

  it('accepts none, a path of this site and an http(s) address', async () => {
    for (const featuredImage of ['', '/objects/uploads/abc123', 'https://images.example/a.jpg', 'http://images.example/a.jpg']) {
      expect((await call('POST', '', { ...full, title: `Image ${featuredImage}`, featuredImage })).status).toBe(201)
    }
  })
})

describe('post ids in addresses', () => {
  it('matches ids exactly: a space, a prefix or other case is no post and changes nothing', async () => {
    const post = await create()
    for (const id of [`%20${post.id}`, `${post.id}%20`, post.id.slice(0, 8), post.id.toUpperCase(), `${post.id}x`]) {
      expect({ id, status: (await call('DELETE', `/${id}`)).status }).toEqual({ id, status: 404 })
      expect({ id, status: (await call('PATCH', `/${id}/publish`)).status }).toEqual({ id, status: 404 })
      expect({ id, status: (await call('PUT', `/${id}`, { ...full, title: 'Changed' })).status }).toEqual({ id, status: 404 })
    }
    expect(await api.data.posts.listAll()).toEqual([expect.objectContaining({ id: post.id, title: full.title, status: 'draft' })])
  })
})

describe('GET /api/visitor-count', () => {
  it('answers the total of counted visits, never cached', async () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
    for (const page of ['/', '/Therapist-Easton-PA', '/Therapist-Bethlehem-PA']) {
      expect((await postJson(`${api.url}/api/track-visitor`, { page }, { headers: { 'User-Agent': agent } })).status).toBe(204)
    }
    const response = await adminRequest(api.url, cookie, 'GET', '/api/visitor-count')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ totalVisitors: 3 })
  })
})

describe('GET /api/admin/stats', () => {
  it('answers the statistics to the signed-in owner, never cached', async () => {
    const response = await adminRequest(api.url, cookie, 'GET', '/api/admin/stats?days=7')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ days: 7, current: { visits: 0 } })
  })
})
