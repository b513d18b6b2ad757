import type { CookieOptions } from 'express'
import { deviceRules } from './sign-in-guard.ts'

// The device token a browser receives once it has signed in (sign-in-guard.ts). Like the session
// cookie: HttpOnly, SameSite=Strict, and over HTTPS Secure under the __Host- prefix.
const secureName = '__Host-admin_device'
const plainName = 'admin_device'

export function deviceCookieName(secure: boolean): string {
  return secure ? secureName : plainName
}

/** Lives as long as the token it carries; logging out keeps it (it is no credential by itself). */
export function deviceCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: deviceRules.lifetimeMs }
}

/** The device token from a Cookie header, under the name that fits the request's scheme. */
export function readDeviceCookie(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined
  const name = deviceCookieName(secure)
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}
