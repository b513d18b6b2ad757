import type { RequestHandler, Response } from 'express'
import type { AuthUser } from '../auth/auth-service.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import type { Services } from '../services.ts'
import { HttpError } from './errors.ts'

/** Admin answers are never stored by browsers or proxies. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store')
  next()
}

/**
 * Lets a request through only with a live session cookie, answering 401 otherwise. Use it on
 * every admin endpoint (the image upload routes too); the user is then in `res.locals.admin`.
 */
export function requireAdmin({ services }: { services: Pick<Services, 'auth'> }): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    const user = await services.auth.authenticate(readSessionCookie(req.get('cookie'), req.secure))
    if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue')
    res.locals.admin = user
    next()
  }
}

/** The signed-in user; only valid after requireAdmin ran. */
export function adminOf(res: Response): AuthUser {
  return res.locals.admin as AuthUser
}
