import express, { Router } from 'express'
import type { ApiDeps } from './deps.ts'
import { apiNotFound } from '../http/error-handler.ts'
import { visitsRouter } from './visits.ts'

/** Largest JSON body the API reads; post content is the biggest legitimate payload. */
export const jsonBodyLimit = '512kb'

/** The /api router: JSON in, JSON out, unknown paths answered as JSON 404s. */
export function createApiRouter(deps: ApiDeps) {
  const router = Router()
  router.use(express.json({ limit: jsonBodyLimit, type: ['application/json', 'application/*+json'] }))
  router.use(visitsRouter(deps))
  router.use(apiNotFound)
  return router
}
