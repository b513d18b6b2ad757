import { afterEach, describe, expect, it } from 'vitest'
import { lockoutRules, sessionLimits } from '#server/auth/auth-service.ts'
import { adminRequest, cheapHashing, createAdmin, sessionCookieFrom, signIn, testAdmin } from '../support/admin-session.ts'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function start(options: { env?: Record<string, string> } = {}) {
  const clock = fixedClock('2026-03-02T14:00:00.000Z')
  api = await startTestApi({ now: clock.now, passwordHashing: cheapHashing, env: options.env })
  await createAdmin(api.data, { passwordHashing: cheapHashing, now: clock.now })
  return { api, clock }
}

const login = (url: string, body: unknown, headers: Record<string, string> = {}) => postJson(`${url}/api/admin/login`, body, { headers })

/** Every endpoint that needs a session (docs/product.md, *The API*). */
const protectedEndpoints: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/blog/posts'],
  ['POST', '/api/admin/blog/posts', { title: 'T', excerpt: 'E', content: 'C' }],
  ['PUT', '/api/admin/blog/posts/some-id', { title: 'T', excerpt: 'E', content: 'C' }],
  ['DELETE', '/api/admin/blog/posts/some-id'],
  ['PATCH', '/api/admin/blog/posts/some-id/publish'],
  ['GET', '/api/admin/stats?days=7'],
  ['GET', '/api/admin/no-such-thing'],
  ['GET', '/api/visitor-count'],
  ['POST', '/api/objects/upload'],
  ['PUT', '/api/blog-images', { imageURL: 'http://127.0.0.1/x' }],
]

async function expectAllRefused(url: string, cookie: string | undefined) {
  for (const [method, path, body] of protectedEndpoints) {
    const response = await adminRequest(url, cookie, method, path, body)
    expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 })
    expect(await response.json()).toMatchObject({ error: 'Please sign in to continue', code: 'unauthenticated' })
  }
}

describe('POST /api/admin/login', () => {
  it('signs in with trimmed credentials and sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const { api } = await start()
    const response = await login(api.url, { username: `  ${testAdmin.username.toUpperCase()} `, password: ` ${testAdmin.password}  ` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, user: { username: 'owner', name: 'Dr. Morgan Avery' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('Max-Age=43200')
    expect(cookie).not.toContain('Secure')
  })

  it('answers 401 with the spec body for a wrong password or an unknown user, and sets no cookie', async () => {
    const { api } = await start()
    for (const body of [{ username: 'owner', password: 'not-the-password-at-all' }, { username: 'nobody', password: testAdmin.password }]) {
      const response = await login(api.url, body)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ success: false, error: 'Invalid username or password' })
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it.each([
    ['an empty body', {}],
    ['no password', { username: 'owner' }],
    ['no username', { password: testAdmin.password }],
    ['blank fields', { username: '   ', password: '  ' }],
    ['a blank password', { username: 'owner', password: ' ' }],
    ['numbers', { username: 1, password: 2 }],
  ])('answers 400 for %s', async (_label, body) => {
    const { api } = await start()
    const response = await login(api.url, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, error: 'Username and password are required' })
  })

  it('marks the cookie Secure with the __Host- prefix over HTTPS, and ignores the plain name there', async () => {
    const { api } = await start({ env: { TRUST_PROXY: '1' } })
    const https = { 'X-Forwarded-Proto': 'https' }
    const response = await login(api.url, testAdmin, https)
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; /)
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Domain')
    const pair = sessionCookieFrom(response)
    expect((await adminRequest(api.url, pair, 'GET', '/api/admin/me', undefined, https)).status).toBe(200)
    const plain = pair.replace('__Host-', '')
    expect((await adminRequest(api.url, plain, 'GET', '/api/admin/me', undefined, https)).status).toBe(401)
  })

  it('issues a new session id at every sign-in and ends the one the browser held', async () => {
    const { api } = await start()
    const first = await signIn(api.url)
    const response = await login(api.url, testAdmin, { Cookie: first })
    const second = sessionCookieFrom(response)
    expect(second).not.toBe(first)
    expect((await adminRequest(api.url, first, 'GET', '/api/admin/me')).status).toBe(401)
    expect((await adminRequest(api.url, second, 'GET', '/api/admin/me')).status).toBe(200)
  })

  it('stores only a hash of the session id', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const id = cookie.split('=')[1]!
    const rows = await api.db.query<{ id_hash: string }>('select id_hash from sessions')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id_hash).not.toBe(id)
    const stored = await api.db.allText()
    expect(stored).toContain(rows[0]!.id_hash)
    expect(stored).not.toContain(id)
  })
})

describe('GET /api/admin/me and sessions', () => {
  it('answers the user with a live session, never cached', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const response = await adminRequest(api.url, cookie, 'GET', '/api/admin/me')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ user: { username: 'owner', name: 'Dr. Morgan Avery' } })
  })

  it('answers 401 on every protected endpoint without a session, with a made-up one, and after logout', async () => {
    const { api } = await start()
    await expectAllRefused(api.url, undefined)
    await expectAllRefused(api.url, `admin_session=${'A'.repeat(43)}`)
    await expectAllRefused(api.url, 'admin_session=not-a-session')
    const cookie = await signIn(api.url)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/blog/posts')).status).toBe(200)
    const logout = await adminRequest(api.url, cookie, 'POST', '/api/admin/logout')
    expect(logout.status).toBe(204)
    await expectAllRefused(api.url, cookie)
  })

  it('logs out: deletes the session, clears the cookie and asks the browser to clear site storage', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const response = await adminRequest(api.url, cookie, 'POST', '/api/admin/logout')
    expect(response.status).toBe(204)
    expect(response.headers.get('clear-site-data')).toBe('"storage"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [cleared] = response.headers.getSetCookie()
    expect(cleared).toMatch(/^admin_session=; /)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(await api.db.query('select * from sessions')).toEqual([])
  })

  it('ends a session after an hour without activity', async () => {
    const { api, clock } = await start()
    const cookie = await signIn(api.url)
    clock.advance(59 * 60_000)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
    clock.advance(59 * 60_000)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
    clock.advance(sessionLimits.idleMs)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(401)
    expect(await api.db.query('select * from sessions')).toEqual([])
  })

  it('ends a session twelve hours after sign-in, however active', async () => {
    const { api, clock } = await start()
    const cookie = await signIn(api.url)
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 50) {
      expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
      clock.advance(50 * 60_000)
    }
    // 12 h 30 min after sign-in, last activity 50 min ago: only the absolute limit applies.
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(401)
  })

  it('ends a session exactly at the twelve-hour mark', async () => {
    const { api, clock } = await start()
    const cookie = await signIn(api.url)
    for (let step = 0; step < 15; step += 1) {
      clock.advance(45 * 60_000)
      expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
    }
    clock.set('2026-03-03T01:59:59.000Z')
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
    clock.set('2026-03-03T02:00:00.000Z')
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(401)
  })
})

describe('sign-in lockout', () => {
  const wrong = { username: 'owner', password: 'a-wrong-guess-of-length' }

  it('locks a username after ten failures in fifteen minutes, even for the right password, until the window passes', async () => {
    const { api, clock } = await start({ env: { TRUST_PROXY: '1' } })
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      // From a different address each time: the username lock must hold on its own.
      const response = await login(api.url, wrong, { 'X-Forwarded-For': `198.51.100.${attempt}` })
      expect(response.status).toBe(401)
      clock.advance(10_000)
    }
    // Ten failures from 14:00:00 to 14:01:30; now 14:01:40. Locked until the first leaves the window, at 14:15:00.
    const locked = await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.9' })
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ success: false, error: 'Too many failed sign-in attempts. Please try again in 14 minutes.' })
    expect(locked.headers.get('retry-after')).toBe(String(13 * 60 + 20))
    expect(locked.headers.getSetCookie()).toEqual([])

    clock.set('2026-03-02T14:14:59.000Z')
    const stillLocked = await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.9' })
    expect(stillLocked.status).toBe(429)
    expect(stillLocked.headers.get('retry-after')).toBe('1')
    expect(await stillLocked.json()).toEqual({ success: false, error: 'Too many failed sign-in attempts. Please try again in 1 minute.' })

    clock.set('2026-03-02T14:15:00.000Z')
    const open = await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.9' })
    expect(open.status).toBe(200)
  })

  it('locks a client address guessing many usernames, while the owner elsewhere still signs in', async () => {
    const { api, clock } = await start({ env: { TRUST_PROXY: '1' } })
    const attacker = { 'X-Forwarded-For': '192.0.2.66' }
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      expect((await login(api.url, { username: `guess-${attempt}`, password: 'whatever-password' }, attacker)).status).toBe(401)
    }
    expect((await login(api.url, testAdmin, attacker)).status).toBe(429)
    expect((await login(api.url, { username: 'guess-11', password: 'whatever-password' }, attacker)).status).toBe(429)
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(200)
    clock.advance(lockoutRules.windowMs)
    expect((await login(api.url, testAdmin, attacker)).status).toBe(200)
  })

  it('counts an IPv6 /64 as one address', async () => {
    const { api } = await start({ env: { TRUST_PROXY: '1' } })
    for (let attempt = 1; attempt <= lockoutRules.maxFailures; attempt += 1) {
      await login(api.url, { username: `guess-${attempt}`, password: 'whatever-password' }, { 'X-Forwarded-For': `2001:db8:1:2::${attempt.toString(16)}` })
    }
    expect((await login(api.url, { username: 'other', password: 'whatever-password' }, { 'X-Forwarded-For': '2001:db8:1:2:ffff::1' })).status).toBe(429)
    expect((await login(api.url, testAdmin, { 'X-Forwarded-For': '2001:db8:1:3::1' })).status).toBe(200)
  })

  it('does not lock after nine failures, and a success starts the count again', async () => {
    const { api } = await start()
    for (let attempt = 1; attempt < lockoutRules.maxFailures; attempt += 1) expect((await login(api.url, wrong)).status).toBe(401)
    expect((await login(api.url, testAdmin)).status).toBe(200)
    for (let attempt = 1; attempt < lockoutRules.maxFailures; attempt += 1) expect((await login(api.url, wrong)).status).toBe(401)
    expect((await login(api.url, testAdmin)).status).toBe(200)
  })

  it('logs each lockout without the address, and stores no address', async () => {
    const { api } = await start({ env: { TRUST_PROXY: '1' } })
    for (let attempt = 1; attempt <= lockoutRules.maxFailures + 2; attempt += 1) {
      await login(api.url, wrong, { 'X-Forwarded-For': '203.0.113.77' })
    }
    const lockouts = api.logs.filter((line) => line.msg === 'sign-in locked after repeated failures')
    expect(lockouts.map((line) => line.scope).sort()).toEqual(['address', 'username'])
    expect(JSON.stringify(api.logs)).not.toContain('203.0.113.77')
    expect(JSON.stringify(api.logs)).not.toContain(wrong.password)
    const failures = await api.db.query<{ key_hash: string }>('select key_hash from login_attempts')
    expect(failures).toHaveLength(2 * lockoutRules.maxFailures)
    const bytes = await api.db.allText()
    expect(bytes).toContain(failures[0]!.key_hash)
    expect(bytes).not.toContain('203.0.113.77')
    expect(bytes).not.toContain('127.0.0.1')
  })
})

describe('CSRF defence on state-changing admin requests', () => {
  const post = { title: 'Forged', excerpt: 'E', content: 'C' }

  it.each([
    ['a foreign Origin', { Origin: 'https://elsewhere.example' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Referer and no Origin', { Referer: 'https://elsewhere.example/page' }],
    ['our Origin but Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'self' }],
  ])('refuses %s with 403 and stores nothing', async (_label, headers) => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const resolved = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value === 'self' ? api!.url : value]))
    const response = await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', post, resolved)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'forbidden' })
    expect(await api.data.posts.listAll()).toEqual([])
  })

  it('accepts our own Origin, Sec-Fetch-Site: same-origin and our Referer', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const variants: Array<Record<string, string>> = [{ Origin: api.url }, { 'Sec-Fetch-Site': 'same-origin', Origin: api.url }, { Referer: `${api.url}/admin-panel` }]
    for (const headers of variants) {
      expect((await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', post, headers)).status).toBe(201)
    }
  })

  it('refuses a sign-in posted from another site', async () => {
    const { api } = await start()
    const response = await login(api.url, testAdmin, { Origin: 'https://elsewhere.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a state change whose body is not application/json with 415, and changes nothing', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const created = await (await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', post)).json()
    const asForm = await fetch(`${api.url}/api/admin/blog/posts`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify(post),
    })
    expect(asForm.status).toBe(415)
    // A body without any Content-Type is refused too, on the body-less endpoints as well.
    for (const [method, path] of [
      ['DELETE', `/api/admin/blog/posts/${created.id}`],
      ['PATCH', `/api/admin/blog/posts/${created.id}/publish`],
      ['POST', '/api/objects/upload'],
      ['POST', '/api/admin/logout'],
    ] as const) {
      const typed = await fetch(`${api.url}${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'text/plain' }, body: '{}' })
      expect({ method, path, status: typed.status }).toEqual({ method, path, status: 415 })
    }
    const bareLogin = await fetch(`${api.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `username=owner&password=${testAdmin.password}`,
    })
    expect(bareLogin.status).toBe(415)
    expect(await api.data.posts.listAll()).toEqual([expect.objectContaining({ id: created.id, status: 'draft' })])
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
  })

  it('accepts the four body-less calls of the spec without a Content-Type', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const created = await (await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', post)).json()
    // Exactly what a client written to the spec sends: no body, no Content-Type, no Content-Length.
    const bare = (method: string, path: string) => fetch(`${api.url}${path}`, { method, headers: { Cookie: cookie } })
    const published = await bare('PATCH', `/api/admin/blog/posts/${created.id}/publish`)
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({ id: created.id, isPublished: true })
    const upload = await bare('POST', '/api/objects/upload')
    expect(upload.status).toBe(200)
    expect(await upload.json()).toEqual({ uploadURL: expect.stringContaining('/objects/uploads/') })
    const deleted = await bare('DELETE', `/api/admin/blog/posts/${created.id}`)
    expect(deleted.status).toBe(204)
    expect(await api.data.posts.listAll()).toEqual([])
    const zeroLength = await fetch(`${api.url}/api/admin/logout`, { method: 'POST', headers: { Cookie: cookie, 'Content-Length': '0' } })
    expect(zeroLength.status).toBe(204)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(401)
  })

  it('still refuses a body-less call from another site with 403', async () => {
    const { api } = await start()
    const cookie = await signIn(api.url)
    const created = await (await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', post)).json()
    const forged = await fetch(`${api.url}/api/admin/blog/posts/${created.id}`, { method: 'DELETE', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } })
    expect(forged.status).toBe(403)
    const logout = await fetch(`${api.url}/api/admin/logout`, { method: 'POST', headers: { Cookie: cookie, Origin: 'https://elsewhere.example' } })
    expect(logout.status).toBe(403)
    expect(await api.data.posts.listAll()).toHaveLength(1)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)
  })
})

describe('POST /api/admin/logout', () => {
  it('answers 204 with Clear-Site-Data and clears the cookie even when the session has expired or never existed', async () => {
    const { api, clock } = await start()
    const cookie = await signIn(api.url)
    clock.advance(sessionLimits.absoluteMs + 1)
    for (const sent of [cookie, `admin_session=${'A'.repeat(43)}`, undefined]) {
      const response = await fetch(`${api.url}/api/admin/logout`, { method: 'POST', headers: sent ? { Cookie: sent } : {} })
      expect(response.status).toBe(204)
      expect(response.headers.get('clear-site-data')).toBe('"storage"')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.getSetCookie()[0]).toMatch(/^admin_session=; /)
    }
    expect(await api.db.query('select * from sessions')).toEqual([])
  })
})
