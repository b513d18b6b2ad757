import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { SecondStepMethod, SignInMethod, SignInOutcome } from '#shared/schemas/security.ts'
import { isUniqueViolation } from '../db/dialect.ts'
import type { SecondFactorRepo } from '../db/second-factors.ts'
import type { SessionRepo } from '../db/sessions.ts'
import type { SignInHistoryRepo } from '../db/sign-in-history.ts'
import type { UserRecord, UserRepo } from '../db/users.ts'
import { hashSessionId, sessionLimits, type AuthService, type AuthUser } from './auth-service.ts'
import {
  challengeOf,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
  type RelyingParty,
} from './passkeys.ts'
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts'
import { matchTotpStep, newTotpSecret, totpKeyUri, totpSecretForTyping } from './totp.ts'
import type { AttemptReservation } from './sign-in-guard.ts'
import { describeUserAgent } from './user-agent.ts'

export const twoStepRules = {
  /** How long a right password waits for its second step. */
  secondStepMs: 5 * 60_000,
  /** Wrong codes one waiting sign-in may take before the password must be given again. */
  maxFailuresPerSecondStep: 5,
  /** How long a WebAuthn challenge may be answered. */
  challengeMs: 5 * 60_000,
  /** Unanswered challenges of one kind kept at once (strangers may ask for sign-in ones). */
  maxWaitingChallenges: 200,
  maxPasskeys: 20,
  /** Sign-in history: kept this long, this many shown, never more than maxRows kept. */
  historyDays: 90,
  historyShown: 50,
  historyMaxRows: 1_000,
} as const

export interface TwoStepRepos {
  users: UserRepo
  sessions: SessionRepo
  secondFactors: SecondFactorRepo
  signInHistory: SignInHistoryRepo
}

export interface TwoStepOptions {
  now: () => Date
  /** The practice's name as saved now: the issuer shown in authenticator apps. */
  siteName: () => Promise<string>
}

/** Who asks and from where: the address only feeds the keyed lockout count, it is never stored. */
export interface Requester {
  clientAddress: string
  userAgent: string | undefined
  /** The browser's device token, if it sent one: its own lockout budget (sign-in-guard.ts). */
  deviceToken?: string
}

export type CompletionResult =
  | { outcome: 'signed-in'; user: AuthUser; sessionId: string; deviceToken: string }
  | { outcome: 'expired' }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'refused' }

/** Something the owner asked for that cannot be done; its message is for people. */
export class SecurityChangeError extends Error {
  readonly status: 400 | 404 | 409 | 429
  constructor(status: 400 | 404 | 409 | 429, message: string) {
    super(message)
    this.name = 'SecurityChangeError'
    this.status = status
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
/** What the Security section calls a session by: derived from the stored hash, never the cookie. */
const sessionRef = (idHash: string) => sha256(`session-ref\n${idHash}`).slice(0, 22)
const secondStepTokenPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * Two-step sign-in and the Security section: passkeys (also as a way in without a password),
 * authenticator-app codes, recovery codes, the second step after a right password, the owner's
 * sessions and her sign-in history. Everything is kept in the database, and each "use once" is a
 * single conditional write, so it holds across instances.
 */
export function createTwoStepService(repos: TwoStepRepos, auth: AuthService, options: TwoStepOptions) {
  const { users, sessions, secondFactors, signInHistory } = repos
  const { now, siteName } = options

  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString()

  async function isRequired(userId: string): Promise<boolean> {
    if ((await secondFactors.countPasskeys(userId)) > 0) return true
    return Boolean((await secondFactors.findTotp(userId))?.confirmedAt)
  }

  async function methodsFor(userId: string): Promise<SecondStepMethod[]> {
    const methods: SecondStepMethod[] = []
    if ((await secondFactors.countPasskeys(userId)) > 0) methods.push('passkey')
    if ((await secondFactors.findTotp(userId))?.confirmedAt) methods.push('authenticator-code')
    if ((await secondFactors.countUnusedRecoveryCodes(userId)) > 0) methods.push('recovery-code')
    return methods
  }

  async function record(userId: string, method: SignInMethod, outcome: SignInOutcome, userAgent: string | undefined): Promise<void> {
    const at = now()
    const keepSince = new Date(at.getTime() - twoStepRules.historyDays * 86_400_000).toISOString()
    await signInHistory.record({ userId, at: at.toISOString(), method, outcome, ...describeUserAgent(userAgent) }, keepSince, twoStepRules.historyMaxRows)
  }

  async function openSession(userId: string, method: SignInMethod, requester: Requester, reservation?: AttemptReservation): Promise<CompletionResult> {
    const opened = await auth.startSession(userId, reservation)
    if (!opened) return { outcome: 'expired' }
    await sessions.describe(hashSessionId(opened.sessionId), describeUserAgent(requester.userAgent))
    await record(userId, method, 'signed-in', requester.userAgent)
    return { outcome: 'signed-in', ...opened }
  }

  /** The waiting second step of a cookie value, or null (an expired one is deleted). */
  async function findWaiting(token: string | undefined) {
    if (!token || !secondStepTokenPattern.test(token)) return null
    const idHash = sha256(token)
    const step = await secondFactors.findSecondStep(idHash)
    if (!step) return null
    if (step.expiresAt <= iso()) {
      await secondFactors.deleteSecondStep(idHash)
      return null
    }
    const user = await users.findById(step.userId)
    return user ? { step, user } : null
  }

  /** A failed second step: its attempt stays counted toward the lockout, and against this wait. */
  async function failSecondStep(
    waiting: { step: { idHash: string }; user: UserRecord },
    method: SignInMethod,
    requester: Requester,
  ): Promise<CompletionResult> {
    await record(waiting.user.id, method, method === 'passkey' ? 'passkey-refused' : 'wrong-code', requester.userAgent)
    const failures = await secondFactors.countSecondStepFailure(waiting.step.idHash)
    if (failures >= twoStepRules.maxFailuresPerSecondStep) await secondFactors.deleteSecondStep(waiting.step.idHash)
    return { outcome: 'refused' }
  }

  /** Ends a waiting second step as it succeeds; false when another request already did. */
  const finishSecondStep = (idHash: string) => secondFactors.deleteSecondStep(idHash)

  /**
   * Completes the waiting sign-in of `token` with one second step. The attempt is counted before
   * `accepts` looks at what was sent, so guesses sent at once cannot pass the lockout; a refused
   * one counts against this wait too, an accepted one opens the session.
   */
  async function completeSecondStep(
    token: string | undefined,
    method: SecondStepMethod,
    requester: Requester,
    accepts: (user: UserRecord) => Promise<boolean>,
  ): Promise<CompletionResult> {
    const waiting = await findWaiting(token)
    if (!waiting) return { outcome: 'expired' }
    const { user, step } = waiting
    const attempt = await auth.reserveSecondStep(user.username, requester)
    if (!attempt.reserved) {
      await record(user.id, method, 'locked', requester.userAgent)
      return { outcome: 'locked', retryAfterSeconds: attempt.retryAfterSeconds }
    }
    if (!(await accepts(user))) return failSecondStep(waiting, method, requester)
    if (!(await finishSecondStep(step.idHash))) return { outcome: 'expired' }
    return openSession(user.id, method, requester, attempt.reservation)
  }

  async function newChallenge(purpose: 'register' | 'sign-in' | 'second-step', userId: string | null, challenge: string): Promise<void> {
    const stored = await secondFactors.insertChallenge(
      { challenge, purpose, userId, expiresAt: iso(twoStepRules.challengeMs) },
      iso(),
      twoStepRules.maxWaitingChallenges,
    )
    if (!stored) throw new SecurityChangeError(429, 'Too many passkey requests are waiting. Please try again in a few minutes.')
  }

  async function ownerOf(username: string): Promise<UserRecord> {
    const user = await users.findByUsername(username)
    if (!user) throw new SecurityChangeError(404, 'The account was not found')
    return user
  }

  /** Recovery codes go once no second step is left: they would only be a way around nothing. */
  async function dropRecoveryCodesIfNothingLeft(userId: string): Promise<void> {
    if (!(await isRequired(userId))) await secondFactors.deleteRecoveryCodes(userId)
  }

  return {
    isRequired,

    /** A right password with a second step set: starts the short wait for it (token for the cookie). */
    async beginSecondStep(userId: string): Promise<{ token: string; methods: SecondStepMethod[] }> {
      const token = randomBytes(32).toString('base64url')
      await secondFactors.insertSecondStep(
        { idHash: sha256(token), userId, failureCount: 0, createdAt: iso(), expiresAt: iso(twoStepRules.secondStepMs) },
        iso(),
      )
      return { token, methods: await methodsFor(userId) }
    },

    /** The methods a waiting second step may use, or null when there is none (or it expired). */
    async secondStepMethods(token: string | undefined): Promise<SecondStepMethod[] | null> {
      const waiting = await findWaiting(token)
      return waiting ? methodsFor(waiting.user.id) : null
    },

    /**
     * Writes a password sign-in into the account's history (attempts on unknown usernames belong
     * to no one and are not kept) and labels the new session with its browser and system.
     */
    async notePasswordSignIn(input: { username: string; outcome: SignInOutcome; sessionId?: string; userAgent: string | undefined }): Promise<void> {
      const user = await users.findByUsername(input.username.trim().toLowerCase())
      if (!user) return
      if (input.sessionId) await sessions.describe(hashSessionId(input.sessionId), describeUserAgent(input.userAgent))
      await record(user.id, 'password', input.outcome, input.userAgent)
    },

    /** Completes a waiting sign-in with an authenticator-app code or a recovery code. */
    async completeWithCode(
      token: string | undefined,
      input: { method: 'authenticator-code' | 'recovery-code'; code: string },
      requester: Requester,
    ): Promise<CompletionResult> {
      return completeSecondStep(token, input.method, requester, async (user) => {
        if (input.method === 'authenticator-code') {
          const totp = await secondFactors.findTotp(user.id)
          const matched = totp?.confirmedAt ? matchTotpStep(totp.secret, input.code, now()) : null
          // One write decides: a code already used (here or on another instance) is refused.
          return matched !== null && (await secondFactors.useTotpStep(user.id, matched))
        }
        const normalized = normalizeRecoveryCode(input.code)
        return normalized !== null && (await secondFactors.useRecoveryCode(user.id, hashRecoveryCode(normalized), iso()))
      })
    },

    /** Passkey options for a waiting second step (only the account's own passkeys), or null. */
    async secondStepPasskeyOptions(token: string | undefined, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
      const waiting = await findWaiting(token)
      if (!waiting) return null
      const passkeys = await secondFactors.listPasskeys(waiting.user.id)
      if (passkeys.length === 0) return null
      const options = await passkeyAuthenticationOptions(rp, passkeys, 'preferred')
      await newChallenge('second-step', waiting.user.id, options.challenge)
      return options
    },

    /** Completes a waiting sign-in with one of the account's passkeys. */
    async completeWithPasskey(
      token: string | undefined,
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
      requester: Requester,
    ): Promise<CompletionResult> {
      return completeSecondStep(token, 'passkey', requester, async (user) => {
        const challenge = challengeOf(response)
        const issued = challenge ? await secondFactors.takeChallenge(challenge, 'second-step', iso()) : null
        const passkey = await secondFactors.findPasskeyByCredentialId(response.id)
        if (!challenge || !issued || issued.userId !== user.id || !passkey || passkey.userId !== user.id) return false
        const counter = await verifyPasskeyAssertion(rp, response, challenge, passkey, false)
        return counter !== null && (await secondFactors.advancePasskeyCounter(passkey.id, passkey.counter, counter, iso()))
      })
    },

    /** Options for signing in with a passkey instead of a password (any of the site's passkeys). */
    async passkeySignInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await passkeyAuthenticationOptions(rp, null, 'required')
      await newChallenge('sign-in', null, options.challenge)
      return options
    },

    /**
     * Signs in with a passkey alone. The passkey needs the device's own check (fingerprint, face,
     * PIN), which makes it two steps in one.
     */
    async signInWithPasskey(response: AuthenticationResponseJSON, rp: RelyingParty, requester: Requester): Promise<CompletionResult> {
      const challenge = challengeOf(response)
      const issued = challenge ? await secondFactors.takeChallenge(challenge, 'sign-in', iso()) : null
      if (!challenge || !issued) return { outcome: 'expired' }
      const passkey = await secondFactors.findPasskeyByCredentialId(response.id)
      if (!passkey) return { outcome: 'refused' }
      const counter = await verifyPasskeyAssertion(rp, response, challenge, passkey, true)
      if (counter === null || !(await secondFactors.advancePasskeyCounter(passkey.id, passkey.counter, counter, iso()))) {
        await record(passkey.userId, 'passkey', 'passkey-refused', requester.userAgent)
        return { outcome: 'refused' }
      }
      return openSession(passkey.userId, 'passkey', requester)
    },

    /** Everything the Security section shows, for the signed-in owner. */
    async overview(username: string, currentSessionId: string | undefined) {
      const user = await ownerOf(username)
      const currentHash = currentSessionId ? hashSessionId(currentSessionId) : ''
      const totp = await secondFactors.findTotp(user.id)
      const at = now().getTime()
      return {
        passkeys: (await secondFactors.listPasskeys(user.id)).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
        authenticatorApp: { isEnabled: Boolean(totp?.confirmedAt), confirmedAt: totp?.confirmedAt ?? null },
        recoveryCodesLeft: await secondFactors.countUnusedRecoveryCodes(user.id),
        isTwoStepOn: await isRequired(user.id),
        sessions: (await sessions.listForUser(user.id))
          .filter((session) => Date.parse(session.expiresAt) > at && Date.parse(session.lastSeenAt) + sessionLimits.idleMs > at)
          .map((session) => ({
            id: sessionRef(session.idHash),
            browser: session.browser ?? 'Unknown browser',
            system: session.system ?? 'Unknown system',
            createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            isCurrent: session.idHash === currentHash,
          })),
        history: (await signInHistory.listRecent(user.id, twoStepRules.historyShown)).map(({ at: time, method, outcome, browser, system }) => ({
          at: time,
          method: method as SignInMethod,
          outcome: outcome as SignInOutcome,
          browser,
          system,
        })),
      }
    },

    async passkeyRegistrationOptions(username: string, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const user = await ownerOf(username)
      const existing = await secondFactors.listPasskeys(user.id)
      if (existing.length >= twoStepRules.maxPasskeys)
        throw new SecurityChangeError(409, `You have ${twoStepRules.maxPasskeys} passkeys, the most there can be. Remove one first.`)
      const options = await passkeyRegistrationOptions(rp, { id: user.id, username: user.username, displayName: user.displayName }, existing)
      await newChallenge('register', user.id, options.challenge)
      return options
    },

    async addPasskey(username: string, name: string, response: RegistrationResponseJSON, rp: RelyingParty) {
      const user = await ownerOf(username)
      const challenge = challengeOf(response)
      const issued = challenge ? await secondFactors.takeChallenge(challenge, 'register', iso()) : null
      if (!challenge || !issued || issued.userId !== user.id) {
        throw new SecurityChangeError(400, 'This passkey request has expired or was already used. Please try again.')
      }
      if ((await secondFactors.countPasskeys(user.id)) >= twoStepRules.maxPasskeys) {
        throw new SecurityChangeError(409, `You have ${twoStepRules.maxPasskeys} passkeys, the most there can be. Remove one first.`)
      }
      const credential = await verifyPasskeyRegistration(rp, response, challenge)
      if (!credential) throw new SecurityChangeError(400, 'The passkey could not be checked. Please try again.')
      const passkey = { id: randomUUID(), userId: user.id, name, createdAt: iso(), lastUsedAt: null, ...credential }
      try {
        await secondFactors.insertPasskey(passkey)
      } catch (error) {
        if (isUniqueViolation(error)) throw new SecurityChangeError(409, 'This passkey is already added.')
        throw error
      }
      return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null }
    },

    async removePasskey(username: string, id: string): Promise<void> {
      const user = await ownerOf(username)
      if (!(await secondFactors.deletePasskey(user.id, id))) throw new SecurityChangeError(404, 'Passkey not found')
      await dropRecoveryCodesIfNothingLeft(user.id)
    },

    /** Starts setting up an authenticator app: a new secret, unconfirmed until a code is typed. */
    async startAuthenticatorSetup(username: string): Promise<{ uri: string; secret: string }> {
      const user = await ownerOf(username)
      const secret = newTotpSecret()
      if ((await secondFactors.findTotp(user.id))?.confirmedAt) {
        throw new SecurityChangeError(409, 'An authenticator app is already set up. Remove it first to set up another.')
      }
      try {
        await secondFactors.putPendingTotp(user.id, secret, iso())
      } catch (error) {
        // Another window started (or finished) setting up at the same moment.
        if (isUniqueViolation(error)) throw new SecurityChangeError(409, 'The authenticator app is being set up in another window. Please try again.')
        throw error
      }
      return { uri: totpKeyUri(secret, await siteName(), user.username), secret: totpSecretForTyping(secret) }
    },

    /** Confirms the app with a code from it; returns ten new recovery codes, shown this once. */
    async confirmAuthenticator(username: string, code: string): Promise<string[]> {
      const user = await ownerOf(username)
      const totp = await secondFactors.findTotp(user.id)
      if (!totp || totp.confirmedAt) throw new SecurityChangeError(409, 'Start setting up the authenticator app again.')
      const step = matchTotpStep(totp.secret, code, now())
      if (step === null) throw new SecurityChangeError(400, 'That code is not right. Check the time on your phone and try the newest code.')
      if (!(await secondFactors.confirmTotp(user.id, totp.secret, step, iso())))
        throw new SecurityChangeError(409, 'Start setting up the authenticator app again.')
      return this.newRecoveryCodes(username)
    },

    async removeAuthenticator(username: string): Promise<void> {
      const user = await ownerOf(username)
      if (!(await secondFactors.deleteTotp(user.id))) throw new SecurityChangeError(404, 'No authenticator app is set up')
      await dropRecoveryCodesIfNothingLeft(user.id)
    },

    /** Ten new recovery codes (the old ones stop working); only while a second step is set. */
    async newRecoveryCodes(username: string): Promise<string[]> {
      const user = await ownerOf(username)
      if (!(await isRequired(user.id))) throw new SecurityChangeError(409, 'Add a passkey or an authenticator app first.')
      const codes = generateRecoveryCodes()
      await secondFactors.replaceRecoveryCodes(
        user.id,
        codes.map((code) => ({ id: randomUUID(), codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!) })),
        iso(),
      )
      return codes
    },

    /** Signs one session out (found by the reference the Security section shows). */
    async endSession(username: string, ref: string): Promise<void> {
      const user = await ownerOf(username)
      const session = (await sessions.listForUser(user.id)).find((candidate) => sessionRef(candidate.idHash) === ref)
      if (!session) throw new SecurityChangeError(404, 'Session not found')
      await sessions.delete(session.idHash)
    },

    /** 'Sign out everywhere else': every session of the account but the current one. */
    async endOtherSessions(username: string, currentSessionId: string): Promise<number> {
      const user = await ownerOf(username)
      return sessions.deleteForUserExcept(user.id, hashSessionId(currentSessionId))
    },

    /**
     * `npm run admin:password -- --reset-two-step`: removes every passkey, the authenticator app
     * and the recovery codes of the account (the named one, or the only one); null when there is none.
     */
    async resetTwoStep(usernameGiven?: string) {
      const wanted = usernameGiven?.trim().toLowerCase() || undefined
      const accounts = await users.listAll()
      const user = wanted ? accounts.find((account) => account.username === wanted) : accounts[0]
      if (!user) return null
      return { username: user.username, ...(await secondFactors.deleteAllForUser(user.id)) }
    },

    /** Deletes history lines past the retention (also done at each write). */
    async pruneHistory(): Promise<number> {
      return signInHistory.deleteBefore(new Date(now().getTime() - twoStepRules.historyDays * 86_400_000).toISOString())
    },
  }
}

export type TwoStepService = ReturnType<typeof createTwoStepService>
