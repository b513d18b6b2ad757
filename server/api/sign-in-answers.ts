import type { Request, Response } from 'express'
import type { AuthUser } from '../auth/auth-service.ts'
import { deviceCookieName, deviceCookieOptions } from '../auth/device-cookie.ts'
import { readSessionCookie, sessionCookieName, sessionCookieOptions } from '../auth/session-cookie.ts'
import type { ApiDeps } from './deps.ts'

// The answers every way of signing in shares (password, second step, passkey), in the login's
// own body ({success, user} or {success:false, error}).

/** 429 with Retry-After while the lockout holds. */
export function answerLocked(res: Response, retryAfterSeconds: number): void {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  res
    .status(429)
    .set('Retry-After', String(retryAfterSeconds))
    .json({ success: false, error: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` })
}

/**
 * A completed sign-in: the session and device cookies, and the user. A new session id every time:
 * whatever id the browser held before is ended (no fixation).
 */
export async function answerSignedIn(
  { services, logger }: Pick<ApiDeps, 'services' | 'logger'>,
  req: Request,
  res: Response,
  signedIn: { user: AuthUser; sessionId: string; deviceToken: string },
): Promise<void> {
  const secure = req.secure
  await services.auth.logout(readSessionCookie(req.get('cookie'), secure))
  res.cookie(sessionCookieName(secure), signedIn.sessionId, sessionCookieOptions(secure))
  res.cookie(deviceCookieName(secure), signedIn.deviceToken, deviceCookieOptions(secure))
  logger.info({ requestId: res.locals.requestId }, 'admin signed in')
  res.json({ success: true, user: signedIn.user })
}
