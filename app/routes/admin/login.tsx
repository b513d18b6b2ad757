import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser'
import { KeyRound, LockKeyhole } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PasswordInput } from '#app/components/admin/password-input.tsx'
import { SecondStepForm } from '#app/components/admin/second-step-form.tsx'
import { cancelPasskeyAutofill, signInWithPasskey } from '#app/admin-api/sign-in-steps.ts'
import { useWebAuthnSupport } from '#app/components/admin/use-webauthn-support.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/field.tsx'
import { forgetSignIn, rememberSignIn, safeRedirect, seemsSignedIn, signIn } from '#app/admin-api/session.ts'
import { adminUserSchema, type AdminUser } from '#shared/schemas/auth.ts'
import type { SecondStepMethod } from '#shared/schemas/security.ts'
import { paths } from '#shared/paths.ts'

export function meta() {
  return [{ title: 'Admin Login' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

/** /admin-login: username, password with a show/hide toggle, 'Sign In' (docs/product.md, *Sign-in*). */
export default function AdminLogin() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const target = safeRedirect(searchParams.get('redirectTo'))
  const expired = searchParams.get('reason') === 'expired'
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // Set once the password was right and a second step is due (the server keeps the rest).
  const [secondStep, setSecondStep] = useState<SecondStepMethod[] | null>(null)
  const canUsePasskeys = useWebAuthnSupport()
  const [passkeyBusy, setPasskeyBusy] = useState(false)

  const signedIn = (user: AdminUser) => {
    rememberSignIn(user)
    void navigate(target, { replace: true })
  }

  // Passkeys: a button, and where the browser can, the passkey offered among the username field's
  // suggestions (autofill) while the page is open.
  useEffect(() => {
    if (!canUsePasskeys) return
    let active = true
    void browserSupportsWebAuthnAutofill().then(async (autofill) => {
      if (!autofill || !active) return
      const result = await signInWithPasskey({ autofill: true })
      if (!active || !result) return
      if (result.ok) {
        rememberSignIn(result.user)
        void navigate(target, { replace: true })
      } else setError(result.error)
    })
    return () => {
      active = false
      cancelPasskeyAutofill()
    }
  }, [canUsePasskeys, navigate, target])

  const passkeySignIn = async () => {
    if (passkeyBusy || busy) return
    setPasskeyBusy(true)
    setError('')
    const result = await signInWithPasskey()
    if (result?.ok) return signedIn(result.user)
    setPasskeyBusy(false)
    if (result) setError(result.error)
  }

  // Someone already signed in goes straight on to the panel. The browser's flag only says whether
  // asking is worth it; the server's answer decides (and a stale flag is cleared).
  useEffect(() => {
    if (!seemsSignedIn()) return
    let cancelled = false
    fetch('/api/admin/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { user?: unknown } | null
        if (cancelled) return
        const user = adminUserSchema.safeParse(body?.user)
        if (response.ok && user.success) {
          rememberSignIn(user.data)
          void navigate(target, { replace: true })
        } else if (response.status === 401) {
          forgetSignIn()
        }
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [navigate, target])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!username.trim() || !password.trim()) {
      setError('Please enter your username and password.')
      return
    }
    setBusy(true)
    setError('')
    const result = await signIn(username, password)
    if (result.ok) return signedIn(result.user)
    setBusy(false)
    if (result.secondStep) {
      setPassword('')
      setSecondStep(result.secondStep)
      return
    }
    setError(result.error)
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <LockKeyhole aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-3 text-2xl font-semibold text-brand-800">Admin Login</h1>
            <p className="mt-1 text-sm text-muted">Sign in to manage your website.</p>
          </div>
          {expired ? (
            <p role="status" className="mt-5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              Your session has ended. Sign in again: any unsaved post is still kept in this browser.
            </p>
          ) : null}
          {secondStep ? (
            <SecondStepForm
              methods={secondStep}
              onSignedIn={signedIn}
              onRestart={() => {
                setSecondStep(null)
                setError('')
              }}
            />
          ) : (
            <>
              <form onSubmit={submit} className="mt-6 space-y-4" aria-describedby={error ? 'login-error' : undefined}>
                <div>
                  <Label htmlFor="username">Username</Label>
                  <Input
                    id="username"
                    name="username"
                    autoComplete="username webauthn"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                  />
                </div>
                <div>
                  <Label htmlFor="password">Password</Label>
                  <PasswordInput
                    id="password"
                    name="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </div>
                <div aria-live="assertive" id="login-error">
                  {error ? <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p> : null}
                </div>
                <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
                  {busy ? 'Signing in...' : 'Sign In'}
                </Button>
              </form>
              {canUsePasskeys ? (
                <>
                  <p className="my-4 flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-brand-100 after:h-px after:flex-1 after:bg-brand-100">
                    or
                  </p>
                  <Button variant="outline" className="w-full" disabled={passkeyBusy || busy} aria-busy={passkeyBusy} onClick={() => void passkeySignIn()}>
                    <KeyRound aria-hidden="true" className="size-4" />
                    {passkeyBusy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
                  </Button>
                </>
              ) : null}
            </>
          )}
        </div>
        <p className="mt-6 text-center">
          <Link to={paths.home} className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            ← Back to Website
          </Link>
        </p>
      </div>
    </main>
  )
}
