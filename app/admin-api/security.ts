import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { startRegistration } from '@simplewebauthn/browser'
import { passkeySchema, recoveryCodesSchema, securityOverviewSchema, totpSetupSchema } from '#shared/schemas/security.ts'
import { apiRequest, getQueryFn } from './client.ts'

// The Security section's calls (/api/admin/security). Every change refreshes the one overview.

export const securityQueryKey = ['/api/admin/security'] as const

export const securityQueryOptions = queryOptions({
  queryKey: securityQueryKey,
  queryFn: async (context) => securityOverviewSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
})

function useSecurityMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }) })
}

/** Makes a passkey on this device (the browser asks) and adds it under `name`. */
export function useAddPasskey() {
  return useSecurityMutation(async (name: string) => {
    const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', '/api/admin/security/passkeys/options')
    let response: Awaited<ReturnType<typeof startRegistration>>
    try {
      response = await startRegistration({ optionsJSON })
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name === 'InvalidStateError') throw new Error('This device already holds a passkey for this site.', { cause: error })
      if (name === 'NotAllowedError' || name === 'AbortError') throw new Error('The passkey prompt was closed before it finished. Please try again.', { cause: error })
      throw new Error('This browser could not make a passkey here. Please try again.', { cause: error })
    }
    return passkeySchema.parse(await apiRequest('POST', '/api/admin/security/passkeys', { name, response }))
  })
}

export function useRemovePasskey() {
  return useSecurityMutation((id: string) => apiRequest<void>('DELETE', `/api/admin/security/passkeys/${encodeURIComponent(id)}`))
}

export function useStartAuthenticatorSetup() {
  return useSecurityMutation(async () => totpSetupSchema.parse(await apiRequest('POST', '/api/admin/security/authenticator')))
}

export function useConfirmAuthenticator() {
  return useSecurityMutation(
    async (code: string) => recoveryCodesSchema.parse(await apiRequest('POST', '/api/admin/security/authenticator/confirm', { code })).recoveryCodes,
  )
}

export function useRemoveAuthenticator() {
  return useSecurityMutation(() => apiRequest<void>('DELETE', '/api/admin/security/authenticator'))
}

export function useNewRecoveryCodes() {
  return useSecurityMutation(async () => recoveryCodesSchema.parse(await apiRequest('POST', '/api/admin/security/recovery-codes')).recoveryCodes)
}

export function useEndSession() {
  return useSecurityMutation((id: string) => apiRequest<void>('DELETE', `/api/admin/security/sessions/${encodeURIComponent(id)}`))
}

export function useEndOtherSessions() {
  return useSecurityMutation(async () => (await apiRequest<{ ended: number }>('POST', '/api/admin/security/sessions/sign-out-others')).ended)
}
