import type { RequestHandler } from 'express'
import { HttpError } from './errors.ts'

/**
 * Whether a path's %-escapes decode. The decoded text is compared, not thrown away: the bundler
 * takes decodeURIComponent for a pure function and would drop a call whose result is unused,
 * and with it the URIError this check exists to catch.
 */
function decodes(path: string): boolean {
  try {
    return typeof decodeURIComponent(path) === 'string'
  } catch {
    return false
  }
}

/**
 * Brings every request target to the plain form the rest of the server expects, before anything
 * reads it: an absolute-form target (`GET http://host/path`, as sent to proxies) becomes its path
 * and query, repeated leading slashes become one, and a target that is neither, or whose path
 * does not decode (a broken or surrogate %-escape), is refused with 400.
 */
export const normaliseRequestTarget: RequestHandler = (req, _res, next) => {
  let target = req.url
  if (!target.startsWith('/')) {
    let url: URL | null = null
    try {
      url = new URL(target)
    } catch {
      // not a URL either
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new HttpError(400, 'invalid_input', 'The request target is not valid')
    target = `${url.pathname}${url.search}`
  }
  target = target.replace(/^\/{2,}/, '/')
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  if (!decodes(path)) throw new HttpError(400, 'invalid_input', 'The address is not valid')
  req.url = target
  req.originalUrl = target
  next()
}

/** Pages are only read: any other method on a page address is 405, whatever the address. */
export const pagesReadOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  res.set('Allow', 'GET, HEAD')
  throw new HttpError(405, 'method_not_allowed', 'This address can only be read')
}
