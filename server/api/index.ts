import express, { Router } from 'express'
import type { ApiDeps } from './deps.ts'
import { apiNotFound } from '../http/error-handler.ts'
import { requireAdmin } from '../http/require-admin.ts'
import { adminRouter } from './admin.ts'
import { blogRouter } from './blog.ts'
import { imagesRouter } from './images.ts'
import { visitorCountRouter } from './visitor-count.ts'
import { visitsRouter } from './visits.ts'

/** Largest JSON body the API reads; post content is the biggest legitimate payload. */
export const jsonBodyLimit = '512kb'

/** The /api router: JSON in, JSON out, unknown paths answered as JSON 404s. */
export function createApiRouter(deps: ApiDeps) {
  const router = Router()
  router.use(express.json({ limit: jsonBodyLimit, type: ['application/json', 'application/*+json'] }))
  // The image upload endpoints are admin-only whoever builds them: guarded here as well.
  router.use(['/objects/upload', '/blog-images'], requireAdmin(deps))
  router.use(blogRouter(deps))
  router.use(imagesRouter(deps))
  router.use(visitsRouter(deps))
  router.use(visitorCountRouter(deps))
  router.use('/admin', adminRouter(deps))
  router.use(apiNotFound)
  return router
}
