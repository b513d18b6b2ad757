import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from '../log.ts'

/**
 * Gives a request an id (returned, and sent as X-Request-Id) and logs one line when it finishes:
 * method, path (`target`, read then: the request's address after normalising), status, duration. The client's address is deliberately absent (DESIGN: no IP
 * addresses stored, logs included).
 */
export function logWhenFinished(logger: Logger, req: IncomingMessage, res: ServerResponse, target: () => string): string {
  const started = process.hrtime.bigint()
  const requestId = randomUUID()
  res.setHeader('X-Request-Id', requestId)
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({ requestId, method: req.method, path: target().split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
  })
  return requestId
}

/** The request log as Express middleware; the id is kept in res.locals.requestId. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    res.locals.requestId = logWhenFinished(logger, req, res, () => req.originalUrl)
    next()
  }
}
