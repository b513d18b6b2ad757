import { Router, type Request, type Response } from 'express'
import type { PracticeConfig } from '#content/practice.ts'
import { legalPageKeys } from '#shared/schemas/legal-page.ts'
import { adminPathPrefixes, blogPostPath, legalPagePath, paths } from '#shared/paths.ts'
import type { Env } from '../env.ts'
import type { PublishedPost } from '../posts/post-service.ts'
import type { Services } from '../services.ts'
import { siteOrigin } from './site-origin.ts'

/** The public pages search engines should know, besides the articles. */
const publicPages = [paths.home, paths.services, paths.intensives, paths.blog, paths.contact, ...legalPageKeys.map(legalPagePath)] as const

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 up except the
// surrogates and U+FFFE/U+FFFF; anything else in a post would make the whole feed unreadable.
const invalidXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text made safe for an XML element or attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(invalidXmlChars, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function latestChange(posts: readonly PublishedPost[]): string | undefined {
  return posts.reduce<string | undefined>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), undefined)
}

export function sitemapXml(origin: string, posts: readonly PublishedPost[]): string {
  const blogChanged = latestChange(posts)
  const urls = [
    ...publicPages.map((path) => ({ loc: `${origin}${path}`, lastmod: path === paths.blog || path === paths.home ? blogChanged : undefined })),
    ...posts.map((post) => ({ loc: `${origin}${blogPostPath(post.slug)}`, lastmod: post.updatedAt })),
  ]
  const entries = urls.map(
    ({ loc, lastmod }) => `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : ''}\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  const disallowed = [...adminPathPrefixes, '/api/'].map((path) => `Disallow: ${path}`)
  return ['User-agent: *', ...disallowed, '', `Sitemap: ${origin}${paths.sitemap}`, ''].join('\n')
}

export function rssXml(origin: string, posts: readonly PublishedPost[], practice: PracticeConfig): string {
  const items = posts.map((post) => {
    const link = `${origin}${blogPostPath(post.slug)}`
    const lines = [
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...(post.publishedDate ? [`      <pubDate>${new Date(post.publishedDate).toUTCString()}</pubDate>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    ]
    return `    <item>\n${lines.join('\n')}\n    </item>`
  })
  const built = latestChange(posts)
  const channel = [
    `    <title>${escapeXml(`${practice.practiceName} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}${paths.blog}`)}</link>`,
    `    <description>${escapeXml(`Evidence-based articles on trauma therapy, OCD treatment and mental health from ${practice.doctorName} in ${practice.address.city}, ${practice.address.region}.`)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${origin}${paths.rss}`)}" rel="self" type="application/rss+xml" />`,
    ...(built ? [`    <lastBuildDate>${new Date(built).toUTCString()}</lastBuildDate>`] : []),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n  <channel>\n${[...channel, ...items].join('\n')}\n  </channel>\n</rss>\n`
}

/**
 * /sitemap.xml, /robots.txt and /rss.xml from the published posts and the practice's settings.
 * Validated by the public state (post version, next scheduled moment, settings version) and the
 * origin, so a crawler's repeat visit costs a 304.
 */
export function feedsRouter({ services, env }: { services: Services; env: Env }) {
  const router = Router()
  type Build = (origin: string, posts: readonly PublishedPost[], practice: PracticeConfig) => string
  const send = (type: string, build: Build) => async (req: Request, res: Response) => {
    const origin = siteOrigin(env, req)
    const {
      tag,
      published: { posts, nextChangeAt },
      practice,
    } = await services.publicContent()
    // Kept by readers for five minutes, or only until the next scheduled post goes public.
    const maxAge = nextChangeAt ? Math.max(0, Math.min(300, Math.floor((Date.parse(nextChangeAt) - Date.now()) / 1000))) : 300
    res.set({ 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}`, ETag: `W/"${tag}-${Buffer.from(origin).toString('base64url')}"` })
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.send(build(origin, posts, practice))
  }
  router.get(paths.sitemap, send('application/xml; charset=utf-8', sitemapXml))
  router.get(paths.robots, send('text/plain; charset=utf-8', (origin) => robotsTxt(origin)))
  router.get(paths.rss, send('application/rss+xml; charset=utf-8', rssXml))
  return router
}
