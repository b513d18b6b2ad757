import { useQuery } from '@tanstack/react-query'
import { KeyRound, LogOut, ShieldCheck, Smartphone, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { practice } from '#content/practice.ts'
import { describeError } from '#app/admin-api/client.ts'
import { useWebAuthnSupport } from './use-webauthn-support.ts'
import {
  securityQueryOptions,
  useAddPasskey,
  useConfirmAuthenticator,
  useEndOtherSessions,
  useEndSession,
  useNewRecoveryCodes,
  useRemoveAuthenticator,
  useRemovePasskey,
  useStartAuthenticatorSetup,
} from '#app/admin-api/security.ts'
import { ConfirmDialog } from '#app/components/ui/alert-dialog.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/field.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import type { Passkey, SecurityOverview, SessionSummary, SignInMethod, SignInOutcome, TotpSetup } from '#shared/schemas/security.ts'
import { QrCode } from './qr-code.tsx'

const methodLabels: Record<SignInMethod, string> = {
  password: 'Password',
  passkey: 'Passkey',
  'authenticator-code': 'Authenticator app code',
  'recovery-code': 'Recovery code',
}

const outcomeLabels: Record<SignInOutcome, string> = {
  'signed-in': 'Signed in',
  'second-step-asked': 'Password right, second step asked',
  'wrong-password': 'Wrong password',
  'wrong-code': 'Wrong code',
  'passkey-refused': 'Passkey refused',
  locked: 'Blocked after too many failures',
}

const refusedOutcomes = new Set<SignInOutcome>(['wrong-password', 'wrong-code', 'passkey-refused', 'locked'])

function formatTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: practice.timeZone })
}

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={id} className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  )
}

function ErrorText({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {describeError(error)}
    </p>
  )
}

/**
 * Settings → Security: passkeys, the authenticator app, recovery codes, where the owner is signed
 * in and her last sign-in attempts.
 */
export function SecuritySettings() {
  const overview = useQuery(securityQueryOptions)
  // Recovery codes are shown once, right after they are made; nothing keeps them afterwards.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null)

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-brand-800">Security</h2>
        <p className="mt-1 text-muted">How you sign in, and where you are signed in.</p>
      </div>
      {overview.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load your security settings. {describeError(overview.error)}
        </p>
      ) : !overview.data ? (
        <div className="flex items-center gap-3 text-muted" role="status">
          <Spinner /> Loading your security settings...
        </div>
      ) : (
        <>
          <TwoStepStatus overview={overview.data} />
          {freshCodes ? <RecoveryCodesShownOnce codes={freshCodes} onDone={() => setFreshCodes(null)} /> : null}
          <PasskeysCard passkeys={overview.data.passkeys} />
          <AuthenticatorCard overview={overview.data} onCodes={setFreshCodes} />
          {overview.data.isTwoStepOn ? <RecoveryCodesCard left={overview.data.recoveryCodesLeft} onCodes={setFreshCodes} /> : null}
          <SessionsCard sessions={overview.data.sessions} />
          <HistoryCard history={overview.data.history} />
        </>
      )}
    </div>
  )
}

function TwoStepStatus({ overview }: { overview: SecurityOverview }) {
  return overview.isTwoStepOn ? (
    <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong>Two-step sign-in is on.</strong> After your password, the site asks for a passkey or a code. A passkey also signs you in on its own.
      </span>
    </p>
  ) : (
    <p className="rounded-xl border border-clay-100 bg-clay-100/40 px-4 py-3 text-ink">
      <strong>Two-step sign-in is off:</strong> your password alone opens the admin panel. Add a passkey or an authenticator app to turn it on.
    </p>
  )
}

function PasskeysCard({ passkeys }: { passkeys: Passkey[] }) {
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const [added, setAdded] = useState('')
  const supported = useWebAuthnSupport()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setNameError('Give the passkey a name, such as the device it is on.')
    if (trimmed.length > 60) return setNameError('The name may have at most 60 characters.')
    setNameError('')
    setAdded('')
    add.mutate(trimmed, {
      onSuccess: (passkey) => {
        setName('')
        setAdded(`Passkey “${passkey.name}” added.`)
      },
    })
  }

  return (
    <Card id="passkeys-heading" title="Passkeys" icon={<KeyRound aria-hidden="true" className="size-5" />}>
      <p className="mt-2 text-sm text-muted">
        A passkey signs you in with this device’s fingerprint, face or screen lock. Nothing to type, and it cannot be phished: it only works on this site.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{passkey.name}</p>
                <p className="text-sm text-muted">
                  Added {formatTime(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${formatTime(passkey.lastUsedAt)}` : 'Not used yet'}
                </p>
              </div>
              <Button variant="outline" onClick={() => setRemoving(passkey)} aria-label={`Remove passkey ${passkey.name}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <Label htmlFor="passkey-name">Name for a new passkey</Label>
            <Input
              id="passkey-name"
              value={name}
              maxLength={60}
              placeholder="e.g. My iPhone"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'passkey-name-error' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted">
          This browser cannot make passkeys. Open the admin panel in a current browser on your phone or computer to add one.
        </p>
      )}
      {nameError ? (
        <p id="passkey-name-error" role="alert" className="mt-2 text-sm text-red-800">
          {nameError}
        </p>
      ) : null}
      <ErrorText error={add.error ?? remove.error} />
      <p role="status" className="mt-2 text-sm text-brand-800">
        {added}
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        description={`“${removing?.name ?? ''}” will no longer sign you in. Remove it from the device too, in its password or passkey settings.`}
        confirmLabel="Remove passkey"
        destructive
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Card>
  )
}

function AuthenticatorCard({ overview, onCodes }: { overview: SecurityOverview; onCodes: (codes: string[]) => void }) {
  const start = useStartAuthenticatorSetup()
  const confirm = useConfirmAuthenticator()
  const remove = useRemoveAuthenticator()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState('')
  const [confirmRemove, setConfirmRemove] = useState(false)
  const setupHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (setup) setupHeading.current?.focus()
  }, [setup])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const digits = code.replace(/\s+/g, '')
    if (!/^\d{6}$/.test(digits)) return setCodeError('Enter the six-digit code your app shows.')
    setCodeError('')
    confirm.mutate(digits, {
      onSuccess: (codes) => {
        setSetup(null)
        setCode('')
        onCodes(codes)
      },
    })
  }

  const { authenticatorApp } = overview
  return (
    <Card id="authenticator-heading" title="Authenticator app" icon={<Smartphone aria-hidden="true" className="size-5" />}>
      <p className="mt-2 text-sm text-muted">
        An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new six-digit code every 30 seconds, to type after your password.
      </p>
      {authenticatorApp.isEnabled ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink">On since {authenticatorApp.confirmedAt ? formatTime(authenticatorApp.confirmedAt) : 'set-up'}.</p>
          <Button variant="outline" onClick={() => setConfirmRemove(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove the app
          </Button>
        </div>
      ) : setup ? (
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h4 ref={setupHeading} tabIndex={-1} className="font-sans text-base font-semibold text-ink focus:outline-none">
            Set up your authenticator app
          </h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink">
            <li>In the app, choose to add an account and scan this code.</li>
            <li>Type the six-digit code the app then shows, to confirm.</li>
          </ol>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
            <QrCode
              value={setup.uri}
              label="QR code to scan with your authenticator app"
              className="size-48 shrink-0 rounded-lg border border-brand-100 bg-white"
            />
            <div className="min-w-0 text-sm">
              <p className="text-muted">Cannot scan? Type this key into the app instead (time-based):</p>
              <p className="mt-1 font-mono text-base break-all text-ink">{setup.secret}</p>
            </div>
          </div>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-48">
              <Label htmlFor="totp-confirm-code">Code from the app</Label>
              <Input
                id="totp-confirm-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? 'totp-confirm-error' : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
                Confirm
              </Button>
              <Button variant="ghost" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </div>
          </form>
          {codeError ? (
            <p id="totp-confirm-error" role="alert" className="mt-2 text-sm text-red-800">
              {codeError}
            </p>
          ) : null}
          <ErrorText error={confirm.error} />
        </div>
      ) : (
        <Button className="mt-4" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
          Set up an authenticator app
        </Button>
      )}
      <ErrorText error={start.error ?? remove.error} />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the authenticator app?"
        description="Its codes will no longer sign you in. If no passkey is left either, your password alone will sign you in again."
        confirmLabel="Remove the app"
        destructive
        onConfirm={() => remove.mutate(undefined)}
      />
    </Card>
  )
}

function RecoveryCodesCard({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const renew = useNewRecoveryCodes()
  const [confirming, setConfirming] = useState(false)
  return (
    <Card id="recovery-heading" title="Recovery codes" icon={<ShieldCheck aria-hidden="true" className="size-5" />}>
      <p className="mt-2 text-sm text-muted">If your phone or passkey is lost, each recovery code completes one sign-in in place of a code.</p>
      <p className="mt-3 text-ink">{left === 0 ? 'You have no unused recovery codes.' : `${left} of 10 recovery codes unused.`}</p>
      <Button
        variant="outline"
        className="mt-3"
        disabled={renew.isPending}
        onClick={() => (left > 0 ? setConfirming(true) : renew.mutate(undefined, { onSuccess: onCodes }))}
      >
        Make new recovery codes
      </Button>
      <ErrorText error={renew.error} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make new recovery codes?"
        description="Your current recovery codes will stop working. The new ones are shown once."
        confirmLabel="Make new codes"
        onConfirm={() => renew.mutate(undefined, { onSuccess: onCodes })}
      />
    </Card>
  )
}

function RecoveryCodesShownOnce({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState('')
  useEffect(() => heading.current?.focus(), [])
  const text = codes.join('\n')
  return (
    <section aria-labelledby="fresh-codes-heading" className="rounded-2xl border-2 border-clay-600 bg-white p-4 shadow-sm sm:p-6">
      <h3 id="fresh-codes-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-800 focus:outline-none">
        Save your recovery codes now
      </h3>
      <p className="mt-2 text-ink">
        They are shown only this once. Keep them somewhere safe away from your phone, such as a password manager or a printed page. Each works one time.
      </p>
      <ol className="mt-4 grid grid-cols-1 gap-2 font-mono text-base text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-brand-50 px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => setCopied('Copied to the clipboard.'),
              () => setCopied('Copying was not allowed: select the codes and copy them instead.'),
            )
          }}
        >
          Copy
        </Button>
        <a
          className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${practice.practiceName} admin recovery codes\n\n${text}\n`)}`}
          download="recovery-codes.txt"
        >
          Download
        </a>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
      <p role="status" className="mt-2 text-sm text-brand-800">
        {copied}
      </p>
    </section>
  )
}

function SessionsCard({ sessions }: { sessions: SessionSummary[] }) {
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [message, setMessage] = useState('')
  const others = sessions.filter((session) => !session.isCurrent).length
  return (
    <Card id="sessions-heading" title="Where you are signed in" icon={<LogOut aria-hidden="true" className="size-5" />}>
      <ul className="mt-4 divide-y divide-brand-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {session.browser} on {session.system}
                {session.isCurrent ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">This browser</span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                Signed in {formatTime(session.createdAt)} · Last active {formatTime(session.lastSeenAt)}
              </p>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="outline"
                disabled={endOne.isPending}
                aria-label={`Sign out ${session.browser} on ${session.system}, signed in ${formatTime(session.createdAt)}`}
                onClick={() => endOne.mutate(session.id, { onSuccess: () => setMessage(`Signed out ${session.browser} on ${session.system}.`) })}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-3"
        disabled={others === 0 || endOthers.isPending}
        onClick={() => endOthers.mutate(undefined, { onSuccess: (ended) => setMessage(`Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`) })}
      >
        Sign out everywhere else
      </Button>
      <ErrorText error={endOne.error ?? endOthers.error} />
      <p role="status" className="mt-2 text-sm text-brand-800">
        {message}
      </p>
    </Card>
  )
}

function HistoryCard({ history }: { history: SecurityOverview['history'] }) {
  return (
    <Card id="history-heading" title="Recent sign-in attempts" icon={<ShieldCheck aria-hidden="true" className="size-5" />}>
      <p className="mt-2 text-sm text-muted">The last 50 attempts on your account. No addresses are kept, and lines are deleted after 90 days.</p>
      {history.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No sign-in attempts recorded yet.</p>
      ) : (
        <div className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-brand-100 text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Time
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Method
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Result
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Browser
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100 text-ink">
              {history.map((event, index) => (
                <tr key={`${event.at}-${index}`}>
                  <td className="py-2 pr-3">{formatTime(event.at)}</td>
                  <td className="py-2 pr-3">{methodLabels[event.method]}</td>
                  <td className={refusedOutcomes.has(event.outcome) ? 'py-2 pr-3 font-semibold text-red-800' : 'py-2 pr-3'}>{outcomeLabels[event.outcome]}</td>
                  <td className="py-2">
                    {event.browser} on {event.system}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
