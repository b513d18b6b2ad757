import { practice } from '#content/practice.ts'
import { createAuthService, type AuthService } from './auth/auth-service.ts'
import type { ScryptParams } from './auth/password.ts'
import type { DataLayer } from './db/index.ts'
import { createPostService, type PostService } from './posts/post-service.ts'
import { seedSamplePosts } from './posts/sample-posts.ts'
import { sitePageResolver } from './visits/site-pages.ts'
import { createVisitService, type VisitService } from './visits/visit-service.ts'

/** What loaders and API routers use: the data layer's repositories wrapped in their rules. */
export interface Services {
  posts: PostService
  visits: VisitService
  auth: AuthService
}

export interface ServiceOptions {
  now?: () => Date
  /** Identifies the site in visitor hashes (its canonical origin). */
  siteId?: string
  visitsPerMinuteCap?: number
  visitsSiteMinuteCap?: number
  /** Password hashing cost; the OWASP-recommended scrypt parameters unless a test asks otherwise. */
  passwordHashing?: ScryptParams
}

export function createServices(data: DataLayer, options: ServiceOptions | (() => Date) = {}): Services {
  const { now = () => new Date(), siteId = 'site', visitsPerMinuteCap, visitsSiteMinuteCap, passwordHashing } = typeof options === 'function' ? { now: options } : options
  const posts = createPostService(data.posts, { defaultAuthor: practice.doctorName, now })
  return {
    posts,
    visits: createVisitService(data.pageViews, { now, timeZone: practice.timeZone, siteId, perMinuteCap: visitsPerMinuteCap, siteMinuteCap: visitsSiteMinuteCap, sitePage: sitePageResolver(posts) }),
    auth: createAuthService(data, { now, displayName: practice.doctorName, hashParams: passwordHashing }),
  }
}

/** Publishes the sample posts on a database that never held a post (README, SAMPLE_CONTENT). */
export function seedSampleContent(data: DataLayer, now: () => Date = () => new Date()): Promise<number> {
  return seedSamplePosts(data.posts, (at) => createPostService(data.posts, { defaultAuthor: practice.doctorName, now: at }), now)
}
