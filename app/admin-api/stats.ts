import { queryOptions } from '@tanstack/react-query'
import { visitorCountSchema } from '#shared/schemas/stats.ts'
import { visitStatsSchema, type statsPeriods } from '#shared/schemas/stats.ts'
import { getQueryFn } from './client.ts'

/** Total visitors for the dashboard, polled every 30 s. */
export const visitorCountQueryOptions = queryOptions({
  queryKey: ['/api/visitor-count'] as const,
  queryFn: async (context) => visitorCountSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)).totalVisitors,
  refetchInterval: 30_000,
})

/** Visits and visitors for the last `days` days with the period before, polled with the cards. */
export function visitStatsQueryOptions(days: (typeof statsPeriods)[number]) {
  return queryOptions({
    queryKey: [`/api/admin/stats?days=${days}`] as const,
    queryFn: async (context) => visitStatsSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
    refetchInterval: 30_000,
  })
}
