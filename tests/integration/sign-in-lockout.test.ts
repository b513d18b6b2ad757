import { afterEach, describe, expect, it } from 'vitest'
import { busyRetryAfterSeconds, deviceRules, lockoutRules } from '#server/auth/auth-service.ts'
import { currentScryptParams, hashQueueState, type ScryptParams } from '#server/auth/password.ts'
import { adminRequest, cheapHashing, createAdmin, sessionCookieFrom, testAdmin } from '../support/admin-session.ts'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'

// The lockout counts an attempt in the database before its password is checked, so it holds
// for attempts sent all at once (SQLite here; PostgreSQL in the integration-pg project).
let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function start(passwordHashing: ScryptParams = cheapHashing) {
  api = await startTestApi({ passwordHashing, env: { TRUST_PROXY: '1' } })
  await createAdmin(api.data, { passwordHashing })
  return api
}

const login = (url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  postJson(`${url}/api/admin/login`, body, { headers, signal })

const wrong = { username: testAdmin.username, password: 'a-wrong-guess-of-length' }

function deviceCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('admin_device='))
  if (!header) throw new Error(`No device cookie in ${response.status} response`)
  return header.split(';')[0]!
}

/** Waits until the server (in this process) reaches a state. */
async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function statuses(responses: Response[]) {
  const counts: Record<number, number> = {}
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1
  return counts
}

describe('sign-ins sent all at once', () => {
  it('checks at most ten of 100 concurrent wrong sign-ins for one username and refuses the rest with 429', async () => {
    const api = await start()
    // From 100 different addresses: only the username's count can stop them.
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(api.url, wrong, { 'X-Forwarded-For': `198.51.${index >> 8}.${index & 255}` })),
    )
    const counts = await statuses(responses)
    expect(counts[401] ?? 0).toBeGreaterThan(0)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(lockoutRules.maxFailures)
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100)
    for (const response of responses.filter((response) => response.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Even the right password is refused now: the username is locked.
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(429)
  })

  it('checks at most ten of 100 concurrent sign-ins from one address guessing usernames', async () => {
    const api = await start()
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(api.url, { username: `guess-${index}`, password: 'whatever-password' }, { 'X-Forwarded-For': '192.0.2.66' })),
    )
    const counts = await statuses(responses)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(lockoutRules.maxFailures)
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100)
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '192.0.2.66' })).status).toBe(429)
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(200)
  })

  it('refuses checks past a full hashing queue with 429 and Retry-After, without counting them', async () => {
    // The production cost, so that the checks queue up behind each other.
    const api = await start(currentScryptParams)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(api.url, { username: `user-${index}`, password: 'whatever-password' }, { 'X-Forwarded-For': `192.0.2.${index + 1}` })),
    )
    const busy = responses.filter((response) => response.status === 429)
    const checked = responses.filter((response) => response.status === 401)
    expect(busy.length).toBeGreaterThan(0)
    expect(checked.length + busy.length).toBe(20)
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toBe(String(busyRetryAfterSeconds))
      expect(await response.json()).toEqual({ success: false, error: 'Too many sign-in attempts at once. Please try again in a few seconds.' })
    }
    // Only the checked attempts count, under their username and their address.
    expect(await api.db.query('select key_hash from login_attempts')).toHaveLength(2 * checked.length)
  })

  it('drops a queued check whose client has gone, and does not count it', async () => {
    const api = await start(currentScryptParams)
    const leaving = new AbortController()
    const staying = Array.from({ length: 2 }, (_, index) =>
      login(api.url, { username: `user-${index}`, password: 'whatever-password' }, { 'X-Forwarded-For': `192.0.2.${index + 1}` }),
    )
    await until(() => hashQueueState().running === 2)
    // These wait behind the two running checks; their clients hang up meanwhile.
    const gone = Array.from({ length: 3 }, (_, index) =>
      login(api.url, { username: `gone-${index}`, password: 'whatever-password' }, { 'X-Forwarded-For': `192.0.2.${index + 10}` }, leaving.signal).catch(() => 'aborted'),
    )
    await until(() => hashQueueState().waiting === 3)
    leaving.abort()
    expect(await Promise.all(gone)).toEqual(['aborted', 'aborted', 'aborted'])
    expect((await Promise.all(staying)).map((response) => response.status)).toEqual([401, 401])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await api.db.query('select key_hash from login_attempts')).toHaveLength(4)
  })
})

describe('device tokens', () => {
  async function signedInDevice(api: TestApi) {
    const response = await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.7' })
    expect(response.status).toBe(200)
    const device = deviceCookieFrom(response)
    const session = sessionCookieFrom(response)
    // Logging out ends the session but keeps the device token.
    const logout = await adminRequest(api.url, `${session}; ${device}`, 'POST', '/api/admin/logout')
    expect(logout.status).toBe(204)
    expect(logout.headers.getSetCookie().some((line) => line.startsWith('admin_device='))).toBe(false)
    return device
  }

  it('gives a browser that signed in an HttpOnly, SameSite=Strict token with nothing personal inside', async () => {
    const api = await start()
    const response = await login(api.url, testAdmin)
    const header = response.headers.getSetCookie().find((line) => line.startsWith('admin_device='))!
    expect(header).toMatch(/^admin_device=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; /)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Strict')
    expect(header).toContain(`Max-Age=${deviceRules.lifetimeMs / 1000}`)
    expect(header.toLowerCase()).not.toContain(testAdmin.username)
  })

  it('is __Host- and Secure over HTTPS', async () => {
    const api = await start()
    const response = await login(api.url, testAdmin, { 'X-Forwarded-Proto': 'https' })
    const header = response.headers.getSetCookie().find((line) => line.startsWith('__Host-admin_device='))!
    expect(header).toContain('Secure')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Domain')
  })

  it("lets a browser holding a device token sign in through a stranger's ten failures, and stops one without", async () => {
    const api = await start()
    const device = await signedInDevice(api)
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      expect((await login(api.url, wrong, { 'X-Forwarded-For': `198.51.100.${attempt}` })).status).toBe(401)
    }
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429)
    const withToken = await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.7', Cookie: device })
    expect(withToken.status).toBe(200)
    // Still locked for everyone else.
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(429)
  })

  it('lets a device token through 100 concurrent wrong sign-ins from strangers', async () => {
    const api = await start()
    const device = await signedInDevice(api)
    const burst = Array.from({ length: 100 }, (_, index) => login(api.url, wrong, { 'X-Forwarded-For': `198.51.${index >> 8}.${index & 255}` }))
    const owner = login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.7', Cookie: device })
    const [ownerResponse, ...rest] = await Promise.all([owner, ...burst])
    expect(ownerResponse!.status).toBe(200)
    expect((await statuses(rest))[401] ?? 0).toBeLessThanOrEqual(lockoutRules.maxFailures)
  })

  it('gives a device token its own small budget, which does not lock the username for others', async () => {
    const api = await start()
    const device = await signedInDevice(api)
    for (let attempt = 1; attempt <= deviceRules.maxFailures; attempt += 1) {
      expect((await login(api.url, wrong, { Cookie: device })).status).toBe(401)
    }
    expect((await login(api.url, testAdmin, { Cookie: device })).status).toBe(429)
    // The failures were the token's, not the username's or the address's.
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200)
  })

  it('ignores a token for another username, a tampered one and an expired-looking one', async () => {
    const api = await start()
    const device = await signedInDevice(api)
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      await login(api.url, wrong, { 'X-Forwarded-For': `198.51.100.${attempt}` })
    }
    const [name, value] = device.split('=') as [string, string]
    const [id, expires, signature] = value.split('.') as [string, string, string]
    const tampered = [
      `${name}=${id}.${Number(expires) + 1000}.${signature}`,
      `${name}=${'A'.repeat(22)}.${expires}.${signature}`,
      `${name}=${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${name}=${id}.1.${signature}`,
    ]
    for (const cookie of tampered) expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.7', Cookie: cookie })).status).toBe(429)
    // The same token presented for another username counts as no token.
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      await login(api.url, { username: 'someone-else', password: 'whatever-password' }, { 'X-Forwarded-For': `198.51.101.${attempt}` })
    }
    expect((await login(api.url, { username: 'someone-else', password: 'whatever-password' }, { Cookie: device })).status).toBe(429)
  })
})
