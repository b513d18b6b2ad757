import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

// Not in app/lib: everything there joins the public pages' shared chunk (vite.config.ts), and
// the WebAuthn library belongs to the admin screens only.

/** Whether this browser can use passkeys; false while rendering on the server. */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false)
}
