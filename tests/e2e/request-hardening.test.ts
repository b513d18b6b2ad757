import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// What an attacker can put in a request line or a header, against the production server: no
// answer is ever a 5xx, and none of it can empty the page cache.
let site: SiteServer
let port: number

beforeAll(async () => {
  site = await startSiteServer()
  port = Number(new URL(site.url).port)
})
afterAll(async () => {
  await site?.stop()
})

/** Sends a request exactly as written (fetch refuses most of these) and reads the answer's status and headers. */
function raw(head: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, headers: text.split('\r\n\r\n')[0] ?? '' })
    })
    socket.write(head.includes('Connection:') ? head : head.replace(/\r\n\r\n$/, '\r\nConnection: close\r\n\r\n'))
  })
}

const request = (line: string, headers: Record<string, string> = { Host: `127.0.0.1:${port}` }) =>
  raw(`${line}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`)

const cacheOf = (headers: string) => /x-page-cache: (\w+)/i.exec(headers)?.[1] ?? null

describe('request lines', () => {
  it('answers an absolute-form request like the plain path', async () => {
    const plain = await request('GET / HTTP/1.1')
    expect(plain.status).toBe(200)
    for (const line of ['GET http://evil.example/ HTTP/1.1', `GET http://127.0.0.1:${port}/ HTTP/1.1`, 'GET https://evil.example/?x=1 HTTP/1.1']) {
      const answer = await request(line)
      expect({ line, status: answer.status }).toEqual({ line, status: 200 })
      expect(cacheOf(answer.headers)).toBe('hit')
    }
    expect((await request(`GET http://evil.example${paths.blog} HTTP/1.1`)).status).toBe(200)
  })

  it('refuses targets that are no address, and paths that do not decode, with 400', async () => {
    for (const line of ['GET ftp://evil.example/ HTTP/1.1', 'OPTIONS * HTTP/1.1', 'PUT /API/BLOG/POSTS/%ED%A0%80 HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1', `GET ${paths.blog}/%ED%A0%80 HTTP/1.1`]) {
      const answer = await request(line)
      expect({ line, status: answer.status }).toEqual({ line, status: 400 })
    }
  })

  it('answers 405 to methods a page does not take, and never a 5xx to odd methods anywhere', async () => {
    for (const line of ['TRACE / HTTP/1.1', 'DELETE / HTTP/1.1', `POST ${paths.services} HTTP/1.1`, 'PROPFIND / HTTP/1.1']) {
      const answer = await request(line)
      expect({ line, status: answer.status }).toEqual({ line, status: 405 })
      expect(answer.headers).toMatch(/\r\nAllow: GET, HEAD/i)
    }
    for (const line of ['TRACE //api/blog/posts?search=x HTTP/1.1', 'TRACE //api/blog/posts?%ff HTTP/1.1', 'TRACE /api/blog/posts HTTP/1.1', 'MKCOL /objects/x HTTP/1.1', 'PATCH /rss.xml HTTP/1.1']) {
      const answer = await request(line)
      expect({ line, status: answer.status < 500 && answer.status >= 400 }).toEqual({ line, status: true })
    }
  })

  it('answers odd Host headers like the plain path', async () => {
    const hosts = ['evil.example', 'evil..example', '[::1', 'a b', '', '127.0.0.1:99999', 'x'.repeat(2000), '%00', 'localhost:abc']
    for (const host of hosts) {
      for (const path of ['/', paths.blog, '/api/blog/posts']) {
        const answer = await request(`GET ${path} HTTP/1.1`, { Host: host })
        expect({ host: host.slice(0, 20), path, status: answer.status }).toEqual({ host: host.slice(0, 20), path, status: 200 })
      }
    }
    const noHost = await raw('GET / HTTP/1.0\r\n\r\n')
    expect(noHost.status).toBe(200)
  })

  it('never answers a 5xx to a fuzz of methods, paths and escapes', async () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']
    const paths_ = ['/', '//', '///api//blog/posts', '/api/blog/posts/%00', '/api/admin/blog/posts/%20x', '/objects/uploads/..%2f..%2fetc', '/%2e%2e/', '/Therapist-Easton-PA/%C0%AF', '/rss.xml?%zz', '/api/track-visitor?page=%']
    const failures: string[] = []
    for (const method of methods) {
      for (const path of paths_) {
        const answer = await request(`${method} ${path} HTTP/1.1`)
        if (answer.status >= 500 || answer.status === 0) failures.push(`${method} ${path} → ${answer.status}`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('query strings and the page cache', () => {
  it('serves any query string the page kept for the plain path, so random ones cannot evict real pages', async () => {
    for (const path of [paths.home, paths.services, paths.blog]) await fetch(`${site.url}${path}`)
    // Hundreds of invented query strings, and invented categories and searches on the listing.
    for (let i = 0; i < 300; i += 1) {
      const junk = await fetch(`${site.url}/?utm_source=${i}&r=${Math.random()}`)
      expect(junk.status).toBe(200)
      expect(junk.headers.get('x-page-cache')).toBe('hit')
      await junk.arrayBuffer()
      const listing = await fetch(`${site.url}${paths.blog}?${i % 2 ? 'tag' : 'q'}=invented-${i}`)
      expect(listing.status).toBe(200)
      expect(listing.headers.get('x-page-cache')).toBeNull()
      await listing.arrayBuffer()
    }
    for (const path of [paths.home, paths.services, paths.blog]) {
      const again = await fetch(`${site.url}${path}`)
      expect({ path, cache: again.headers.get('x-page-cache') }).toEqual({ path, cache: 'hit' })
      await again.arrayBuffer()
    }
  })

  it('still renders what the listing reads: a search and a category filter the posts', async () => {
    const search = await (await fetch(`${site.url}${paths.blog}?q=zzzz-nothing-matches`)).text()
    const all = await (await fetch(`${site.url}${paths.blog}?utm_source=x`)).text()
    expect(search).not.toBe(all)
    const tagged = await fetch(`${site.url}${paths.blog}?tag=OCD&utm_source=x`)
    expect(tagged.status).toBe(200)
    await tagged.arrayBuffer()
    const again = await fetch(`${site.url}${paths.blog}?tag=OCD`)
    expect(again.headers.get('x-page-cache')).toBe('hit')
  })
})
