import { createHash, randomBytes } from 'node:crypto'

// Ten one-time codes, each 16 characters of Crockford's base32 (80 random bits), shown once as
// xxxx-xxxx-xxxx-xxxx. 80 bits make a plain SHA-256 enough to store them: there is nothing to
// guess offline.
export const recoveryCodeRules = { count: 10, length: 16 } as const

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'

export function generateRecoveryCodes(): string[] {
  const codes: string[] = []
  for (let index = 0; index < recoveryCodeRules.count; index += 1) {
    const chars = Array.from(randomBytes(recoveryCodeRules.length), (byte) => alphabet[byte % 32]!)
    codes.push([0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-'))
  }
  return codes
}

/** A typed code in its canonical form (case, spaces, hyphens and look-alikes forgiven), or null. */
export function normalizeRecoveryCode(typed: string): string | null {
  const text = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1')
  return text.length === recoveryCodeRules.length && [...text].every((char) => alphabet.includes(char)) ? text : null
}

export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(`recovery-code\n${normalized}`).digest('base64url')
}
