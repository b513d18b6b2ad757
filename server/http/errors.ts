export type ErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'internal'

/** An expected failure: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly fields: Record<string, string[]> | undefined

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}
