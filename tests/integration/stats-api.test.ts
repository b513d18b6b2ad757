import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServices } from '#server/services.ts'
import { postInputSchema } from '#shared/schemas/post.ts'
import { visitStatsSchema } from '#shared/schemas/stats.ts'
import { adminRequest, cheapHashing, createAdmin, signIn } from '../support/admin-session.ts'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'

let api: TestApi
let cookie: string
const clock = fixedClock()
const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

beforeEach(async () => {
  clock.set('2026-05-20T14:00:00.000Z')
  api = await startTestApi({ now: clock.now, passwordHashing: cheapHashing })
  await createAdmin(api.data, { passwordHashing: cheapHashing })
  cookie = await signIn(api.url)
})
afterEach(async () => {
  await api.close()
})

const track = (page: string, referrer?: string) =>
  postJson(`${api.url}/api/track-visitor`, referrer ? { page, referrer } : { page }, { headers: { 'User-Agent': browser } })

describe('GET /api/admin/stats', () => {
  it('answers 401 without a session and after logout', async () => {
    expect((await adminRequest(api.url, undefined, 'GET', '/api/admin/stats')).status).toBe(401)
    expect((await adminRequest(api.url, cookie, 'POST', '/api/admin/logout', {})).status).toBe(204)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/stats?days=7')).status).toBe(401)
  })

  it('refuses a period other than 7, 30 or 90', async () => {
    for (const days of ['5', 'abc', '365', '']) {
      const response = await adminRequest(api.url, cookie, 'GET', `/api/admin/stats?days=${days}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Days must be 7, 30 or 90' })
    }
  })

  it('adds up what was tracked, names pages by title and lists referring sites', async () => {
    const services = createServices(api.data, { now: clock.now })
    const created = await services.posts.create(postInputSchema.parse({ title: 'Understanding OCD', excerpt: 'E', content: 'C' }))
    await services.posts.togglePublish(created.id)

    clock.set('2026-05-10T14:00:00.000Z')
    expect((await track('/')).status).toBe(204)
    clock.set('2026-05-19T14:00:00.000Z')
    await track('/Therapist-Easton-PA/understanding-ocd', 'https://duckduckgo.com/?q=ocd')
    await track('/Therapist-Easton-PA/understanding-ocd', 'https://duckduckgo.com/')
    clock.set('2026-05-20T14:30:00.000Z')
    await track('/', 'https://www.google.com/')

    const response = await adminRequest(api.url, cookie, 'GET', '/api/admin/stats?days=7')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const stats = visitStatsSchema.parse(await response.json())
    expect(stats.days).toBe(7)
    expect(stats.current).toMatchObject({ from: '2026-05-14', to: '2026-05-20', visits: 3, visitors: 2 })
    expect(stats.current.daily.slice(-2)).toEqual([
      { day: '2026-05-19', visits: 2, visitors: 1 },
      { day: '2026-05-20', visits: 1, visitors: 1 },
    ])
    expect(stats.previous).toMatchObject({ from: '2026-05-07', to: '2026-05-13', visits: 1, visitors: 1 })
    expect(stats.topPages).toEqual([
      { path: '/Therapist-Easton-PA/understanding-ocd', title: 'Understanding OCD', visits: 2 },
      { path: '/', title: 'Home', visits: 1 },
    ])
    expect(stats.topReferrers).toEqual([
      { host: 'duckduckgo.com', visits: 2 },
      { host: 'google.com', visits: 1 },
    ])
    const total = await adminRequest(api.url, cookie, 'GET', '/api/visitor-count')
    expect(await total.json()).toEqual({ totalVisitors: 4 })
  })

  it('defaults to 30 days', async () => {
    const stats = visitStatsSchema.parse(await (await adminRequest(api.url, cookie, 'GET', '/api/admin/stats')).json())
    expect(stats.days).toBe(30)
    expect(stats.current.daily).toHaveLength(30)
    expect(stats.current.visits).toBe(0)
  })
})
