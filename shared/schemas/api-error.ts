import { z } from 'zod'

/** The one error envelope every API error leaves the server in. `error` is for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
})

export type ApiError = z.infer<typeof apiErrorSchema>
