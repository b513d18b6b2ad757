import type { ColumnType, Generated } from 'kysely'

/** One recorded visit. No address, cookie or browser detail is kept (DESIGN: private by design). */
export interface PageViewsTable {
  id: string
  path: string
  /** The practice's local day, YYYY-MM-DD, written at insert time (no engine date functions). */
  day: string
  createdAt: string
  /** 1 when this was the visitor's first counted visit of the day, else 0. */
  newVisitor: Generated<number>
  /** Host of the referring site when it was another site. */
  referrerHost: string | null
}

/** Today's visitor fingerprints (salted hashes); deleted with the day's salt. */
export interface VisitorDaysTable {
  day: string
  visitorHash: string
}

/** One random salt per day, deleted once the day is over. */
export interface DailySaltsTable {
  day: string
  salt: string
}

/** Visits per client per minute, keyed by a salted hash, for the per-address cap. */
export interface VisitRatesTable {
  minute: string
  clientHash: string
  count: number
}

/** Visits older than 30 days, rolled up per day and page. */
export interface PageViewDaysTable {
  day: string
  path: string
  views: number
  visitors: number
}

/** Referring sites of rolled-up visits, per day. */
export interface ReferrerDaysTable {
  day: string
  host: string
  views: number
}

export type PostStatus = 'draft' | 'published'

export interface PostsTable {
  id: string
  slug: string
  title: string
  excerpt: string
  content: string
  author: string
  metaTitle: string
  metaDescription: string
  featuredImage: string | null
  status: PostStatus
  /** Set when the post is first published; kept when it is unpublished. */
  publishedAt: string | null
  /** While published: the moment it becomes public (scheduled when in the future), else null. */
  publishAt: string | null
  /** The featured image's description: null when never given, '' when the image is decorative. */
  featuredImageAlt: string | null
  createdAt: string
  updatedAt: string
}

/** An earlier address of a post; answered with a 301 to its current one. */
export interface PostRedirectsTable {
  slug: string
  postId: string
  createdAt: string
}

/** A post as it was saved once (create, update or restore). */
export interface PostRevisionsTable {
  id: string
  postId: string
  /** Orders a post's revisions: 1 for the first, highest for the newest. */
  seq: number
  createdAt: string
  title: string
  slug: string
  excerpt: string
  content: string
  author: string
  /** The tags as a JSON array. */
  tags: string
  metaTitle: string
  metaDescription: string
  featuredImage: string | null
  featuredImageAlt: string | null
}

export interface PostTagsTable {
  postId: string
  position: number
  tag: string
}

export interface CountersTable {
  name: string
  value: number
}

/** The admin account (one row). The password hash records its own algorithm and parameters. */
export interface UsersTable {
  id: string
  /** Lower-cased; sign-in names match without regard to case. */
  username: string
  displayName: string
  passwordHash: string
  createdAt: string
  updatedAt: string
}

/** A signed-in browser. Only a SHA-256 hash of the session id is kept. */
export interface SessionsTable {
  idHash: string
  userId: string
  createdAt: string
  lastSeenAt: string
  /** The absolute end of the session, whatever the activity. */
  expiresAt: string
  /** Browser and system read from the User-Agent at sign-in ('Safari 18', 'iOS'); null when unknown. */
  browser: ColumnType<string | null, string | null | undefined, string | null>
  system: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * A sign-in attempt reserved before its password is checked, in one of a fixed number of slots
 * per key: a keyed hash of a username, a client address or a device token (never the address).
 */
export interface LoginAttemptsTable {
  keyHash: string
  slot: number
  attemptedAt: string
}

/** Random keys the server makes once and keeps, so every instance on one database shares them. */
export interface ServerSecretsTable {
  name: string
  value: string
  createdAt: string
}

/** A WebAuthn credential of the owner. Counters above 2^31 need bigint (read back as text on PostgreSQL). */
export interface PasskeysTable {
  id: string
  userId: string
  credentialId: string
  publicKey: string
  counter: ColumnType<number | string, number, number>
  transports: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** The authenticator-app secret; unconfirmed while it is being set up. */
export interface TotpSecretsTable {
  userId: string
  secret: string
  confirmedAt: string | null
  lastUsedStep: ColumnType<number | string | null, number | null, number | null>
  createdAt: string
}

/** One-time recovery codes, stored as hashes. */
export interface RecoveryCodesTable {
  id: string
  userId: string
  codeHash: string
  usedAt: string | null
  createdAt: string
}

export type ChallengePurpose = 'register' | 'sign-in' | 'second-step'

/** A WebAuthn challenge handed out and not yet used; deleted when used or expired. */
export interface WebauthnChallengesTable {
  challenge: string
  purpose: ChallengePurpose
  userId: string | null
  expiresAt: string
}

/** A sign-in whose password was right and whose second step is awaited. */
export interface SecondStepsTable {
  idHash: string
  userId: string
  failureCount: number
  createdAt: string
  expiresAt: string
}

/** One sign-in attempt on the account, kept 90 days. No address, no full User-Agent. */
export interface SignInEventsTable {
  id: string
  userId: string
  at: string
  method: string
  outcome: string
  browser: string
  system: string
}

export type UploadedImageState = 'pending' | 'uploading' | 'uploaded' | 'registering' | 'registered'

/** A featured-image upload, from its upload URL to its deletion (the post using it is in posts). */
export interface UploadedImagesTable {
  /** 32 lower-case hex characters, made by the server. */
  id: string
  state: UploadedImageState
  width: number | null
  height: number | null
  createdAt: string
  registeredAt: string | null
}

/** One saved practice setting; a setting with no row is at its default (content/practice.ts). */
export interface PracticeSettingsTable {
  name: string
  /** JSON text. */
  value: string
  updatedAt: string
}

/** A legal page as the owner saved it; a page with no row shows its starter text. */
export interface LegalPagesTable {
  key: string
  title: string
  content: string
  updatedAt: string
}

export interface Database {
  pageViews: PageViewsTable
  visitorDays: VisitorDaysTable
  dailySalts: DailySaltsTable
  visitRates: VisitRatesTable
  pageViewDays: PageViewDaysTable
  referrerDays: ReferrerDaysTable
  posts: PostsTable
  postTags: PostTagsTable
  postRedirects: PostRedirectsTable
  postRevisions: PostRevisionsTable
  counters: CountersTable
  users: UsersTable
  sessions: SessionsTable
  loginAttempts: LoginAttemptsTable
  serverSecrets: ServerSecretsTable
  uploadedImages: UploadedImagesTable
  passkeys: PasskeysTable
  totpSecrets: TotpSecretsTable
  recoveryCodes: RecoveryCodesTable
  webauthnChallenges: WebauthnChallengesTable
  secondSteps: SecondStepsTable
  signInEvents: SignInEventsTable
  practiceSettings: PracticeSettingsTable
  legalPages: LegalPagesTable
}

export type { Generated }
