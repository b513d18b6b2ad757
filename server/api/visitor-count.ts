import { Router } from 'express'
import { requireAdmin } from '../http/require-admin.ts'
import type { ApiDeps } from './deps.ts'

/** GET /visitor-count → {totalVisitors}: every counted visit, for the dashboard. Admin only. */
export function visitorCountRouter(deps: ApiDeps) {
  const router = Router()
  router.get('/visitor-count', requireAdmin(deps), async (_req, res) => {
    res.json({ totalVisitors: await deps.services.visits.totalVisits() })
  })
  return router
}
