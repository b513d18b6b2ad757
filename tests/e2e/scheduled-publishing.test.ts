import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataLayer } from '#server/db/index.ts'
import { createServices } from '#server/services.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import type { AdminPost } from '#shared/schemas/post.ts'
import { adminRequest, cheapHashing, signIn, testAdmin } from '../support/admin-session.ts'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// Two production server processes (pages from the built renderer, the page cache, the API and
// the feeds) on one PostgreSQL database, both reading one clock the test moves. A scheduled post
// must appear on both at its moment, with no restart, no timer and no message between them.
const start = '2026-06-01T13:00:00.000Z'

let cluster: PostgresCluster
let a: SiteServer
let b: SiteServer
let cookie: string
let databaseUrl: string

const setClock = (at: string) => Promise.all([a.setClock(at), b.setClock(at)])

beforeAll(async () => {
  cluster = await startPostgresCluster()
  const admin = new pg.Client({ connectionString: cluster.adminUrl })
  await admin.connect()
  await admin.query('create database scheduled_posts')
  await admin.end()
  const url = new URL(cluster.adminUrl)
  url.pathname = '/scheduled_posts'
  databaseUrl = url.toString()
  const env = { DATABASE_URL: databaseUrl, SAMPLE_CONTENT: '0' }
  a = await startSiteServer(env, { controllableClock: true })
  b = await startSiteServer(env, { controllableClock: true })
  await setClock(start)
  // The owner's account, written straight to the shared database (a cheap hash: the server
  // verifies with the parameters each hash records).
  const data = await createDataLayer({ databasePath: '', databaseUrl })
  await createServices(data, { passwordHashing: cheapHashing }).auth.setPassword(testAdmin.password, testAdmin.username)
  await data.close()
  cookie = await signIn(a.url)
}, 120_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  cluster?.stop()
})

const call = (method: string, route: string, body?: unknown) => adminRequest(a.url, cookie, method, `/api/admin/blog/posts${route}`, body)

async function createPost(title: string, extra: Record<string, unknown> = {}): Promise<AdminPost> {
  const response = await call('POST', '', { title, excerpt: `About ${title}.`, content: 'Paragraph one.', ...extra })
  expect(response.status).toBe(201)
  return (await response.json()) as AdminPost
}

/** Where a post shows, on one instance: listing, home teaser, article, public API, sitemap, feed. */
async function surfaces(base: string, post: { title: string; slug: string }) {
  const page = async (route: string) => {
    const response = await fetch(`${base}${route}`)
    return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() }
  }
  const listing = await page(paths.blog)
  const home = await page(paths.home)
  const article = await page(blogPostPath(post.slug))
  const api = (await (await fetch(`${base}/api/blog/posts`)).json()) as Array<{ slug: string }>
  return {
    shown: {
      listing: listing.html.includes(post.title),
      home: home.html.includes(post.title),
      article: article.status === 200,
      api: api.some((item) => item.slug === post.slug),
      sitemap: (await (await fetch(`${base}${paths.sitemap}`)).text()).includes(blogPostPath(post.slug)),
      rss: (await (await fetch(`${base}${paths.rss}`)).text()).includes(blogPostPath(post.slug)),
    },
    listingCache: listing.cache,
  }
}
const nowhere = { listing: false, home: false, article: false, api: false, sitemap: false, rss: false }
const everywhere = { listing: true, home: true, article: true, api: true, sitemap: true, rss: true }

describe('scheduled publishing on two instances sharing PostgreSQL', () => {
  it('shows a scheduled post nowhere before its moment and everywhere at it, on both, without a restart', async () => {
    const post = await createPost('A Post for Monday Morning')
    const moment = '2026-06-01T13:30:00.000Z'
    const scheduled = await call('PUT', `/${post.id}`, { title: post.title, excerpt: post.excerpt, content: post.content, isPublished: true, publishAt: moment })
    expect(scheduled.status).toBe(200)

    for (const instance of [a, b]) {
      await surfaces(instance.url, post)
      const before = await surfaces(instance.url, post)
      expect(before.shown, instance.url).toEqual(nowhere)
      // The listing comes from the page cache before the moment...
      expect(before.listingCache).toBe('hit')
    }
    await setClock('2026-06-01T13:29:59.000Z')
    for (const instance of [a, b]) expect((await surfaces(instance.url, post)).shown).toEqual(nowhere)

    await setClock(moment)
    for (const instance of [a, b]) {
      const after = await surfaces(instance.url, post)
      // ...and is rendered again at it, with the post, on both instances.
      expect(after.shown, instance.url).toEqual(everywhere)
    }
    const article = await (await fetch(`${b.url}${blogPostPath(post.slug)}`)).text()
    expect(article).toMatch(/<time dateTime="2026-06-01">Jun 1, 2026<\/time>/i)
  })
})

describe('addresses and image descriptions in the HTML', () => {
  it('answers 301 from an earlier address to the current one, which alone is canonical and in the sitemap', async () => {
    const post = await createPost('Grounding Skills for Panic')
    await call('PATCH', `/${post.id}/publish`)
    expect((await fetch(`${b.url}${blogPostPath(post.slug)}`)).status).toBe(200)
    const moved = await call('PUT', `/${post.id}`, { title: post.title, excerpt: post.excerpt, content: post.content, slug: 'grounding-for-panic' })
    expect(moved.status).toBe(200)
    for (const instance of [a, b]) {
      const old = await fetch(`${instance.url}${blogPostPath(post.slug)}`, { redirect: 'manual' })
      expect(old.status).toBe(301)
      expect(old.headers.get('location')).toBe(blogPostPath('grounding-for-panic'))
      const html = await (await fetch(`${instance.url}${blogPostPath('grounding-for-panic')}`)).text()
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/Therapist-Easton-PA\/grounding-for-panic"/)
      const sitemap = await (await fetch(`${instance.url}${paths.sitemap}`)).text()
      expect(sitemap).toContain(blogPostPath('grounding-for-panic'))
      expect(sitemap).not.toContain(`${blogPostPath(post.slug)}<`)
    }
    // A draft's earlier address does not reveal it.
    await call('PATCH', `/${post.id}/publish`)
    expect((await fetch(`${a.url}${blogPostPath(post.slug)}`, { redirect: 'manual' })).status).toBe(404)
  })

  it('puts the image description in the article image, the listing card and og:image:alt', async () => {
    const post = await createPost('Morning Light', { featuredImage: '/images/hero-800.webp', featuredImageAlt: 'Sunlight across a quiet office & a chair' })
    await call('PATCH', `/${post.id}/publish`)
    const article = await (await fetch(`${a.url}${blogPostPath(post.slug)}`)).text()
    expect(article).toMatch(/<img[^>]+alt="Sunlight across a quiet office &amp; a chair"/)
    expect(article).toContain('<meta property="og:image:alt" content="Sunlight across a quiet office &amp; a chair"/>')
    const listing = await (await fetch(`${b.url}${paths.blog}`)).text()
    expect(listing).toMatch(/<img[^>]+alt="Sunlight across a quiet office &amp; a chair"/)
  })
})

describe('scheduled publishing on two production processes, on the real clock', () => {
  it('shows a post scheduled a few seconds ahead on both processes once its moment passes', async () => {
    const [one, two] = await Promise.all([startSiteServer({ DATABASE_URL: databaseUrl, SAMPLE_CONTENT: '0' }), startSiteServer({ DATABASE_URL: databaseUrl, SAMPLE_CONTENT: '0' })])
    try {
      // These processes read the real clock, so they sign in on it too.
      const realCookie = await signIn(one.url)
      const created = await adminRequest(one.url, realCookie, 'POST', '/api/admin/blog/posts', { title: 'Right on Time', excerpt: 'E.', content: 'C.' })
      expect(created.status).toBe(201)
      const post = (await created.json()) as AdminPost
      const moment = new Date(Date.now() + 4000).toISOString()
      const saved = await adminRequest(one.url, realCookie, 'PUT', `/api/admin/blog/posts/${post.id}`, { title: post.title, excerpt: post.excerpt, content: post.content, isPublished: true, publishAt: moment })
      expect(saved.status).toBe(200)
      for (const server of [one, two]) {
        await fetch(`${server.url}${paths.blog}`)
        const cached = await fetch(`${server.url}${paths.blog}`)
        expect(cached.headers.get('x-page-cache')).toBe('hit')
        expect(await cached.text()).not.toContain('Right on Time')
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(moment) - Date.now()) + 50))
      for (const server of [one, two]) {
        expect(await (await fetch(`${server.url}${paths.blog}`)).text(), server.url).toContain('Right on Time')
        expect((await fetch(`${server.url}${blogPostPath(post.slug)}`)).status).toBe(200)
      }
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
  })
})
