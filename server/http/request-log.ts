import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from '../log.ts'

/**
 * Gives each request an id and logs one line when it finishes: method, path, status, duration.
 * The client's address is deliberately absent (DESIGN: no IP addresses stored, logs included).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const requestId = randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      logger.info(
        { requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      )
    })
    next()
  }
}
