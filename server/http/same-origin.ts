import type { Request, RequestHandler } from 'express'
import type { Env } from '../env.ts'
import { HttpError } from './errors.ts'
import { ownOrigins } from './site-origin.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

function isOwnOrigin(origin: string | null, req: Request, env: Pick<Env, 'siteUrl'>): boolean {
  return origin !== null && ownOrigins(req, env).includes(origin)
}

/**
 * CSRF defence beyond SameSite cookies (OWASP's cheat sheet): a state-changing request is refused
 * with 403 when the browser says it comes from another site (Sec-Fetch-Site), or, where a
 * browser sends no Sec-Fetch-Site (plain HTTP on a network address), when its Origin, or failing
 * that its Referer, is not ours. A request carrying none of the three comes from no browser, so
 * it cannot be forged by a page a signed-in owner visits.
 */
export function requireSameOrigin(env: Pick<Env, 'siteUrl'>): RequestHandler {
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next()
    const fetchSite = req.get('sec-fetch-site')
    const origin = req.get('origin')
    const referer = req.get('referer')
    const refused = fetchSite
      ? fetchSite !== 'same-origin'
      : origin !== undefined
        ? !isOwnOrigin(originOf(origin), req, env)
        : referer !== undefined && !isOwnOrigin(originOf(referer), req, env)
    if (refused) throw new HttpError(403, 'forbidden', 'This request must come from the admin panel of this site')
    next()
  }
}

/** Whether a request carries a body: a Transfer-Encoding, or a Content-Length other than 0. */
export function hasBody(req: Request): boolean {
  if (req.get('transfer-encoding') !== undefined) return true
  const length = req.get('content-length')
  return length !== undefined && length.trim() !== '0'
}

/**
 * A state-changing admin request that carries a body must say it is JSON: a page on another site
 * cannot send that content type without the browser asking this server first (CORS), and this
 * server never agrees. A request with no body at all (the publish toggle, delete, upload
 * URL and logout) needs no Content-Type; requireSameOrigin still applies to it.
 */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (safeMethods.has(req.method) || !hasBody(req)) return next()
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') throw new HttpError(415, 'unsupported_media_type', 'Send the request as application/json')
  next()
}
