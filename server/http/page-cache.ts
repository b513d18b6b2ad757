import { randomBytes } from 'node:crypto'

/** What the public pages show at one time: the post version and, with it, the next scheduled moment. */
export type PageVersion = number | string

/** One rendered page, kept with the post version it was rendered at. */
export interface CachedPage {
  version: PageVersion
  status: number
  headers: Array<[string, string]>
  /** The HTML, with `marker` where each response's CSP nonce goes. */
  body: string
}

export interface PageCacheOptions {
  /**
   * The database's post version: any post change on any instance changes it, and so does the
   * moment a scheduled post goes public (the site passes the published snapshot's tag).
   */
  version: () => Promise<PageVersion>
  /** Upper bound on the HTML kept, in bytes (UTF-16 length, near enough). */
  maxBytes: number
}

/**
 * Rendered public pages in memory, least recently used first out. Every page (the home teaser,
 * the listing, each article, and the marketing pages through the shared layout) is dropped as
 * soon as the post version moves, so a change made on any instance is seen on the next request.
 * Safe to lose: a miss only renders again.
 *
 * Pages are rendered with `marker` in place of the CSP nonce; each response gets its own.
 */
export function createPageCache({ version, maxBytes }: PageCacheOptions) {
  const marker = randomBytes(16).toString('hex')
  const entries = new Map<string, CachedPage>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.length
  }

  return {
    marker,

    /** The current post version, read once per request. */
    version,

    /** A page rendered at `currentVersion`, or null. */
    get(key: string, currentVersion: PageVersion): CachedPage | null {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.version !== currentVersion) {
        remove(key)
        return null
      }
      // Most recently used last.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    set(key: string, page: CachedPage): void {
      // One page may not crowd out all the others.
      if (page.body.length > maxBytes / 4) return
      remove(key)
      entries.set(key, page)
      bytes += page.body.length
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },

    /** The page with this response's nonce in place of the marker. */
    bodyFor(page: CachedPage, nonce: string): string {
      return page.body.replaceAll(marker, nonce)
    },

    get size() {
      return { pages: entries.size, bytes }
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
