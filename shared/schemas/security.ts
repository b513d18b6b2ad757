import { z } from 'zod'

// The Security section and the second step of sign-in: what the browser sends and receives.

/** How a sign-in attempt was made. */
export const signInMethods = ['password', 'passkey', 'authenticator-code', 'recovery-code'] as const
export type SignInMethod = (typeof signInMethods)[number]

/** What became of it. */
export const signInOutcomes = ['signed-in', 'second-step-asked', 'wrong-password', 'wrong-code', 'passkey-refused', 'locked'] as const
export type SignInOutcome = (typeof signInOutcomes)[number]

/** The second steps a sign-in may be completed with. */
export const secondStepMethods = ['passkey', 'authenticator-code', 'recovery-code'] as const
export type SecondStepMethod = (typeof secondStepMethods)[number]

const base64url = (max: number) =>
  z
    .string()
    .max(max, { error: 'The passkey answer is too large' })
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: 'The passkey answer is malformed' })

const credentialId = base64url(1_400).min(1, { error: 'The passkey answer is malformed' })
const extensionResults = z.record(z.string().max(64), z.unknown()).default({})
const attachment = z.enum(['platform', 'cross-platform']).optional()

/** A browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_096).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
})

/** A browser's answer to navigator.credentials.get(). */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(16_384),
    signature: base64url(2_048),
    userHandle: base64url(512).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
})

export const passkeyNameSchema = z
  .string({ error: 'Give the passkey a name' })
  .trim()
  .min(1, { error: 'Give the passkey a name' })
  .max(60, { error: 'The name may have at most 60 characters' })

export const addPasskeyInputSchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema })
export const passkeySignInInputSchema = z.object({ response: authenticationResponseSchema })

/** A six-digit authenticator-app code (spaces forgiven). */
export const totpCodeSchema = z
  .string({ error: 'Enter the six-digit code from your app' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the six-digit code from your app' }))

export const confirmTotpInputSchema = z.object({ code: totpCodeSchema })

/** The second step with a code: from the app, or one of the recovery codes. */
export const secondStepCodeInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('authenticator-code'), code: totpCodeSchema }),
  z.object({
    method: z.literal('recovery-code'),
    code: z
      .string({ error: 'Enter one of your recovery codes' })
      .trim()
      .min(1, { error: 'Enter one of your recovery codes' })
      .max(64, { error: 'That is not a recovery code' }),
  }),
])

export const passkeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
export type Passkey = z.infer<typeof passkeySchema>

export const sessionSummarySchema = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
})
export type SessionSummary = z.infer<typeof sessionSummarySchema>

export const signInEventSchema = z.object({
  at: z.string(),
  method: z.enum(signInMethods),
  outcome: z.enum(signInOutcomes),
  browser: z.string(),
  system: z.string(),
})
export type SignInEvent = z.infer<typeof signInEventSchema>

/** GET /api/admin/security: everything the Security section shows. */
export const securityOverviewSchema = z.object({
  passkeys: z.array(passkeySchema),
  authenticatorApp: z.object({ isEnabled: z.boolean(), confirmedAt: z.string().nullable() }),
  recoveryCodesLeft: z.number(),
  isTwoStepOn: z.boolean(),
  sessions: z.array(sessionSummarySchema),
  history: z.array(signInEventSchema),
})
export type SecurityOverview = z.infer<typeof securityOverviewSchema>

export const totpSetupSchema = z.object({ uri: z.string(), secret: z.string() })
export type TotpSetup = z.infer<typeof totpSetupSchema>

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

/** What the login answer carries when a second step is needed. */
export const secondStepPromptSchema = z.object({ methods: z.array(z.enum(secondStepMethods)) })
export type SecondStepPrompt = z.infer<typeof secondStepPromptSchema>
