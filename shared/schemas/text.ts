import { z } from 'zod'

/** Text that must be given: trimmed, not empty, at most `max` characters; messages name the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })

/** Text that may be empty: trimmed, at most `max` characters. */
export const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
