import type { CookieOptions } from 'express'
import { twoStepRules } from './two-step.ts'

// The browser holds only a random id of its waiting second step, in an HttpOnly cookie that
// lives as long as the wait; what it stands for is in the database. Same rules as the session
// cookie: Secure with the __Host- prefix over HTTPS.
const secureName = '__Host-admin_second_step'
const plainName = 'admin_second_step'

export function secondStepCookieName(secure: boolean): string {
  return secure ? secureName : plainName
}

export function secondStepCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: twoStepRules.secondStepMs }
}

/** The waiting second step's id from a Cookie header, or undefined. */
export function readSecondStepCookie(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined
  const name = secondStepCookieName(secure)
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}
