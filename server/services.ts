import { defaultSettings, type PracticeConfig } from '#content/practice.ts'
import { createAuthService, type AuthService } from './auth/auth-service.ts'
import { createTwoStepService, type TwoStepService } from './auth/two-step.ts'
import type { ScryptParams } from './auth/password.ts'
import type { ContentCounters } from './db/counters.ts'
import type { DataLayer } from './db/index.ts'
import type { Logger } from './log.ts'
import { createPostService, type PostService, type PublishedSnapshot } from './posts/post-service.ts'
import { seedSamplePosts } from './posts/sample-posts.ts'
import { createSettingsService, type SettingsService } from './settings/settings-service.ts'
import { sitePageResolver } from './visits/site-pages.ts'
import { createVisitService, type VisitService } from './visits/visit-service.ts'

/** What loaders and API routers use: the data layer's repositories wrapped in their rules. */
export interface Services {
  posts: PostService
  visits: VisitService
  auth: AuthService
  /** Second steps, passkeys, the owner's sessions and sign-in history. */
  twoStep: TwoStepService
  /** The practice's details and legal pages, as the owner saved them. */
  settings: SettingsService
  /** What public pages show now; the page cache and the feeds are validated by its tag. */
  publicContent(): Promise<PublicContent>
}

export interface ServiceOptions {
  now?: () => Date
  /** Identifies the site in visitor hashes (its canonical origin). */
  siteId?: string
  visitsPerMinuteCap?: number
  visitsSiteMinuteCap?: number
  /** Password hashing cost; the OWASP-recommended scrypt parameters unless a test asks otherwise. */
  passwordHashing?: ScryptParams
  /** Removes a featured image no post uses any more (the image service's release); see PostServiceOptions. */
  releaseImage?: (url: string) => Promise<unknown>
  /** Where a failed image release is reported. */
  logger?: Pick<Logger, 'error'>
}

export function createServices(data: DataLayer, options: ServiceOptions = {}): Services {
  const { now = () => new Date(), siteId = 'site', visitsPerMinuteCap, visitsSiteMinuteCap, passwordHashing, releaseImage, logger } = options
  const settings = createSettingsService(data.siteSettings, { now })
  const requiresSecondStep = (userId: string) => twoStep.isRequired(userId)
  const auth = createAuthService(data, { now, displayName: defaultSettings.doctorName, hashParams: passwordHashing, requiresSecondStep })
  const twoStep = createTwoStepService(data, auth, { now, siteName: async () => (await settings.practice()).practiceName })
  const posts = createPostService(data.posts, { defaultAuthor: async () => (await settings.practice()).doctorName, now, releaseImage, logger })
  return {
    posts,
    visits: createVisitService(data.visits, {
      now,
      timeZone: async () => (await settings.practice()).timeZone,
      siteId,
      perMinuteCap: visitsPerMinuteCap,
      siteMinuteCap: visitsSiteMinuteCap,
      sitePage: sitePageResolver(posts),
    }),
    auth,
    twoStep,
    settings,
    async publicContent() {
      const counters = await data.counters.readContent()
      const [published, practice] = await Promise.all([posts.published(counters.posts), settings.practice(counters.settings)])
      return { tag: `${published.tag}.${counters.settings}`, counters, published, practice }
    },
  }
}

/** What public pages are rendered from, read with one query of the two content counters. */
export interface PublicContent {
  /**
   * Names it: the published posts' tag (their version and the next scheduled moment) and the
   * version of the owner's settings and legal pages. It changes whenever any of them does, on any
   * instance, and at each scheduled post's moment.
   */
  tag: string
  /** The two counters it was read at: while both are unchanged and no scheduled moment has come, the tag is the same. */
  counters: ContentCounters
  published: PublishedSnapshot
  practice: PracticeConfig
}

/** Publishes the sample posts on a database that never held a post (README, SAMPLE_CONTENT). */
export function seedSampleContent(data: DataLayer, now: () => Date = () => new Date()): Promise<number> {
  return seedSamplePosts(data.posts, (at) => createPostService(data.posts, { defaultAuthor: defaultSettings.doctorName, now: at }), now)
}
