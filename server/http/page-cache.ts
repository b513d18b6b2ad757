import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** What the public pages show at one time: the post version and, with it, the next scheduled moment. */
export type PageVersion = number | string

/** How a cached page can be sent: brotli, gzip or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity'

/**
 * One rendered page, kept with the post version it was rendered at: the same bytes for every
 * visitor (public pages carry no per-response nonce, docs/decisions/013), compressed once.
 */
export interface CachedPage {
  version: PageVersion
  status: number
  headers: Array<[string, string]>
  /** The page in each encoding. */
  bodies: Record<PageEncoding, Buffer>
  /** A strong validator per encoding: the same hash of the HTML, marked with its coding. */
  etags: Record<PageEncoding, string>
}

export interface PageCacheOptions {
  /**
   * The database's post version: any post change on any instance changes it, and so does the
   * moment a scheduled post goes public (the site passes the published snapshot's tag).
   */
  version: () => Promise<PageVersion>
  /** Upper bound on the bytes kept, all encodings together. */
  maxBytes: number
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * A rendered page made ready to send as static bytes: brotli at its best quality and gzip at
 * level 9 (both on libuv's thread pool, once per page and post version), and its ETags.
 */
export async function preparePage(version: PageVersion, status: number, headers: Array<[string, string]>, html: string): Promise<CachedPage> {
  const body = Buffer.from(html, 'utf8')
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32)
  return {
    version,
    status,
    headers,
    bodies: { br, gzip: gz, identity: body },
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
  }
}

/** Bytes a page holds in memory. */
function sizeOf(page: CachedPage): number {
  return page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, when the header names
 * them without q=0; as it is when there is no header (plain clients expect plain bytes).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    if (!refused) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

/** Whether an If-None-Match header names one of the page's ETags (or is `*`). */
export function isNotModified(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false
  const tags = new Set(Object.values(page.etags))
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tags.has(tag)
  })
}

/**
 * Rendered public pages in memory, least recently used first out. Every page (the home teaser,
 * the listing, each article, and the marketing pages through the shared layout) is dropped as
 * soon as the post version moves, so a change made on any instance is seen on the next request.
 * Safe to lose: a miss only renders again.
 */
export function createPageCache({ version, maxBytes }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= sizeOf(entry)
  }

  return {
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
      if (sizeOf(page) > maxBytes / 4) return
      remove(key)
      entries.set(key, page)
      bytes += sizeOf(page)
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },

    get size() {
      return { pages: entries.size, bytes }
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
