import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootLoaderSource } from '#app/lib/boot-loader.tsx'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

let server: SiteServer

beforeAll(async () => {
  server = await startSiteServer()
})
afterAll(async () => {
  await server.stop()
})

describe('production server', () => {
  it('serves hashed assets compressed with a one-year immutable cache, and 404s a missing one', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
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

  it('renders pages with a CSP nonce that matches every inline script', async () => {
    const response = await fetch(`${server.url}/`)
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  })

  it('carries the built stylesheet inside each page, rendered and cached alike', async () => {
    for (const path of ['/', '/Therapist-Easton-PA', '/Therapist-Easton-PA', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
      const style = html.match(/<style[^>]*data-href="(\/assets\/app-[\w-]+\.css)"[^>]*>([\s\S]*?)<\/style>/)
      expect(style, path).not.toBeNull()
      const css = await (await fetch(`${server.url}${style![1]}`)).text()
      expect(css.length).toBeGreaterThan(10_000)
      expect(style![2]).toBe(css)
    }
  })

  it('leaves the few scripts of a public page inert until the page has loaded, none of them the admin panel', async () => {
    for (const path of ['/', '/Therapist-Bethlehem-PA', '/Therapist-Allentown-PA', '/Therapist-Easton-PA', '/Therapist-LehighValley-PA', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html, path).not.toMatch(/<link rel="modulepreload"/)
      expect(html, path).not.toMatch(/<script[^>]*type="module"/)
      const preloads = [...html.matchAll(/<link data-rel="modulepreload"[^>]*>/g)]
      expect(preloads.length, path).toBeGreaterThan(0)
      expect([...html.matchAll(/<script[^>]*type="deferred-module"[^>]*>/g)].length, path).toBe(1)
      expect(html, path).toContain(bootLoaderSource)
      const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))
      expect(scripts.size, path).toBeLessThanOrEqual(10)
      for (const script of scripts) expect(script).not.toMatch(/\/(panel|session|image-uploader|login)-/)
    }
  })

  it('marks the scripts a public page runs at once for compiling whole, and no admin script', async () => {
    const hint = '//# allFunctionsCalledOnLoad\n'
    const scriptsOf = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text()
      const preloads = [...html.matchAll(/<link (?:data-)?rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!)
      return preloads.filter((href) => !href.startsWith('/assets/manifest-'))
    }
    const publicScripts = await scriptsOf('/')
    expect(publicScripts.length).toBeGreaterThanOrEqual(5)
    for (const href of publicScripts) {
      const code = await (await fetch(`${server.url}${href}`)).text()
      expect(code.startsWith(hint), href).toBe(true)
    }
    const adminScripts = (await scriptsOf('/admin-login')).filter((href) => /\/(login|session)-/.test(href))
    expect(adminScripts.length).toBeGreaterThan(0)
    for (const href of adminScripts) {
      const code = await (await fetch(`${server.url}${href}`)).text()
      expect(code, href).not.toContain(hint)
    }
  })

  it('starts the scripts of the admin screens at once', async () => {
    const html = await (await fetch(`${server.url}/admin-login`)).text()
    expect(html).toMatch(/<link rel="modulepreload"/)
    expect(html).toMatch(/<script[^>]*type="module" async=""/)
    expect(html).not.toContain('data-rel="modulepreload"')
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
