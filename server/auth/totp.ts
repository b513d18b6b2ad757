import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { decodeBase64urlIgnorePadding, encodeBase32UpperCaseNoPadding, encodeBase64urlNoPadding } from '@oslojs/encoding'
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp'

// Authenticator-app codes, RFC 6238: HMAC-SHA1, six digits, 30-second steps (what every app
// expects by default). The clock is the caller's, so tests can move it.
export const totpRules = { periodSeconds: 30, digits: 6, secretBytes: 20 } as const

/** A new random secret, base64url (as stored). */
export function newTotpSecret(): string {
  return encodeBase64urlNoPadding(randomBytes(totpRules.secretBytes))
}

/** The step number of a moment: the HOTP counter RFC 6238 derives from the time. */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpRules.periodSeconds)
}

/** The six-digit code of one step. */
export function totpCode(secret: string, step: number): string {
  return generateHOTP(decodeBase64urlIgnorePadding(secret), BigInt(step), totpRules.digits)
}

/**
 * Which step a typed code belongs to: the current one or the one before (a code typed just as it
 * changed still works), or null. Compared in constant time.
 */
export function matchTotpStep(secret: string, typed: string, at: Date): number | null {
  const code = typed.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(code)) return null
  const now = totpStepAt(at)
  let matched: number | null = null
  for (const step of [now, now - 1]) {
    const expected = createHash('sha256').update(totpCode(secret, step)).digest()
    if (timingSafeEqual(expected, createHash('sha256').update(code).digest()) && matched === null) matched = step
  }
  return matched
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpKeyUri(secret: string, issuer: string, accountName: string): string {
  return createTOTPKeyURI(issuer, accountName, decodeBase64urlIgnorePadding(secret), totpRules.periodSeconds, totpRules.digits)
}

/** The secret as people type it into an app without a camera: base32 in groups of four. */
export function totpSecretForTyping(secret: string): string {
  return encodeBase32UpperCaseNoPadding(decodeBase64urlIgnorePadding(secret)).replace(/(.{4})(?=.)/g, '$1 ')
}
