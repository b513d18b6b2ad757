import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** Whether this browser can use passkeys; false while rendering on the server. */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false)
}
