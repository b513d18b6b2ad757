import { queryOptions } from '@tanstack/react-query'
import { visitorCountSchema } from '#shared/schemas/auth.ts'
import { getQueryFn } from './client.ts'

/** Total visitors for the dashboard, polled every 30 s (spec sections 7 and 9). */
export const visitorCountQueryOptions = queryOptions({
  queryKey: ['/api/visitor-count'] as const,
  queryFn: async (context) => visitorCountSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)).totalVisitors,
  refetchInterval: 30_000,
})
