import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// Rendered public pages are kept in memory until a post changes — on any instance. Two
// production processes share one SQLite file here, as two instances share one database.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }
let a: SiteServer
let b: SiteServer
let cookie: string

beforeAll(async () => {
  a = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' })
  b = await startSiteServer({ DATA_DIR: a.dataDir, SAMPLE_CONTENT: '0' })
  const login = await fetch(`${b.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(owner) })
  expect(login.status).toBe(200)
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
})
afterAll(async () => {
  await b?.stop()
  await a?.stop()
})

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`)
  const body = await response.text()
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  return { status: response.status, cache: response.headers.get('x-page-cache'), body, nonce }
}

async function publish(base: string, title: string) {
  const headers = { 'Content-Type': 'application/json', Cookie: cookie }
  const created = (await (await fetch(`${base}/api/admin/blog/posts`, { method: 'POST', headers, body: JSON.stringify({ title, excerpt: 'E.', content: 'C.' }) })).json()) as { id: string }
  expect((await fetch(`${base}/api/admin/blog/posts/${created.id}/publish`, { method: 'PATCH', headers })).status).toBe(200)
}

describe('page cache', () => {
  it('serves a page again from memory as the same bytes, with the same policy and no nonce', async () => {
    const first = await get(a.url, paths.services)
    const second = await get(a.url, paths.services)
    expect(second.cache).toBe('hit')
    expect(second.nonce).toBeUndefined()
    expect(second.body).not.toContain('nonce=')
    expect(second.body).toBe(first.body)
  })

  it('answers a kept page before Express exactly as Express does', async () => {
    // A plain path is answered by the front once the page is kept; the same page asked with a
    // query string goes through the whole Express chain to the same kept bytes.
    const headersOf = async (path: string, encoding: string) => {
      const response = await fetch(`${a.url}${path}`, { headers: { 'Accept-Encoding': encoding } })
      const body = Buffer.from(await response.arrayBuffer())
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'))
      return { headers, body, requestId: response.headers.get('x-request-id') }
    }
    await get(a.url, paths.intensives)
    for (const encoding of ['br', 'gzip', '']) {
      const front = await headersOf(paths.intensives, encoding)
      const chain = await headersOf(`${paths.intensives}?utm_source=newsletter`, encoding)
      expect(front.headers).toEqual(chain.headers)
      expect(front.body.equals(chain.body)).toBe(true)
      expect(front.requestId).toMatch(/^[\da-f-]{36}$/)
    }
    expect((await headersOf(paths.intensives, 'br')).headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
  })

  it('shows a post published on another instance at the next request', async () => {
    await get(a.url, paths.blog)
    expect((await get(a.url, paths.blog)).cache).toBe('hit')
    expect((await get(a.url, paths.home)).body).not.toContain('Fresh from B')
    await publish(b.url, 'Fresh from B')
    const listing = await get(a.url, paths.blog)
    expect(listing.cache).toBe('miss')
    expect(listing.body).toContain('Fresh from B')
    expect((await get(a.url, paths.home)).body).toContain('Fresh from B')
    expect((await get(a.url, `${paths.blog}/fresh-from-b`)).status).toBe(200)
  })

  it('under a stream of concurrent requests, answers every request sent after a change on another instance with the change', async () => {
    const address = `${a.url}${paths.blog}`
    await get(a.url, paths.blog)
    expect((await get(a.url, paths.blog)).cache).toBe('hit')
    let publishedAt = Number.POSITIVE_INFINITY
    let running = true
    const late: number[] = []
    let after = 0
    // Eight clients asking one after another, as fast as they can, while B publishes.
    const client = async () => {
      while (running) {
        const sentAt = performance.now()
        const body = await (await fetch(address)).text()
        if (sentAt > publishedAt) {
          after += 1
          if (!body.includes('Seen At Once')) late.push(sentAt - publishedAt)
        }
      }
    }
    const clients = Array.from({ length: 8 }, client)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await publish(b.url, 'Seen At Once')
    publishedAt = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 500))
    running = false
    await Promise.all(clients)
    expect(after).toBeGreaterThan(8)
    expect(late).toEqual([])
  })

  it('keeps no admin page, no 404 and no overlong address', async () => {
    for (const path of [paths.adminLogin, paths.adminPanel]) {
      await get(a.url, path)
      expect((await get(a.url, path)).cache).toBeNull()
    }
    await get(a.url, '/no-such-page')
    const missing = await get(a.url, '/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.cache).toBe('miss')
    const long = `${paths.blog}?q=${'x'.repeat(600)}`
    await get(a.url, long)
    expect((await get(a.url, long)).cache).toBeNull()
  })
})
