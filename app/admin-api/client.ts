import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiErrorSchema } from '#shared/schemas/api-error.ts'

/**
 * A failed API answer. `message` is the generic text, 'STATUS: body-or-statusText'
 * (or the status text); `serverMessage` is the readable sentence from the error envelope when there is one.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly serverMessage: string | undefined
  /** Field messages of a 400 answer (`{fields}` in the error envelope). */
  readonly fields: Record<string, string[]> | undefined

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`)
    this.name = 'ApiError'
    this.status = status
    let envelope: { error: string; code?: string; fields?: Record<string, string[]> } | undefined
    try {
      const parsed = apiErrorSchema.safeParse(JSON.parse(text))
      if (parsed.success) envelope = parsed.data
    } catch {
      // not JSON: the raw text is already in the message
    }
    this.code = envelope?.code
    this.serverMessage = envelope?.error
    this.fields = envelope?.fields
  }
}

/** The sentence to show a person for any error the admin client meets. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message
  if (error instanceof TypeError) return 'Unable to connect to server. Please try again.'
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.'
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
}

/**
 * One request to our own API: same origin, cookies included, JSON both ways. State changes always
 * say application/json (the server refuses anything else, a CSRF defence). Returns the parsed
 * body, or undefined for 204.
 */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** The default query: a GET to the path the query key spells, with credentials, JSON back. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal })
    if (on401 === 'returnNull' && response.status === 401) {
      await response.body?.cancel() // an unread body keeps the request open
      return null
    }
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * The admin panel's query client: no retries, no refetch on focus, no
 * polling unless a query asks, data never stale, a 401 is an error. Any 401 (the session ended)
 * calls `onUnauthorized`, which sends the owner to sign in again.
 */
export function createAdminQueryClient({ onUnauthorized }: { onUnauthorized: () => void }): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized()
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
