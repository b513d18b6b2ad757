import { Router } from 'express'
import { trackVisitSchema } from '#shared/schemas/track-visit.ts'
import type { ApiDeps } from './deps.ts'
import { parseBody } from '../http/validate.ts'

/**
 * Records public page views. Answers 204 whether the visit was counted, came from a bot or was
 * over the per-address cap, so nobody can probe the counting. No cookie is set.
 */
export function visitsRouter({ services, env }: ApiDeps) {
  const router = Router()
  const ownHosts = env.siteUrl ? [new URL(env.siteUrl).host] : []

  router.post('/track-visitor', async (req, res) => {
    const { page, referrer } = parseBody(trackVisitSchema, req)
    await services.visits.record({
      path: page,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
      userAgent: req.get('user-agent') ?? '',
      referrer,
      ownHosts: [...ownHosts, req.get('host') ?? ''],
    })
    res.status(204).end()
  })

  return router
}
