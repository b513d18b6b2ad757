import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'

let api: TestApi
const fixedNow = new Date('2026-03-14T15:09:26.000Z')

beforeEach(async () => {
  api = await startTestApi({ now: () => fixedNow })
})
afterEach(async () => {
  await api.close()
})

const browserAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

describe('POST /api/track-visitor', () => {
  it('stores a valid visit with its path and day and answers 204 without a cookie', async () => {
    const response = await postJson(`${api.url}/api/track-visitor`, { page: '/Therapist-Easton-PA' }, { headers: { 'User-Agent': browserAgent } })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await api.data.visits.countAll()).toBe(1)
    expect(await api.db.query('select path, day, created_at from page_views')).toEqual([
      { path: '/Therapist-Easton-PA', day: '2026-03-14', created_at: '2026-03-14T15:09:26.000Z' },
    ])
  })

  it('accepts a path of exactly 512 characters, but counts it only if it is a page of the site', async () => {
    const page = `/${'a'.repeat(511)}`
    const response = await postJson(`${api.url}/api/track-visitor`, { page }, { headers: { 'User-Agent': browserAgent } })
    expect(response.status).toBe(204)
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('adds no page to the statistics for 1,000 forged paths sent at once, and stores nothing of them', async () => {
    await api.close()
    api = await startTestApi({ now: () => fixedNow, env: { TRUST_PROXY: '1' } })
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        postJson(
          `${api.url}/api/track-visitor`,
          { page: `/forged-${i}`, referrer: `https://spam-${i}.example/` },
          { headers: { 'User-Agent': browserAgent, 'X-Forwarded-For': `198.51.${i >> 8}.${i & 255}` } },
        ),
      ),
    )
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([204]))
    const real = await postJson(`${api.url}/api/track-visitor`, { page: '/Therapist-Easton-PA' }, { headers: { 'User-Agent': browserAgent } })
    expect(real.status).toBe(204)
    expect(await api.data.visits.countAll()).toBe(1)
    expect(await api.db.query('select distinct path from page_views')).toEqual([{ path: '/Therapist-Easton-PA' }])
    const stored = await api.db.allText()
    expect(stored).not.toContain('/forged-')
    expect(stored).not.toContain('spam-')
  })

  it.each([
    ['a missing page', {}, 'page'],
    ['a number', { page: 42 }, 'page must be a text path'],
    ['null', { page: null }, 'page must be a text path'],
    ['an empty string', { page: '' }, 'page is required'],
    ['a path without a leading slash', { page: 'Therapist-Easton-PA' }, "page must be a path starting with '/'"],
    ['a full URL', { page: 'https://elsewhere.example/' }, "page must be a path starting with '/'"],
    ['a path over 512 characters', { page: `/${'a'.repeat(512)}` }, 'page must be at most 512 characters'],
    ['an array body', [{ page: '/' }], ''],
  ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const response = await postJson(`${api.url}/api/track-visitor`, body, { headers: { 'User-Agent': browserAgent } })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; code: string }
    expect(answer.code).toBe('invalid_input')
    expect(answer.error.toLowerCase()).toContain(message.toLowerCase())
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('refuses malformed JSON with 400 and a readable error', async () => {
    const response = await postJson(`${api.url}/api/track-visitor`, '{"page": "/', { headers: { 'User-Agent': browserAgent } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'The request body is not valid JSON', code: 'invalid_input' })
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await postJson(`${api.url}/api/track-visitor`, { page: `/${'x'.repeat(600_000)}` })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'The request body is too large', code: 'payload_too_large' })
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('refuses a body that is neither JSON nor a beacon’s plain text with 415', async () => {
    const response = await fetch(`${api.url}/api/track-visitor`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'page=/' })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(await api.data.visits.countAll()).toBe(0)
  })

  // navigator.sendBeacon sends a string as text/plain;charset=UTF-8.
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/track-visitor`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browserAgent, ...headers },
      body,
    })

  it('counts a visit sent as a beacon’s plain text, validated like JSON', async () => {
    const response = await beacon(JSON.stringify({ page: '/Therapist-Allentown-PA', referrer: 'https://search.example/' }), { 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status).toBe(204)
    expect(await api.db.query('select path from page_views')).toEqual([{ path: '/Therapist-Allentown-PA' }])
  })

  it.each([
    ['text that is not JSON', '/', 400, 'The request body is not valid JSON'],
    ['a path without a leading slash', JSON.stringify({ page: 'x' }), 400, "Page must be a path starting with '/'"],
    ['a body over 4 KB', JSON.stringify({ page: `/${'x'.repeat(5_000)}` }), 413, 'The request body is too large'],
  ])('refuses a beacon of %s and stores nothing', async (_label, body, status, message) => {
    const response = await beacon(body)
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: string }).error).toContain(message)
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('refuses a visit a browser says another site sent, as plain text or JSON', async () => {
    expect((await beacon(JSON.stringify({ page: '/' }), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await beacon(JSON.stringify({ page: '/' }), { Origin: 'https://elsewhere.example' })).status).toBe(403)
    const json = await postJson(`${api.url}/api/track-visitor`, { page: '/' }, { headers: { 'User-Agent': browserAgent, 'Sec-Fetch-Site': 'cross-site' } })
    expect(json.status).toBe(403)
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'HeadlessChrome/120.0.0.0',
  ])('answers 204 but does not count the bot %s', async (agent) => {
    const response = await postJson(`${api.url}/api/track-visitor`, { page: '/' }, { headers: { 'User-Agent': agent } })
    expect(response.status).toBe(204)
    expect(await api.data.visits.countAll()).toBe(0)
  })

  it('keeps no client address in the database file or the logs', async () => {
    for (let i = 0; i < 20; i += 1) {
      await postJson(
        `${api.url}/api/track-visitor`,
        { page: i % 2 ? '/Therapist-Easton-PA' : '/Therapist-LehighValley-PA' },
        { headers: { 'User-Agent': browserAgent, 'X-Forwarded-For': '203.0.113.77' } },
      )
    }
    expect(await api.data.visits.countAll()).toBe(20)
    const stored = await api.db.allText()
    expect(stored).toContain('/Therapist-LehighValley-PA')
    expect(stored).not.toContain('127.0.0.1')
    expect(stored).not.toContain('203.0.113.77')
    expect(stored).not.toContain('Mozilla')
    const logText = JSON.stringify(api.logs)
    expect(logText).toContain('/api/track-visitor')
    expect(logText).not.toContain('127.0.0.1')
    expect(logText).not.toContain('203.0.113.77')
  })
})
