import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { samplePosts } from '#server/posts/sample-posts.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { signIn } from '../support/admin-session.ts'
import { axeViolations } from '../support/axe.ts'
import { uploadImage } from '../support/image-upload.ts'
import { makePng } from '../support/test-images.ts'
import { openPage, type ViewportName, type WatchedPage } from '../support/chromium.ts'
import { startOwnerSite, siteOwner as owner } from '../support/owner-site.ts'

// A visitor reading the blog, on a server of its own with known posts (no samples).
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

const posts = [
  {
    title: 'Understanding PTSD After an Accident',
    excerpt: 'Why the body keeps bracing long after the danger has passed.',
    content: `# Why it lingers\n${words(450)}`,
    tags: ['Trauma', 'PTSD'],
    metaTitle: 'PTSD After an Accident | Bethlehem Therapist',
    metaDescription: 'How PTSD develops after a car accident and how trauma therapy helps.',
  },
  { title: 'OCD and Certainty', excerpt: 'Reassurance feels like relief; it keeps the doubt alive.', content: words(120), tags: ['OCD', 'ERP'] },
  {
    title: 'Supporting a Loved One',
    excerpt: 'What families can do when someone they love is drinking.',
    content: [
      '# A heading',
      '## A subheading',
      '### A small heading',
      '- first item',
      '- second item with [a guide](https://guide.example.org/craft)',
      '',
      '*An italic thought.*',
      'A paragraph with [email](mailto:hello@example.com) and [a bad link](javascript:window.__xss=2).',
      '<script>window.__xss=1</script>',
      '<img src=x onerror="window.__xss=3">',
    ].join('\n'),
    tags: ['Family', 'CRAFT', 'Addiction'],
  },
  { title: 'Sleep and Worry', excerpt: 'Small changes that quiet a racing mind at night.', content: words(30), tags: [] },
]

let base: string
let browser: Browser
let stop: (() => Promise<void>) | undefined
let api: APIRequestContext

beforeAll(async () => {
  ;({ base, browser, api, stop } = await startOwnerSite({ SAMPLE_CONTENT: '0' }))
  // Oldest first, so the newest is the last one published.
  for (const post of posts) {
    const created = (await (await api.post('/api/admin/blog/posts', { data: post })).json()) as { id: string }
    expect((await api.patch(`/api/admin/blog/posts/${created.id}/publish`, { headers: { 'Content-Type': 'application/json' } })).status()).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await api.post('/api/admin/blog/posts', { data: { title: 'Draft Only', excerpt: 'Not yet.', content: 'Hidden.', tags: ['Secret'] } })
})
afterAll(async () => {
  await stop?.()
})

async function open(viewport: ViewportName = 'desktop', javaScriptEnabled = true): Promise<WatchedPage> {
  if (javaScriptEnabled) return openPage(browser, viewport)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  return { context, page, errors: [], requests: [] }
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(status)
}

/** Without SITE_URL, links in heads and feeds use http://localhost:PORT. */
const canonical = () => base.replace('127.0.0.1', 'localhost')

// The cards a visitor sees: the listing renders the category's others hidden, for the filter script.
const cardTitles = (page: Page) => page.locator('article:visible').locator('h2, h3').allTextContents()
const chip = (page: Page, name: string) => page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true })
const newestFirst = posts.map((post) => post.title).reverse()

describe('blog listing', () => {
  it('shows the header, search, chips, count and cards, newest first, without drafts', async () => {
    const { page, context, errors, requests } = await open('desktop')
    await visit(page, paths.blog)
    await page.getByRole('heading', { level: 1, name: 'Therapy Blog Bethlehem PA' }).waitFor()
    await page.getByText(/Evidence-based articles on trauma therapy, OCD treatment and mental health/).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).getAttribute('placeholder')).toBe('Search articles...')
    // 'All Posts' first, then six of the seven tags, in order of appearance (newest post first).
    expect(await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').allTextContents()).toEqual([
      'All Posts',
      'Family',
      'CRAFT',
      'Addiction',
      'OCD',
      'ERP',
      'Trauma',
    ])
    expect(await chip(page, 'All Posts').getAttribute('aria-current')).toBe('true')
    await page.getByText('Showing 4 articles').waitFor()
    expect(await cardTitles(page)).toEqual(newestFirst)
    expect(await page.content()).not.toContain('Draft Only')

    // The card: category (first tag, or THERAPY), read time, date, default picture, link by slug.
    const ptsd = page.locator('article').filter({ hasText: 'Understanding PTSD After an Accident' })
    expect(await ptsd.getByText('Trauma', { exact: true }).count()).toBe(1)
    await ptsd.getByText('3 min read').waitFor()
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' })
    await ptsd.getByText(today).waitFor()
    expect(await ptsd.locator('img').getAttribute('src')).toMatch(/^\/images\/blog-default-\d+\.webp$/)
    expect(await ptsd.getByRole('link').getAttribute('href')).toBe('/Therapist-Easton-PA/understanding-ptsd-after-an-accident')
    const sleep = page.locator('article').filter({ hasText: 'Sleep and Worry' })
    await sleep.getByText('THERAPY', { exact: true }).waitFor()
    await sleep.getByText('1 min read').waitFor()

    // Three columns on a desktop.
    const columns = await page.locator('article').first().locator('xpath=..').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(3)
    expect(requests.filter((url) => !url.startsWith(base))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows one column on a phone', async () => {
    const { page, context } = await open('phone')
    await visit(page, paths.blog)
    const columns = await page.locator('article').first().locator('xpath=..').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(1)
    await context.close()
  })

  it('filters instantly by search and category, keeps the filter in the URL, and says when nothing matches', async () => {
    const { page, context, errors } = await open('desktop')
    await visit(page, paths.blog)
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    // Title and excerpt, case-insensitively.
    await search.fill('PTSD')
    await page.getByText('Showing 1 article', { exact: true }).waitFor()
    expect(await cardTitles(page)).toEqual(['Understanding PTSD After an Accident'])
    await page.waitForURL(`${base}${paths.blog}?q=PTSD`)
    await search.fill('DRINKING')
    expect(await cardTitles(page)).toEqual(['Supporting a Loved One'])
    // Regular-expression characters are only text.
    await search.fill('(.*')
    await page.getByText('No articles found matching your criteria.').waitFor()
    await page.getByText('Showing 0 articles').waitFor()

    // A chip narrows by tag and is marked as chosen; both filters must match.
    await search.fill('')
    await chip(page, 'OCD').click()
    await page.waitForURL(`${base}${paths.blog}?tag=OCD`)
    expect(await chip(page, 'OCD').getAttribute('aria-current')).toBe('true')
    expect(await chip(page, 'All Posts').getAttribute('aria-current')).toBeNull()
    expect(await cardTitles(page)).toEqual(['OCD and Certainty'])
    await search.fill('sleep')
    await page.getByText('No articles found matching your criteria.').waitFor()
    await search.fill('reassurance')
    expect(await cardTitles(page)).toEqual(['OCD and Certainty'])
    expect(new URL(page.url()).searchParams.get('tag')).toBe('OCD')
    expect(new URL(page.url()).searchParams.get('q')).toBe('reassurance')

    // A reload of the shared URL shows the same view.
    await page.reload({ waitUntil: 'networkidle' })
    expect(await search.inputValue()).toBe('reassurance')
    expect(await cardTitles(page)).toEqual(['OCD and Certainty'])
    await chip(page, 'All Posts').click()
    await page.waitForURL(`${base}${paths.blog}?q=reassurance`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('filters from the URL before any script runs', async () => {
    const { page, context } = await open('desktop', false)
    await visit(page, `${paths.blog}?q=accident&tag=Trauma`)
    expect(await cardTitles(page)).toEqual(['Understanding PTSD After an Accident'])
    await page.getByText('Showing 1 article', { exact: true }).waitFor()
    expect(await chip(page, 'Trauma').getAttribute('aria-current')).toBe('true')
    // The search form works without scripts too, keeping the chosen tag.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('nothing like this')
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter')
    await page.waitForURL(/q=nothing/)
    expect(new URL(page.url()).searchParams.get('tag')).toBe('Trauma')
    await page.getByText('No articles found matching your criteria.').waitFor()
    await context.close()
  })
})

describe('blog listing structured data', () => {
  it('describes the listing as a Blog of its posts, newest first, with a breadcrumb', async () => {
    const { page, context } = await open('desktop', false)
    await visit(page, paths.blog)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
    const blog = blocks.find((block) => block['@type'] === 'Blog') as { url: string; name: string; publisher: { name: string }; blogPost: Array<Record<string, string>> }
    expect(blog.url).toBe(`${canonical()}${paths.blog}`)
    expect(blog.name).toBe('Therapy Blog Bethlehem PA')
    expect(blog.publisher.name).toBeTruthy()
    expect(blog.blogPost.map((post) => post.headline)).toEqual(newestFirst)
    const ptsd = blog.blogPost.find((post) => post.headline === 'Understanding PTSD After an Accident')
    expect(ptsd).toMatchObject({ '@type': 'BlogPosting', url: `${canonical()}${blogPostPath('understanding-ptsd-after-an-accident')}` })
    expect(ptsd?.datePublished).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(JSON.stringify(blog)).not.toContain('Draft Only')
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> }
    expect(crumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${canonical()}/`],
      ['Blog', `${canonical()}${paths.blog}`],
    ])
    await context.close()
  })
})

describe('blog article', () => {
  it('shows the article with its formatting, and makes only safe links', async () => {
    const { page, context, errors } = await open('desktop')
    await visit(page, blogPostPath('supporting-a-loved-one'))
    await page.getByRole('heading', { level: 1, name: 'Supporting a Loved One' }).waitFor()
    await page.getByText('Dr. Morgan Avery').first().waitFor()
    await page.getByText('5 min read').waitFor()
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['Family', 'CRAFT', 'Addiction'])
    await page.getByText('What families can do when someone they love is drinking.').waitFor()

    const body = page.locator('.post-body')
    expect(await body.locator('h2').allTextContents()).toEqual(['A heading'])
    expect(await body.locator('h3').allTextContents()).toEqual(['A subheading'])
    expect(await body.locator('h4').allTextContents()).toEqual(['A small heading'])
    expect(await body.locator('ul > li').count()).toBe(2)
    expect(await body.locator('br').count()).toBe(1)
    expect(await body.locator('em').allTextContents()).toEqual(['An italic thought.'])

    const guide = body.getByRole('link', { name: /a guide/ })
    expect(await guide.getAttribute('href')).toBe('https://guide.example.org/craft')
    expect(await guide.getAttribute('target')).toBe('_blank')
    expect(await guide.getAttribute('rel')).toContain('noopener')
    expect(await body.getByRole('link', { name: 'email' }).getAttribute('href')).toBe('mailto:hello@example.com')
    // The javascript: link and the HTML stay text.
    expect(await body.getByRole('link', { name: 'a bad link' }).count()).toBe(0)
    await body.getByText('[a bad link](javascript:window.__xss=2)', { exact: false }).waitFor()
    await body.getByText('<script>window.__xss=1</script>').waitFor()
    expect(await body.locator('script, img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })

  it('leads back to the blog from both buttons', async () => {
    const { page, context } = await open('phone')
    for (const name of ['Back to Blog', 'Back to All Posts']) {
      await visit(page, blogPostPath('ocd-and-certainty'))
      await page.getByRole('link', { name, exact: true }).click()
      await page.waitForURL(`${base}${paths.blog}`)
      await page.getByRole('heading', { level: 1, name: 'Therapy Blog Bethlehem PA' }).waitFor()
    }
    await context.close()
  })

  it('answers 404 with Post Not Found for an unknown slug and for a draft', async () => {
    const { page, context } = await open('desktop')
    for (const slug of ['no-such-article', 'draft-only', `odd'"<>slug`]) {
      await visit(page, blogPostPath(slug), 404)
      await page.getByRole('heading', { name: 'Post Not Found' }).waitFor()
      await page.getByText("The blog post you're looking for doesn't exist.").waitFor()
    }
    await context.close()
  })

  it('opens an article from the listing as a complete page, with no loading state and no data request', async () => {
    const { page, context, requests } = await open('desktop')
    await visit(page, paths.blog)
    await page.getByRole('link', { name: 'OCD and Certainty' }).click()
    await page.waitForURL(`${base}${blogPostPath('ocd-and-certainty')}`)
    await page.getByRole('heading', { level: 1, name: 'OCD and Certainty' }).waitFor()
    expect(await page.getByTestId('post-skeleton').count()).toBe(0)
    expect(requests.filter((url) => /\.data(\?|$)/.test(url))).toEqual([])
    await context.close()
  })

  it('carries its SEO title, description, canonical, Open Graph and JSON-LD', async () => {
    const { page, context } = await open('desktop')
    await visit(page, blogPostPath('understanding-ptsd-after-an-accident'))
    expect(await page.title()).toBe('PTSD After an Accident | Bethlehem Therapist')
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[name="description"]')).toBe('How PTSD develops after a car accident and how trauma therapy helps.')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${canonical()}${blogPostPath('understanding-ptsd-after-an-accident')}`)
    expect(await meta('meta[property="og:type"]')).toBe('article')
    expect(await meta('meta[property="og:image"]')).toBe(`${canonical()}/images/blog-default-1200.webp`)
    expect(await meta('meta[property="article:published_time"]')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await page.locator('meta[property="article:tag"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))).toEqual(['Trauma', 'PTSD'])
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: 'Understanding PTSD After an Accident', author: { '@type': 'Person', name: 'Dr. Morgan Avery' }, keywords: 'Trauma, PTSD' })
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> }
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', 'Understanding PTSD After an Accident'])
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/rss.xml')

    // Without SEO fields the title and excerpt stand in.
    await visit(page, blogPostPath('sleep-and-worry'))
    expect(await page.title()).toBe('Sleep and Worry')
    expect(await meta('meta[name="description"]')).toBe('Small changes that quiet a racing mind at night.')
    await context.close()
  })
})

describe('featured images on the blog', () => {
  it('shows an uploaded image in responsive variants on the card and the article, and in Open Graph', async () => {
    const cookie = await signIn(base, owner)
    const registered = await uploadImage(base, cookie, await makePng())
    expect(registered.status).toBe(200)
    const { objectPath } = (await registered.json()) as { objectPath: string }
    const post = (await (await api.post('/api/admin/blog/posts', { data: { title: 'With a Picture', excerpt: 'A post with its own image.', content: 'Words.', featuredImage: objectPath } })).json()) as { id: string }
    await api.patch(`/api/admin/blog/posts/${post.id}/publish`, { headers: { 'Content-Type': 'application/json' } })

    const { page, context } = await open('desktop')
    await visit(page, paths.blog)
    const card = page.locator('article').filter({ hasText: 'With a Picture' })
    expect(await card.locator('source').getAttribute('srcset')).toBe(`${objectPath}?w=480 480w, ${objectPath}?w=960 960w, ${objectPath}?w=1600 1600w`)
    expect(await card.locator('img').getAttribute('src')).toBe(`${objectPath}?w=960&f=jpeg`)
    await visit(page, blogPostPath('with-a-picture'))
    const picture = page.locator('article picture img')
    expect(await picture.getAttribute('width')).toBeTruthy()
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${canonical()}${objectPath}?w=1600&f=jpeg`)
    await api.delete(`/api/admin/blog/posts/${post.id}`, { headers: { 'Content-Type': 'application/json' } })
    await context.close()
  })
})

describe('home teaser and feeds', () => {
  it('shows the three newest posts on the home page with the stock picture and View All Articles', async () => {
    const { page, context } = await open('desktop')
    await visit(page, paths.home)
    const teaser = page.getByRole('region', { name: 'Latest Articles' })
    expect(await teaser.locator('article h3').allTextContents()).toEqual(newestFirst.slice(0, 3))
    expect(await teaser.locator('article img').first().getAttribute('src')).toMatch(/blog-default/)
    await teaser.getByText('THERAPY', { exact: true }).waitFor()
    await teaser.getByRole('link', { name: 'View All Articles' }).click()
    await page.waitForURL(`${base}${paths.blog}`)
    await context.close()
  })

  it('serves a sitemap and an RSS feed that parse as XML and hold only published posts', async () => {
    const { page, context } = await open('desktop')
    await visit(page, paths.home)
    const parsed = await page.evaluate(async () => {
      const parse = async (path: string) => {
        const text = await (await fetch(path)).text()
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        return { error: doc.querySelector('parsererror')?.textContent ?? null, doc }
      }
      const sitemap = await parse('/sitemap.xml')
      const rss = await parse('/rss.xml')
      return {
        errors: [sitemap.error, rss.error],
        locs: [...sitemap.doc.getElementsByTagName('loc')].map((node) => node.textContent),
        items: [...rss.doc.getElementsByTagName('item')].map((item) => item.getElementsByTagName('title')[0]?.textContent),
        version: rss.doc.documentElement.getAttribute('version'),
      }
    })
    expect(parsed.errors).toEqual([null, null])
    expect(parsed.version).toBe('2.0')
    expect(parsed.items).toEqual(newestFirst)
    expect(parsed.locs).toContain(`${canonical()}${blogPostPath('ocd-and-certainty')}`)
    expect(parsed.locs.some((loc) => loc?.includes('draft-only'))).toBe(false)
    await context.close()
  })

  it('has no axe-core violations on the listing and an article at phone and desktop widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await open(viewport)
      for (const path of [paths.blog, `${paths.blog}?tag=OCD`, blogPostPath('supporting-a-loved-one'), blogPostPath('no-such-article')]) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        expect(await axeViolations(page), `${viewport} ${path}`).toEqual([])
      }
      await context.close()
    }
  })
})

describe('sample content', () => {
  it('greets a new site with the sample articles', async () => {
    const { page, context } = await open('desktop')
    await page.goto(`${inject('baseUrl')}${paths.blog}`, { waitUntil: 'networkidle' })
    expect((await cardTitles(page)).sort()).toEqual(samplePosts.map((post) => post.title).sort())
    await context.close()
  })
})
