import { Router } from 'express'
import { isbot } from 'isbot'
import { trackVisitSchema } from '#shared/schemas/track-visit.ts'
import type { ApiDeps } from './deps.ts'
import { parseBody } from '../http/validate.ts'

/** Records public page views: path and day only, no address and no cookie. */
export function visitsRouter({ data, now }: ApiDeps) {
  const router = Router()

  router.post('/track-visitor', async (req, res) => {
    const { page } = parseBody(trackVisitSchema, req)
    if (!isbot(req.get('user-agent') ?? '')) {
      await data.pageViews.record({ path: page, at: now() })
    }
    res.status(204).end()
  })

  return router
}
