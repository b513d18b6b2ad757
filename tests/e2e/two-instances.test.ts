import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockoutRules } from '#server/auth/auth-service.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { adminRequest } from '../support/admin-session.ts'
import { uploadImage } from '../support/image-upload.ts'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startTestS3, type TestS3 } from '../support/s3-server.ts'
import { makeJpegWithGps } from '../support/test-images.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// Two production instances on one PostgreSQL database and one S3-compatible bucket behave as one
// site: nothing that matters lives in either process's memory or on either one's disk.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }

let cluster: PostgresCluster
let s3: TestS3
let databaseUrl: string
let a: SiteServer
let b: SiteServer

beforeAll(async () => {
  cluster = await startPostgresCluster()
  s3 = await startTestS3()
  const admin = new pg.Client({ connectionString: cluster.adminUrl })
  await admin.connect()
  await admin.query('create database two_instances')
  await admin.end()
  const url = new URL(cluster.adminUrl)
  url.pathname = '/two_instances'
  databaseUrl = url.toString()
  const env = { ...s3.env, DATABASE_URL: databaseUrl, ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' }
  // Started together on an empty database: one migrates, the other waits for it.
  ;[a, b] = await Promise.all([startSiteServer(env), startSiteServer(env)])
}, 120_000)
afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await s3?.close()
  cluster?.stop()
})

function signIn(base: string, password = owner.password) {
  return fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: owner.username, password }),
  })
}

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!

function asOwner(base: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('two instances on one PostgreSQL', () => {
  it('accepts on B a session signed in on A, and ends it on both at logout', async () => {
    const signedIn = await signIn(a.url)
    expect(signedIn.status).toBe(200)
    const cookie = cookieOf(signedIn)
    expect((await asOwner(b.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
    expect((await asOwner(b.url, cookie, 'POST', '/api/admin/logout')).status).toBe(204)
    expect((await asOwner(a.url, cookie, 'GET', '/api/admin/me')).status).toBe(401)
  })

  it('shows a post created and published on B on A’s pages, API and feeds at once', async () => {
    const cookie = cookieOf(await signIn(b.url))
    // A renders and caches its pages first.
    for (const path of [paths.blog, paths.home, paths.rss, paths.sitemap, '/api/blog/posts']) await fetch(`${a.url}${path}`)
    const created = (await (await asOwner(b.url, cookie, 'POST', '/api/admin/blog/posts', { title: 'One Site, Two Servers', excerpt: 'E.', content: 'C.' })).json()) as { id: string; slug: string }
    expect((await asOwner(b.url, cookie, 'PATCH', `/api/admin/blog/posts/${created.id}/publish`)).status).toBe(200)

    for (const path of [paths.blog, paths.home, paths.rss]) {
      expect(await (await fetch(`${a.url}${path}`)).text(), path).toContain('One Site, Two Servers')
    }
    expect(await (await fetch(`${a.url}${paths.sitemap}`)).text()).toContain(blogPostPath(created.slug))
    expect(((await (await fetch(`${a.url}/api/blog/posts`)).json()) as Array<{ slug: string }>).map((post) => post.slug)).toContain(created.slug)
    expect((await fetch(`${a.url}${blogPostPath(created.slug)}`)).status).toBe(200)

    // Unpublished on A: gone from B.
    expect((await asOwner(a.url, cookieOf(await signIn(a.url)), 'PATCH', `/api/admin/blog/posts/${created.id}/publish`)).status).toBe(200)
    expect((await fetch(`${b.url}${blogPostPath(created.slug)}`)).status).toBe(404)
  })

  it('serves from B an image uploaded through A, and shows it on B’s article', async () => {
    const cookie = cookieOf(await signIn(a.url))
    const registered = await uploadImage(a.url, cookie, await makeJpegWithGps(), 'image/jpeg')
    expect(registered.status).toBe(200)
    const { objectPath } = (await registered.json()) as { objectPath: string }
    const served = await fetch(`${b.url}${objectPath}?w=480`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')

    const created = (await (await adminRequest(b.url, cookie, 'POST', '/api/admin/blog/posts', { title: 'A Picture Post', excerpt: 'E.', content: 'C.', featuredImage: objectPath })).json()) as { id: string; slug: string }
    expect((await adminRequest(b.url, cookie, 'PATCH', `/api/admin/blog/posts/${created.id}/publish`)).status).toBe(200)
    expect(await (await fetch(`${a.url}${blogPostPath(created.slug)}`)).text()).toContain(`${objectPath}?w=960`)
  })

  it('shows a phone number saved on A on every public page of B at once, in tel: links and JSON-LD', async () => {
    const cookie = cookieOf(await signIn(a.url))
    const pages = [paths.home, paths.services, paths.intensives, paths.blog, paths.contact, paths.privacyPolicy, paths.goodFaithEstimate]
    // Both render and cache every page first.
    for (const base of [a.url, b.url]) for (const path of pages) expect((await fetch(`${base}${path}`)).status).toBe(200)
    const settings = (await (await asOwner(a.url, cookie, 'GET', '/api/admin/settings')).json()) as Record<string, unknown>
    expect((await asOwner(a.url, cookie, 'PUT', '/api/admin/settings', { ...settings, phone: '610.865.2291' })).status).toBe(200)

    for (const base of [a.url, b.url]) {
      for (const path of pages) {
        const text = await (await fetch(`${base}${path}`)).text()
        expect(text, `${base}${path}`).toContain('610.865.2291')
        expect(text, `${base}${path}`).toContain('href="tel:+16108652291"')
        expect(text, `${base}${path}`).not.toContain('555-0134')
      }
      expect(await (await fetch(`${base}${paths.contact}`)).text()).toContain('"telephone":"+16108652291"')
    }
  })

  it('counts failed sign-ins across both instances for the lockout', async () => {
    for (let attempt = 0; attempt < lockoutRules.maxFailures; attempt += 1) {
      const base = attempt % 2 === 0 ? a.url : b.url
      expect((await signIn(base, 'not-the-password-at-all')).status).toBe(401)
    }
    for (const base of [a.url, b.url]) {
      const locked = await signIn(base)
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })
})
