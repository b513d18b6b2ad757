import http from 'node:http'
import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentCounters } from '../db/counters.ts'
import { createLogger, type Logger } from '../log.ts'
import { createPageCache, preparePage, type CachedPage } from './page-cache.ts'
import { createPageFront } from './page-front.ts'

// The front over real HTTP: a Node server whose listener is the front, with a stand-in for
// Express behind it that answers "from express" so each test sees who answered.
const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const chainHeaders = [
  ['content-security-policy', "default-src 'self'"],
  ['x-frame-options', 'DENY'],
] as const

async function keptPage(until = Number.POSITIVE_INFINITY, withChain = true): Promise<CachedPage> {
  const page = await preparePage('1.1', 200, [['content-type', 'text/html; charset=utf-8']], '<!doctype html><title>Kept</title><p>kept page')
  return { ...page, validity: { posts: 4, settings: 2, until }, chainHeaders: withChain ? chainHeaders : undefined }
}

async function start(page: CachedPage, counters: () => ContentCounters | Promise<ContentCounters>, logger?: Logger) {
  const cache = createPageCache({ maxBytes: 1_000_000 })
  cache.set('origin/kept', page)
  const front = createPageFront({ cache, keyOf: (_req, path) => `origin${path}`, counters, logger })
  const server = http.createServer(
    front.listener((_req, res) => {
      res.setHeader('Content-Type', 'text/plain')
      res.end('from express')
    }),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const current: ContentCounters = { posts: 4, settings: 2 }

describe('page front', () => {
  it('answers a kept, current page with its bytes and the chain headers, the page its own over them', async () => {
    const base = await start(await keptPage(), () => current)
    const first = await fetch(`${base}/kept`, { headers: { 'Accept-Encoding': 'br' } })
    const second = await fetch(`${base}/kept`, { headers: { 'Accept-Encoding': 'br' } })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('kept page')
    expect(first.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    expect(first.headers.get('x-page-cache')).toBe('hit')
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('Accept-Encoding')
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(first.headers.get('x-request-id')).toBeNull()
    expect(await second.text()).toContain('kept page')
  })

  it('logs each answer as the request log does, with the id it sends', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const base = await start(await keptPage(), () => current, createLogger('info', sink))
    const first = await fetch(`${base}/kept`)
    const second = await fetch(`${base}/kept`)
    await Promise.all([first.text(), second.text()])
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(ids[0]).toMatch(/^[\da-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    await expect.poll(() => lines.length).toBe(2)
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged.map((entry) => entry.requestId)).toEqual(ids)
    expect(logged[0]).toMatchObject({ method: 'GET', path: '/kept', status: 200, msg: 'request' })
  })

  it('answers 304 to the ETag it sent, and HEAD with the length but no body', async () => {
    const base = await start(await keptPage(), () => current)
    const first = await fetch(`${base}/kept`, { headers: { 'Accept-Encoding': 'gzip' } })
    await first.text()
    const again = await fetch(`${base}/kept`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const head = await new Promise<http.IncomingMessage>((resolve) => http.request(`${base}/kept`, { method: 'HEAD' }, resolve).end())
    expect(head.statusCode).toBe(200)
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
  })

  it('reads the counters asynchronously as well (PostgreSQL)', async () => {
    const base = await start(await keptPage(), async () => current)
    expect(await (await fetch(`${base}/kept`)).text()).toContain('kept page')
  })

  it('leaves to Express a page a counter has moved past, on this instance or another', async () => {
    for (const moved of [{ posts: 5, settings: 2 }, { posts: 4, settings: 3 }]) {
      const base = await start(await keptPage(), () => moved)
      expect(await (await fetch(`${base}/kept`)).text()).toBe('from express')
    }
  })

  it('leaves to Express a page whose scheduled moment has come', async () => {
    const base = await start(await keptPage(Date.now() - 1), () => current)
    expect(await (await fetch(`${base}/kept`)).text()).toBe('from express')
  })

  it('leaves to Express a page no full answer has been made of yet', async () => {
    const base = await start(await keptPage(Number.POSITIVE_INFINITY, false), () => current)
    expect(await (await fetch(`${base}/kept`)).text()).toBe('from express')
  })

  it('leaves to Express a failed counter read, thrown or rejected', async () => {
    for (const counters of [
      () => {
        throw new Error('closed')
      },
      () => Promise.reject(new Error('away')),
    ]) {
      const base = await start(await keptPage(), counters)
      expect(await (await fetch(`${base}/kept`)).text()).toBe('from express')
    }
  })

  it('leaves to Express every address that is not a plain path of a kept page, and every other method', async () => {
    const base = await start(await keptPage(), () => current)
    for (const target of ['/kept?x=1', '/other', '//kept', '/k%65pt', `/kept${'/'.repeat(600)}`]) {
      expect(await (await fetch(`${base}${target}`)).text(), target).toBe('from express')
    }
    expect(await (await fetch(`${base}/kept`, { method: 'POST', body: '' })).text()).toBe('from express')
    const raw = await new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port: new URL(base).port, path: 'http://example.test/kept' }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve(body))
      })
    })
    expect(raw).toBe('from express')
  })
})
