import { Router, type Request, type Response } from 'express'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'
import {
  addPasskeyInputSchema,
  confirmTotpInputSchema,
  passkeySignInInputSchema,
  secondStepCodeInputSchema,
  type SecondStepMethod,
} from '#shared/schemas/security.ts'
import { readDeviceCookie } from '../auth/device-cookie.ts'
import { readSecondStepCookie, secondStepCookieName, secondStepCookieOptions } from '../auth/second-step-cookie.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { SecurityChangeError, type CompletionResult, type Requester } from '../auth/two-step.ts'
import type { RelyingParty } from '../auth/passkeys.ts'
import { HttpError } from '../http/errors.ts'
import { adminOf } from '../http/require-admin.ts'
import { requireJson } from '../http/same-origin.ts'
import { parseBody, parseValue } from '../http/validate.ts'
import { siteOrigin } from '../http/site-origin.ts'
import type { ApiDeps } from './deps.ts'
import { answerLocked, answerSignedIn } from './sign-in-answers.ts'

const expiredMessage = 'Your sign-in has expired. Please enter your password again.'
const refusedCode = 'That code is not right. Please try again.'
const refusedPasskey = 'That passkey could not be used to sign in. Please try again.'

/** The passkeys' site: this origin, named as the practice is saved now. */
const relyingParty = async (deps: ApiDeps, req: Request): Promise<RelyingParty> => ({
  origin: siteOrigin(deps.env, req),
  name: (await deps.services.settings.practice()).practiceName,
})
const requesterOf = (req: Request): Requester => ({
  clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
  userAgent: req.get('user-agent'),
  deviceToken: readDeviceCookie(req.get('cookie'), req.secure),
})

/** Parses a sign-in body, answering the login's own 400 shape ({success:false, error}) when it is wrong. */
function parseSignInBody<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | null {
  const parsed = schema.safeParse(req.body)
  if (parsed.success) return parsed.data
  res.status(400).json({ success: false, error: parsed.error.issues[0]?.message ?? 'The request is malformed' })
  return null
}

/**
 * The ways in beside the password, under /admin/login (no session needed): the second step
 * after a right password (a code, a recovery code or a passkey), and signing in with a passkey
 * alone. Answers have the login's shape: {success, user} or {success:false, error}.
 */
export function signInStepsRouter(deps: ApiDeps) {
  const { services } = deps
  const router = Router()

  const clearSecondStep = (req: Request, res: Response) => {
    const { maxAge: _maxAge, ...options } = secondStepCookieOptions(req.secure)
    res.clearCookie(secondStepCookieName(req.secure), options)
  }

  /** Answers a completed (or refused) second step or passkey sign-in. */
  async function answer(req: Request, res: Response, result: CompletionResult, refusedMessage: string): Promise<void> {
    if (result.outcome === 'signed-in') {
      clearSecondStep(req, res)
      await answerSignedIn(deps, req, res, result)
      return
    }
    if (result.outcome === 'locked') {
      answerLocked(res, result.retryAfterSeconds)
      return
    }
    if (result.outcome === 'expired') clearSecondStep(req, res)
    res.status(401).json({ success: false, error: result.outcome === 'expired' ? expiredMessage : refusedMessage })
  }

  const secondStepToken = (req: Request) => readSecondStepCookie(req.get('cookie'), req.secure)

  router.get('/login/second-step', async (req, res) => {
    const methods = await services.twoStep.secondStepMethods(secondStepToken(req))
    if (!methods) {
      res.status(401).json({ success: false, error: expiredMessage })
      return
    }
    res.json({ methods: methods satisfies SecondStepMethod[] })
  })

  router.post('/login/second-step/code', requireJson, async (req, res) => {
    const input = parseSignInBody(secondStepCodeInputSchema, req, res)
    if (!input) return
    const result = await services.twoStep.completeWithCode(secondStepToken(req), input, requesterOf(req))
    await answer(req, res, result, refusedCode)
  })

  router.post('/login/second-step/passkey/options', requireJson, async (req, res) => {
    const options = await services.twoStep.secondStepPasskeyOptions(secondStepToken(req), await relyingParty(deps, req))
    if (!options) {
      res.status(401).json({ success: false, error: expiredMessage })
      return
    }
    res.json(options)
  })

  router.post('/login/second-step/passkey', requireJson, async (req, res) => {
    const input = parseSignInBody(passkeySignInInputSchema, req, res)
    if (!input) return
    const response = input.response as AuthenticationResponseJSON
    const result = await services.twoStep.completeWithPasskey(secondStepToken(req), response, await relyingParty(deps, req), requesterOf(req))
    await answer(req, res, result, refusedPasskey)
  })

  router.post('/login/passkey/options', requireJson, async (req, res) => {
    try {
      res.json(await services.twoStep.passkeySignInOptions(await relyingParty(deps, req)))
    } catch (error) {
      if (!(error instanceof SecurityChangeError)) throw error
      res.status(error.status).json({ success: false, error: error.message })
    }
  })

  router.post('/login/passkey', requireJson, async (req, res) => {
    const input = parseSignInBody(passkeySignInInputSchema, req, res)
    if (!input) return
    const result = await services.twoStep.signInWithPasskey(input.response as AuthenticationResponseJSON, await relyingParty(deps, req), requesterOf(req))
    if (result.outcome === 'expired') {
      res.status(401).json({ success: false, error: 'This passkey request has expired or was already used. Please try again.' })
      return
    }
    await answer(req, res, result, refusedPasskey)
  })

  return router
}

const idSchema = z.string().min(1).max(100)

/** Errors the owner can act on, as the API's envelope. */
function toHttpError(error: unknown): never {
  if (!(error instanceof SecurityChangeError)) throw error
  const code = ({ 400: 'invalid_input', 404: 'not_found', 409: 'conflict', 429: 'rate_limited' } as const)[error.status]
  throw new HttpError(error.status, code, error.message)
}

/** The Security section's endpoints, under /admin/security (behind a live session). */
export function securityRouter(deps: ApiDeps) {
  const { services } = deps
  const router = Router()
  const owner = (res: Response) => adminOf(res).username
  const currentSession = (req: Request) => readSessionCookie(req.get('cookie'), req.secure)

  router.get('/', async (req, res) => {
    res.json(await services.twoStep.overview(owner(res), currentSession(req)).catch(toHttpError))
  })

  router.post('/passkeys/options', async (req, res) => {
    res.json(await services.twoStep.passkeyRegistrationOptions(owner(res), await relyingParty(deps, req)).catch(toHttpError))
  })

  router.post('/passkeys', async (req, res) => {
    const input = parseBody(addPasskeyInputSchema, req)
    const passkey = await services.twoStep
      .addPasskey(owner(res), input.name, input.response as RegistrationResponseJSON, await relyingParty(deps, req))
      .catch(toHttpError)
    res.status(201).json(passkey)
  })

  router.delete('/passkeys/:id', async (req, res) => {
    await services.twoStep.removePasskey(owner(res), parseValue(idSchema, req.params.id)).catch(toHttpError)
    res.status(204).end()
  })

  router.post('/authenticator', async (_req, res) => {
    res.json(await services.twoStep.startAuthenticatorSetup(owner(res)).catch(toHttpError))
  })

  router.post('/authenticator/confirm', async (req, res) => {
    const { code } = parseBody(confirmTotpInputSchema, req)
    res.json({ recoveryCodes: await services.twoStep.confirmAuthenticator(owner(res), code).catch(toHttpError) })
  })

  router.delete('/authenticator', async (_req, res) => {
    await services.twoStep.removeAuthenticator(owner(res)).catch(toHttpError)
    res.status(204).end()
  })

  router.post('/recovery-codes', async (_req, res) => {
    res.json({ recoveryCodes: await services.twoStep.newRecoveryCodes(owner(res)).catch(toHttpError) })
  })

  router.delete('/sessions/:id', async (req, res) => {
    await services.twoStep.endSession(owner(res), parseValue(idSchema, req.params.id)).catch(toHttpError)
    res.status(204).end()
  })

  router.post('/sessions/sign-out-others', async (req, res) => {
    const current = currentSession(req)
    if (!current) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue')
    res.json({ ended: await services.twoStep.endOtherSessions(owner(res), current) })
  })

  return router
}
