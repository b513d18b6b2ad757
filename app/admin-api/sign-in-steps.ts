import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser'
import { loginResponseSchema, type AdminUser } from '#shared/schemas/auth.ts'
import type { SecondStepMethod } from '#shared/schemas/security.ts'

// Sign-in beside the password: a passkey alone, or the second step after a right password. The
// server keeps the waiting second step; the browser holds only its HttpOnly cookie.

export type StepResult = { ok: true; user: AdminUser } | { ok: false; error: string; expired?: boolean }

const unreachable = 'Unable to connect to server. Please try again.'
type RequestOptionsJSON = Parameters<typeof startAuthentication>[0]['optionsJSON']

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function readAnswer(response: Response): Promise<StepResult> {
  const parsed = loginResponseSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { ok: false, error: unreachable }
  if (response.ok && parsed.data.success && parsed.data.user) return { ok: true, user: parsed.data.user }
  return {
    ok: false,
    error: parsed.data.error || 'Sign-in failed. Please try again.',
    expired: response.status === 401 && /expired/.test(parsed.data.error ?? ''),
  }
}

/** What the browser says when the person closed its passkey prompt, in plain words. */
function describePasskeyError(error: unknown): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed before it finished. Please try again.'
  if (name === 'SecurityError') return 'Passkeys need this site’s own address (set SITE_URL to it).'
  return 'This browser could not use a passkey here. Please try again or use your password.'
}

/**
 * Signs in with a passkey alone. With `autofill`, waits quietly for the owner to pick a passkey
 * from the username field's suggestions (resolves null if that wait is given up).
 */
export async function signInWithPasskey({ autofill = false }: { autofill?: boolean } = {}): Promise<StepResult | null> {
  let optionsJSON: RequestOptionsJSON
  try {
    const response = await post('/api/admin/login/passkey/options')
    if (!response.ok) return readAnswer(response)
    optionsJSON = (await response.json()) as RequestOptionsJSON
  } catch {
    return autofill ? null : { ok: false, error: unreachable }
  }
  let answer: Awaited<ReturnType<typeof startAuthentication>>
  try {
    answer = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
  } catch (error) {
    return autofill ? null : { ok: false, error: describePasskeyError(error) }
  }
  try {
    return await readAnswer(await post('/api/admin/login/passkey', { response: answer }))
  } catch {
    return { ok: false, error: unreachable }
  }
}

/** Stops a passkey autofill wait (before another ceremony or when leaving the page). */
export function cancelPasskeyAutofill(): void {
  WebAuthnAbortService.cancelCeremony()
}

/** The methods the waiting second step offers, or null when it has expired. */
export async function secondStepMethods(): Promise<SecondStepMethod[] | null> {
  try {
    const response = await fetch('/api/admin/login/second-step', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    if (!response.ok) return null
    return ((await response.json()) as { methods: SecondStepMethod[] }).methods
  } catch {
    return null
  }
}

export async function completeWithCode(method: 'authenticator-code' | 'recovery-code', code: string): Promise<StepResult> {
  try {
    return await readAnswer(await post('/api/admin/login/second-step/code', { method, code }))
  } catch {
    return { ok: false, error: unreachable }
  }
}

export async function completeWithPasskey(): Promise<StepResult> {
  let optionsJSON: RequestOptionsJSON
  try {
    const response = await post('/api/admin/login/second-step/passkey/options')
    if (!response.ok) return readAnswer(response)
    optionsJSON = (await response.json()) as RequestOptionsJSON
  } catch {
    return { ok: false, error: unreachable }
  }
  let answer: Awaited<ReturnType<typeof startAuthentication>>
  try {
    answer = await startAuthentication({ optionsJSON })
  } catch (error) {
    return { ok: false, error: describePasskeyError(error) }
  }
  try {
    return await readAnswer(await post('/api/admin/login/second-step/passkey', { response: answer }))
  } catch {
    return { ok: false, error: unreachable }
  }
}
