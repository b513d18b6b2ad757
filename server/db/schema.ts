import type { Generated } from 'kysely'

/** One recorded page view. No address, cookie or browser detail is kept (DESIGN: private by design). */
export interface PageViewsTable {
  id: string
  path: string
  /** UTC day, YYYY-MM-DD, written at insert time so statistics never need engine date functions. */
  day: string
  createdAt: string
}

export interface Database {
  pageViews: PageViewsTable
}

export type { Generated }
