import { z } from 'zod'

export const statsPeriods = [7, 30, 90] as const

/** Answer of GET /api/visitor-count: every visit counted so far (the spec names it visitors). */
export const visitorCountSchema = z.object({ totalVisitors: z.number() })

/** Query of GET /api/admin/stats: the period in days (7, 30 or 90; 30 when absent). */
export const statsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' })
    .optional()
    .transform((value) => Number(value ?? '30') as (typeof statsPeriods)[number]),
})

const dayTotalsSchema = z.object({ day: z.string(), visits: z.number(), visitors: z.number() })
const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  visits: z.number(),
  visitors: z.number(),
  daily: z.array(dayTotalsSchema),
})

/** Answer of GET /api/admin/stats. */
export const visitStatsSchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  current: periodSchema,
  previous: periodSchema,
  topPages: z.array(z.object({ path: z.string(), title: z.string(), visits: z.number() })),
  topReferrers: z.array(z.object({ host: z.string(), visits: z.number() })),
})
export type VisitStatsResponse = z.infer<typeof visitStatsSchema>
