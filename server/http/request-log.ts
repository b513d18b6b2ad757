import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from '../log.ts'

/**
 * Logs one line when a response finishes: its request id (sent as X-Request-Id), method, path
 * (`target`, read then: the address after normalising), status, duration. The client's address
 * is deliberately absent (DESIGN: no IP addresses stored, logs included).
 */
export function logOnFinish(logger: Logger, req: IncomingMessage, res: ServerResponse, requestId: string, target: () => string): void {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({ requestId, method: req.method, path: target().split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
  })
}

/** Gives each request an id (res.locals.requestId, X-Request-Id) and logs it when it finishes. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    logOnFinish(logger, req, res, requestId, () => req.originalUrl)
    next()
  }
}
