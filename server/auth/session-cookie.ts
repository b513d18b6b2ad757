import { sessionLimits } from './auth-service.ts'
import { adminCookie } from './cookie.ts'

// The session cookie lives no longer than the session may.
const sessionCookie = adminCookie('admin_session', sessionLimits.absoluteMs)

export const sessionCookieName = sessionCookie.name
export const sessionCookieOptions = sessionCookie.options
export const readSessionCookie = sessionCookie.read
