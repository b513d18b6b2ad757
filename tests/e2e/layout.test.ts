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

  it('reports the visit once per page load as a beacon, without cookies', async () => {
    const { page, context } = await openSitePage('desktop')
    const reports: Array<{ body: unknown; type: string | undefined }> = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visitor')) reports.push({ body: request.postDataJSON(), type: request.headers()['content-type'] })
    })
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/track-visitor'))
    await visit(page, paths.services)
    const request = await tracked
    expect(request.method()).toBe('POST')
    expect((await request.response())?.status()).toBe(204)
    // navigator.sendBeacon sends its text as text/plain.
    expect(reports).toEqual([{ body: { page: paths.services }, type: 'text/plain;charset=UTF-8' }])
    await page.waitForTimeout(500)
    expect(reports).toHaveLength(1)
    // Each page load reports itself once.
    await page.reload({ waitUntil: 'networkidle' })
    expect(reports).toHaveLength(2)
    expect(await context.cookies()).toEqual([])
    await context.close()
  })

  it('reports a prerendered page only once it is shown', async () => {
    const { page, context } = await openSitePage('desktop')
    // The page believes it is being prerendered until told otherwise.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => !(window as { shown?: boolean }).shown })
    })
    const reports: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visitor')) reports.push(request.postDataJSON())
    })
    await visit(page, paths.intensives)
    await page.waitForTimeout(500)
    expect(reports).toEqual([])
    await page.evaluate(() => {
      ;(window as { shown?: boolean }).shown = true
      document.dispatchEvent(new Event('prerenderingchange'))
      document.dispatchEvent(new Event('prerenderingchange'))
    })
    await expect.poll(() => reports).toEqual([{ page: paths.intensives }])
    await page.waitForTimeout(300)
    expect(reports).toHaveLength(1)
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
    expect(after.headingFont).toMatch(/^Georgia,/)
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

  it.each([
    ['smoothly', 'no-preference', 'smooth'],
    ['instantly under reduced motion', 'reduce', 'auto'],
  ] as const)('starts a new page at the top and scrolls to anchors %s', async (_label, motion, behavior) => {
    const { page, context } = await openSitePage('desktop', motion === 'reduce' ? 'reduce' : undefined)
    await visit(page, paths.home)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(behavior)
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Therapy Blog' }).click()
    await page.waitForURL(`${baseUrl}${paths.blog}`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
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

  it('loads no script file and no framework on a public page, and still works', async () => {
    const { page, context, requests, errors } = await openSitePage('phone')
    await visit(page, paths.home)
    await page.waitForTimeout(3_500)
    expect(requests.filter((url) => /\.(m?js)(\?|$)/.test(url))).toEqual([])
    expect(await hydrated(page)).toBe(false)
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('asks the browser to prerender same-site pages on intent, never the owner’s screens or files', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.home)
    const rules = await page.evaluate(() => ({
      supported: HTMLScriptElement.supports('speculationrules'),
      text: document.querySelector('script[type="speculationrules"]')?.textContent ?? '',
    }))
    expect(rules.supported).toBe(true)
    const prerender = (JSON.parse(rules.text) as { prerender: Array<{ eagerness: string; where: unknown }> }).prerender
    expect(prerender).toHaveLength(1)
    expect(prerender[0]!.eagerness).toBe('moderate')
    const excluded = JSON.stringify(prerender[0]!.where)
    for (const path of [paths.adminLogin, `${paths.adminPanel}/*`, '/api/*', paths.rss]) expect(excluded).toContain(`"${path}"`)
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

describe('with JavaScript off', () => {
  it('opens and closes the menu and the Intensives explainer, and links still lead on', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await visit(page, paths.services)
    const menu = page.locator('#mobile-menu')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await menu.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)

    const opener = page.locator('main button[aria-haspopup="dialog"]')
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'What is a therapy intensive?' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(`${baseUrl}${paths.contact}`)
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    await context.close()
  })
})
