import { Router } from 'express'
import { statsQuerySchema, type VisitStatsResponse } from '#shared/schemas/stats.ts'
import type { ApiDeps } from './deps.ts'
import { parseValue } from '../http/validate.ts'
import { titleForPath } from '../visits/page-titles.ts'

/** Visitor statistics for the owner's dashboard. Mounted behind the admin guard. */
export function statsRouter({ services }: ApiDeps) {
  const router = Router()

  router.get('/stats', async (req, res) => {
    const { days } = parseValue(statsQuerySchema, req.query)
    const stats = await services.visits.stats(days)
    const topPages = await Promise.all(
      stats.topPages.map(async (page) => ({ ...page, title: await titleForPath(page.path, services.posts) })),
    )
    const body: VisitStatsResponse = { ...stats, topPages }
    res.json(body)
  })

  return router
}
