import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { isUniqueViolation } from '../db/dialect.ts'
import type { LoginAttemptRepo } from '../db/login-attempts.ts'
import type { ServerSecretRepo } from '../db/server-secrets.ts'
import type { SessionRepo } from '../db/sessions.ts'
import type { UserRecord, UserRepo } from '../db/users.ts'
import {
  checkNewPassword,
  currentScryptParams,
  HashCancelledError,
  HashQueueFullError,
  hashPassword,
  maxWaitingChecks,
  needsRehash,
  unmatchableHash,
  verifyPassword,
  type ScryptParams,
} from './password.ts'
import { createSignInGuard, type AttemptReservation, type LockScope, type ReserveResult } from './sign-in-guard.ts'

export { deviceRules, lockoutRules, type LockScope } from './sign-in-guard.ts'

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

/** How long a sign-in refused because too many checks wait asks the browser to wait. */
export const busyRetryAfterSeconds = 5

export type LoginResult =
  | { outcome: 'signed-in'; user: AuthUser; sessionId: string; deviceToken: string }
  | { outcome: 'invalid'; lockoutStarted: LockScope[] }
  | { outcome: 'locked'; retryAfterSeconds: number }
  /** The password was right, but a second step is set: no session yet (server/auth/two-step.ts). */
  | { outcome: 'second-step'; userId: string }
  /** Too many password checks waiting in this process: refused without checking. */
  | { outcome: 'busy'; retryAfterSeconds: number }
  /** The client left before its password was checked. */
  | { outcome: 'abandoned' }

export interface AuthRepos {
  users: UserRepo
  sessions: SessionRepo
  loginAttempts: LoginAttemptRepo
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
 * The admin account, its sessions and the sign-in lockout (server/auth/sign-in-guard.ts). Session
 * ids are 256 random bits and only their SHA-256 is stored; attempts are counted under HMACs (key
 * kept in the database) of the username, the client address or a device token, so no address is
 * ever stored.
 */
export function createAuthService(repos: AuthRepos, options: AuthServiceOptions) {
  const { users, sessions } = repos
  const { now, displayName } = options
  const hashParams = options.hashParams ?? currentScryptParams
  const guard = createSignInGuard(repos, { now })
  // Made at start and without hashing, so an unknown username costs exactly one check, the first as much as the rest.
  const dummyHash = unmatchableHash(hashParams)

  const toAuthUser = (user: UserRecord): AuthUser => ({ username: user.username, name: user.displayName })

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

  /** A new session for the user (expired ones are cleared first); its id, which only the browser keeps. */
  async function openSession(userId: string, at: Date): Promise<string> {
    await sessions.deleteExpired(at.toISOString(), new Date(at.getTime() - sessionLimits.idleMs).toISOString())
    const sessionId = randomBytes(32).toString('base64url')
    await sessions.insert({
      idHash: hashSessionId(sessionId),
      userId,
      createdAt: at.toISOString(),
      lastSeenAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + sessionLimits.absoluteMs).toISOString(),
    })
    return sessionId
  }

  return {
    /** The lockout itself, for other sign-in steps that must count their failures the same way. */
    guard,

    /**
     * Checks a sign-in. The attempt is counted first (sign-in-guard.ts): while the username or
     * the address (or, with a valid device token, the token) has no attempt left in the last
     * fifteen minutes the answer is 'locked', whatever the password, and nothing is hashed.
     */
    async login({
      username,
      password,
      clientAddress,
      deviceToken,
      signal,
    }: {
      username: string
      password: string
      clientAddress: string
      /** The browser's device token, if it sent one. */
      deviceToken?: string
      /** Aborted when the client leaves: an attempt still waiting to be checked is dropped. */
      signal?: AbortSignal
    }): Promise<LoginResult> {
      const at = now()
      const name = username.trim().toLowerCase()
      await guard.forgetOld()
      const deviceId = await guard.checkDeviceToken(deviceToken, name)
      const attempt = await guard.reserveAttempt({ username: name, clientAddress, deviceId })
      if (!attempt.reserved) return { outcome: 'locked', retryAfterSeconds: attempt.retryAfterSeconds }
      const { reservation } = attempt

      let matches: boolean
      let user: UserRecord | null | undefined
      try {
        user = await users.findByUsername(name)
        // An unknown username costs the same check as a known one, so timing tells nothing.
        matches = await verifyPassword(password, user?.passwordHash ?? dummyHash, { maxWaiting: maxWaitingChecks, priority: deviceId !== undefined, signal })
      } catch (error) {
        await guard.releaseAttempt(reservation)
        if (error instanceof HashQueueFullError) return { outcome: 'busy', retryAfterSeconds: busyRetryAfterSeconds }
        if (error instanceof HashCancelledError) return { outcome: 'abandoned' }
        throw error
      }
      if (!user || !matches) return { outcome: 'invalid', lockoutStarted: reservation.fills }

      // With a second step set, the password alone opens nothing. This attempt was no failure, so
      // it gives its slot back; the failures counted before it stay until the second step is done.
      if (await options.requiresSecondStep?.(user.id)) {
        await guard.releaseAttempt(reservation)
        return { outcome: 'second-step', userId: user.id }
      }

      await guard.clearAttempts(reservation)
      if (needsRehash(user.passwordHash, hashParams)) await setHash(user, password)
      const sessionId = await openSession(user.id, at)
      return { outcome: 'signed-in', user: toAuthUser(user), sessionId, deviceToken: await guard.issueDeviceToken(name) }
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
      await guard.clearUsername(username)
      if (!existing) {
        await createAccount(username, chosen)
        return { username, created: true, sessionsEnded: 0 }
      }
      await setHash(existing, chosen)
      return { username, created: false, sessionsEnded: await sessions.deleteForUser(existing.id) }
    },

    // The second step of sign-in (server/auth/two-step.ts) shares the lockout with passwords: each
    // attempt is counted before its code or passkey is checked, under the same keys.

    /**
     * Counts a second-step attempt before it is checked, as a password attempt is counted: under
     * the browser's device token when it holds a valid one for `username`, else under the username
     * and the address. Refused while any of them has no attempt left.
     */
    async reserveSecondStep(username: string, requester: { clientAddress: string; deviceToken?: string }): Promise<ReserveResult> {
      const deviceId = await guard.checkDeviceToken(requester.deviceToken, username)
      return guard.reserveAttempt({ username, clientAddress: requester.clientAddress, deviceId })
    },

    /**
     * Opens a session for a sign-in completed another way (second step, passkey); with the
     * reservation of a second-step attempt, forgets the failures counted under its keys. Null when
     * the account is gone. Issues a device token, as a password sign-in does.
     */
    async startSession(userId: string, reservation?: AttemptReservation): Promise<{ user: AuthUser; sessionId: string; deviceToken: string } | null> {
      const user = await users.findById(userId)
      if (!user) return null
      const at = now()
      if (reservation) await guard.clearAttempts(reservation)
      const sessionId = await openSession(user.id, at)
      return { user: toAuthUser(user), sessionId, deviceToken: await guard.issueDeviceToken(user.username) }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
