import type { AuthUser } from '#server/auth/auth-service.ts'
import { readSessionCookie } from '#server/auth/session-cookie.ts'
import type { Services } from '#server/services.ts'

/**
 * The signed-in owner behind a page request, or null: the same session check as the admin API
 * (server/http/require-admin.ts), for the few admin pages rendered on the server.
 */
export async function ownerOf(request: Request, services: Pick<Services, 'auth'>): Promise<AuthUser | null> {
  const secure = new URL(request.url).protocol === 'https:'
  return services.auth.authenticate(readSessionCookie(request.headers.get('cookie') ?? undefined, secure))
}
