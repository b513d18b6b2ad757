import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { ContentCounters } from '../db/counters.ts'
import type { Logger } from '../log.ts'
import { sendCachedPage, type CachedPage, type PageCache } from './page-cache.ts'
import { logWhenFinished } from './request-log.ts'

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

/**
 * Answers requests for public pages the site already keeps, before Express (docs/decisions/013):
 * a cached page is the same bytes for every visitor, so its answer is the page's kept bytes and
 * the headers the middleware chain gave its first answer through Express, with a fresh request id.
 * It checks, per request, the two content counters the page was rendered at (a change on any
 * instance moves one) and the next scheduled moment, so it never answers a page Express would
 * render anew. Every other request, and any doubt (no such page yet, a stale one, a failed read),
 * goes to Express unchanged.
 */
export function createPageFront({ cache, keyOf, counters, logger }: PageFrontOptions) {
  const logs = logger?.isLevelEnabled('info') ? logger : undefined

  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    if (logs) logWhenFinished(logs, req, res, () => req.url ?? '')
    else res.setHeader('X-Request-Id', randomUUID())
    for (const [name, value] of page.chainHeaders ?? []) res.setHeader(name, value)
    res.setHeader('X-Page-Cache', 'hit')
    sendCachedPage(req, res, page)
  }

  return {
    /** The HTTP server's request listener: kept pages here, everything else to `next` (Express). */
    listener(next: RequestListener): RequestListener {
      return (req, res) => {
        const path = req.url ?? ''
        const page = (req.method === 'GET' || req.method === 'HEAD') && plainPath.test(path) ? cache.peek(keyOf(req, path)) : null
        if (!page?.chainHeaders) {
          next(req, res)
          return
        }
        const decide = (now: ContentCounters) => {
          if (isCurrent(page, now, Date.now())) answer(req, res, page)
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
