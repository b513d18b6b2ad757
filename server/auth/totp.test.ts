import { describe, expect, it } from 'vitest'
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts'
import { matchTotpStep, newTotpSecret, totpCode, totpKeyUri, totpSecretForTyping, totpStepAt } from './totp.ts'

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test vector for SHA-1 at 59 s (last six digits of 94287082)', () => {
    // The RFC's key is the ASCII "12345678901234567890".
    const secret = Buffer.from('12345678901234567890').toString('base64url')
    expect(totpCode(secret, totpStepAt(new Date(59_000)))).toBe('287082')
    expect(totpCode(secret, totpStepAt(new Date(1_111_111_109_000)))).toBe('081804')
  })

  it('accepts the current and the previous step, nothing older or newer', () => {
    const secret = newTotpSecret()
    const at = new Date('2026-03-02T14:00:10.000Z')
    const step = totpStepAt(at)
    expect(matchTotpStep(secret, totpCode(secret, step), at)).toBe(step)
    expect(matchTotpStep(secret, totpCode(secret, step - 1), at)).toBe(step - 1)
    expect(matchTotpStep(secret, totpCode(secret, step - 2), at)).toBeNull()
    expect(matchTotpStep(secret, totpCode(secret, step + 1), at)).toBeNull()
    expect(matchTotpStep(secret, `${totpCode(secret, step).slice(0, 3)} ${totpCode(secret, step).slice(3)}`, at)).toBe(step)
    expect(matchTotpStep(secret, 'abcdef', at)).toBeNull()
  })

  it('makes an otpauth address and a typeable secret', () => {
    const secret = Buffer.from('12345678901234567890').toString('base64url')
    expect(totpSecretForTyping(secret)).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ')
    const uri = new URL(totpKeyUri(secret, 'Avery Psychology', 'owner'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(uri.searchParams.get('issuer')).toBe('Avery Psychology')
  })
})

describe('recovery codes', () => {
  it('makes ten distinct codes of 80 bits that normalize and hash the same however typed', () => {
    const codes = generateRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/)
    const code = codes[0]!
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `
    expect(hashRecoveryCode(normalizeRecoveryCode(typed)!)).toBe(hashRecoveryCode(normalizeRecoveryCode(code)!))
    expect(normalizeRecoveryCode('too-short')).toBeNull()
    expect(normalizeRecoveryCode('uuuu-uuuu-uuuu-uuuu')).toBeNull()
  })
})
