import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { revisionsKept } from '#server/db/posts.ts'
import { blogPostPath } from '#shared/paths.ts'
import type { AdminPost, RevisionSummary } from '#shared/schemas/post.ts'
import { adminRequest } from '../support/admin-session.ts'
import type { TestApi } from '../support/api-server.ts'
import { startSignedInApi, type SignedInApi } from '../support/signed-in-api.ts'

// Scheduled publishing, revision history, image descriptions and editable addresses, over real
// HTTP with the server's clock in the test's hand.
let api: TestApi
let cookie: string
let clock: SignedInApi['clock']

beforeEach(async () => {
  ;({ api, cookie, clock } = await startSignedInApi())
})
afterEach(async () => {
  await api.close()
})

const base = { title: 'Sleep After Trauma', excerpt: 'Why nights are hard.', content: 'Rest comes back slowly.' }
const call = (method: string, path: string, body?: unknown) => adminRequest(api.url, cookie, method, `/api/admin/blog/posts${path}`, body)

async function create(body: Record<string, unknown> = base): Promise<AdminPost> {
  const response = await call('POST', '', body)
  expect(response.status).toBe(201)
  return (await response.json()) as AdminPost
}

async function put(post: AdminPost, changes: Record<string, unknown>) {
  return call('PUT', `/${post.id}`, { ...base, ...changes, id: post.id })
}

async function publicSurfaces(slug: string) {
  const list = (await (await fetch(`${api.url}/api/blog/posts`)).json()) as Array<{ slug: string }>
  return {
    list: list.some((post) => post.slug === slug),
    article: (await fetch(`${api.url}/api/blog/posts/${slug}`)).status === 200,
    sitemap: (await (await fetch(`${api.url}/sitemap.xml`)).text()).includes(blogPostPath(slug)),
    rss: (await (await fetch(`${api.url}/rss.xml`)).text()).includes(blogPostPath(slug)),
  }
}
const nowhere = { list: false, article: false, sitemap: false, rss: false }
const everywhere = { list: true, article: true, sitemap: true, rss: true }

describe('scheduled publishing', () => {
  it('keeps a scheduled post off every public surface until its moment, then shows it dated at that moment', async () => {
    const post = await create()
    const at = '2026-04-06T15:30:00.000Z'
    // Public answers are read (and kept) before the moment.
    expect(await publicSurfaces(post.slug)).toEqual(nowhere)
    const response = await put(post, { isPublished: true, publishAt: '2026-04-06T11:30:00-04:00' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ isPublished: true, publishAt: at, publishedDate: at })
    expect(await publicSurfaces(post.slug)).toEqual(nowhere)
    const etag = (await fetch(`${api.url}/api/blog/posts`)).headers.get('etag')!

    clock.set('2026-04-06T15:29:59.999Z')
    expect(await publicSurfaces(post.slug)).toEqual(nowhere)
    clock.set(at)
    expect(await publicSurfaces(post.slug)).toEqual(everywhere)
    // The list a client kept from before the moment is no longer fresh.
    expect((await fetch(`${api.url}/api/blog/posts`, { headers: { 'If-None-Match': etag } })).status).toBe(200)
    const article = (await (await fetch(`${api.url}/api/blog/posts/${post.slug}`)).json()) as { publishedDate: string }
    expect(article.publishedDate).toBe(at)
  })

  it('publishes now with publishAt null, and the toggle moves a scheduled post back to draft', async () => {
    const post = await create()
    const scheduled = (await (await put(post, { isPublished: true, publishAt: '2026-05-01T12:00:00Z' })).json()) as AdminPost
    expect(scheduled.publishAt).toBe('2026-05-01T12:00:00.000Z')
    // Saving again without publishAt keeps the schedule.
    expect(await (await put(post, { isPublished: true })).json()).toMatchObject({ publishAt: '2026-05-01T12:00:00.000Z' })

    const draft = (await (await call('PATCH', `/${post.id}/publish`)).json()) as AdminPost
    expect(draft).toMatchObject({ isPublished: false, publishAt: null, publishedDate: null })
    const now = (await (await call('PATCH', `/${post.id}/publish`)).json()) as AdminPost
    expect(now).toMatchObject({ isPublished: true, publishAt: null, publishedDate: '2026-04-06T13:00:00.000Z' })
    expect((await publicSurfaces(post.slug)).list).toBe(true)

    clock.advance(60_000)
    const republished = (await (await put(post, { isPublished: true, publishAt: null })).json()) as AdminPost
    expect(republished.publishedDate).toBe('2026-04-06T13:00:00.000Z')
  })

  it('refuses a publishAt that is not an ISO 8601 moment, changing nothing', async () => {
    const post = await create()
    for (const publishAt of ['tomorrow', '2026-05-01', '2026-05-01T12:00:00', 12, '99999-01-01T00:00:00Z']) {
      const response = await put(post, { isPublished: true, publishAt })
      expect(response.status, String(publishAt)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/publishAt/)
    }
    expect(await api.data.posts.findById(post.id)).toMatchObject({ status: 'draft', publishAt: null })
  })
})

describe('revision history', () => {
  it('keeps a revision per save, and a restore brings the first back as a new revision', async () => {
    const post = await create({ ...base, content: 'First words here.' })
    clock.advance(60_000)
    await put(post, { content: 'First words here, and more words.' })
    clock.advance(60_000)
    await put(post, { title: 'Sleeping After Trauma', content: 'Entirely rewritten.' })

    const list = (await (await call('GET', `/${post.id}/revisions`)).json()) as RevisionSummary[]
    expect(list.map((revision) => revision.createdAt)).toEqual(['2026-04-06T13:02:00.000Z', '2026-04-06T13:01:00.000Z', '2026-04-06T13:00:00.000Z'])
    expect(list[0]).toMatchObject({ title: 'Sleeping After Trauma', changes: { fields: ['title', 'content'] } })
    expect(list[1]!.changes).toEqual({ fields: ['content'], wordsAdded: 3, wordsRemoved: 0 })
    expect(list[0]).not.toHaveProperty('content')

    const first = list[2]!
    const shown = await call('GET', `/${post.id}/revisions/${first.id}`)
    expect(await shown.json()).toMatchObject({ id: first.id, content: 'First words here.', title: base.title })

    clock.advance(60_000)
    const restored = await call('POST', `/${post.id}/revisions/${first.id}/restore`)
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ id: post.id, title: base.title, content: 'First words here.' })
    const after = (await (await call('GET', `/${post.id}/revisions`)).json()) as RevisionSummary[]
    expect(after).toHaveLength(4)
    expect(after.slice(1).map((revision) => revision.id)).toEqual(list.map((revision) => revision.id))
    expect(after[0]).toMatchObject({ title: base.title, createdAt: '2026-04-06T13:03:00.000Z' })
  })

  it(`keeps the last ${revisionsKept} revisions of a post`, async () => {
    const post = await create({ ...base, content: 'Version 0' })
    for (let n = 1; n <= revisionsKept + 1; n += 1) {
      clock.advance(1000)
      expect((await put(post, { content: `Version ${n}` })).status).toBe(200)
    }
    const list = (await (await call('GET', `/${post.id}/revisions`)).json()) as RevisionSummary[]
    expect(list).toHaveLength(revisionsKept)
    const newest = (await (await call('GET', `/${post.id}/revisions/${list[0]!.id}`)).json()) as { content: string }
    const oldest = (await (await call('GET', `/${post.id}/revisions/${list.at(-1)!.id}`)).json()) as { content: string }
    expect([newest.content, oldest.content]).toEqual([`Version ${revisionsKept + 1}`, 'Version 2'])
  })

  it('answers 404 for unknown posts and revisions, and for a revision of another post', async () => {
    const post = await create()
    const other = await create({ ...base, title: 'Other' })
    const [otherRevision] = (await (await call('GET', `/${other.id}/revisions`)).json()) as RevisionSummary[]
    expect((await call('GET', '/no-such-post/revisions')).status).toBe(404)
    expect((await call('GET', `/${post.id}/revisions/no-such-revision`)).status).toBe(404)
    expect((await call('GET', `/${post.id}/revisions/${otherRevision!.id}`)).status).toBe(404)
    expect((await call('POST', `/${post.id}/revisions/${otherRevision!.id}/restore`)).status).toBe(404)
    expect((await call('POST', `/no-such-post/revisions/${otherRevision!.id}/restore`)).status).toBe(404)
    expect((await api.data.posts.findById(post.id))?.title).toBe(base.title)
  })

  it('refuses revisions to anyone but the owner', async () => {
    const post = await create()
    const [revision] = (await (await call('GET', `/${post.id}/revisions`)).json()) as RevisionSummary[]
    expect((await fetch(`${api.url}/api/admin/blog/posts/${post.id}/revisions`)).status).toBe(401)
    const restore = await fetch(`${api.url}/api/admin/blog/posts/${post.id}/revisions/${revision!.id}/restore`, { method: 'POST', headers: { 'Content-Type': 'application/json' } })
    expect(restore.status).toBe(401)
  })

  it('deletes a post’s history and earlier addresses with it', async () => {
    const post = await create()
    await put(post, { slug: 'sleep-and-trauma' })
    expect((await call('DELETE', `/${post.id}`)).status).toBe(204)
    expect(await api.db.query('select * from post_revisions')).toEqual([])
    expect(await api.db.query('select * from post_redirects')).toEqual([])
  })
})

describe('featured image description', () => {
  const image = '/objects/uploads/0123456789abcdef0123456789abcdef'

  it('stores it, keeps it while the image stays, and drops it with the image', async () => {
    const post = await create({ ...base, featuredImage: image, featuredImageAlt: '  A quiet bedroom at dawn  ' })
    expect(post.featuredImageAlt).toBe('A quiet bedroom at dawn')
    expect(await (await put(post, { featuredImage: image })).json()).toMatchObject({ featuredImageAlt: 'A quiet bedroom at dawn' })
    expect(await (await put(post, { featuredImage: image, featuredImageAlt: '' })).json()).toMatchObject({ featuredImageAlt: '' })
    expect(await (await put(post, { featuredImage: '' })).json()).toMatchObject({ featuredImage: null, featuredImageAlt: null })
  })

  it('refuses a description longer than 300 characters', async () => {
    const response = await call('POST', '', { ...base, featuredImage: image, featuredImageAlt: 'x'.repeat(301) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'The featured image description must be at most 300 characters' })
  })
})

describe('editable address', () => {
  it('moves a post to a new address, keeps the old one as a redirect, and lists only the new one', async () => {
    const post = await create()
    await call('PATCH', `/${post.id}/publish`)
    const moved = await put(post, { slug: 'sleep-and-ptsd' })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ slug: 'sleep-and-ptsd' })
    const { redirects, bySlug } = await (await import('#server/services.ts')).createServices(api.data, { now: clock.now }).posts.published()
    expect(redirects.get(post.slug)).toBe('sleep-and-ptsd')
    expect([...bySlug.keys()]).toEqual(['sleep-and-ptsd'])
    const sitemap = await (await fetch(`${api.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(blogPostPath('sleep-and-ptsd'))
    expect(sitemap).not.toContain(blogPostPath(post.slug))
    expect(await (await fetch(`${api.url}/rss.xml`)).text()).not.toContain(blogPostPath(post.slug))

    // A new post with the old title does not take the old address.
    const again = await create()
    expect(again.slug).toBe(`${post.slug}-2`)
    // Moving back to its own earlier address is allowed and ends that redirect.
    expect(await (await put(post, { slug: post.slug })).json()).toMatchObject({ slug: post.slug })
    expect(await api.db.query('select slug from post_redirects order by slug')).toEqual([{ slug: 'sleep-and-ptsd' }])
  })

  it('answers 400 with a message for an invalid or taken address, changing nothing', async () => {
    const post = await create()
    const other = await create({ ...base, title: 'Other Post' })
    await put(other, { slug: 'other-post-moved' })
    for (const slug of ['Has Capitals', 'under_score', '-leading', 'trailing-', 'double--hyphen', 'ünïcode', '', 'a'.repeat(101)]) {
      const response = await put(post, { slug })
      expect(response.status, slug).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/address/i)
    }
    for (const slug of ['other-post-moved', 'other-post']) {
      const response = await put(post, { slug })
      expect(response.status, slug).toBe(400)
      expect(await response.json()).toMatchObject({ error: `The address "${slug}" is already used by another post` })
    }
    expect((await api.data.posts.findById(post.id))?.slug).toBe(post.slug)
    expect((await call('GET', `/${post.id}/revisions`)).ok).toBe(true)
    expect(((await (await call('GET', `/${post.id}/revisions`)).json()) as unknown[]).length).toBe(1)
  })
})
