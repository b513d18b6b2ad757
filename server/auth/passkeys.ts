import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { PasskeyRecord } from '../db/second-factors.ts'

// WebAuthn through @simplewebauthn/server. The relying party is the site itself: its ID is the
// host name of the site's origin (SITE_URL, or http://localhost:PORT without it), and answers are
// accepted only from that origin. Challenges are the caller's to store and to use once.

export interface RelyingParty {
  /** The site's origin, e.g. https://www.example-practice.com. */
  origin: string
  /** Shown by the browser when a passkey is made. */
  name: string
}

const rpId = (rp: RelyingParty) => new URL(rp.origin).hostname

const transportsOf = (passkey: Pick<PasskeyRecord, 'transports'>) =>
  passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransportFuture[]) : undefined

/** Options for making a new passkey; existing ones are excluded so one device is not added twice. */
export function passkeyRegistrationOptions(
  rp: RelyingParty,
  user: { id: string; username: string; displayName: string },
  existing: PasskeyRecord[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpId(rp),
    userID: new TextEncoder().encode(user.id),
    userName: user.username,
    userDisplayName: user.displayName,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    // Discoverable, so it can sign in without a username (and fill the username field).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: 300_000,
  })
}

/** Options for using a passkey: any of the site's (discoverable) or one of `allowed`. */
export function passkeyAuthenticationOptions(
  rp: RelyingParty,
  allowed: PasskeyRecord[] | null,
  userVerification: 'required' | 'preferred',
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rpId(rp),
    allowCredentials: allowed?.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    userVerification,
    timeout: 300_000,
  })
}

/** The challenge a browser's answer was made for (read from its client data), or null. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof clientData.challenge === 'string' && clientData.challenge.length > 0 && clientData.challenge.length <= 256 ? clientData.challenge : null
  } catch {
    return null
  }
}

/** Checks a new passkey; the credential to store, or null when it does not verify. */
export async function verifyPasskeyRegistration(rp: RelyingParty, response: RegistrationResponseJSON, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpId(rp),
      requireUserVerification: false,
    })
    if (!result.verified) return null
    const { credential } = result.registrationInfo
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    }
  } catch {
    return null
  }
}

/**
 * Checks a passkey's signature over the challenge, and that its signature counter moved on (a
 * cloned authenticator shows itself by going back); the new counter, or null.
 */
export async function verifyPasskeyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRecord,
  requireUserVerification: boolean,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpId(rp),
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification,
    })
    return result.verified ? result.authenticationInfo.newCounter : null
  } catch {
    return null
  }
}
