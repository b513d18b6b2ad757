import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DataLayer } from '#server/db/index.ts'
import { createServices, type Services } from '#server/services.ts'
import { otherReferrers, visitLimits } from '#server/visits/visit-service.ts'
import { createTestServices, fixedClock } from '../support/services.ts'
import type { TestDatabase } from '../support/test-database.ts'

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const ownHosts = ['averypsychology.example']

let services: Services
let data: DataLayer
let cleanup: () => Promise<void>
let db: TestDatabase
const clock = fixedClock()

beforeEach(async () => {
  clock.set('2026-03-10T15:00:00.000Z') // 11:00 in Bethlehem
  ;({ services, data, cleanup, db } = await createTestServices(clock.now))
})
afterEach(async () => {
  await cleanup()
})

/** The visits not yet rolled up into daily counts, read straight from the table. */
const rawVisits = async () => Number((await db.query<{ count: number | string }>('select count(*) as count from page_views'))[0]!.count)

const visit = (page: string, clientAddress = '198.51.100.7', userAgent = chrome, referrer?: string) =>
  services.visits.record({ path: page, clientAddress, userAgent, referrer, ownHosts })

describe('visitor counting', () => {
  it('recognises a visitor within one day but not across days', async () => {
    expect(await visit('/')).toBe('counted')
    expect(await visit('/Therapist-Easton-PA')).toBe('counted')
    expect(await visit('/', '198.51.100.7', firefox)).toBe('counted')
    expect(await visit('/', '198.51.100.8')).toBe('counted')
    clock.advance(24 * 60 * 60_000)
    expect(await visit('/')).toBe('counted')
    const stats = await services.visits.stats(7)
    const byDay = Object.fromEntries(stats.current.daily.map((row) => [row.day, [row.visits, row.visitors]]))
    expect(byDay['2026-03-10']).toEqual([4, 3])
    expect(byDay['2026-03-11']).toEqual([1, 1])
    expect(await services.visits.totalVisits()).toBe(5)
  })

  it('rotates the salt daily and deletes the old salt and visitor hashes', async () => {
    await visit('/')
    const first = await db.query<{ day: string; salt: string }>('select day, salt from daily_salts')
    expect(first.map((row) => row.day)).toEqual(['2026-03-10'])
    clock.advance(24 * 60 * 60_000)
    await visit('/')
    const second = await db.query<{ day: string; salt: string }>('select day, salt from daily_salts')
    expect(second.map((row) => row.day)).toEqual(['2026-03-11'])
    expect(second[0]!.salt).not.toBe(first[0]!.salt)
    expect((await db.query<{ day: string }>('select day from visitor_days')).map((row) => row.day)).toEqual(['2026-03-11'])
  })

  it('forgets past salts in maintenance even on a day with no visits', async () => {
    await visit('/')
    clock.advance(2 * 24 * 60 * 60_000)
    await services.visits.maintain()
    expect(await db.query('select * from daily_salts')).toEqual([])
    expect(await db.query('select * from visitor_days')).toEqual([])
  })

  it('ignores bots and requests without a User-Agent', async () => {
    expect(await visit('/', '198.51.100.7', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('bot')
    expect(await visit('/', '198.51.100.7', '')).toBe('bot')
    expect(await services.visits.totalVisits()).toBe(0)
  })

  it('counts at most 30 visits a minute from one address, without limiting others', async () => {
    const outcomes = []
    for (let i = 0; i < 35; i += 1) outcomes.push(await visit(i % 2 ? '/' : '/Therapist-Easton-PA'))
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(30)
    expect(outcomes.slice(30)).toEqual(Array(5).fill('capped'))
    expect(await visit('/', '198.51.100.99')).toBe('counted')
    clock.advance(60_000)
    expect(await visit('/')).toBe('counted')
    expect(await services.visits.totalVisits()).toBe(32)
  })

  it('keeps no address or User-Agent in the database after a burst of visits', async () => {
    for (let i = 0; i < 60; i += 1) await visit('/', `203.0.113.${i}`, `${chrome} build/${i}`, 'https://www.google.com/')
    const bytes = await db.allText()
    for (let i = 0; i < 60; i += 1) expect(bytes).not.toContain(`203.0.113.${i}`)
    expect(bytes).not.toContain('Mozilla')
    expect(bytes).not.toContain('www.google.com/')
  })

  it('keeps only the host of another referring site', async () => {
    await visit('/', '198.51.100.1', chrome, 'https://www.google.com/search?q=ocd+therapist')
    await visit('/', '198.51.100.2', chrome, 'https://averypsychology.example/Therapist-Easton-PA')
    await visit('/', '198.51.100.3', chrome, 'https://duckduckgo.com/')
    await visit('/', '198.51.100.4', chrome, 'https://google.com/')
    expect((await db.query<{ referrer_host: string | null }>("select referrer_host from page_views order by coalesce(referrer_host, '')")).map((row) => row.referrer_host)).toEqual([
      null,
      'duckduckgo.com',
      'google.com',
      'google.com',
    ])
    expect((await services.visits.stats(7)).topReferrers).toEqual([
      { host: 'google.com', visits: 2 },
      { host: 'duckduckgo.com', visits: 1 },
    ])
  })
})

const postInput = { excerpt: 'E', content: 'C', author: '', tags: [], metaTitle: '', metaDescription: '', featuredImage: '' }

describe('visits that cannot flood the figures', () => {
  it('counts only pages of the site, and stores nothing of any other path', async () => {
    const post = await services.posts.create({ ...postInput, title: 'Sleep After Trauma' })
    await services.posts.togglePublish(post.id)
    const draft = await services.posts.create({ ...postInput, title: 'Unfinished Thoughts' })
    expect(await visit('/Therapist-Easton-PA/sleep-after-trauma', '198.51.100.1')).toBe('counted')
    expect(await visit('/Therapist-Bethlehem-PA', '198.51.100.2')).toBe('counted')
    for (const path of [
      '/wp-admin',
      '/Therapist-Easton-PA/unfinished-thoughts',
      '/Therapist-Easton-PA/no-such-post',
      '/Therapist-Easton-PA/sleep-after-trauma/extra',
      '/Therapist-Bethlehem-PA/',
      '/?utm_source=spam',
      '/Therapist-Easton-PA/%E0%A4%A',
      '/admin-panel',
    ]) {
      expect({ path, outcome: await visit(path, '198.51.100.3', chrome, 'https://spam-referrer.example/') }).toEqual({ path, outcome: 'not-a-page' })
    }
    expect((await services.visits.stats(7)).topPages).toEqual([
      { path: '/Therapist-Bethlehem-PA', visits: 1 },
      { path: `/Therapist-Easton-PA/${post.slug}`, visits: 1 },
    ])
    expect(draft.slug).toBe('unfinished-thoughts')
    const bytes = await db.allText()
    expect(bytes).not.toContain('wp-admin')
    expect(bytes).not.toContain('spam-referrer')
    expect(bytes).not.toContain('no-such-post')
  })

  it('applies the per-address cap to a whole IPv6 /64', async () => {
    const outcomes = []
    for (let i = 1; i <= 35; i += 1) outcomes.push(await visit('/', `2001:db8:5:6:${i.toString(16)}::1`))
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(30)
    expect(outcomes.slice(30)).toEqual(Array(5).fill('capped'))
    expect(await visit('/', '2001:db8:5:7::1')).toBe('counted')
  })

  it('counts at most the site-wide ceiling of visits per minute, from everyone together', async () => {
    const small = createServices(data, { now: clock.now, siteId: 'site', visitsSiteMinuteCap: 5 })
    const outcomes = []
    for (let i = 1; i <= 8; i += 1) outcomes.push(await small.visits.record({ path: '/', clientAddress: `198.51.100.${i}`, userAgent: chrome, ownHosts }))
    expect(outcomes).toEqual([...Array(5).fill('counted'), ...Array(3).fill('capped')])
    clock.advance(60_000)
    expect(await small.visits.record({ path: '/', clientAddress: '198.51.100.9', userAgent: chrome, ownHosts })).toBe('counted')
    expect(visitLimits.siteMinuteCap).toBe(600)
  })

  it('holds the site-wide ceiling when visits arrive at once', async () => {
    const small = createServices(data, { now: clock.now, siteId: 'site', visitsSiteMinuteCap: 5 })
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => small.visits.record({ path: '/', clientAddress: `198.51.100.${i + 1}`, userAgent: chrome, ownHosts })),
    )
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(5)
    expect(await rawVisits()).toBe(5)
  })

  it('keeps at most the daily allowance of distinct referring hosts, the rest as other sites', async () => {
    for (let i = 0; i < visitLimits.referrerHostsPerDay + 5; i += 1) {
      expect(await visit('/', `198.51.${i >> 8}.${i & 255}`, chrome, `https://referrer-${i}.example/page`)).toBe('counted')
    }
    // A host already seen today is still itself.
    expect(await visit('/', '203.0.113.1', chrome, 'https://referrer-0.example/')).toBe('counted')
    const hosts = await db.query<{ referrer_host: string }>('select distinct referrer_host from page_views')
    expect(hosts).toHaveLength(visitLimits.referrerHostsPerDay + 1)
    const { topReferrers } = await services.visits.stats(7, 100)
    expect(topReferrers).toContainEqual({ host: otherReferrers, visits: 5 })
    expect(topReferrers).toContainEqual({ host: 'referrer-0.example', visits: 2 })
  })

  it('holds the daily allowance of referring hosts when visits from new hosts arrive at once', async () => {
    const extra = 60
    const outcomes = await Promise.all(
      Array.from({ length: visitLimits.referrerHostsPerDay + extra }, (_, i) =>
        visit('/', `198.51.${i >> 8}.${i & 255}`, chrome, `https://burst-${i}.example/`),
      ),
    )
    expect(outcomes.every((outcome) => outcome === 'counted')).toBe(true)
    const hosts = await db.query<{ referrer_host: string }>('select distinct referrer_host from page_views')
    expect(hosts.filter((row) => row.referrer_host !== otherReferrers)).toHaveLength(visitLimits.referrerHostsPerDay)
    const { topReferrers } = await services.visits.stats(7, 100)
    expect(topReferrers).toContainEqual({ host: otherReferrers, visits: extra })
  })

  it('rolls up in batches and loses no visit', async () => {
    for (let i = 0; i < 7; i += 1) await visit(i % 2 ? '/' : '/Therapist-Easton-PA', `198.51.100.${i}`, chrome, i === 3 ? 'https://duckduckgo.com/' : undefined)
    expect(await data.visits.rollUpBefore('2026-03-11', 3)).toBe(7)
    expect(await rawVisits()).toBe(0)
    expect(await services.visits.totalVisits()).toBe(7)
    expect((await services.visits.stats(7)).topPages).toEqual([
      { path: '/Therapist-Easton-PA', visits: 4 },
      { path: '/', visits: 3 },
    ])
    expect((await services.visits.stats(7)).topReferrers).toEqual([{ host: 'duckduckgo.com', visits: 1 }])
  })
})

describe('statistics', () => {
  it('adds up days, pages and the previous period', async () => {
    // Previous 7-day period: 2026-02-25 .. 2026-03-03; current: 2026-03-04 .. 2026-03-10.
    const plan: Array<[string, string, string]> = [
      ['2026-02-26T15:00:00Z', '/', 'a'],
      ['2026-02-26T15:01:00Z', '/', 'b'],
      ['2026-03-03T15:00:00Z', '/Therapist-Bethlehem-PA', 'a'],
      ['2026-03-04T15:00:00Z', '/', 'a'],
      ['2026-03-04T15:05:00Z', '/Therapist-Easton-PA', 'a'],
      ['2026-03-09T15:00:00Z', '/Therapist-Easton-PA', 'c'],
      ['2026-03-10T15:00:00Z', '/Therapist-Easton-PA', 'd'],
      ['2026-03-10T15:00:30Z', '/', 'd'],
    ]
    for (const [at, page, who] of plan) {
      clock.set(at)
      await visit(page, `198.51.100.${who.charCodeAt(0)}`)
    }
    clock.set('2026-03-10T20:00:00Z')
    const stats = await services.visits.stats(7)
    expect(stats.days).toBe(7)
    expect(stats.current).toMatchObject({ from: '2026-03-04', to: '2026-03-10', visits: 5, visitors: 3 })
    expect(stats.current.daily).toHaveLength(7)
    expect(stats.current.daily.map((row) => row.visits)).toEqual([2, 0, 0, 0, 0, 1, 2])
    expect(stats.previous).toMatchObject({ from: '2026-02-25', to: '2026-03-03', visits: 3, visitors: 3 })
    expect(stats.topPages).toEqual([
      { path: '/Therapist-Easton-PA', visits: 3 },
      { path: '/', visits: 2 },
    ])
  })
})

describe('roll-up', () => {
  it('folds visits older than 30 days into daily totals without changing any figure', async () => {
    const start = new Date('2025-12-11T15:00:00Z').getTime()
    let expected = 0
    for (let day = 0; day < 90; day += 1) {
      for (let n = 0; n < (day % 4) + 1; n += 1) {
        clock.set(new Date(start + day * 86_400_000 + n * 61_000).toISOString())
        await visit(n % 2 ? '/' : '/Therapist-Easton-PA', `198.51.100.${n}`, chrome, n === 2 ? 'https://duckduckgo.com/' : undefined)
        expected += 1
      }
    }
    clock.set('2026-03-10T20:00:00Z')
    const before = { total: await services.visits.totalVisits(), stats: await services.visits.stats(90), raw: await rawVisits() }
    expect(before.total).toBe(expected)
    expect(before.raw).toBe(expected)
    const { rolledUp } = await services.visits.maintain()
    expect(rolledUp).toBeGreaterThan(0)
    const after = { total: await services.visits.totalVisits(), stats: await services.visits.stats(90), raw: await rawVisits() }
    expect(after.raw).toBe(expected - rolledUp)
    expect(after.total).toBe(before.total)
    expect(after.stats).toEqual(before.stats)
    const oldest = (await db.query<{ day: string }>('select min(day) as day from page_views'))[0]!.day
    expect(oldest >= '2026-02-08').toBe(true)
    expect((await services.visits.maintain()).rolledUp).toBe(0)
    expect(await services.visits.totalVisits()).toBe(before.total)
  })
})

it('builds services with a custom cap', async () => {
  const capped = createServices(data, { now: clock.now, visitsPerMinuteCap: 1 })
  expect(await capped.visits.record({ path: '/', clientAddress: '192.0.2.1', userAgent: chrome, ownHosts })).toBe('counted')
  expect(await capped.visits.record({ path: '/', clientAddress: '192.0.2.1', userAgent: chrome, ownHosts })).toBe('capped')
})
