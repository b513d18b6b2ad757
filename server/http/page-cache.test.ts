import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, createPageCache, isNotModified, preparePage, type CachedPage } from './page-cache.ts'

// A page whose bodies are exactly `size` bytes together (a third each).
const page = (version: number, letter: string, size = 3): CachedPage => {
  const body = Buffer.from(letter.repeat(size / 3))
  return {
    version,
    status: 200,
    headers: [['content-type', 'text/html']],
    bodies: { br: body, gzip: body, identity: body },
    etags: { br: `"${letter}-br"`, gzip: `"${letter}-gz"`, identity: `"${letter}"` },
  }
}
const text = (cached: CachedPage | null) => cached?.bodies.identity.toString()

describe('page cache', () => {
  it('answers a page only at the version it was rendered at, and forgets it after', () => {
    const cache = createPageCache({ maxBytes: 1_000 })
    cache.set('/a', page(1, 'A'))
    expect(text(cache.get('/a', 1))).toBe('A')
    expect(cache.get('/a', 2)).toBeNull()
    expect(cache.get('/a', 1)).toBeNull()
    expect(cache.size).toEqual({ pages: 0, bytes: 0 })
  })

  it('drops the least recently used pages beyond its size, counting every encoding', () => {
    const cache = createPageCache({ maxBytes: 100 })
    cache.set('/a', page(1, 'a', 24))
    cache.set('/b', page(1, 'b', 24))
    cache.set('/c', page(1, 'c', 24))
    expect(cache.get('/a', 1)).not.toBeNull() // /a is now the most recently used
    cache.set('/d', page(1, 'd', 24))
    cache.set('/e', page(1, 'e', 24))
    expect(cache.get('/b', 1)).toBeNull()
    expect(cache.get('/a', 1)).not.toBeNull()
    expect(cache.size.bytes).toBeLessThanOrEqual(100)
  })

  it('keeps no page larger than a quarter of its size', () => {
    const cache = createPageCache({ maxBytes: 100 })
    cache.set('/big', page(1, 'x', 27))
    expect(cache.get('/big', 1)).toBeNull()
  })
})

describe('a page prepared as static bytes', () => {
  const html = `<!DOCTYPE html><html lang="en"><body>${'<p>Trauma-focused therapy in Bethlehem.</p>'.repeat(200)}</body></html>`

  it('holds brotli and gzip copies that decode to the HTML, each smaller', async () => {
    const prepared = await preparePage(7, 200, [['content-type', 'text/html; charset=utf-8']], html)
    expect(prepared.bodies.identity.toString()).toBe(html)
    expect(zlib.brotliDecompressSync(prepared.bodies.br).toString()).toBe(html)
    expect(zlib.gunzipSync(prepared.bodies.gzip).toString()).toBe(html)
    expect(prepared.bodies.br.length).toBeLessThan(prepared.bodies.gzip.length)
    expect(prepared.bodies.gzip.length).toBeLessThan(html.length / 10)
  })

  it('has one strong ETag per encoding, the same for the same HTML and different for other HTML', async () => {
    const first = await preparePage(1, 200, [], html)
    const again = await preparePage(2, 200, [], html)
    const other = await preparePage(1, 200, [], `${html} `)
    expect(first.etags).toEqual(again.etags)
    expect(new Set(Object.values(first.etags)).size).toBe(3)
    for (const tag of Object.values(first.etags)) expect(tag).toMatch(/^"[\w-]+"$/)
    expect(other.etags.identity).not.toBe(first.etags.identity)
  })

  it('is not modified for any of its ETags, weak or listed, or *, and modified otherwise', async () => {
    const prepared = await preparePage(1, 200, [], html)
    expect(isNotModified(prepared.etags.br, prepared)).toBe(true)
    expect(isNotModified(`"other", W/${prepared.etags.gzip}`, prepared)).toBe(true)
    expect(isNotModified('*', prepared)).toBe(true)
    expect(isNotModified('"other"', prepared)).toBe(false)
    expect(isNotModified(undefined, prepared)).toBe(false)
  })
})

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['deflate', 'identity'],
    ['gzip;q=0.0, br;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('sends %s as %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
