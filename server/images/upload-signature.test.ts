import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkUploadSignature, signUpload } from './upload-signature.ts'

const key = randomBytes(32)
const id = 'a'.repeat(32)
const now = new Date('2026-05-01T10:00:00Z')
const in10Minutes = Math.floor(now.getTime() / 1000) + 600

describe('upload URL signatures', () => {
  it('accepts its own signature until the expiry', () => {
    const signature = signUpload(key, id, in10Minutes)
    expect(checkUploadSignature(key, id, String(in10Minutes), signature, now)).toBe('valid')
    expect(checkUploadSignature(key, id, String(in10Minutes), signature, new Date((in10Minutes + 1) * 1000))).toBe('expired')
  })

  it('refuses a changed id, expiry, signature or key', () => {
    const signature = signUpload(key, id, in10Minutes)
    expect(checkUploadSignature(key, 'b'.repeat(32), String(in10Minutes), signature, now)).toBe('invalid')
    expect(checkUploadSignature(key, id, String(in10Minutes + 60), signature, now)).toBe('invalid')
    // The key is random, so the last character may already be 'A': change it to something else.
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'E' : 'A'}`
    expect(checkUploadSignature(key, id, String(in10Minutes), altered, now)).toBe('invalid')
    expect(checkUploadSignature(randomBytes(32), id, String(in10Minutes), signature, now)).toBe('invalid')
  })

  it('refuses missing or malformed parameters and expiries beyond an hour', () => {
    expect(checkUploadSignature(key, id, undefined, 'x', now)).toBe('invalid')
    expect(checkUploadSignature(key, id, String(in10Minutes), undefined, now)).toBe('invalid')
    expect(checkUploadSignature(key, id, '1e9', signUpload(key, id, 1e9), now)).toBe('invalid')
    const farAway = in10Minutes + 3600
    expect(checkUploadSignature(key, id, String(farAway), signUpload(key, id, farAway), now)).toBe('invalid')
  })
})
