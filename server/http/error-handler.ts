import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { ApiError } from '#shared/schemas/api-error.ts'
import type { Logger } from '../log.ts'
import { HttpError } from './errors.ts'

interface BodyParserError extends Error {
  type?: string
  status?: number
  expose?: boolean
}

function fromBodyParser(error: BodyParserError): HttpError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'invalid_input', 'The request body is not valid JSON')
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', 'The request body is too large')
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'unsupported_media_type', 'The request body encoding is not supported')
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new HttpError(400, 'invalid_input', 'The request body could not be read')
    default:
      return fromClientError(error)
  }
}

// Other client errors raised by Express middleware (a broken gzip body, a missing static file)
// keep their 4xx status with a message of our own.
function fromClientError(error: BodyParserError): HttpError | null {
  const status = error.status
  if (!status || status < 400 || status > 499) return null
  // serve-static marks a missing file (ENOENT) as not exposable, but "not found" is safe to say.
  if (status === 404) return new HttpError(404, 'not_found', 'Not found')
  if (!error.expose) return null
  if (status === 413) return new HttpError(413, 'payload_too_large', 'The request body is too large')
  if (status === 415) return new HttpError(415, 'unsupported_media_type', 'The request body encoding is not supported')
  return new HttpError(400, 'invalid_input', 'The request could not be read')
}

/** Answers unknown /api paths with JSON, never with the HTML 404 page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, 'not_found', 'Not found'))
}

/**
 * The one place errors become responses: HttpErrors keep their status and message, body-parser
 * failures become 400/413, anything else is logged with its stack and answered as a plain 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error)
      return
    }
    const known = error instanceof HttpError ? error : fromBodyParser(error as BodyParserError)
    const requestId = String(res.locals.requestId ?? '')
    const body: ApiError = known
      ? { error: known.message, code: known.code, fields: known.fields, requestId }
      : { error: 'Something went wrong on our side. Please try again.', code: 'internal', requestId }
    if (!known) logger.error({ err: error, requestId, method: req.method, path: req.path }, 'request failed')
    res.status(known?.status ?? 500).set('Cache-Control', 'no-store').json(body)
  }
}
