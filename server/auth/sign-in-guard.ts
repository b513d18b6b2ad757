import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { LoginAttemptRepo } from '../db/login-attempts.ts'
import type { ServerSecretRepo } from '../db/server-secrets.ts'
import { clientAddressKey } from './client-address.ts'

/**
 * Ten password checks in fifteen minutes per username and per client address; a browser holding
 * a device token for the username has its own five instead (README, "Lockout").
 */
export const lockoutRules = { maxFailures: 10, windowMs: 15 * 60_000 } as const
export const deviceRules = { maxFailures: 5, lifetimeMs: 180 * 24 * 60 * 60_000 } as const

export type LockScope = 'username' | 'address' | 'device'

/** One attempt, counted under each of its keys until it is released or its window passes. */
export interface AttemptReservation {
  taken: Array<{ scope: LockScope; keyHash: string; slot: number }>
  at: string
  /** The scopes this attempt filled: if it fails, they are locked from now on. */
  fills: LockScope[]
}

export type ReserveResult = { reserved: true; reservation: AttemptReservation } | { reserved: false; retryAfterSeconds: number }

export interface SignInGuardOptions {
  now: () => Date
}

const throttleSecretName = 'login-throttle-key'
const deviceSecretName = 'device-token-key'
const tokenPattern = /^([A-Za-z0-9_-]{22})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/

/**
 * The sign-in lockout, counted before any password is checked. An attempt first takes a slot
 * under the keyed hash of its username and of its client address (or, with a valid device token,
 * under the token alone); when a key has no free slot the attempt is refused without hashing. A
 * failed check keeps its slots until they leave the window; a success clears them; an attempt
 * that was never checked gives them back. Device tokens follow OWASP's device-cookie scheme: a
 * random id and an expiry, signed with a key kept in the database and bound to the username by
 * that signature, so the token itself holds nothing personal.
 */
export function createSignInGuard(repos: { loginAttempts: LoginAttemptRepo; serverSecrets: ServerSecretRepo }, { now }: SignInGuardOptions) {
  const { loginAttempts, serverSecrets } = repos
  const secrets = new Map<string, Promise<string>>()

  const secret = (name: string) => {
    let value = secrets.get(name)
    if (!value) {
      value = serverSecrets.getOrCreate(name, () => randomBytes(32).toString('base64url'), now().toISOString())
      secrets.set(name, value)
      value.catch(() => secrets.delete(name))
    }
    return value
  }

  const mac = async (name: string, text: string) => createHmac('sha256', await secret(name)).update(text).digest('base64url')

  async function keysFor(scopes: { username?: string; clientAddress?: string; deviceId?: string }): Promise<Array<{ scope: LockScope; keyHash: string; max: number }>> {
    const keys: Array<{ scope: LockScope; keyHash: string; max: number }> = []
    if (scopes.deviceId !== undefined) {
      keys.push({ scope: 'device', keyHash: await mac(throttleSecretName, `device\n${scopes.deviceId}`), max: deviceRules.maxFailures })
      return keys
    }
    if (scopes.username !== undefined) keys.push({ scope: 'username', keyHash: await mac(throttleSecretName, `username\n${scopes.username}`), max: lockoutRules.maxFailures })
    if (scopes.clientAddress !== undefined) {
      keys.push({ scope: 'address', keyHash: await mac(throttleSecretName, `address\n${clientAddressKey(scopes.clientAddress)}`), max: lockoutRules.maxFailures })
    }
    return keys
  }

  /** Takes a free slot under one key, or says when the oldest taken one frees. */
  async function takeSlot(keyHash: string, max: number, at: Date): Promise<{ slot: number; last: boolean } | { retryAt: number }> {
    const expiredBy = new Date(at.getTime() - lockoutRules.windowMs).toISOString()
    for (let round = 0; round < 3; round += 1) {
      const taken = await loginAttempts.list(keyHash)
      const live = taken.filter((row) => row.attemptedAt > expiredBy)
      const busy = new Set(live.map((row) => row.slot))
      const free = Array.from({ length: max }, (_, slot) => slot).filter((slot) => !busy.has(slot))
      if (free.length === 0) return { retryAt: Date.parse(live[0]!.attemptedAt) + lockoutRules.windowMs }
      for (const slot of free) {
        if (await loginAttempts.take(keyHash, slot, at.toISOString(), expiredBy)) {
          const live = (await loginAttempts.list(keyHash)).filter((row) => row.attemptedAt > expiredBy).length
          return { slot, last: live >= max }
        }
      }
      // Others took them first: look again.
    }
    return { retryAt: at.getTime() + 1000 }
  }

  return {
    /**
     * Counts an attempt before its password is checked: under the device token's key when
     * `deviceId` is given (from checkDeviceToken), else under the username's and the address's.
     * Refused while any of them has no free slot.
     */
    async reserveAttempt(scopes: { username: string; clientAddress: string; deviceId?: string }): Promise<ReserveResult> {
      const at = now()
      const keys = await keysFor(scopes.deviceId !== undefined ? { deviceId: scopes.deviceId } : scopes)
      const reservation: AttemptReservation = { taken: [], at: at.toISOString(), fills: [] }
      for (const key of keys) {
        const result = await takeSlot(key.keyHash, key.max, at)
        if ('retryAt' in result) {
          await this.releaseAttempt(reservation)
          return { reserved: false, retryAfterSeconds: Math.max(1, Math.ceil((result.retryAt - at.getTime()) / 1000)) }
        }
        reservation.taken.push({ scope: key.scope, keyHash: key.keyHash, slot: result.slot })
        if (result.last) reservation.fills.push(key.scope)
      }
      return { reserved: true, reservation }
    },

    /** Gives back an attempt that was never checked (too busy, or the client left): it does not count. */
    async releaseAttempt(reservation: AttemptReservation): Promise<void> {
      for (const { keyHash, slot } of reservation.taken) await loginAttempts.free(keyHash, slot, reservation.at)
    },

    /** After a correct password: every attempt counted under the same keys is forgotten. */
    async clearAttempts(reservation: AttemptReservation): Promise<void> {
      await loginAttempts.clear(reservation.taken.map((key) => key.keyHash))
    },

    /** Lifts a lockout on a username (a new password was set). */
    async clearUsername(username: string): Promise<void> {
      await loginAttempts.clear((await keysFor({ username })).map((key) => key.keyHash))
    },

    /** Forgets attempts that no longer count. */
    async forgetOld(): Promise<void> {
      await loginAttempts.deleteBefore(new Date(now().getTime() - lockoutRules.windowMs).toISOString())
    },

    /** A new device token for a browser that just signed in as `username`. */
    async issueDeviceToken(username: string): Promise<string> {
      const id = randomBytes(16).toString('base64url')
      const expires = now().getTime() + deviceRules.lifetimeMs
      return `${id}.${expires}.${await mac(deviceSecretName, `${username}\n${id}\n${expires}`)}`
    },

    /** The token's id when it is one of ours, unexpired and issued for `username`; else undefined. */
    async checkDeviceToken(token: string | undefined, username: string): Promise<string | undefined> {
      const match = token ? tokenPattern.exec(token) : null
      if (!match) return undefined
      const [, id = '', expires = '', signature = ''] = match
      if (Number(expires) <= now().getTime()) return undefined
      const expected = Buffer.from(await mac(deviceSecretName, `${username}\n${id}\n${expires}`))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
    },
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>
