import { queryOptions } from '@tanstack/react-query'
import { clearDraft } from '#app/components/admin/post-draft.ts'
import { adminUserSchema, loginResponseSchema, type AdminUser } from '#shared/schemas/auth.ts'
import type { SecondStepMethod } from '#shared/schemas/security.ts'
import { paths } from '#shared/paths.ts'
import { apiRequest, getQueryFn } from './client.ts'

// The browser-side flag the panel has always set at sign-in. It only mirrors: the server decides who
// is signed in, and the panel asks it (GET /api/admin/me) before showing anything.
const flagKey = 'adminAuth'
const userKey = 'adminUser'

export function rememberSignIn(user: AdminUser): void {
  localStorage.setItem(flagKey, 'true')
  localStorage.setItem(userKey, JSON.stringify(user))
}

/** Whether this browser believes it is signed in (only a hint: the server decides). */
export function seemsSignedIn(): boolean {
  try {
    return localStorage.getItem(flagKey) === 'true'
  } catch {
    return false
  }
}

export function forgetSignIn(): void {
  localStorage.removeItem(flagKey)
  localStorage.removeItem(userKey)
}

export const meQueryKey = ['/api/admin/me'] as const

/** The signed-in user, or null when the server says there is no live session. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (context) => {
    const body = await getQueryFn<{ user: unknown }>({ on401: 'returnNull' })(context)
    return body ? adminUserSchema.parse(body.user) : null
  },
})

/** A post's preview address, as the login page may return to it. */
const previewPath = new RegExp(`^${paths.adminPanel}/preview/[A-Za-z0-9-]{1,100}$`)

/** Where the login page may send the owner after signing in: the panel or a preview only (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (target && previewPath.test(target)) return target
  return target && (target === paths.adminPanel || target.startsWith(`${paths.adminPanel}?`)) ? target : paths.adminPanel
}

/** `secondStep`: the password was right, and these second steps may complete the sign-in. */
export type SignInResult = { ok: true; user: AdminUser } | { ok: false; error: string; secondStep?: SecondStepMethod[] }

const unreachable = 'Unable to connect to server. Please try again.'

/**
 * Signs in (docs/product.md, *Sign-in*): trims both fields; on success=false shows the server's text,
 * or 'Invalid username or password' when it has none; a network or parse failure gives the
 * 'Unable to connect' text.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  let response: Response
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: username.trim(), password: password.trim() }),
    })
  } catch {
    return { ok: false, error: unreachable }
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { ok: false, error: unreachable }
  }
  const parsed = loginResponseSchema.safeParse(body)
  if (!parsed.success) return { ok: false, error: unreachable }
  if (parsed.data.success && parsed.data.user && response.ok) return { ok: true, user: parsed.data.user }
  if (parsed.data.secondStep && response.ok) return { ok: false, error: parsed.data.error ?? '', secondStep: parsed.data.secondStep.methods }
  return { ok: false, error: parsed.data.error || 'Invalid username or password' }
}

/**
 * Ends the session on the server (errors ignored: the browser forgets it either way) and clears
 * the unsaved-post copy here, since browsers honour the server's Clear-Site-Data only on secure
 * origins.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/admin/logout')
  } catch {
    // already signed out, or offline: the local flag is removed regardless
  }
  clearDraft()
  forgetSignIn()
}
