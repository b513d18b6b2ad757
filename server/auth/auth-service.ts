import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { isUniqueViolation } from '../db/dialect.ts'
import type { LoginFailureRepo } from '../db/login-failures.ts'
import type { ServerSecretRepo } from '../db/server-secrets.ts'
import type { SessionRepo } from '../db/sessions.ts'
import type { UserRecord, UserRepo } from '../db/users.ts'
import { clientAddressKey } from './client-address.ts'
import { checkNewPassword, currentScryptParams, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password.ts'

/** The signed-in owner as the browser sees her: no id, no hash. */
export interface AuthUser {
  username: string
  name: string
}

/** Idle timeout one hour, absolute lifetime twelve hours (README, "Sessions"). */
export const sessionLimits = {
  idleMs: 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  /** A session's last activity is written at most this often. */
  touchAfterMs: 60_000,
} as const

/** Ten failed sign-ins in fifteen minutes lock a username, or a client address, until the window passes. */
export const lockoutRules = { maxFailures: 10, windowMs: 15 * 60_000 } as const

export type LockScope = 'username' | 'address'

export type LoginResult =
  | { outcome: 'signed-in'; user: AuthUser; sessionId: string }
  | { outcome: 'invalid'; lockoutStarted: LockScope[] }
  | { outcome: 'locked'; retryAfterSeconds: number }
  /** The password was right, but a second step is set: no session yet (server/auth/two-step.ts). */
  | { outcome: 'second-step'; userId: string }

export interface AuthRepos {
  users: UserRepo
  sessions: SessionRepo
  loginFailures: LoginFailureRepo
  serverSecrets: ServerSecretRepo
}

export interface AuthServiceOptions {
  now: () => Date
  /** The owner's name as shown in the panel ('Dr. …'). */
  displayName: string
  hashParams?: ScryptParams
  /** Whether the account has a second step set (a passkey or an authenticator app). */
  requiresSecondStep?: (userId: string) => Promise<boolean>
}

/** A password refused by the rules (too short, too common); its message is for people. */
export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WeakPasswordError'
  }
}

const defaultUsername = 'admin'
const throttleSecretName = 'login-throttle-key'
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url')

/** A strong random password people can read aloud and type: 24 characters, about 120 bits. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789ABCDEFGHJKMNPQRSTUVWXYZ' // no look-alikes
  const limit = 256 - (256 % alphabet.length)
  const chars: string[] = []
  while (chars.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < limit && chars.length < 24) chars.push(alphabet[byte % alphabet.length]!)
    }
  }
  return [0, 6, 12, 18].map((start) => chars.slice(start, start + 6).join('')).join('-')
}

/**
 * The admin account, its sessions and the sign-in lockout. Session ids are 256 random bits and
 * only their SHA-256 is stored; failed sign-ins are counted under HMACs (key kept in the
 * database) of the username and of the client address, so no address is ever stored.
 */
export function createAuthService(repos: AuthRepos, options: AuthServiceOptions) {
  const { users, sessions, loginFailures, serverSecrets } = repos
  const { now, displayName } = options
  const hashParams = options.hashParams ?? currentScryptParams

  let throttleKey: Promise<string> | undefined
  let dummyHash: Promise<string> | undefined

  const toAuthUser = (user: UserRecord): AuthUser => ({ username: user.username, name: user.displayName })

  async function throttleKeys(username: string, clientAddress: string): Promise<Record<LockScope, string>> {
    throttleKey ??= serverSecrets.getOrCreate(throttleSecretName, () => randomBytes(32).toString('base64url'), now().toISOString())
    const key = await throttleKey
    const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url')
    return { username: mac(`username\n${username}`), address: mac(`address\n${clientAddressKey(clientAddress)}`) }
  }

  async function setHash(user: UserRecord, password: string): Promise<void> {
    await users.update(user.id, { passwordHash: await hashPassword(password, hashParams), updatedAt: now().toISOString() })
  }

  function refuseWeak(password: string, username: string): void {
    const problem = checkNewPassword(password, username)
    if (problem) throw new WeakPasswordError(problem)
  }

  async function createAccount(username: string, password: string): Promise<UserRecord> {
    const at = now().toISOString()
    const user: UserRecord = {
      id: randomUUID(),
      username,
      displayName,
      passwordHash: await hashPassword(password, hashParams),
      createdAt: at,
      updatedAt: at,
    }
    await users.insert(user)
    return user
  }

  return {
    /**
     * Checks a sign-in. While the username or the address has had ten failures in the last
     * fifteen minutes the answer is 'locked', whatever the password.
     */
    async login({ username, password, clientAddress }: { username: string; password: string; clientAddress: string }): Promise<LoginResult> {
      const at = now()
      const windowStart = new Date(at.getTime() - lockoutRules.windowMs).toISOString()
      const name = username.trim().toLowerCase()
      const keys = await throttleKeys(name, clientAddress)
      await loginFailures.deleteBefore(windowStart)

      const recent = {
        username: await loginFailures.listRecent(keys.username, windowStart, lockoutRules.maxFailures),
        address: await loginFailures.listRecent(keys.address, windowStart, lockoutRules.maxFailures),
      }
      let lockedUntil = 0
      for (const times of Object.values(recent)) {
        const oldestCounted = times[lockoutRules.maxFailures - 1]
        if (oldestCounted) lockedUntil = Math.max(lockedUntil, Date.parse(oldestCounted) + lockoutRules.windowMs)
      }
      if (lockedUntil > at.getTime()) {
        return { outcome: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - at.getTime()) / 1000)) }
      }

      const user = await users.findByUsername(name)
      // An unknown username costs the same hash as a known one, so timing tells nothing.
      dummyHash ??= hashPassword(randomBytes(16).toString('hex'), hashParams)
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash))
      if (!user || !matches) {
        await loginFailures.record([keys.username, keys.address], at.toISOString())
        const lockoutStarted = (Object.keys(recent) as LockScope[]).filter((scope) => recent[scope].length === lockoutRules.maxFailures - 1)
        return { outcome: 'invalid', lockoutStarted }
      }

      // With a second step set, the password alone opens nothing, and the failures counted so far
      // stay counted until the second step is done.
      if (await options.requiresSecondStep?.(user.id)) return { outcome: 'second-step', userId: user.id }

      await loginFailures.clear([keys.username, keys.address])
      if (needsRehash(user.passwordHash, hashParams)) await setHash(user, password)
      await sessions.deleteExpired(at.toISOString(), new Date(at.getTime() - sessionLimits.idleMs).toISOString())
      const sessionId = randomBytes(32).toString('base64url')
      await sessions.insert({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        createdAt: at.toISOString(),
        lastSeenAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + sessionLimits.absoluteMs).toISOString(),
      })
      return { outcome: 'signed-in', user: toAuthUser(user), sessionId }
    },

    /** The user of a live session (and records the activity), or null; an expired session is deleted. */
    async authenticate(sessionId: string | undefined): Promise<AuthUser | null> {
      if (!sessionId || !sessionIdPattern.test(sessionId)) return null
      const idHash = hashSessionId(sessionId)
      const session = await sessions.findByIdHash(idHash)
      if (!session) return null
      const at = now().getTime()
      const idleFor = at - Date.parse(session.lastSeenAt)
      if (at >= Date.parse(session.expiresAt) || idleFor >= sessionLimits.idleMs) {
        await sessions.delete(idHash)
        return null
      }
      const user = await users.findById(session.userId)
      if (!user) return null
      if (idleFor >= sessionLimits.touchAfterMs) await sessions.touch(idHash, new Date(at).toISOString())
      return toAuthUser(user)
    },

    /** Ends a session (no matter whether it exists). */
    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId && sessionIdPattern.test(sessionId)) await sessions.delete(hashSessionId(sessionId))
    },

    /**
     * Start-up: ADMIN_USERNAME/ADMIN_PASSWORD create or update the account. With no account and no
     * password given, one is made with a generated password, returned once so it can be shown.
     * Throws WeakPasswordError for a password the rules refuse.
     */
    async ensureAdmin(given: { username?: string; password?: string }): Promise<{
      action: 'created' | 'updated' | 'unchanged'
      username: string
      generatedPassword?: string
    }> {
      const username = given.username?.trim().toLowerCase() || undefined
      const password = given.password?.trim() || undefined
      const [existing] = await users.listAll()
      if (password) refuseWeak(password, username ?? existing?.username ?? defaultUsername)

      if (!existing) {
        const name = username ?? defaultUsername
        const chosen = password ?? generatePassword()
        try {
          await createAccount(name, chosen)
        } catch (error) {
          // Another instance starting at the same moment created it first: use theirs.
          if (!isUniqueViolation(error)) throw error
          return this.ensureAdmin(given)
        }
        return { action: 'created', username: name, ...(password ? {} : { generatedPassword: chosen }) }
      }

      let changed = false
      const profile: Partial<UserRecord> = {}
      if (username && username !== existing.username) profile.username = username
      if (existing.displayName !== displayName) profile.displayName = displayName
      if (Object.keys(profile).length > 0) {
        await users.update(existing.id, { ...profile, updatedAt: now().toISOString() })
        changed = true
      }
      if (password && (needsRehash(existing.passwordHash, hashParams) || !(await verifyPassword(password, existing.passwordHash)))) {
        await setHash(existing, password)
        await sessions.deleteForUser(existing.id)
        changed = true
      }
      return { action: changed ? 'updated' : 'unchanged', username: profile.username ?? existing.username }
    },

    /**
     * Sets a new password (creating the account when there is none), ends every session of the
     * account and lifts a lockout on its username. Throws WeakPasswordError.
     */
    async setPassword(password: string, usernameGiven?: string): Promise<{ username: string; created: boolean; sessionsEnded: number }> {
      const wanted = usernameGiven?.trim().toLowerCase() || undefined
      const accounts = await users.listAll()
      const existing = wanted ? accounts.find((user) => user.username === wanted) : accounts[0]
      const username = existing?.username ?? wanted ?? defaultUsername
      const chosen = password.trim()
      refuseWeak(chosen, username)
      const keys = await throttleKeys(username, '')
      await loginFailures.clear([keys.username])
      if (!existing) {
        await createAccount(username, chosen)
        return { username, created: true, sessionsEnded: 0 }
      }
      await setHash(existing, chosen)
      return { username, created: false, sessionsEnded: await sessions.deleteForUser(existing.id) }
    },

    // The second step of sign-in (server/auth/two-step.ts) shares the lockout with passwords.

    /** Seconds until the username or the address may try again, or 0 when neither is locked. */
    async lockedForSeconds(username: string, clientAddress: string): Promise<number> {
      const at = now().getTime()
      const windowStart = new Date(at - lockoutRules.windowMs).toISOString()
      const keys = await throttleKeys(username, clientAddress)
      let lockedUntil = 0
      for (const key of [keys.username, keys.address]) {
        const oldestCounted = (await loginFailures.listRecent(key, windowStart, lockoutRules.maxFailures))[lockoutRules.maxFailures - 1]
        if (oldestCounted) lockedUntil = Math.max(lockedUntil, Date.parse(oldestCounted) + lockoutRules.windowMs)
      }
      return lockedUntil > at ? Math.max(1, Math.ceil((lockedUntil - at) / 1000)) : 0
    },

    /** Counts a failed second step toward the lockout, as a wrong password is counted. */
    async recordSecondStepFailure(username: string, clientAddress: string): Promise<void> {
      const keys = await throttleKeys(username, clientAddress)
      await loginFailures.record([keys.username, keys.address], now().toISOString())
    },

    /**
     * Opens a session for a sign-in completed another way (second step, passkey) and lifts the
     * failures counted against the username and the address; null when the account is gone.
     */
    async startSession(userId: string, clientAddress: string): Promise<{ user: AuthUser; sessionId: string } | null> {
      const user = await users.findById(userId)
      if (!user) return null
      const at = now()
      const keys = await throttleKeys(user.username, clientAddress)
      await loginFailures.clear([keys.username, keys.address])
      await sessions.deleteExpired(at.toISOString(), new Date(at.getTime() - sessionLimits.idleMs).toISOString())
      const sessionId = randomBytes(32).toString('base64url')
      await sessions.insert({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        createdAt: at.toISOString(),
        lastSeenAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + sessionLimits.absoluteMs).toISOString(),
      })
      return { user: toAuthUser(user), sessionId }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
