import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultSettings } from '#content/practice.ts'
import { legalPageKeys, type LegalPage } from '#shared/schemas/legal-page.ts'
import type { GoLive } from '#shared/schemas/go-live.ts'
import type { SettingsResponse } from '#shared/schemas/settings.ts'
import { adminRequest, cheapHashing, createAdmin, signIn } from '../support/admin-session.ts'
import { startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'

let api: TestApi
let cookie: string

async function start(env: Record<string, string> = {}) {
  api = await startTestApi({ now: fixedClock('2026-11-24T09:30:00.000Z').now, passwordHashing: cheapHashing, env })
  await createAdmin(api.data, { passwordHashing: cheapHashing })
  cookie = await signIn(api.url)
}

beforeEach(async () => {
  await start()
})
afterEach(async () => {
  await api.close()
})

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => adminRequest(api.url, cookie, method, path, body, headers)

async function getSettings(): Promise<SettingsResponse> {
  const response = await call('GET', '/api/admin/settings')
  expect(response.status).toBe(200)
  return (await response.json()) as SettingsResponse
}

const real = {
  phone: '(610) 868-4412',
  email: 'office@averypsychology.com',
  schedulerUrl: 'https://book.averypsychology.com/consultation',
  conciergeCheckoutUrl: 'https://pay.averypsychology.com/concierge',
}

describe('GET and PUT /api/admin/settings', () => {
  it('starts a new database from the sample defaults, as one flat object with the derived E.164 phone', async () => {
    const settings = await getSettings()
    expect(settings).toMatchObject({ ...defaultSettings, phoneE164: '+16105550134', updatedAt: null })
    for (const name of ['phone', 'email', 'schedulerUrl', 'conciergeCheckoutUrl'] as const) expect(typeof settings[name]).toBe('string')
  })

  it('saves the whole object as GET answered it, changed, and reads it back; derived fields sent back are ignored', async () => {
    const before = await getSettings()
    const sent = {
      ...before,
      ...real,
      phoneE164: '+19999999999',
      updatedAt: '1999-01-01T00:00:00.000Z',
      areasServed: ['Bethlehem', 'Nazareth'],
      openingHours: [
        { day: 'Friday', opens: '08:00', closes: '12:00' },
        { day: 'Monday', opens: '10:00', closes: '19:30' },
      ],
      instagramUrl: '',
      licenceState: 'pa',
      mapLatitude: 40.61,
      timeZone: 'America/Chicago',
    }
    const response = await call('PUT', '/api/admin/settings', sent)
    expect(response.status).toBe(200)
    const saved = (await response.json()) as SettingsResponse
    expect(saved).toMatchObject({
      ...real,
      phoneE164: '+16108684412',
      updatedAt: '2026-11-24T09:30:00.000Z',
      areasServed: ['Bethlehem', 'Nazareth'],
      openingHours: [
        { day: 'Monday', opens: '10:00', closes: '19:30' },
        { day: 'Friday', opens: '08:00', closes: '12:00' },
      ],
      instagramUrl: '',
      licenceState: 'PA',
      mapLatitude: 40.61,
      timeZone: 'America/Chicago',
    })
    expect(await getSettings()).toEqual(saved)
    // Another process on the same database reads the same settings.
    const practice = await (await import('#server/services.ts')).createServices(api.data).settings.practice()
    expect(practice).toMatchObject({ phoneE164: '+16108684412', email: real.email, social: [{ label: 'Facebook' }, { label: 'LinkedIn' }] })
  })

  it('accepts an international number in E.164 style and derives its tel: form', async () => {
    const response = await call('PUT', '/api/admin/settings', { ...(await getSettings()), phone: '+44 20 7946 0958' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as SettingsResponse).phoneE164).toBe('+442079460958')
  })

  it('refuses a bad phone, email and outside links (javascript: included) with field messages, and changes nothing', async () => {
    const before = await getSettings()
    const response = await call('PUT', '/api/admin/settings', {
      ...before,
      phone: '555-0134',
      email: 'office at averypsychology',
      schedulerUrl: 'javascript:alert(1)',
      conciergeCheckoutUrl: 'ftp://pay.example.org/x',
      facebookUrl: 'data:text/html,<script>alert(1)</script>',
      linkedinUrl: '//linkedin.com/in/someone',
      tagline: 'x'.repeat(201),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> }
    expect(body.error).toEqual(expect.any(String))
    expect(Object.keys(body.fields).sort()).toEqual(['conciergeCheckoutUrl', 'email', 'facebookUrl', 'linkedinUrl', 'phone', 'schedulerUrl', 'tagline'])
    expect(body.fields.phone).toEqual([expect.stringContaining('real phone number')])
    expect(body.fields.schedulerUrl).toEqual(['Booking link must be a web address starting with https:// (or http://)'])
    expect(await getSettings()).toEqual(before)
  })

  it('refuses a missing field, a wrong type and closing hours before opening hours', async () => {
    const { email: _email, ...withoutEmail } = await getSettings()
    const missing = await call('PUT', '/api/admin/settings', withoutEmail)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { fields: Record<string, string[]> }).fields.email).toEqual(['Email is required'])
    const hours = await call('PUT', '/api/admin/settings', { ...withoutEmail, email: real.email, foundedYear: 'long ago', openingHours: [{ day: 'Monday', opens: '18:00', closes: '09:00' }] })
    expect(hours.status).toBe(400)
    expect(Object.keys(((await hours.json()) as { fields: Record<string, string[]> }).fields).sort()).toEqual(['foundedYear', 'openingHours.0.closes'])
    expect((await getSettings()).updatedAt).toBeNull()
  })

  it('keeps one whole save when several arrive at once, never a mix of two', async () => {
    const before = await getSettings()
    const saves = Array.from({ length: 8 }, (_, index) => ({ ...before, phone: `(610) 868-44${10 + index}`, email: `office${10 + index}@averypsychology.com` }))
    const answers = await Promise.all(saves.map((body) => call('PUT', '/api/admin/settings', body)))
    expect(answers.map((answer) => answer.status)).toEqual(saves.map(() => 200))
    const after = await getSettings()
    const suffix = after.phone.slice(-2)
    expect(after.email).toBe(`office${suffix}@averypsychology.com`)
  })

  it('answers 401 to strangers and 403 to cross-site writes, changing nothing', async () => {
    const before = await getSettings()
    expect((await adminRequest(api.url, undefined, 'GET', '/api/admin/settings')).status).toBe(401)
    expect((await adminRequest(api.url, undefined, 'PUT', '/api/admin/settings', { ...before, ...real })).status).toBe(401)
    expect((await call('PUT', '/api/admin/settings', { ...before, ...real }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await call('PUT', '/api/admin/settings', { ...before, ...real }, { Origin: 'https://evil.example.net' })).status).toBe(403)
    const notJson = await fetch(`${api.url}/api/admin/settings`, { method: 'PUT', headers: { Cookie: cookie, 'Content-Type': 'text/plain' }, body: JSON.stringify({ ...before, ...real }) })
    expect(notJson.status).toBe(415)
    expect(await getSettings()).toEqual(before)
  })
})

describe('GET and PUT /api/admin/pages', () => {
  const listPages = async () => (await (await call('GET', '/api/admin/pages')).json()) as LegalPage[]

  it('lists the five pages with their starter texts, the NPP and terms marked for review', async () => {
    const pages = await listPages()
    expect(pages.map((page) => page.key)).toEqual([...legalPageKeys])
    expect(pages.filter((page) => page.needsReview).map((page) => page.key)).toEqual(['terms-of-service', 'notice-of-privacy-practices'])
    const byKey = Object.fromEntries(pages.map((page) => [page.key, page]))
    expect(byKey['privacy-policy']!.content).toContain('Your IP address is never stored')
    expect(byKey['privacy-policy']!.content).toContain(defaultSettings.email)
    expect(byKey['notice-of-privacy-practices']!.content).toContain('45 CFR 164.520')
    const gfe = byKey['good-faith-estimate']!.content
    for (const text of ['at least $400 more', 'www.cms.gov/nosurprises', '1-800-985-3059', '$250 an hour', '$300 an hour after hours', '$1,500', '$2,250', '$3,000']) expect(gfe).toContain(text)
  })

  it('saves a page, which is then no longer a starter or awaiting review', async () => {
    const response = await call('PUT', '/api/admin/pages/notice-of-privacy-practices', { title: 'HIPAA Notice of Privacy Practices', content: '# Our duties\nWe protect your records.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      key: 'notice-of-privacy-practices',
      title: 'HIPAA Notice of Privacy Practices',
      content: '# Our duties\nWe protect your records.',
      updatedAt: '2026-11-24T09:30:00.000Z',
      isStarter: false,
      needsReview: false,
    })
    const pages = await listPages()
    expect(pages.find((page) => page.key === 'notice-of-privacy-practices')).toMatchObject({ title: 'HIPAA Notice of Privacy Practices', needsReview: false })
    expect(pages.filter((page) => page.needsReview).map((page) => page.key)).toEqual(['terms-of-service'])
  })

  it('refuses an unknown page, an empty title and strangers, changing nothing', async () => {
    expect((await call('PUT', '/api/admin/pages/cookie-policy', { title: 'Cookies', content: 'None.' })).status).toBe(404)
    const empty = await call('PUT', '/api/admin/pages/privacy-policy', { title: '  ', content: 'Text.' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { fields: Record<string, string[]> }).fields).toEqual({ title: ['Title is required'] })
    expect((await adminRequest(api.url, undefined, 'PUT', '/api/admin/pages/privacy-policy', { title: 'Mine', content: 'Text.' })).status).toBe(401)
    expect((await call('PUT', '/api/admin/pages/privacy-policy', { title: 'Mine', content: 'Text.' }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await adminRequest(api.url, undefined, 'GET', '/api/admin/pages')).status).toBe(401)
    expect((await listPages()).every((page) => page.isStarter)).toBe(true)
  })
})

describe('GET /api/admin/go-live', () => {
  const items = async () => ((await (await call('GET', '/api/admin/go-live')).json()) as GoLive).items.map((item) => item.id)

  it('lists what stands between the site and launch, and drops each item once it is done', async () => {
    expect(await items()).toEqual([
      'phone',
      'email',
      'schedulerUrl',
      'conciergeCheckoutUrl',
      'facebookUrl',
      'instagramUrl',
      'linkedinUrl',
      'address',
      'licence',
      'page-terms-of-service',
      'page-notice-of-privacy-practices',
      'site-url',
      'post',
    ])
    const settings = await getSettings()
    await call('PUT', '/api/admin/settings', { ...settings, ...real, facebookUrl: '', instagramUrl: '', linkedinUrl: 'https://www.linkedin.com/in/morgan-avery' })
    expect(await items()).toEqual(['address', 'licence', 'page-terms-of-service', 'page-notice-of-privacy-practices', 'site-url', 'post'])
    await call('PUT', '/api/admin/settings', { ...(await getSettings()), street: '44 East Broad Street, Suite 3', mapsQuery: '44 East Broad Street, Bethlehem, PA 18018', licenceNumber: 'PS018842' })
    for (const key of ['terms-of-service', 'notice-of-privacy-practices']) await call('PUT', `/api/admin/pages/${key}`, { title: 'Reviewed', content: 'Reviewed text.' })
    expect(await items()).toEqual(['site-url', 'post'])
  })

  it('is empty, meaning ready, once SITE_URL is https and a post is published', async () => {
    await api.close()
    await start({ SITE_URL: 'https://www.averypsychology.com' })
    await call('PUT', '/api/admin/settings', {
      ...(await getSettings()),
      ...real,
      facebookUrl: '',
      instagramUrl: '',
      linkedinUrl: '',
      street: '44 East Broad Street, Suite 3',
      mapsQuery: '44 East Broad Street, Bethlehem, PA 18018',
      licenceNumber: 'PS018842',
    })
    for (const key of ['terms-of-service', 'notice-of-privacy-practices']) await call('PUT', `/api/admin/pages/${key}`, { title: 'Reviewed', content: 'Reviewed text.' })
    expect(await items()).toEqual(['post'])
    const post = (await (await call('POST', '/api/admin/blog/posts', { title: 'Welcome', excerpt: 'E.', content: 'C.' })).json()) as { id: string }
    await call('PATCH', `/api/admin/blog/posts/${post.id}/publish`)
    expect(await items()).toEqual([])
  })

  it('answers 401 to strangers', async () => {
    expect((await adminRequest(api.url, undefined, 'GET', '/api/admin/go-live')).status).toBe(401)
  })
})
