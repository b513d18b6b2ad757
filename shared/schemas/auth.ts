import { z } from 'zod'

const required = 'Username and password are required'

/** What the login form sends (spec section 5: both required, both trimmed). */
export const loginInputSchema = z.object({
  username: z.string({ error: required }).trim().min(1, { error: required }).max(200, { error: 'The username is too long' }),
  password: z.string({ error: required }).trim().min(1, { error: required }).max(1_024, { error: 'The password is too long' }),
})
export type LoginInput = z.infer<typeof loginInputSchema>

/** The signed-in owner as the API describes her. */
export const adminUserSchema = z.object({
  username: z.string(),
  name: z.string(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** The login answer (spec section 3): success, user and error. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  user: adminUserSchema.optional(),
  error: z.string().optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>
