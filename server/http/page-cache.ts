import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** What the public pages show at one time: the post version and, with it, the next scheduled moment. */
export type PageVersion = number | string

/** How a cached page can be sent: brotli, gzip or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity'

/**
 * What a page was rendered from, in a form a request can check with the two counters alone: the
 * page is current while both counters are unchanged and `until` (epoch ms: the next scheduled
 * post's moment, or Infinity) has not come.
 */
export interface PageValidity {
  posts: number
  settings: number
  until: number
}

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
  /** Set when the page is kept by the site, for answers made before Express (page-front.ts). */
  validity?: PageValidity
  /**
   * The headers the whole middleware chain gave the page's first answer (security headers and
   * the like, the same for every request of a public page), replayed by page-front.ts.
   */
  chainHeaders?: ReadonlyArray<readonly [string, OutgoingHttpHeader]>
}

export interface PageCacheOptions {
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

/** Recent Accept-Encoding headers and their choice: browsers send a handful of spellings. */
const chosenEncodings = new Map<string, PageEncoding>()
const chosenEncodingsKept = 64

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, when the header names
 * them without q=0; as it is when there is no header (plain clients expect plain bytes).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity'
  let encoding = chosenEncodings.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding)
    // Any header may be sent: the memory stays bounded by starting over when full.
    if (chosenEncodings.size >= chosenEncodingsKept) chosenEncodings.clear()
    chosenEncodings.set(acceptEncoding, encoding)
  }
  return encoding
}

function parseAcceptEncoding(acceptEncoding: string): PageEncoding {
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
export function createPageCache({ maxBytes }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= sizeOf(entry)
  }

  return {
    /** The page kept under `key` at whatever version, for a caller that checks it itself. */
    peek(key: string): CachedPage | null {
      return entries.get(key) ?? null
    },

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

/** Headers of the page's own; the others come from the middleware chain or are per request. */
const sentByPage = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'x-request-id', 'x-page-cache'])

/** The headers set on a response so far, less those sendCachedPage and the request log set. */
export function chainHeadersOf(res: ServerResponse): Array<readonly [string, OutgoingHttpHeader]> {
  const headers: Array<readonly [string, OutgoingHttpHeader]> = []
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name)
    if (value !== undefined && !sentByPage.has(name)) headers.push([name, value])
  }
  return headers
}

/** The headers of a kept page's answer in one encoding: in full (200), or not modified (304). */
export function pageAnswerHeaders(page: CachedPage, encoding: PageEncoding, notModified: boolean): Record<string, OutgoingHttpHeader> {
  const headers: Record<string, OutgoingHttpHeader> = Object.fromEntries(page.headers)
  headers.Vary = 'Accept-Encoding'
  headers.ETag = page.etags[encoding]
  if (notModified) return headers
  // A set Content-Encoding also tells the compression middleware to leave the bytes alone.
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  headers['Content-Length'] = page.bodies[encoding].length
  return headers
}

/**
 * Sends a cached page as static bytes: precompressed in the best coding the client accepts, with
 * its ETag, or 304 when the client holds it already. The front (page-front.ts) sends the same
 * headers and bytes, prepared once per page.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const notModified = isNotModified(req.headers['if-none-match'], page)
  for (const [name, value] of Object.entries(pageAnswerHeaders(page, encoding, notModified))) res.setHeader(name, value)
  res.statusCode = notModified ? 304 : page.status
  res.end(notModified || req.method === 'HEAD' ? undefined : page.bodies[encoding])
}
