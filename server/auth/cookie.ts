import type { CookieOptions } from 'express'

/**
 * One of the admin's cookies: HttpOnly, SameSite=Strict, Path=/, and over HTTPS Secure under the
 * __Host- prefix, which browsers accept only from a secure origin, for Path=/ and without a
 * Domain, so no subdomain can plant or read it. `maxAgeMs` is how long it may live.
 */
export function adminCookie(baseName: string, maxAgeMs: number) {
  const name = (secure: boolean) => (secure ? `__Host-${baseName}` : baseName)
  return {
    /** The cookie's name for a request that is (or is not) over HTTPS. */
    name,
    options: (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeMs }),
    /** The cookie's value from a Cookie header, under the name that fits the request's scheme. */
    read(cookieHeader: string | undefined, secure: boolean): string | undefined {
      if (!cookieHeader) return undefined
      const wanted = name(secure)
      for (const part of cookieHeader.split(';')) {
        const separator = part.indexOf('=')
        if (separator > 0 && part.slice(0, separator).trim() === wanted) return part.slice(separator + 1).trim()
      }
      return undefined
    },
  }
}
