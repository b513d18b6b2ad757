import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { practice } from '#content/practice.ts'
import { mainNavigation, paths } from '#shared/paths.ts'
import { axeViolations } from '../support/axe.ts'
import { launchChromium, openPage, type ViewportName, type WatchedPage } from '../support/chromium.ts'

const baseUrl = inject('baseUrl')
const publicPaths = [paths.home, paths.services, paths.intensives, paths.blog, paths.contact]

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchChromium())
})
afterAll(async () => {
  await closeBrowser?.()
})

/** Whether React has hydrated the page (it tags the elements it adopts). */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')))

/** A page whose requests to other sites are answered locally, so new tabs and the map load fast. */
async function openSitePage(viewport: ViewportName = 'desktop', reducedMotion?: 'reduce'): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport, { reducedMotion })
  await watched.context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
  )
  return watched
}

async function visit(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  return response
}

describe('shared public layout', () => {
  it.each(publicPaths)('renders %s with the shared layout, the active link marked, and no request elsewhere', async (path) => {
    const { page, context, errors, requests } = await openSitePage('desktop')
    const response = await visit(page, path)
    expect(response?.status()).toBe(200)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const label = mainNavigation.find((item) => item.to === path)!.label
    await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page')
    for (const other of mainNavigation.filter((item) => item.to !== path)) {
      expect(await nav.getByRole('link', { name: other.label, exact: true }).getAttribute('aria-current')).toBeNull()
    }
    await expect.poll(() => nav.getByRole('link', { name: practice.doctorName }).getAttribute('href')).toBe('/')
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Visit Our Office' }).isVisible()).toBe(true)
    const foreign = requests.filter((url) => !url.startsWith(baseUrl) && !url.startsWith('data:'))
    expect(foreign).toEqual([])
    expect(await context.cookies()).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(['phone', 'desktop'] as const)('has no axe-core violations on any public page at %s width', async (viewport) => {
    const { page, context } = await openSitePage(viewport)
    for (const path of [...publicPaths, '/no-such-page']) {
      await visit(page, path)
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] })
    }
    await context.close()
  })

  it('reports the visit once when the layout loads, without cookies', async () => {
    const { page, context } = await openSitePage('desktop')
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/track-visitor'))
    await visit(page, paths.services)
    const request = await tracked
    expect(request.method()).toBe('POST')
    expect(request.postDataJSON()).toEqual({ page: paths.services })
    expect((await request.response())?.status()).toBe(204)
    let later = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/track-visitor')) later += 1
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(`${baseUrl}${paths.contact}`)
    await page.waitForLoadState('networkidle')
    expect(later).toBe(0)
    await context.close()
  })

  it('navigates between pages and moves the highlight', async () => {
    const { page, context, errors } = await openSitePage('desktop')
    await visit(page, paths.home)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Intensives' }).click()
    await page.waitForURL(`${baseUrl}${paths.intensives}`)
    await expect.poll(() => nav.getByRole('link', { name: 'Intensives' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    await nav.getByRole('link', { name: practice.doctorName }).click()
    await page.waitForURL(`${baseUrl}/`)
    // The stylesheet travels inside the first document; hydration and navigation must keep it.
    const styled = () =>
      page.evaluate(() => ({
        text: document.querySelector('style[data-href]')?.textContent?.length ?? 0,
        headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
        hasLinkedSheet: document.querySelector('link[rel="stylesheet"]') !== null,
      }))
    const after = await styled()
    expect(after.text).toBeGreaterThan(10_000)
    expect(after.headingFont).toContain('Lora')
    expect(after.hasLinkedSheet).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens Book Now in the header and the floating button in a new tab at the scheduler', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.home)
    const headerBook = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Book Now/ })
    const floating = page.getByTestId('floating-book-now')
    for (const link of [headerBook, floating]) {
      expect(await link.getAttribute('href')).toBe(practice.schedulerUrl)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    const [popup] = await Promise.all([context.waitForEvent('page'), headerBook.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(practice.schedulerUrl)
    expect(page.url()).toBe(`${baseUrl}/`)
    await context.close()
  })

  it.each(['phone', 'desktop'] as const)('keeps the floating Book Now at the bottom right at %s width', async (viewport) => {
    const { page, context } = await openSitePage(viewport)
    await visit(page, paths.contact)
    await page.mouse.wheel(0, 2000)
    const box = await page.getByTestId('floating-book-now').boundingBox()
    const size = page.viewportSize()!
    expect(box).not.toBeNull()
    expect(size.width - (box!.x + box!.width)).toBeLessThanOrEqual(32)
    expect(size.height - (box!.y + box!.height)).toBeLessThanOrEqual(32)
    expect(box!.x).toBeGreaterThan(size.width / 2)
    await context.close()
  })

  /** Records the behaviour of every window.scrollTo call the page makes from now on. */
  async function recordScrolls(page: Page): Promise<string[]> {
    const scrolls: string[] = []
    await page.exposeFunction('recordScroll', (behavior: string) => scrolls.push(behavior))
    await page.evaluate(() => {
      const original = window.scrollTo.bind(window)
      window.scrollTo = ((options: ScrollToOptions) => {
        ;(window as unknown as { recordScroll(b: string): void }).recordScroll(String(options?.behavior))
        original(options)
      }) as typeof window.scrollTo
    })
    return scrolls
  }

  it.each([
    ['smoothly', 'no-preference', 'smooth'],
    ['instantly under reduced motion', 'reduce', 'instant'],
  ] as const)('scrolls to the top %s on a route change', async (_label, motion, behavior) => {
    const { page, context } = await openSitePage('desktop', motion === 'reduce' ? 'reduce' : undefined)
    await visit(page, paths.home)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    const scrolls = await recordScrolls(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Therapy Blog' }).click()
    await page.waitForURL(`${baseUrl}${paths.blog}`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(scrolls).toEqual([behavior])
    await context.close()
  })

  it('offers a skip link as the first stop of the keyboard', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.home)
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    expect(await focused.textContent()).toBe('Skip to content')
    expect(await focused.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    await context.close()
  })

  it('leads from the footer Admin button to the admin login, which has no site header or footer', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.home)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin', exact: true }).click()
    await page.waitForURL(`${baseUrl}${paths.adminLogin}`)
    // The URL changes before the lazily loaded login route has rendered: wait for its heading.
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    expect(await page.getByTestId('floating-book-now').count()).toBe(0)
    await visit(page, paths.adminPanel)
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    await context.close()
  })

  it('shows the footer lists, copyright, legal page links and social links', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.home)
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('navigation', { name: 'Services' }).getByRole('link').count()).toBeGreaterThanOrEqual(4)
    expect(await footer.getByRole('navigation', { name: 'Resources' }).getByRole('link').count()).toBeGreaterThanOrEqual(3)
    expect(await footer.getByText(`© ${new Date().getFullYear()} ${practice.practiceName}. All rights reserved.`).isVisible()).toBe(true)
    expect(await footer.getByText(practice.tagline).isVisible()).toBe(true)
    for (const social of practice.social) {
      const link = footer.getByRole('link', { name: new RegExp(social.label) })
      expect(await link.getAttribute('href')).toBe(social.href)
      expect(await link.getAttribute('target')).toBe('_blank')
    }
    const legalLinks = {
      'Privacy Policy': paths.privacyPolicy,
      'Terms of Service': paths.termsOfService,
      'HIPAA Notice': paths.noticeOfPrivacyPractices,
      'Good Faith Estimate': paths.goodFaithEstimate,
      Accessibility: paths.accessibility,
    }
    for (const [name, path] of Object.entries(legalLinks)) expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path)
    await context.close()
  })

  it('loads no toaster on public pages, where nothing raises a toast', async () => {
    const { page, context, requests } = await openSitePage('desktop')
    await visit(page, paths.home)
    await expect.poll(() => hydrated(page)).toBe(true)
    // Past the idle moment at which the admin screens load it.
    await page.waitForTimeout(3_500)
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(0)
    expect(requests.filter((url) => /\/assets\/toaster-/.test(url))).toEqual([])
    await context.close()
  })
})

describe('mobile menu', () => {
  it('opens and closes with the button, Escape, a link and Book Now, managing focus', async () => {
    const { page, context, errors } = await openSitePage('phone')
    await visit(page, paths.home)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const menu = page.locator('#mobile-menu')
    expect(await menu.isVisible()).toBe(false)
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).isVisible()).toBe(false)

    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    expect(await close.getAttribute('aria-expanded')).toBe('true')
    expect(await close.getAttribute('aria-controls')).toBe('mobile-menu')
    expect(await menu.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Home')

    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu')

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    expect(await menu.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL(`${baseUrl}${paths.blog}`)
    expect(await menu.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await menu.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page')

    const [popup] = await Promise.all([context.waitForEvent('page'), menu.getByRole('link', { name: /Book Now/ }).click()])
    expect(popup.url()).toBe(practice.schedulerUrl)
    expect(await menu.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('office location', () => {
  it('loads the map only when asked, and links to a maps service and directions', async () => {
    const { page, context, requests } = await openSitePage('desktop')
    await visit(page, paths.contact)
    const section = page.getByRole('region', { name: 'Visit Our Office' })
    expect(await section.locator('iframe').count()).toBe(0)
    expect(await section.getByRole('link', { name: practice.phoneDisplay }).getAttribute('href')).toBe(`tel:${practice.phoneE164}`)
    expect(await section.getByRole('link', { name: practice.email }).getAttribute('href')).toBe(`mailto:${practice.email}`)
    expect(await section.getByText(practice.address.street).isVisible()).toBe(true)
    const mapsLink = section.getByRole('link', { name: /View on a maps service/ })
    expect(await mapsLink.getAttribute('href')).toBe(practice.mapsSearchUrl)
    expect(await mapsLink.getAttribute('target')).toBe('_blank')
    const directions = section.getByRole('link', { name: /Get Directions/ })
    expect(await directions.getAttribute('href')).toBe(practice.mapsDirectionsUrl)
    expect(await directions.getAttribute('target')).toBe('_blank')
    expect(requests.some((url) => url.startsWith(new URL(practice.mapEmbedUrl).origin))).toBe(false)

    await section.getByRole('button', { name: 'Show map' }).click()
    const frame = section.locator('iframe')
    await expect.poll(() => frame.count()).toBe(1)
    expect(await frame.getAttribute('src')).toBe(practice.mapEmbedUrl)
    await expect.poll(() => requests.some((url) => url.startsWith(new URL(practice.mapEmbedUrl).origin))).toBe(true)
    await context.close()
  })
})

describe('404 page', () => {
  it('answers unknown paths with status 404 and the spec text', async () => {
    const { page, context } = await openSitePage('desktop')
    for (const path of ['/no-such-page', '/Therapist-Bethlehem-PA/extra/deep', '/admin-panel/x']) {
      const response = await visit(page, path)
      expect(response?.status()).toBe(404)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true)
    }
    await context.close()
  })
})

describe('scripts of public pages', () => {
  const scriptRequests = (requests: string[]) => requests.filter((url) => /\/assets\/[^/]+\.js$/.test(url))

  /** Holds the home page's hero picture back, so the page cannot finish loading until released. */
  async function holdHeroPicture(page: Page): Promise<() => Promise<void>> {
    const held: Array<() => Promise<void>> = []
    await page.route(/\/images\/hero-/, (route) => {
      held.push(() => route.continue())
    })
    return async () => {
      await Promise.all(held.map((release) => release()))
      await page.unroute(/\/images\/hero-/)
    }
  }

  it('start only once the page has loaded and painted, then hydrate', async () => {
    const { page, context, errors } = await openSitePage('phone')
    await visit(page, paths.home)
    await expect.poll(() => hydrated(page)).toBe(true)
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(0)
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThanOrEqual(timing.loaded)
      expect(start).toBeGreaterThanOrEqual(timing.painted)
    }
    // Hydrated for real: the menu button works.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(() => page.locator('[aria-controls="mobile-menu"]').getAttribute('aria-expanded')).toBe('true')
    expect(errors).toEqual([])
    await context.close()
  })

  it('turn the scripts on one per task, so none of those tasks can hold up a tap', async () => {
    const { page, context, errors } = await openSitePage('phone')
    // Mutation observers are told at the end of each task: one report per change means one task each.
    await page.addInitScript(() => {
      const reports: number[] = []
      Object.assign(window, { bootReports: reports })
      new MutationObserver((records) => {
        const started = records.filter(
          (record) =>
            (record.type === 'attributes' && record.oldValue === null && (record.target as HTMLLinkElement).rel === 'modulepreload') ||
            [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && node.type === 'module'),
        )
        if (started.length) reports.push(started.length)
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['rel'], attributeOldValue: true })
    })
    await visit(page, paths.home)
    await expect.poll(() => hydrated(page)).toBe(true)
    const html = await (await page.request.get(`${baseUrl}${paths.home}`)).text()
    const preloads = html.match(/<link data-rel="modulepreload"/g)?.length ?? 0
    expect(preloads).toBeGreaterThan(3)
    const reports = await page.evaluate(() => (window as unknown as { bootReports: number[] }).bootReports)
    expect(reports).toEqual(Array.from({ length: preloads + 1 }, () => 1))
    expect(errors).toEqual([])
    await context.close()
  })

  it('start at once on a key press while a slow picture holds the page back', async () => {
    const { page, context, errors, requests } = await openSitePage('phone')
    const release = await holdHeroPicture(page)
    await page.goto(`${baseUrl}${paths.home}`, { waitUntil: 'domcontentloaded' })
    await page.waitForTimeout(300)
    expect(scriptRequests(requests)).toEqual([])
    expect(await hydrated(page)).toBe(false)
    await page.keyboard.press('Tab')
    await expect.poll(() => hydrated(page)).toBe(true)
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await release()
    expect(errors).toEqual([])
    await context.close()
  })

  it('start at the latest three seconds after the HTML was read, even if the page never finishes loading', async () => {
    const { page, context, errors, requests } = await openSitePage('phone')
    const release = await holdHeroPicture(page)
    await page.goto(`${baseUrl}${paths.home}`, { waitUntil: 'domcontentloaded' })
    const read = Date.now()
    await page.waitForTimeout(1_000)
    expect(scriptRequests(requests)).toEqual([])
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true)
    expect(Date.now() - read).toBeGreaterThanOrEqual(1_900)
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await release()
    expect(errors).toEqual([])
    await context.close()
  })
})
