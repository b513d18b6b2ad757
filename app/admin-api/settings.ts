import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#app/lib/toast-store.ts'
import { goLiveSchema } from '#shared/schemas/go-live.ts'
import { legalPageListSchema, legalPageSchema, type LegalPageInput, type LegalPageKey } from '#shared/schemas/legal-page.ts'
import { settingsResponseSchema, type PracticeSettingsInput } from '#shared/schemas/settings.ts'
import { ApiError, apiRequest, describeError, getQueryFn, isUnauthorized } from './client.ts'

export const settingsKey = ['/api/admin/settings'] as const
export const legalPagesKey = ['/api/admin/pages'] as const
export const goLiveKey = ['/api/admin/go-live'] as const

export const settingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: async (context) => settingsResponseSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
})

export const legalPagesQueryOptions = queryOptions({
  queryKey: legalPagesKey,
  queryFn: async (context) => legalPageListSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
})

export const goLiveQueryOptions = queryOptions({
  queryKey: goLiveKey,
  queryFn: async (context) => goLiveSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
})

/** The field messages of a 400 answer, by field name ('openingHours.0.closes'), or null. */
export function fieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  return error.fields ?? null
}

function useSettingsMutation<TVariables, TResult>(options: { run: (variables: TVariables) => Promise<TResult>; failure: string; success: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: options.run,
    onSuccess: () => toast({ title: options.success }),
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: options.failure, description: describeError(error), variant: 'destructive' })
    },
    // The checklist reads both; the pages' starters quote the settings.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        queryClient.invalidateQueries({ queryKey: legalPagesKey }),
        queryClient.invalidateQueries({ queryKey: goLiveKey }),
      ]),
  })
}

export function useSaveSettings() {
  return useSettingsMutation({
    run: async (settings: PracticeSettingsInput) => settingsResponseSchema.parse(await apiRequest('PUT', settingsKey[0], settings)),
    failure: 'Settings not saved',
    success: 'Settings saved: the website shows them now',
  })
}

export function useSaveLegalPage() {
  return useSettingsMutation({
    run: async ({ key, ...input }: LegalPageInput & { key: LegalPageKey }) =>
      legalPageSchema.parse(await apiRequest('PUT', `${legalPagesKey[0]}/${encodeURIComponent(key)}`, input)),
    failure: 'Page not saved',
    success: 'Page saved: the website shows it now',
  })
}
