import { createHmac, timingSafeEqual } from 'node:crypto'

/** Longest life of a signed upload URL. */
export const uploadUrlLifetimeSeconds = 60 * 60

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

/** The signature of an upload URL: HMAC-SHA256 over the object id and the expiry (Unix seconds). */
export function signUpload(key: Buffer, id: string, expires: number): string {
  return createHmac('sha256', key).update(`upload:${id}:${expires}`).digest('base64url')
}

/**
 * Checks a signed upload URL's parameters. An expiry further away than the longest lifetime is
 * invalid even with a good signature, so a leaked key's URLs cannot outlive a key change by long.
 */
export function checkUploadSignature(key: Buffer, id: string, expires: string | undefined, signature: string | undefined, now: Date): SignatureCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid'
  const expected = Buffer.from(signUpload(key, id, Number(expires)))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  const seconds = Math.floor(now.getTime() / 1000)
  if (Number(expires) > seconds + uploadUrlLifetimeSeconds) return 'invalid'
  return Number(expires) < seconds ? 'expired' : 'valid'
}
