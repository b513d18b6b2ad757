import type { Generated } from 'kysely'

/** One recorded page view. No address, cookie or browser detail is kept (DESIGN: private by design). */
export interface PageViewsTable {
  id: string
  path: string
  /** UTC day, YYYY-MM-DD, written at insert time so statistics never need engine date functions. */
  day: string
  createdAt: string
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

export interface Database {
  pageViews: PageViewsTable
  posts: PostsTable
  postTags: PostTagsTable
  counters: CountersTable
}

export type { Generated }
