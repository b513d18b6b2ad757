import { describe, expect, it } from 'vitest'
import { createPageCache, type CachedPage } from './page-cache.ts'

const page = (version: number, body: string): CachedPage => ({ version, status: 200, headers: [['content-type', 'text/html']], body })

describe('page cache', () => {
  it('answers a page only at the version it was rendered at, and forgets it after', async () => {
    const cache = createPageCache({ version: async () => 1, maxBytes: 1_000 })
    cache.set('/a', page(1, 'A'))
    expect(cache.get('/a', 1)?.body).toBe('A')
    expect(cache.get('/a', 2)).toBeNull()
    expect(cache.get('/a', 1)).toBeNull()
    expect(cache.size).toEqual({ pages: 0, bytes: 0 })
  })

  it('drops the least recently used pages beyond its size', () => {
    const cache = createPageCache({ version: async () => 1, maxBytes: 100 })
    cache.set('/a', page(1, 'a'.repeat(25)))
    cache.set('/b', page(1, 'b'.repeat(25)))
    cache.set('/c', page(1, 'c'.repeat(25)))
    expect(cache.get('/a', 1)).not.toBeNull() // /a is now the most recently used
    cache.set('/d', page(1, 'd'.repeat(25)))
    cache.set('/e', page(1, 'e'.repeat(25)))
    expect(cache.get('/b', 1)).toBeNull()
    expect(cache.get('/a', 1)).not.toBeNull()
    expect(cache.size.bytes).toBeLessThanOrEqual(100)
  })

  it('keeps no page larger than a quarter of its size', () => {
    const cache = createPageCache({ version: async () => 1, maxBytes: 100 })
    cache.set('/big', page(1, 'x'.repeat(26)))
    expect(cache.get('/big', 1)).toBeNull()
  })

  it('puts each response’s nonce wherever the marker was rendered', () => {
    const cache = createPageCache({ version: async () => 1, maxBytes: 1_000 })
    const rendered = page(1, `<script nonce="${cache.marker}"></script><script nonce="${cache.marker}"></script>`)
    expect(cache.bodyFor(rendered, 'n1')).toBe('<script nonce="n1"></script><script nonce="n1"></script>')
    expect(cache.bodyFor(rendered, 'n2')).not.toContain(cache.marker)
    expect(createPageCache({ version: async () => 1, maxBytes: 1 }).marker).not.toBe(cache.marker)
  })
})
