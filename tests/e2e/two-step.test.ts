import path from 'node:path'
import { decodeBase32IgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding'
import { request as playwrightRequest, type Browser, type CDPSession, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode, totpStepAt } from '#server/auth/totp.ts'
import { paths } from '#shared/paths.ts'
import { axeViolations } from '../support/axe.ts'
import { launchChromium, openPage, type ViewportName, type WatchedPage } from '../support/chromium.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'
import { readRows } from '../support/sqlite-file.ts'

// Passkeys and two-step sign-in in Chromium, through the DevTools Protocol's virtual
// authenticator (a platform authenticator with user verification, answering by itself). The
// site is reached as http://localhost:PORT: a secure context whose host is a valid relying party
// ID, as SITE_URL's host would be in production.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }

let server: SiteServer
let base: string
let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  server = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' })
  base = server.url.replace('127.0.0.1', 'localhost')
  ;({ browser, close: closeBrowser } = await launchChromium())
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
})

/** With SCREENSHOT_DIR set, keeps a picture of the screen for people to look at. */
async function picture(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

/** Console errors other than the browser's note about expected refusals (signed out, wrong code). */
const unexpected = (errors: string[]) => errors.filter((text) => !/status of 40[01]/.test(text))

async function withAuthenticator(viewport: ViewportName): Promise<WatchedPage & { cdp: CDPSession; authenticatorId: string }> {
  const watched = await openPage(browser, viewport)
  const cdp = await watched.context.newCDPSession(watched.page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { ...watched, cdp, authenticatorId }
}

async function passwordSignIn(page: Page) {
  await page.goto(`${base}${paths.adminLogin}`)
  await page.getByLabel('Username').fill(owner.username)
  await page.getByLabel('Password', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function openSecurity(page: Page) {
  await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()
  await page.getByRole('tab', { name: 'Settings' }).click()
  await page.getByRole('heading', { name: 'Security', level: 2 }).waitFor()
  await page.getByRole('heading', { name: 'Passkeys' }).waitFor()
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL(`${base}${paths.adminLogin}`)
}

const stored = (sql: string) => readRows<Record<string, unknown>>(path.join(server.dataDir, 'site.db'), sql)

describe('passkeys and two-step sign-in in Chromium', () => {
  it('registers a passkey, signs in with it, sets up an app with a QR code, and asks for the second step', async () => {
    const { page, errors, cdp, authenticatorId } = await withAuthenticator('desktop')
    // Another browser, signed in while the password alone still sufficed.
    const elsewhere = await playwrightRequest.newContext({
      baseURL: base,
      extraHTTPHeaders: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    })
    expect((await elsewhere.post('/api/admin/login', { data: owner })).status()).toBe(200)

    await passwordSignIn(page)
    await openSecurity(page)
    await expect.poll(() => page.getByText('Two-step sign-in is off').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'security-off-1280')

    // Add a passkey: the browser's create() is answered by the virtual authenticator.
    await page.getByLabel('Name for a new passkey').fill('Work laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('status').filter({ hasText: 'Passkey “Work laptop” added.' }).waitFor()
    await page.getByText('Two-step sign-in is on.').waitFor()
    expect(await page.getByRole('button', { name: 'Remove passkey Work laptop' }).isVisible()).toBe(true)
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]!.rpId).toBe('localhost')
    const [registered] = stored('select name, counter from passkeys')
    expect(registered?.name).toBe('Work laptop')

    // The authenticator app: QR code drawn in the page, typed confirmation, codes shown once.
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' })
    await qr.waitFor()
    expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
    const typedSecret = (await page.locator('p.font-mono').innerText()).replace(/\s+/g, '')
    const secret = encodeBase64urlNoPadding(decodeBase32IgnorePadding(typedSecret))
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'security-qr-1280')
    await page.getByLabel('Code from the app').fill('000000')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor()
    await page.getByLabel('Code from the app').fill(totpCode(secret, totpStepAt(new Date())))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('heading', { name: 'Save your recovery codes now' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save your recovery codes now')
    const recoveryCodes = await page.locator('section[aria-labelledby="fresh-codes-heading"] li').allInnerTexts()
    expect(recoveryCodes).toHaveLength(10)
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'security-recovery-codes-1280')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.getByText('10 of 10 recovery codes unused.').waitFor()
    expect(await page.getByText(recoveryCodes[0]!).count()).toBe(0)

    // Sessions: this browser is marked; the other one can be signed out from here.
    const sessions = page.getByRole('region', { name: 'Where you are signed in' })
    await sessions.getByText('Firefox 133 on Linux').waitFor()
    expect(await sessions.getByText('This browser').count()).toBe(1)
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await page.getByRole('status').filter({ hasText: 'Signed out 1 other session.' }).waitFor()
    expect((await elsewhere.get('/api/admin/me')).status()).toBe(401)
    await elsewhere.dispose()
    await picture(page, 'security-on-1280')

    // With a passkey on the device, the login page offers it in the username field's suggestions
    // (autofill); the virtual authenticator, answering by itself, picks it at once.
    await logout(page)
    await page.waitForURL(`${base}${paths.adminPanel}`)
    await openSecurity(page)
    // In a browser without passkey autofill (as from here on in this page), the button signs in.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false
    })
    await page.reload()
    await openSecurity(page)
    await logout(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.waitForURL(`${base}${paths.adminPanel}`)
    await openSecurity(page)
    await page.getByText(/Last used/).waitFor()
    await expect.poll(async () => (await page.locator('#history-heading ~ div tbody tr').first().innerText()).replace(/\s+/g, ' ')).toMatch(/Passkey Signed in/)

    // Two steps on: the right password alone gives the second step, not the panel.
    await logout(page)
    await passwordSignIn(page)
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor()
    expect(page.url()).toBe(`${base}${paths.adminLogin}`)
    expect((await page.request.get(`${base}/api/admin/me`)).status()).toBe(401)
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)).not.toMatch(/second|step/i)
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'second-step-code-1280')

    // A recovery code completes it, once.
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(`${base}${paths.adminPanel}`)
    await logout(page)
    await passwordSignIn(page)
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByText('That code is not right. Please try again.').waitFor()

    // Her passkey completes it too.
    await page.getByRole('button', { name: 'Use your passkey instead' }).click()
    await picture(page, 'second-step-passkey-1280')
    await page.getByRole('button', { name: 'Use your passkey' }).click()
    await page.waitForURL(`${base}${paths.adminPanel}`)
    expect((await page.request.get(`${base}/api/admin/me`)).status()).toBe(200)
    // Each use moved the signature counter on (checked by the server at every sign-in).
    expect(Number(stored('select counter from passkeys')[0]!.counter)).toBeGreaterThan(Number(registered!.counter) + 1)
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('shows the login, the second step and the Security section on a phone, usable by keyboard', async () => {
    const { page, errors } = await withAuthenticator('phone')
    await page.goto(`${base}${paths.adminLogin}`)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor()
    expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('username webauthn')
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'login-390')

    // By keyboard alone: username, password, its show/hide toggle, Sign In.
    await page.getByLabel('Username').focus()
    await page.keyboard.type(owner.username)
    await page.keyboard.press('Tab')
    await page.keyboard.type(owner.password)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor()
    // Focus moves to the step's heading, and the code field is the next stop.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm it is you')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('second-step-code')
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'second-step-code-390')

    // 'Start again' goes back to the password form.
    await page.getByRole('button', { name: 'Start again' }).click()
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('lays out the Security section at 390 px without sideways scrolling', async () => {
    const { page } = await withAuthenticator('phone')
    // Two steps are on by now (the first test), and this device holds none of them.
    await page.request.post(`${base}/api/admin/login`, { data: owner })
    const waiting = await page.request.get(`${base}/api/admin/login/second-step`)
    expect(await waiting.json()).toEqual({ methods: ['passkey', 'authenticator-code', 'recovery-code'] })
    // So the owner takes the way back from the shell, with what npm run admin:password runs.
    const { spawnSync } = await import('node:child_process')
    const reset = spawnSync(process.execPath, ['scripts/admin-password.mjs', '--reset-two-step'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
    expect(reset.stdout).toContain('Two-step sign-in removed for "owner": 1 passkey, the authenticator app, 9 unused recovery codes.')
    await passwordSignIn(page)
    await openSecurity(page)
    await page.getByText('Two-step sign-in is off').waitFor()
    await page.getByLabel('Name for a new passkey').fill('My phone')
    await page.getByLabel('Name for a new passkey').press('Enter')
    await page.getByText('Passkey “My phone” added.').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await axeViolations(page)).toEqual([])
    await picture(page, 'security-390')
    await page.context().close()
  })
})
