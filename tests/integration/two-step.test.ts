import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { decodeBase32IgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding'
import { afterEach, describe, expect, it } from 'vitest'
import { totpCode, totpStepAt } from '#server/auth/totp.ts'
import { twoStepRules } from '#server/auth/two-step.ts'
import { createServices } from '#server/services.ts'
import { adminRequest, cheapHashing, createAdmin, sessionCookieFrom, signIn, testAdmin } from '../support/admin-session.ts'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'
import { createSoftAuthenticator } from '../support/soft-authenticator.ts'

const siteUrl = 'https://www.example-practice.com'
const root = path.resolve(import.meta.dirname, '../..')
const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function start() {
  const clock = fixedClock('2026-03-02T14:00:10.000Z')
  api = await startTestApi({ now: clock.now, passwordHashing: cheapHashing, env: { SITE_URL: siteUrl, TRUST_PROXY: '1' } })
  await createAdmin(api.data, { passwordHashing: cheapHashing, now: clock.now })
  const cookie = await signIn(api.url)
  return { api, clock, cookie }
}

const call = (cookie: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  adminRequest(api!.url, cookie, method, path, body, headers)

function secondStepCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('admin_second_step='))
  if (!header) throw new Error(`No second-step cookie in ${response.status} response`)
  return header.split(';')[0]!
}

/** Sets up the authenticator app through the API; returns the secret (base64url) and the recovery codes. */
async function setUpAuthenticator(cookie: string, at: Date) {
  const setup = await call(cookie, 'POST', '/api/admin/security/authenticator')
  expect(setup.status).toBe(200)
  const { uri, secret: typed } = (await setup.json()) as { uri: string; secret: string }
  const base32 = new URL(uri).searchParams.get('secret')!
  expect(typed.replace(/ /g, '')).toBe(base32)
  const secret = encodeBase64urlNoPadding(decodeBase32IgnorePadding(base32))
  const confirmed = await call(cookie, 'POST', '/api/admin/security/authenticator/confirm', { code: totpCode(secret, totpStepAt(at)) })
  expect(confirmed.status).toBe(200)
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  return { secret, recoveryCodes }
}

async function addPasskey(cookie: string, name = 'My phone') {
  const authenticator = createSoftAuthenticator({ origin: siteUrl })
  const options = await call(cookie, 'POST', '/api/admin/security/passkeys/options')
  expect(options.status).toBe(200)
  const optionsJson = (await options.json()) as { challenge: string; rp: { id: string }; user: { id: string } }
  expect(optionsJson.rp.id).toBe('www.example-practice.com')
  const added = await call(cookie, 'POST', '/api/admin/security/passkeys', { name, response: authenticator.register(optionsJson) })
  expect(added.status).toBe(201)
  return authenticator
}

const passwordLogin = (headers: Record<string, string> = {}) => postJson(`${api!.url}/api/admin/login`, testAdmin, { headers })
const passkeyOptions = async (path = '/api/admin/login/passkey/options', cookie?: string) => {
  const response = await call(cookie, 'POST', path)
  expect(response.status).toBe(200)
  return (await response.json()) as { challenge: string; allowCredentials?: Array<{ id: string }> }
}
const overview = async (cookie: string) => {
  const response = await call(cookie, 'GET', '/api/admin/security')
  expect(response.status).toBe(200)
  return (await response.json()) as {
    passkeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>
    isTwoStepOn: boolean
    recoveryCodesLeft: number
    sessions: Array<{ id: string; browser: string; system: string; isCurrent: boolean }>
    history: Array<{ method: string; outcome: string; browser: string; system: string; at: string }>
  }
}

/** Every endpoint that needs a session: none may answer while only the password was given. */
const protectedEndpoints: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/blog/posts'],
  ['POST', '/api/admin/blog/posts', { title: 'T', excerpt: 'E', content: 'C' }],
  ['DELETE', '/api/admin/blog/posts/some-id'],
  ['GET', '/api/admin/stats?days=7'],
  ['GET', '/api/visitor-count'],
  ['POST', '/api/objects/upload'],
  ['GET', '/api/admin/security'],
  ['POST', '/api/admin/security/passkeys/options'],
  ['POST', '/api/admin/security/authenticator'],
  ['DELETE', '/api/admin/security/authenticator'],
  ['POST', '/api/admin/security/recovery-codes'],
  ['POST', '/api/admin/security/sessions/sign-out-others'],
]
// Logout is not among them: it answers 204 to anyone, ending only the session it names.

describe('passkeys', () => {
  it("registers a passkey for SITE_URL's host and signs in with it alone", async () => {
    const { cookie, clock } = await start()
    const authenticator = await addPasskey(cookie, '  Work laptop ')
    const [passkey] = (await overview(cookie)).passkeys
    expect(passkey).toMatchObject({ name: 'Work laptop', createdAt: clock.now().toISOString(), lastUsedAt: null })

    clock.advance(60_000)
    const options = await passkeyOptions()
    expect(options.allowCredentials ?? []).toEqual([])
    const response = await postJson(
      `${api!.url}/api/admin/login/passkey`,
      { response: authenticator.signIn(options) },
      { headers: { 'User-Agent': safariOnIphone } },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, user: { username: 'owner', name: 'Dr. Morgan Avery' } })
    const passkeyCookie = sessionCookieFrom(response)
    expect((await call(passkeyCookie, 'GET', '/api/admin/me')).status).toBe(200)
    const seen = await overview(passkeyCookie)
    expect(seen.passkeys[0]!.lastUsedAt).toBe(clock.now().toISOString())
    expect(seen.history[0]).toMatchObject({ method: 'passkey', outcome: 'signed-in', browser: 'Safari 18', system: 'iOS' })
  })

  it('refuses a replayed answer, an expired challenge, another origin and a counter that went back', async () => {
    const { cookie, clock } = await start()
    const authenticator = await addPasskey(cookie)
    const signInWith = (response: unknown) => postJson(`${api!.url}/api/admin/login/passkey`, { response })

    const answer = authenticator.signIn(await passkeyOptions())
    expect((await signInWith(answer)).status).toBe(200)
    const replayed = await signInWith(answer)
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toEqual({ success: false, error: 'This passkey request has expired or was already used. Please try again.' })

    const late = await passkeyOptions()
    clock.advance(twoStepRules.challengeMs + 1_000)
    const expired = await signInWith(authenticator.signIn(late))
    expect(expired.status).toBe(401)
    expect(expired.headers.getSetCookie()).toEqual([])

    expect((await signInWith(authenticator.signIn(await passkeyOptions(), { origin: 'https://evil.example' }))).status).toBe(401)
    // The server last accepted counter 1: a signature that does not go beyond it is a clone.
    const cloned = await signInWith(authenticator.signIn(await passkeyOptions(), { counter: 1 }))
    expect(cloned.status).toBe(401)
    expect(await cloned.json()).toEqual({ success: false, error: 'That passkey could not be used to sign in. Please try again.' })
    expect((await signInWith(authenticator.signIn(await passkeyOptions(), { counter: 10 }))).status).toBe(200)
  })

  it('refuses a registration answered twice or late, and a sign-in challenge used to register', async () => {
    const { cookie, clock } = await start()
    const authenticator = createSoftAuthenticator({ origin: siteUrl })
    const options = (await (await call(cookie, 'POST', '/api/admin/security/passkeys/options')).json()) as { challenge: string; user: { id: string } }
    const answer = authenticator.register(options)
    expect((await call(cookie, 'POST', '/api/admin/security/passkeys', { name: 'Phone', response: answer })).status).toBe(201)
    const again = await call(cookie, 'POST', '/api/admin/security/passkeys', { name: 'Phone', response: answer })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: 'This passkey request has expired or was already used. Please try again.' })

    const other = createSoftAuthenticator({ origin: siteUrl })
    const late = (await (await call(cookie, 'POST', '/api/admin/security/passkeys/options')).json()) as { challenge: string; user: { id: string } }
    clock.advance(twoStepRules.challengeMs)
    expect((await call(cookie, 'POST', '/api/admin/security/passkeys', { name: 'Key', response: other.register(late) })).status).toBe(400)

    const signInOptions = await passkeyOptions()
    expect(
      (await call(cookie, 'POST', '/api/admin/security/passkeys', { name: 'Key', response: other.register({ ...signInOptions, user: { id: 'x' } }) })).status,
    ).toBe(400)
    expect((await overview(cookie)).passkeys).toHaveLength(1)
  })

  it('validates what is sent and removes a passkey', async () => {
    const { cookie } = await start()
    await addPasskey(cookie)
    for (const body of [
      {},
      { name: '', response: {} },
      { name: 'x'.repeat(61), response: {} },
      { name: 'Phone', response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '<>', attestationObject: 'a' } } },
    ]) {
      const response = await call(cookie, 'POST', '/api/admin/security/passkeys', body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBeTruthy()
    }
    // Cross-site and non-JSON requests are refused before anything is read.
    const crossSite = await postJson(`${api!.url}/api/admin/login/passkey/options`, {}, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
    const form = await fetch(`${api!.url}/api/admin/login/second-step/code`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'code=123456' })
    expect(form.status).toBe(415)
    expect(await api!.db.query("select * from webauthn_challenges where purpose = 'sign-in'")).toEqual([])
    const bad = await postJson(`${api!.url}/api/admin/login/passkey`, { response: { id: 'a' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ success: false })

    const [passkey] = (await overview(cookie)).passkeys
    expect((await call(cookie, 'DELETE', `/api/admin/security/passkeys/${passkey!.id}`)).status).toBe(204)
    expect((await call(cookie, 'DELETE', `/api/admin/security/passkeys/${passkey!.id}`)).status).toBe(404)
    expect((await overview(cookie)).isTwoStepOn).toBe(false)
  })
})

describe('two steps', () => {
  it('keeps at most the allowed number of sign-in challenges waiting, however many are asked for at once', async () => {
    await start()
    const asked = twoStepRules.maxWaitingChallenges + 40
    const answers = await Promise.all(Array.from({ length: asked }, () => postJson(`${api!.url}/api/admin/login/passkey/options`, {})))
    const given = answers.filter((answer) => answer.status === 200).length
    expect(given + answers.filter((answer) => answer.status === 429).length).toBe(asked)
    expect(given).toBeGreaterThan(0)
    const stored = await api!.db.query("select challenge from webauthn_challenges where purpose = 'sign-in'")
    expect(stored.length).toBe(given)
    expect(stored.length).toBeLessThanOrEqual(twoStepRules.maxWaitingChallenges)
  })

  it('gives no session for the right password alone: every admin endpoint stays 401 until the second step', async () => {
    const { cookie, clock } = await start()
    const { secret } = await setUpAuthenticator(cookie, clock.now())
    await addPasskey(cookie)
    clock.advance(60_000)

    const response = await passwordLogin()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: false,
      secondStep: { methods: ['passkey', 'authenticator-code', 'recovery-code'] },
      error: 'Your password is right. Now confirm it is you with your second step.',
    })
    expect(response.headers.getSetCookie().some((line) => /admin_session=/.test(line))).toBe(false)
    const waiting = secondStepCookieFrom(response)
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/)
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=300/)

    for (const [method, endpoint, body] of protectedEndpoints) {
      const refused = await call(waiting, method, endpoint, body)
      expect({ method, endpoint, status: refused.status }).toEqual({ method, endpoint, status: 401 })
    }
    const methods = await call(waiting, 'GET', '/api/admin/login/second-step')
    expect(await methods.json()).toEqual({ methods: ['passkey', 'authenticator-code', 'recovery-code'] })

    const done = await call(waiting, 'POST', '/api/admin/login/second-step/code', {
      method: 'authenticator-code',
      code: totpCode(secret, totpStepAt(clock.now())),
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ success: true, user: { username: 'owner', name: 'Dr. Morgan Avery' } })
    expect(done.headers.getSetCookie().find((line) => line.startsWith('admin_second_step='))).toMatch(/Expires=Thu, 01 Jan 1970/)
    const session = sessionCookieFrom(done)
    for (const [method, endpoint] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/blog/posts'],
      ['GET', '/api/admin/security'],
    ] as const) {
      expect((await call(session, method, endpoint)).status).toBe(200)
    }
    // The waiting sign-in was used up.
    expect((await call(waiting, 'POST', '/api/admin/login/second-step/code', { method: 'authenticator-code', code: '000000' })).status).toBe(401)
  })

  it('accepts the current and previous code, refuses a reused one and one two steps old', async () => {
    const { cookie, clock } = await start()
    const { secret } = await setUpAuthenticator(cookie, clock.now())
    const codeWith = async (code: string) => {
      const waiting = secondStepCookieFrom(await passwordLogin())
      return call(waiting, 'POST', '/api/admin/login/second-step/code', { method: 'authenticator-code', code })
    }
    // The step used to confirm the app cannot be used again.
    const confirmStep = totpStepAt(clock.now())
    expect((await codeWith(totpCode(secret, confirmStep))).status).toBe(401)

    clock.advance(30_000)
    const previous = totpCode(secret, totpStepAt(clock.now()) - 1)
    expect(previous).toBe(totpCode(secret, confirmStep))
    clock.advance(30_000)
    const previousStep = totpCode(secret, totpStepAt(clock.now()) - 1)
    expect((await codeWith(previousStep)).status).toBe(200)
    const reused = await codeWith(previousStep)
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ success: false, error: 'That code is not right. Please try again.' })
    expect((await codeWith(totpCode(secret, totpStepAt(clock.now()) - 2))).status).toBe(401)
    expect((await codeWith(totpCode(secret, totpStepAt(clock.now())))).status).toBe(200)
  })

  it('takes each recovery code once', async () => {
    const { cookie, clock } = await start()
    const { recoveryCodes } = await setUpAuthenticator(cookie, clock.now())
    expect(recoveryCodes).toHaveLength(10)
    expect(await api!.db.allText()).not.toContain(recoveryCodes[0]!)
    const withCode = async (code: string) =>
      call(secondStepCookieFrom(await passwordLogin()), 'POST', '/api/admin/login/second-step/code', { method: 'recovery-code', code })
    expect((await withCode(recoveryCodes[0]!.toUpperCase())).status).toBe(200)
    expect((await withCode(recoveryCodes[0]!)).status).toBe(401)
    expect((await overview(cookie)).recoveryCodesLeft).toBe(9)
    expect((await withCode(recoveryCodes[1]!)).status).toBe(200)

    // New codes replace the old ones.
    const fresh = (await (await call(cookie, 'POST', '/api/admin/security/recovery-codes')).json()) as { recoveryCodes: string[] }
    expect((await withCode(recoveryCodes[2]!)).status).toBe(401)
    expect((await withCode(fresh.recoveryCodes[0]!)).status).toBe(200)
  })

  it('lets only one of two racing requests use a recovery code or a passkey answer, and never answers 500', async () => {
    const { cookie, clock } = await start()
    const { recoveryCodes } = await setUpAuthenticator(cookie, clock.now())
    const waitingA = secondStepCookieFrom(await passwordLogin())
    const waitingB = secondStepCookieFrom(await passwordLogin())
    const body = { method: 'recovery-code', code: recoveryCodes[3]! }
    const codeRace = await Promise.all([waitingA, waitingB].map((waiting) => call(waiting, 'POST', '/api/admin/login/second-step/code', body)))
    expect(codeRace.map((response) => response.status).sort()).toEqual([200, 401])

    const authenticator = await addPasskey(cookie)
    const answer = authenticator.signIn(await passkeyOptions())
    const passkeyRace = await Promise.all([1, 2].map(() => postJson(`${api!.url}/api/admin/login/passkey`, { response: answer })))
    expect(passkeyRace.map((response) => response.status).sort()).toEqual([200, 401])

    await call(cookie, 'DELETE', '/api/admin/security/authenticator')
    const setups = await Promise.all([1, 2, 3].map(() => call(cookie, 'POST', '/api/admin/security/authenticator')))
    for (const response of setups) expect([200, 409]).toContain(response.status)
  })

  it('completes the second step with a passkey of the account only', async () => {
    const { cookie } = await start()
    const authenticator = await addPasskey(cookie)
    const waiting = secondStepCookieFrom(await passwordLogin())
    const options = await passkeyOptions('/api/admin/login/second-step/passkey/options', waiting)
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId])
    // A passkey this account never registered is refused.
    const stranger = createSoftAuthenticator({ origin: siteUrl })
    stranger.register({ challenge: 'x', user: { id: 'x' } })
    expect((await call(waiting, 'POST', '/api/admin/login/second-step/passkey', { response: stranger.signIn(options) })).status).toBe(401)
    const again = await passkeyOptions('/api/admin/login/second-step/passkey/options', waiting)
    const done = await call(waiting, 'POST', '/api/admin/login/second-step/passkey', { response: authenticator.signIn(again) })
    expect(done.status).toBe(200)
    expect((await call(sessionCookieFrom(done), 'GET', '/api/admin/me')).status).toBe(200)
    expect((await call(undefined, 'POST', '/api/admin/login/second-step/passkey/options')).status).toBe(401)
  })

  it('ends a waiting second step after five minutes or five wrong codes', async () => {
    const { cookie, clock } = await start()
    const { secret } = await setUpAuthenticator(cookie, clock.now())
    let waiting = secondStepCookieFrom(await passwordLogin())
    clock.advance(twoStepRules.secondStepMs)
    const late = await call(waiting, 'POST', '/api/admin/login/second-step/code', {
      method: 'authenticator-code',
      code: totpCode(secret, totpStepAt(clock.now())),
    })
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ success: false, error: 'Your sign-in has expired. Please enter your password again.' })

    waiting = secondStepCookieFrom(await passwordLogin())
    for (let attempt = 0; attempt < twoStepRules.maxFailuresPerSecondStep; attempt += 1) {
      expect((await call(waiting, 'POST', '/api/admin/login/second-step/code', { method: 'authenticator-code', code: '000000' })).status).toBe(401)
    }
    const afterFive = await call(waiting, 'POST', '/api/admin/login/second-step/code', {
      method: 'authenticator-code',
      code: totpCode(secret, totpStepAt(clock.now())),
    })
    expect(await afterFive.json()).toMatchObject({ error: 'Your sign-in has expired. Please enter your password again.' })
  })

  it('counts wrong second steps toward the lockout', async () => {
    const { cookie, clock } = await start()
    const { secret } = await setUpAuthenticator(cookie, clock.now())
    for (let round = 0; round < 2; round += 1) {
      const waiting = secondStepCookieFrom(await passwordLogin({ 'X-Forwarded-For': `198.51.100.${round}` }))
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await call(
          waiting,
          'POST',
          '/api/admin/login/second-step/code',
          { method: 'recovery-code', code: 'aaaa-bbbb-cccc-dddd' },
          { 'X-Forwarded-For': `198.51.100.${round}` },
        )
      }
    }
    // Ten failures on the username: even the right password is locked out now.
    const locked = await passwordLogin({ 'X-Forwarded-For': '203.0.113.5' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBeTruthy()
    clock.advance(15 * 60_000 + 1_000)
    const waiting = secondStepCookieFrom(await passwordLogin())
    expect(
      (await call(waiting, 'POST', '/api/admin/login/second-step/code', { method: 'authenticator-code', code: totpCode(secret, totpStepAt(clock.now())) }))
        .status,
    ).toBe(200)
  })

  it('is off again once the last second step is removed, with its recovery codes', async () => {
    const { cookie, clock } = await start()
    await setUpAuthenticator(cookie, clock.now())
    expect((await overview(cookie)).isTwoStepOn).toBe(true)
    expect((await call(cookie, 'DELETE', '/api/admin/security/authenticator')).status).toBe(204)
    const view = await overview(cookie)
    expect(view).toMatchObject({ isTwoStepOn: false, recoveryCodesLeft: 0 })
    expect((await passwordLogin()).status).toBe(200)
    expect(sessionCookieFrom(await passwordLogin())).toMatch(/^admin_session=/)
    const wrong = await call(cookie, 'POST', '/api/admin/security/authenticator/confirm', { code: '12345' })
    expect(wrong.status).toBe(400)
  })
})

describe('sessions and history', () => {
  it('lists the sessions with browser and system, marks the current one and ends one or all others', async () => {
    const { cookie } = await start()
    const phone = sessionCookieFrom(await passwordLogin({ 'User-Agent': safariOnIphone }))
    const laptop = sessionCookieFrom(await passwordLogin({ 'User-Agent': chromeOnMac }))
    const sessions = (await overview(laptop)).sessions
    expect(sessions).toHaveLength(3)
    expect(sessions.filter((session) => session.isCurrent)).toEqual([expect.objectContaining({ browser: 'Chrome 131', system: 'macOS' })])
    const onPhone = sessions.find((session) => session.browser === 'Safari 18')!
    expect(onPhone.system).toBe('iOS')
    expect(JSON.stringify(sessions)).not.toContain(phone.split('=')[1]!)

    expect((await call(laptop, 'DELETE', `/api/admin/security/sessions/${onPhone.id}`)).status).toBe(204)
    expect((await call(phone, 'GET', '/api/admin/me')).status).toBe(401)
    expect((await call(laptop, 'DELETE', `/api/admin/security/sessions/${onPhone.id}`)).status).toBe(404)

    const ended = await call(laptop, 'POST', '/api/admin/security/sessions/sign-out-others')
    expect(await ended.json()).toEqual({ ended: 1 })
    expect((await call(cookie, 'GET', '/api/admin/me')).status).toBe(401)
    expect((await call(laptop, 'GET', '/api/admin/me')).status).toBe(200)
    expect((await overview(laptop)).sessions).toHaveLength(1)
  })

  it('writes each attempt with method and outcome, no address, shows the last 50 and forgets after 90 days', async () => {
    const { cookie, clock } = await start()
    const address = '203.0.113.77'
    clock.advance(1_000)
    await postJson(
      `${api!.url}/api/admin/login`,
      { username: 'owner', password: 'not-the-password-at-all' },
      { headers: { 'X-Forwarded-For': address, 'User-Agent': chromeOnMac } },
    )
    await postJson(`${api!.url}/api/admin/login`, { username: 'nobody', password: 'not-the-password-at-all' }, { headers: { 'X-Forwarded-For': address } })
    clock.advance(1_000)
    await passwordLogin({ 'X-Forwarded-For': address, 'User-Agent': safariOnIphone })
    const history = (await overview(cookie)).history
    expect(history.slice(0, 2)).toEqual([
      { at: clock.now().toISOString(), method: 'password', outcome: 'signed-in', browser: 'Safari 18', system: 'iOS' },
      { at: new Date(clock.now().getTime() - 1_000).toISOString(), method: 'password', outcome: 'wrong-password', browser: 'Chrome 131', system: 'macOS' },
    ])
    expect(history).toHaveLength(3) // the first sign-in of start(), and no line for the unknown user
    const stored = await api!.db.allText()
    expect(stored).not.toContain(address)
    expect(stored).not.toContain('Mozilla/5.0')

    for (let attempt = 0; attempt < 55; attempt += 1) {
      clock.advance(1_000)
      await call(undefined, 'POST', '/api/admin/login', { username: 'owner', password: 'wrong-password-again' }, { 'X-Forwarded-For': `198.51.100.${attempt}` })
    }
    expect((await overview(cookie)).history).toHaveLength(50)

    clock.advance(91 * 86_400_000)
    const fresh = await signIn(api!.url)
    const rows = await api!.db.query<{ at: string }>('select at from sign_in_events')
    expect(rows).toHaveLength(1)
    expect((await overview(fresh)).history).toEqual([expect.objectContaining({ outcome: 'signed-in' })])

    // The hourly pruning deletes them even when nobody signs in.
    clock.advance(91 * 86_400_000)
    expect(await createServices(api!.data, { now: clock.now, passwordHashing: cheapHashing }).twoStep.pruneHistory()).toBe(1)
    expect(await api!.db.query('select at from sign_in_events')).toEqual([])
  })
})

describe('npm run admin:password -- --reset-two-step', () => {
  it('removes the passkeys, the authenticator app and the recovery codes, and the password signs in alone', async () => {
    const { cookie, clock } = await start()
    await setUpAuthenticator(cookie, clock.now())
    await addPasskey(cookie)
    expect((await passwordLogin()).headers.getSetCookie().some((line) => line.startsWith('admin_session='))).toBe(false)

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-password.ts', '--reset-two-step'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: api!.db.dir, ...(api!.db.databaseUrl ? { DATABASE_URL: api!.db.databaseUrl } : {}), NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('Two-step sign-in removed for "owner": 1 passkey, the authenticator app, 10 unused recovery codes.')
    expect(result.status).toBe(0)
    for (const table of ['passkeys', 'totp_secrets', 'recovery_codes']) expect(await api!.db.query(`select * from ${table}`)).toEqual([])
    const response = await passwordLogin()
    expect(await response.json()).toMatchObject({ success: true })
    expect(sessionCookieFrom(response)).toMatch(/^admin_session=/)

    const unknown = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-password.ts', '--reset-two-step', '--username', 'someone'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: api!.db.dir, ...(api!.db.databaseUrl ? { DATABASE_URL: api!.db.databaseUrl } : {}), NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('No account named "someone". Nothing was changed.')
  })
})
