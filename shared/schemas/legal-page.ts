import { z } from 'zod'

/** The practice's legal pages, in the order the footer and the admin list them. */
export const legalPageKeys = ['privacy-policy', 'terms-of-service', 'notice-of-privacy-practices', 'good-faith-estimate', 'accessibility'] as const
export type LegalPageKey = (typeof legalPageKeys)[number]

export const legalPageLimits = { title: 120, content: 60_000 } as const

export const legalPageKeySchema = z.enum(legalPageKeys, { error: 'Unknown page' })

/** What the owner sends to save a page (`PUT /api/admin/pages/{key}`). */
export const legalPageInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(legalPageLimits.title, { error: `Title must be at most ${legalPageLimits.title} characters` }),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, { error: 'Content is required' })
    .max(legalPageLimits.content, { error: `Content must be at most ${legalPageLimits.content.toLocaleString('en-US')} characters` }),
})
export type LegalPageInput = z.infer<typeof legalPageInputSchema>

export const legalPageSchema = z.object({
  key: legalPageKeySchema,
  title: z.string(),
  content: z.string(),
  /** When the owner last saved it; for a starter text, the day the starter was written. */
  updatedAt: z.string(),
  /** True while the page is still the starter text the site came with. */
  isStarter: z.boolean(),
  /** True while a starter the owner must read and adapt (the NPP and the terms) is unsaved. */
  needsReview: z.boolean(),
})
export type LegalPage = z.infer<typeof legalPageSchema>
export const legalPageListSchema = z.array(legalPageSchema)
