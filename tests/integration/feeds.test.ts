import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServices, type Services } from '#server/services.ts'
import type { PostInput } from '#shared/schemas/post.ts'
import { startTestApi, type TestApi } from '../support/api-server.ts'
import { fixedClock } from '../support/services.ts'

let api: TestApi
let services: Services
const clock = fixedClock('2026-07-01T10:00:00.000Z')
const siteUrl = 'https://therapy.example.org'

beforeEach(async () => {
  api = await startTestApi({ now: clock.now, env: { SITE_URL: siteUrl } })
  services = createServices(api.data, { now: clock.now })
})
afterEach(async () => {
  await api.close()
})

const input = (title: string, extra: Partial<PostInput> = {}): PostInput => ({
  title,
  excerpt: `About ${title}.`,
  content: 'Words.',
  author: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
  featuredImage: '',
  ...extra,
})

async function publish(title: string, extra: Partial<PostInput> = {}) {
  const post = await services.posts.create(input(title, extra))
  clock.advance(3_600_000)
  await services.posts.togglePublish(post.id)
  return post
}

const text = async (path: string) => {
  const response = await fetch(`${api.url}${path}`)
  expect(response.status, path).toBe(200)
  return { type: response.headers.get('content-type'), body: await response.text(), etag: response.headers.get('etag') }
}

describe('/sitemap.xml', () => {
  it('lists every public page and every published post with its last change, and no draft', async () => {
    await publish('Grounding skills')
    await services.posts.create(input('Unfinished draft'))
    const { type, body } = await text('/sitemap.xml')
    expect(type).toContain('application/xml')
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/Therapist-Bethlehem-PA`,
      `${siteUrl}/Therapist-Allentown-PA`,
      `${siteUrl}/Therapist-Easton-PA`,
      `${siteUrl}/Therapist-LehighValley-PA`,
      `${siteUrl}/privacy-policy`,
      `${siteUrl}/terms-of-service`,
      `${siteUrl}/notice-of-privacy-practices`,
      `${siteUrl}/good-faith-estimate`,
      `${siteUrl}/accessibility`,
      `${siteUrl}/Therapist-Easton-PA/grounding-skills`,
    ])
    expect(body).toContain(`<loc>${siteUrl}/Therapist-Easton-PA/grounding-skills</loc>\n    <lastmod>2026-07-01T11:00:00.000Z</lastmod>`)
    expect(body).not.toContain('unfinished-draft')
    expect(body).not.toContain('admin')
  })
})

describe('/robots.txt', () => {
  it('keeps crawlers out of the admin and the API and names the sitemap', async () => {
    const { type, body } = await text('/robots.txt')
    expect(type).toContain('text/plain')
    expect(body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin-login', 'Disallow: /admin-panel', 'Disallow: /api/', `Sitemap: ${siteUrl}/sitemap.xml`]),
    )
  })
})

describe('/rss.xml', () => {
  it('names the practice and the author as saved in Settings, and answers the change past a cached ETag', async () => {
    await publish('Grounding skills')
    const before = await text('/rss.xml')
    expect(before.body).toContain('<title>Avery Psychology Blog</title>')
    const settings = await services.settings.get()
    await services.settings.update({ ...settings, practiceName: 'Lehigh Trauma & OCD Care', doctorName: 'Dr. M. Avery' })
    const after = await fetch(`${api.url}/rss.xml`, { headers: { 'If-None-Match': before.etag! } })
    expect(after.status).toBe(200)
    const body = await after.text()
    expect(body).toContain('<title>Lehigh Trauma &amp; OCD Care Blog</title>')
    expect(body).toContain('from Dr. M. Avery in Bethlehem, PA.')
    // New posts without an author take the saved name.
    const post = await services.posts.create(input('Sleep after trauma'))
    expect(post.author).toBe('Dr. M. Avery')
  })

  it('is an RSS 2.0 channel of the published posts, newest first, with safe text', async () => {
    await publish('First & <best> "steps"', { tags: ['Trauma', 'R&R'], excerpt: 'Bell\u0007 and </description><script>x</script>' })
    await services.posts.create(input('Secret draft'))
    await publish('Second post')
    const { type, body } = await text('/rss.xml')
    expect(type).toContain('application/rss+xml')
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(body).toContain(`<atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml" />`)
    const titles = [...body.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1])
    expect(titles).toEqual(['Second post', 'First &amp; &lt;best&gt; &quot;steps&quot;'])
    expect(body).toContain('<description>Bell and &lt;/description&gt;&lt;script&gt;x&lt;/script&gt;</description>')
    expect(body).toContain('<category>R&amp;R</category>')
    expect(body).toContain(`<guid isPermaLink="true">${siteUrl}/Therapist-Easton-PA/second-post</guid>`)
    expect(body).toContain('<pubDate>Wed, 01 Jul 2026 13:00:00 GMT</pubDate>')
    expect(body).not.toContain('Secret draft')
    expect(body).not.toContain('\u0007')
  })

  it('answers 304 until a post changes', async () => {
    await publish('Only post')
    const first = await text('/rss.xml')
    const conditional = (etag: string) =>
      import('node:http').then(
        (http) =>
          new Promise<number>((resolve, reject) => {
            http.get(`${api.url}/rss.xml`, { headers: { 'If-None-Match': etag } }, (response) => {
              response.resume()
              resolve(response.statusCode ?? 0)
            }).on('error', reject)
          }),
      )
    expect(await conditional(first.etag!)).toBe(304)
    await publish('Another post')
    expect(await conditional(first.etag!)).toBe(200)
  })
})
