import { KeyRound } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { completeWithCode, completeWithPasskey, type StepResult } from '#app/admin-api/sign-in-steps.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/field.tsx'
import type { AdminUser } from '#shared/schemas/auth.ts'
import type { SecondStepMethod } from '#shared/schemas/security.ts'

type Mode = 'authenticator-code' | 'recovery-code' | 'passkey'

export interface SecondStepFormProps {
  methods: SecondStepMethod[]
  onSignedIn: (user: AdminUser) => void
  /** Back to the password (the waiting sign-in expired, or the owner wants to start again). */
  onRestart: () => void
}

/** After a right password: the second step, with a passkey, an app code or a recovery code. */
export function SecondStepForm({ methods, onSignedIn, onRestart }: SecondStepFormProps) {
  const [mode, setMode] = useState<Mode>(() =>
    methods.includes('authenticator-code') ? 'authenticator-code' : methods.includes('passkey') ? 'passkey' : 'recovery-code',
  )
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [expired, setExpired] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const finish = (result: StepResult) => {
    if (result.ok) return onSignedIn(result.user)
    setBusy(false)
    setError(result.error)
    setExpired(Boolean(result.expired))
  }

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || mode === 'passkey') return
    const typed = code.trim()
    if (mode === 'authenticator-code' && !/^\d{6}$/.test(typed.replace(/\s+/g, ''))) return setError('Enter the six-digit code your app shows.')
    if (mode === 'recovery-code' && !typed) return setError('Enter one of your recovery codes.')
    setBusy(true)
    setError('')
    finish(await completeWithCode(mode, typed))
  }

  const confirmWithPasskey = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    finish(await completeWithPasskey())
  }

  const switchTo = (next: Mode) => {
    setMode(next)
    setCode('')
    setError('')
  }

  const others = (['passkey', 'authenticator-code', 'recovery-code'] as const).filter((method) => method !== mode && methods.includes(method))
  const switchLabels: Record<Mode, string> = {
    passkey: 'Use your passkey instead',
    'authenticator-code': 'Use your authenticator app instead',
    'recovery-code': 'Use a recovery code instead',
  }

  return (
    <div className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        Confirm it is you
      </h2>
      <p className="mt-1 text-sm text-muted">Your password is right. One more step to sign in.</p>
      {expired ? null : mode === 'passkey' ? (
        <div className="mt-4">
          <Button className="w-full" disabled={busy} aria-busy={busy} onClick={() => void confirmWithPasskey()}>
            <KeyRound aria-hidden="true" className="size-4" />
            {busy ? 'Waiting for your passkey...' : 'Use your passkey'}
          </Button>
        </div>
      ) : (
        <form onSubmit={submitCode} noValidate className="mt-4 space-y-4" aria-describedby={error ? 'second-step-error' : undefined}>
          <div>
            <Label htmlFor="second-step-code">{mode === 'authenticator-code' ? 'Code from your authenticator app' : 'Recovery code'}</Label>
            <Input
              id="second-step-code"
              name="code"
              value={code}
              autoCapitalize="none"
              spellCheck={false}
              inputMode={mode === 'authenticator-code' ? 'numeric' : 'text'}
              autoComplete={mode === 'authenticator-code' ? 'one-time-code' : 'off'}
              maxLength={mode === 'authenticator-code' ? 7 : 64}
              placeholder={mode === 'authenticator-code' ? '123456' : 'xxxx-xxxx-xxxx-xxxx'}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? 'Checking...' : 'Verify'}
          </Button>
        </form>
      )}
      <div aria-live="assertive" id="second-step-error">
        {error ? <p className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p> : null}
      </div>
      <div className="mt-4 flex flex-col items-start gap-1">
        {expired
          ? null
          : others.map((method) => (
              <button
                key={method}
                type="button"
                className="min-h-10 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                onClick={() => switchTo(method)}
              >
                {switchLabels[method]}
              </button>
            ))}
        <button type="button" className="min-h-10 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" onClick={onRestart}>
          {expired ? 'Enter your password again' : 'Start again'}
        </button>
      </div>
    </div>
  )
}
