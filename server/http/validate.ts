import type { Request } from 'express'
import type { z } from 'zod'
import { HttpError } from './errors.ts'

function toHttpError(error: z.ZodError): HttpError {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  const first = error.issues[0]?.message ?? 'Invalid input'
  return new HttpError(400, 'invalid_input', first.charAt(0).toUpperCase() + first.slice(1), fields)
}

/** Parses a JSON request body with a shared schema; throws a 400 HttpError naming the fields. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  if (!req.is('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json')
  }
  const result = schema.safeParse(req.body)
  if (!result.success) throw toHttpError(result.error)
  return result.data
}

/** Parses a route parameter or query value with a schema; throws a 400 HttpError. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw toHttpError(result.error)
  return result.data
}
