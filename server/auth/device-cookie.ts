import { adminCookie } from './cookie.ts'
import { deviceRules } from './sign-in-guard.ts'

// The device token a browser receives once it has signed in (sign-in-guard.ts). It lives as long
// as the token it carries; logging out keeps it (it is no credential by itself).
const deviceCookie = adminCookie('admin_device', deviceRules.lifetimeMs)

export const deviceCookieName = deviceCookie.name
export const deviceCookieOptions = deviceCookie.options
export const readDeviceCookie = deviceCookie.read
