import { practice } from '#content/practice.ts'
import type { DataLayer } from './db/index.ts'
import { createPostService, type PostService } from './posts/post-service.ts'
import { createVisitService, type VisitService } from './visits/visit-service.ts'

/** What loaders and API routers use: the data layer's repositories wrapped in their rules. */
export interface Services {
  posts: PostService
  visits: VisitService
}

export interface ServiceOptions {
  now?: () => Date
  /** Identifies the site in visitor hashes (its canonical origin). */
  siteId?: string
  visitsPerMinuteCap?: number
}

export function createServices(data: DataLayer, options: ServiceOptions | (() => Date) = {}): Services {
  const { now = () => new Date(), siteId = 'site', visitsPerMinuteCap } = typeof options === 'function' ? { now: options } : options
  return {
    posts: createPostService(data.posts, { defaultAuthor: practice.doctorName, now }),
    visits: createVisitService(data.pageViews, { now, timeZone: practice.timeZone, siteId, perMinuteCap: visitsPerMinuteCap }),
  }
}
