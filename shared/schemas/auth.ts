import { z } from 'zod'
import { secondStepPromptSchema } from './security.ts'

const required = 'Username and password are required'

/** What the login form sends: both fields required, both trimmed. */
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

/** The login answer: success, user and error; `secondStep` when one is needed. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  user: adminUserSchema.optional(),
  error: z.string().optional(),
  secondStep: secondStepPromptSchema.optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>
