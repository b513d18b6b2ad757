import { practice } from '#content/practice.ts'
import type { DataLayer } from './db/index.ts'
import { createPostService, type PostService } from './posts/post-service.ts'

/** What loaders and API routers use: the data layer's repositories wrapped in their rules. */
export interface Services {
  posts: PostService
  pageViews: DataLayer['pageViews']
}

export function createServices(data: DataLayer, now: () => Date = () => new Date()): Services {
  return {
    posts: createPostService(data.posts, { defaultAuthor: practice.doctorName, now }),
    pageViews: data.pageViews,
  }
}
