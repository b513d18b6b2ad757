import type { CookieOptions } from 'express'
import { sessionLimits } from './auth-service.ts'

// Over HTTPS the cookie is Secure and carries the __Host- prefix, which browsers accept only
// from a secure origin, for Path=/ and without a Domain: no subdomain can plant or read it.
const secureName = '__Host-admin_session'
const plainName = 'admin_session'

/** The session cookie's name for a request that is (or is not) over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? secureName : plainName
}

/** HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS; lives no longer than the session may. */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: sessionLimits.absoluteMs }
}

/** The session id from a Cookie header, under the name that fits the request's scheme. */
export function readSessionCookie(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined
  const name = sessionCookieName(secure)
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}
