import express, { Router } from 'express'
import { visitReportSchema } from '#shared/schemas/visit-report.ts'
import type { ApiDeps } from './deps.ts'
import { HttpError } from '../http/errors.ts'
import { requireSameOrigin } from '../http/same-origin.ts'
import { parseBody, parseValue } from '../http/validate.ts'

/** A visit report is a path and a referrer: a few kilobytes at most. */
const beaconBodyLimit = '4kb'

/**
 * Records public page views. Answers 204 whether the visit was counted, came from a bot or was
 * over the per-address cap, so nobody can probe the counting. No cookie is set.
 *
 * Public pages report with `navigator.sendBeacon`, which sends its text as
 * `text/plain;charset=UTF-8` (a beacon cannot send JSON's type): this endpoint alone reads such a
 * body as JSON. A plain-text POST needs no CORS preflight, so the route refuses what a browser
 * says comes from another site, as the admin endpoints do; the other endpoints keep accepting
 * only application/json.
 */
export function visitsRouter({ services, env }: ApiDeps) {
  const router = Router()
  const ownHosts = env.siteUrl ? [new URL(env.siteUrl).host] : []

  router.post('/track-visitor', requireSameOrigin(env), express.text({ type: 'text/plain', limit: beaconBodyLimit }), async (req, res) => {
    const { page, referrer } = req.is('text/plain') ? parseValue(visitReportSchema, beaconJson(req.body)) : parseBody(visitReportSchema, req)
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

/** The JSON text of a beacon; a body that is not JSON is refused as one that does not parse. */
function beaconJson(body: unknown): unknown {
  try {
    return JSON.parse(typeof body === 'string' ? body : '')
  } catch {
    throw new HttpError(400, 'invalid_input', 'The request body is not valid JSON')
  }
}
