import type { ScryptParams } from '#server/auth/password.ts'
import type { DataLayer } from '#server/db/index.ts'
import { createServices } from '#server/services.ts'

/** The owner's sign-in for tests. */
export const testAdmin = { username: 'owner', password: 'quiet-harbour-lantern-42' } as const

/** Much cheaper than production hashing, for tests that sign in often. */
export const cheapHashing: ScryptParams = { log2N: 12, r: 8, p: 1 }

/** Creates (or resets) the admin account straight in the database. */
export async function createAdmin(data: DataLayer, options: { passwordHashing?: ScryptParams; now?: () => Date } = {}) {
  await createServices(data, options).auth.setPassword(testAdmin.password, testAdmin.username)
}

/** The `name=value` pair of the session cookie a response set, for sending back. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => /^(__Host-)?admin_session=/.test(line))
  if (!header) throw new Error(`No session cookie in ${response.status} response`)
  return header.split(';')[0]!
}

/** Signs in through the API; returns the cookie to send with later requests. */
export async function signIn(baseUrl: string, credentials: { username: string; password: string } = testAdmin, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`)
  return sessionCookieFrom(response)
}

/** A JSON request carrying a session cookie. */
export function adminRequest(baseUrl: string, cookie: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
