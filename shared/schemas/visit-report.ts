import { z } from 'zod'

export const maxTrackedPathLength = 512

/** Body of POST /api/track-visitor: the path of the public page that was loaded. */
export const visitReportSchema = z.object({
  page: z
    .string({ error: 'page must be a text path' })
    .min(1, { error: 'page is required' })
    .max(maxTrackedPathLength, { error: `page must be at most ${maxTrackedPathLength} characters` })
    .startsWith('/', { error: "page must be a path starting with '/'" }),
  /** The page that sent the visitor here (document.referrer); only its host is kept. */
  referrer: z.string({ error: 'referrer must be text' }).max(2048, { error: 'referrer must be at most 2048 characters' }).optional(),
})

export type VisitReport = z.infer<typeof visitReportSchema>
