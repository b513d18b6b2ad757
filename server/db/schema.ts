import type { Generated } from 'kysely'

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
  createdAt: string
  updatedAt: string
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

export interface Database {
  pageViews: PageViewsTable
  visitorDays: VisitorDaysTable
  dailySalts: DailySaltsTable
  visitRates: VisitRatesTable
  pageViewDays: PageViewDaysTable
  referrerDays: ReferrerDaysTable
  posts: PostsTable
  postTags: PostTagsTable
  counters: CountersTable
  users: UsersTable
  sessions: SessionsTable
  loginAttempts: LoginAttemptsTable
  serverSecrets: ServerSecretsTable
  uploadedImages: UploadedImagesTable
}

export type { Generated }
