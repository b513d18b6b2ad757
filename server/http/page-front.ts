import { randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, RequestListener, ServerResponse } from 'node:http'
import type { ContentCounters } from '../db/counters.ts'
import type { Logger } from '../log.ts'
import { chooseEncoding, isNotModified, pageAnswerHeaders, type CachedPage, type PageCache, type PageEncoding } from './page-cache.ts'
import { logOnFinish } from './request-log.ts'

export interface PageFrontOptions {
  /** The site's page cache (server/site.ts), which decides what is kept and under which key. */
  cache: PageCache
  /** The key of a plain request path: the site's canonical origin followed by the path. */
  keyOf: (req: IncomingMessage, path: string) => string
  /** Both content counters now (server/db/counters.ts readContentNow). */
  counters: () => ContentCounters | Promise<ContentCounters>
  /** Logs each answered request as the request log does, when given. */
  logger?: Logger
}

/**
 * A path the front may answer: absolute, no repeated leading slash, no %-escape, no query, and no
 * longer than a cached page's path may be. Anything else goes through Express, which normalises,
 * validates and maps query strings as it always does.
 */
const plainPath = /^\/(?!\/)[\w\-.~/]{0,511}$/

function isCurrent(page: CachedPage, counters: ContentCounters, now: number): boolean {
  const { validity } = page
  return validity !== undefined && validity.posts === counters.posts && validity.settings === counters.settings && now < validity.until
}

type Headers = Record<string, OutgoingHttpHeader>

/** A page's whole answer headers per encoding, full and not modified, made once per page. */
type PreparedAnswers = Record<PageEncoding, { full: Headers; notModified: Headers }>

/**
 * The chain's headers with the page's own over them, as Express's case-insensitive setHeader
 * would leave them: one object, so each answer is a single writeHead (setHeader per header
 * costs more than the rest of the answer).
 */
function prepareAnswers(page: CachedPage, chainHeaders: NonNullable<CachedPage['chainHeaders']>): PreparedAnswers {
  const merged = (notModified: boolean, encoding: PageEncoding) => {
    const byName = new Map<string, [string, OutgoingHttpHeader]>()
    for (const [name, value] of [...chainHeaders, ['X-Page-Cache', 'hit'] as const, ...Object.entries(pageAnswerHeaders(page, encoding, notModified))]) {
      byName.set(name.toLowerCase(), [name, value])
    }
    return Object.fromEntries(byName.values())
  }
  const both = (encoding: PageEncoding) => ({ full: merged(false, encoding), notModified: merged(true, encoding) })
  return { br: both('br'), gzip: both('gzip'), identity: both('identity') }
}

/**
 * Answers requests for public pages the site already keeps, before Express (docs/decisions/015):
 * a cached page is the same bytes for every visitor, so its answer is the page's kept bytes and
 * the headers the middleware chain gave its first answer through Express (with a request id when
 * requests are logged).
 * It checks, per request, the two content counters the page was rendered at (a change on any
 * instance moves one) and the next scheduled moment, so it never answers a page Express would
 * render anew. Every other request, and any doubt (no such page yet, a stale one, a failed read),
 * goes to Express unchanged.
 */
export function createPageFront({ cache, keyOf, counters, logger }: PageFrontOptions) {
  const logs = logger?.isLevelEnabled('info') ? logger : undefined
  const prepared = new WeakMap<CachedPage, PreparedAnswers>()

  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, chainHeaders: NonNullable<CachedPage['chainHeaders']>): void {
    let answers = prepared.get(page)
    if (!answers) {
      answers = prepareAnswers(page, chainHeaders)
      prepared.set(page, answers)
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const notModified = isNotModified(req.headers['if-none-match'], page)
    const headers = answers[encoding][notModified ? 'notModified' : 'full']
    const status = notModified ? 304 : page.status
    if (logs) {
      // The id names the log line; without a log line there is nothing for it to name.
      const requestId = randomUUID()
      logOnFinish(logs, req, res, requestId, () => req.url ?? '')
      res.writeHead(status, { ...headers, 'X-Request-Id': requestId })
    } else {
      res.writeHead(status, headers)
    }
    res.end(notModified || req.method === 'HEAD' ? undefined : page.bodies[encoding])
  }

  return {
    /** The HTTP server's request listener: kept pages here, everything else to `next` (Express). */
    listener(next: RequestListener): RequestListener {
      return (req, res) => {
        const path = req.url ?? ''
        const page = (req.method === 'GET' || req.method === 'HEAD') && plainPath.test(path) ? cache.peek(keyOf(req, path)) : null
        const chainHeaders = page?.chainHeaders
        if (!page || !chainHeaders) {
          next(req, res)
          return
        }
        const decide = (now: ContentCounters) => {
          if (isCurrent(page, now, Date.now())) answer(req, res, page, chainHeaders)
          else next(req, res)
        }
        let read: ContentCounters | Promise<ContentCounters>
        try {
          read = counters()
        } catch {
          next(req, res)
          return
        }
        if (read instanceof Promise) read.then(decide, () => next(req, res))
        else decide(read)
      }
    },
  }
}

export type PageFront = ReturnType<typeof createPageFront>
