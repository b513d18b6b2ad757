import { Router } from 'express'
import { loginInputSchema } from '#shared/schemas/auth.ts'
import { lockoutRules } from '../auth/auth-service.ts'
import { readDeviceCookie } from '../auth/device-cookie.ts'
import { sessionCookieName, sessionCookieOptions, readSessionCookie } from '../auth/session-cookie.ts'
import { secondStepCookieName, secondStepCookieOptions } from '../auth/second-step-cookie.ts'
import { adminOf, requireAdmin } from '../http/require-admin.ts'
import { requireJson } from '../http/same-origin.ts'
import type { ApiDeps } from './deps.ts'
import { answerLocked, answerSignedIn } from './sign-in-answers.ts'

const invalidCredentials = 'Invalid username or password'

/**
 * Sign-in, the current user and sign-out, under /admin. Login answers its own fixed body
 * ({success, user} or {success:false, error}) rather than the usual error envelope, for every
 * outcome: 200, 400, 401 and 429.
 */
export function authRouter(deps: ApiDeps) {
  const { services, logger } = deps
  const router = Router()

  router.post('/login', requireJson, async (req, res) => {
    const parsed = loginInputSchema.safeParse(req.body)
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? 'Username and password are required'
      res.status(400).json({ success: false, error })
      return
    }
    const secure = req.secure
    // A client that leaves while its attempt waits for a hashing slot is dropped from the queue.
    const left = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) left.abort()
    })
    if (req.socket.destroyed) left.abort()
    const result = await services.auth.login({
      ...parsed.data,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
      deviceToken: readDeviceCookie(req.get('cookie'), secure),
      signal: left.signal,
    })

    if (result.outcome === 'abandoned') return
    if (result.outcome === 'busy') {
      res
        .status(429)
        .set('Retry-After', String(result.retryAfterSeconds))
        .json({ success: false, error: 'Too many sign-in attempts at once. Please try again in a few seconds.' })
      return
    }
    // The account's sign-in history (server/auth/two-step.ts); no address is written. Attempts
    // that were never checked (busy, abandoned) are not part of it.
    await services.twoStep.notePasswordSignIn({
      username: parsed.data.username,
      outcome: ({ 'signed-in': 'signed-in', 'second-step': 'second-step-asked', invalid: 'wrong-password', locked: 'locked' } as const)[result.outcome],
      sessionId: result.outcome === 'signed-in' ? result.sessionId : undefined,
      userAgent: req.get('user-agent'),
    })
    if (result.outcome === 'locked') {
      answerLocked(res, result.retryAfterSeconds)
      return
    }
    if (result.outcome === 'invalid') {
      // The address is never logged; the lockout is the event worth a look.
      for (const scope of result.lockoutStarted) {
        logger.warn({ scope, lockedForMinutes: lockoutRules.windowMs / 60_000, requestId: res.locals.requestId }, 'sign-in locked after repeated failures')
      }
      res.status(401).json({ success: false, error: invalidCredentials })
      return
    }
    if (result.outcome === 'second-step') {
      // No session yet: the browser gets only the id of a short wait for the second step.
      const { token, methods } = await services.twoStep.beginSecondStep(result.userId)
      res.cookie(secondStepCookieName(secure), token, secondStepCookieOptions(secure))
      res.json({ success: false, secondStep: { methods }, error: 'Your password is right. Now confirm it is you with your second step.' })
      return
    }
    await answerSignedIn(deps, req, res, result)
  })

  const signedIn = requireAdmin(deps)

  router.get('/me', signedIn, (_req, res) => {
    res.json({ user: adminOf(res) })
  })

  // Open to any browser, signed in or not (an expired session must still be able to forget):
  // it only ever ends the session it names. Same-origin is checked by the admin router.
  router.post('/logout', requireJson, async (req, res) => {
    const secure = req.secure
    res.set('Cache-Control', 'no-store')
    await services.auth.logout(readSessionCookie(req.get('cookie'), secure))
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(secure)
    res.clearCookie(sessionCookieName(secure), options)
    // Browsers honour this on secure origins (HTTPS, localhost): it wipes the panel's storage
    // (the unsaved-post copy too; the panel also clears that itself). Not "cookies": that would
    // drop the device token, which must outlive the session (docs/decisions/008).
    res.set('Clear-Site-Data', '"storage"')
    res.status(204).end()
  })

  return router
}
