import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogFilterScript as blogFilterSource, siteScript as siteSource, speculationRules } from '#shared/public-scripts.ts'
import { minifyScript } from '../../scripts/minify-public-scripts.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

const publicPaths = ['/', '/Therapist-Bethlehem-PA', '/Therapist-Allentown-PA', '/Therapist-Easton-PA', '/Therapist-LehighValley-PA', '/privacy-policy', '/no-such-page']
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }))
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

let server: SiteServer

beforeAll(async () => {
  server = await startSiteServer()
})
afterAll(async () => {
  await server.stop()
})

describe('production server', () => {
  it('serves hashed assets compressed with a one-year immutable cache, and 404s a missing one', async () => {
    const html = await (await fetch(`${server.url}/admin-login`)).text()
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const response = await fetch(`${server.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(['gzip', 'br']).toContain(response.headers.get('content-encoding'))
    const missing = await fetch(`${server.url}/assets/not-there-123.js`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<html')
  })

  it('allows a public page’s inline scripts by hash, with no nonce, and the owner’s screens by nonce', async () => {
    for (const path of publicPaths) {
      const response = await fetch(`${server.url}${path}`)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).not.toContain('nonce-')
      const html = await response.text()
      const scripts = inlineScripts(html).filter(({ attributes }) => !attributes.includes('application/ld+json'))
      expect(scripts.length, path).toBeGreaterThanOrEqual(2)
      for (const { attributes, text } of scripts) {
        expect(attributes, path).not.toContain('nonce=')
        expect(attributes, path).not.toContain('src=')
        expect(policy, path).toContain(sha256(text))
      }
    }
    const admin = await fetch(`${server.url}/admin-login`)
    const nonce = admin.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    // A fresh one for each response.
    expect((await fetch(`${server.url}/admin-login`)).headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`)
    const adminScripts = [...(await admin.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(adminScripts.length).toBeGreaterThan(0)
    for (const attributes of adminScripts) expect(attributes).toContain(`nonce="${nonce}"`)
  })

  it('isolates the owner’s screens from other windows, and spares public pages a browsing context group of their own', async () => {
    // Twice each: the second answer of a public page is the kept one, sent before Express.
    for (const path of [...publicPaths, ...publicPaths]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull()
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
    for (const path of ['/admin-login', '/admin-panel', '/admin-panel/settings', '/ADMIN-login']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
  })

  it("carries the built stylesheet inside each page: a public page the rules it can use, the owner's screens all of it", async () => {
    const styleOf = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
      const style = html.match(/<style[^>]*data-href="(\/assets\/app-[\w-]+\.css)"[^>]*>([\s\S]*?)<\/style>/)
      expect(style, path).not.toBeNull()
      const css = await (await fetch(`${server.url}${style![1]}`)).text()
      expect(css.length).toBeGreaterThan(10_000)
      return { html, inline: style![2]!, css }
    }
    // Rendered and then kept alike; the not-found page is rendered every time.
    for (const path of ['/', '/Therapist-Easton-PA', '/Therapist-Easton-PA', '/no-such-page']) {
      const { html, inline, css } = await styleOf(path)
      expect(inline.length, path).toBeLessThan(css.length * 0.8)
      // The rules of classes on the page are there, those of the owner's screens are not.
      expect(html).toMatch(/class="[^"]*\bcontainer-page\b/)
      expect(inline).toContain('.container-page{')
      expect(css).toContain('.resize-y{')
      expect(inline).not.toContain('.resize-y{')
    }
    const login = await styleOf('/admin-login')
    expect(login.inline).toBe(login.css)
  })

  it("asks for the listing's first card picture at once and leaves the others lazy", async () => {
    // On a phone the first card's picture is the largest thing on the listing's first screen.
    const html = await (await fetch(`${server.url}/Therapist-Easton-PA`)).text()
    const pictures = [...html.matchAll(/<article class="post-card"[\s\S]*?<img([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(pictures.length).toBeGreaterThan(1)
    expect(pictures[0]).toContain('loading="eager"')
    expect(pictures[0]).toMatch(/fetchPriority="high"/i)
    for (const attributes of pictures.slice(1)) {
      expect(attributes).toContain('loading="lazy"')
      expect(attributes).not.toMatch(/fetchPriority="high"/i)
    }
  })

  it('ships no framework runtime on public pages: only the site script, the speculation rules and, on the listing, the filter', async () => {
    // The build writes the scripts minified (scripts/minify-public-scripts.ts).
    const siteScript = minifyScript(siteSource)
    const blogFilterScript = minifyScript(blogFilterSource)
    expect(siteScript.length).toBeLessThan(siteSource.length * 0.7)
    for (const path of publicPaths) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html, path).not.toMatch(/modulepreload|type="module"|\/assets\/[\w.-]+\.js|__reactRouterContext/)
      const scripts = inlineScripts(html).filter(({ attributes }) => !attributes.includes('application/ld+json'))
      const expected = path === '/Therapist-Easton-PA' ? [blogFilterScript, speculationRules, siteScript] : [speculationRules, siteScript]
      expect(scripts.map(({ text }) => text), path).toEqual(expected)
      expect(scripts.find(({ text }) => text === speculationRules)?.attributes, path).toContain('type="speculationrules"')
      // The budget: at most 5 KB of compressed script per page, all of it together.
      const compressed = zlib.brotliCompressSync(Buffer.from(scripts.map(({ text }) => text).join(''))).length
      expect(compressed, path).toBeLessThanOrEqual(5 * 1024)
    }
    expect(zlib.brotliCompressSync(Buffer.from(blogFilterScript)).length).toBeLessThan(2 * 1024)
  })

  it('starts the scripts of the admin screens at once', async () => {
    const html = await (await fetch(`${server.url}/admin-login`)).text()
    expect(html).toMatch(/<link rel="modulepreload"/)
    expect(html).toMatch(/<script[^>]*type="module" async=""/)
    expect(html).not.toContain('speculationrules')
  })

  it('sends a public page as static bytes: brotli or gzip as asked, a strong ETag, 304 when unchanged', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br' }
    const plain = await fetch(`${server.url}/Therapist-Allentown-PA`)
    const html = await plain.text()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    // fetch decodes what it receives; node:http shows the bytes as sent.
    const raw = async (headers: Record<string, string>, method = 'GET') => {
      const { request } = await import('node:http')
      return await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.url}/Therapist-Allentown-PA`, { method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', reject)
        req.end()
      })
    }
    const br = await raw(browser)
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html)
    const etag = String(br.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    // The same bytes again, for anyone.
    expect((await raw(browser)).body.equals(br.body)).toBe(true)
    const gz = await raw({ 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html)
    expect(gz.headers.etag).not.toBe(etag)
    const identity = await raw({})
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(html)

    const unchanged = await raw({ ...browser, 'If-None-Match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers.etag).toBe(etag)
    expect((await raw({ ...browser, 'If-None-Match': '"something-else"' })).status).toBe(200)
    const head = await raw(browser, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers.etag).toBe(etag)
  })

  it('sets no cookie on public pages', async () => {
    for (const path of ['/', '/Therapist-Easton-PA', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('stops cleanly on SIGTERM, finishing in-flight requests', async () => {
    const other = await startSiteServer()
    const inFlight = fetch(`${other.url}/Therapist-LehighValley-PA`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const exited = new Promise<number | null>((resolve) => other.process.once('exit', (code) => resolve(code)))
    other.process.kill('SIGTERM')
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('</html>')
    expect(await exited).toBe(0)
    await other.stop()
  })
})
