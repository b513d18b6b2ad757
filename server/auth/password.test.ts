import { describe, expect, it } from 'vitest'
import { checkNewPassword, hashPassword, isCommonPassword, needsRehash, parsePasswordHash, verifyPassword } from './password.ts'

const cheap = { log2N: 10, r: 8, p: 1 }

describe('hashPassword and verifyPassword', () => {
  it('records the algorithm and its parameters in the hash', async () => {
    const hash = await hashPassword('a calm lake at dawn', cheap)
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(parsePasswordHash(hash)?.params).toEqual(cheap)
  })

  it('salts every hash, so one password never hashes the same twice', async () => {
    const [first, second] = await Promise.all([hashPassword('same password here', cheap), hashPassword('same password here', cheap)])
    expect(first).not.toBe(second)
  })

  it('accepts the password and refuses any other', async () => {
    const hash = await hashPassword('a calm lake at dawn', cheap)
    expect(await verifyPassword('a calm lake at dawn', hash)).toBe(true)
    expect(await verifyPassword('a calm lake at dawn ', hash)).toBe(false)
    expect(await verifyPassword('A calm lake at dawn', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('refuses a malformed or out-of-range hash without throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false)
    expect(parsePasswordHash('$bcrypt$whatever')).toBeNull()
  })

  it('asks for a rehash when the stored parameters are below the current ones', async () => {
    const hash = await hashPassword('a calm lake at dawn', cheap)
    expect(needsRehash(hash, cheap)).toBe(false)
    expect(needsRehash(hash, { log2N: 17, r: 8, p: 1 })).toBe(true)
    expect(needsRehash(hash)).toBe(true)
    expect(needsRehash('not a hash')).toBe(true)
  })
})

describe('checkNewPassword', () => {
  it('wants at least twelve characters', () => {
    expect(checkNewPassword('elevenchars')).toBe('The password must have at least 12 characters.')
    expect(checkNewPassword('twelve-chars')).toBeNull()
  })

  it('refuses common passwords, with or without case changes and trailing digits or symbols', () => {
    for (const password of ['qazwsxedcrfv', '1q2w3e4r5t6y', 'Password1234', 'PASSWORD2024!!', 'Sunshine123456', 'letmein!!!!!!', 'iloveyou12345']) {
      expect({ password, problem: checkNewPassword(password) }).toEqual({
        password,
        problem: 'That password is among the most common ones. Please choose another.',
      })
    }
  })

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('lantern-heron-quietly-42')).toBe(false)
    expect(checkNewPassword('lantern-heron-quietly-42', 'owner')).toBeNull()
  })

  it('refuses a password containing the username', () => {
    expect(checkNewPassword('morganavery-2026-xyz', 'MorganAvery')).toBe('The password must not contain the username.')
  })
})
