import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { aboutDoctor } from '#content/about.ts'
import { contactFaqs, intensiveFaqs } from '#content/faqs.ts'
import { financingPartners, treatmentOptions } from '#content/intensives.ts'
import { practice } from '#content/practice.ts'
import { intensiveReasons, serviceActionHref, serviceCards } from '#content/services.ts'
import { testimonials } from '#content/testimonials.ts'
import { paths } from '#shared/paths.ts'
import { axeViolations, modalSettled } from '../support/axe.ts'
import { launchChromium, openPage, seenOnScrolling, type ViewportName, type WatchedPage } from '../support/chromium.ts'

const baseUrl = inject('baseUrl')
const marketingPaths = [paths.home, paths.services, paths.intensives, paths.contact]

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchChromium())
})
afterAll(async () => {
  await closeBrowser?.()
})

/** A page whose requests to other sites are answered locally, so new tabs open at once. */
async function openSitePage(viewport: ViewportName = 'desktop'): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport)
  await watched.context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
  )
  return watched
}

async function visit(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
}

/** Checks a link opens `href` in a new tab without sharing the opener. */
async function expectNewTabLink(link: Locator, href: string) {
  expect(await link.getAttribute('href')).toBe(href)
  expect(await link.getAttribute('target')).toBe('_blank')
  expect(await link.getAttribute('rel')).toContain('noopener')
  expect(await link.textContent()).toContain('(opens in a new tab)')
}

/** Clicks a link and returns the URL of the tab it opened, checking the page itself stayed. */
async function followNewTab(page: Page, link: Locator): Promise<string> {
  const before = page.url()
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await popup.waitForLoadState()
  const url = popup.url()
  await popup.close()
  expect(page.url()).toBe(before)
  return url
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

function byType(items: Array<Record<string, unknown>>, type: string) {
  const found = items.filter((item) => item['@type'] === type)
  expect(found, `one ${type} node`).toHaveLength(1)
  return found[0] as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
}

function visibleText(page: Page, text: string) {
  return page.getByText(text, { exact: false }).first().isVisible()
}

describe('Home', () => {
  it('shows the hero, the doctor, the colleague quotes, the banner and Get In Touch', async () => {
    const { page, context, errors } = await openSitePage('desktop')
    await visit(page, paths.home)
    const main = page.locator('main')
    expect(await main.getByText('You want real solutions', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Intensive therapy for trauma, OCD and families in Bethlehem, PA')
    await expectNewTabLink(main.getByRole('link', { name: /^Book Your Session/ }), practice.schedulerUrl)

    expect(await main.getByRole('heading', { name: aboutDoctor(practice).heading }).isVisible()).toBe(true)
    expect(await main.getByText('Rated 5.0 out of 5').count()).toBe(1)
    for (const item of [...aboutDoctor(practice).credentials, ...aboutDoctor(practice).specialties]) expect(await visibleText(page, item)).toBe(true)
    await expectNewTabLink(main.getByRole('link', { name: /^Schedule \(opens/ }), practice.schedulerUrl)

    for (const quote of testimonials) {
      expect(await visibleText(page, quote.content)).toBe(true)
      expect(await visibleText(page, quote.author)).toBe(true)
      expect(await visibleText(page, quote.credentials)).toBe(true)
    }
    const waitlist = main.getByRole('complementary', { name: 'Skip the Waitlist' })
    await expectNewTabLink(waitlist.getByRole('link', { name: /^Schedule A Consult/ }), practice.schedulerUrl)
    const learnMore = waitlist.getByRole('link', { name: /^Learn More/ })
    await expectNewTabLink(learnMore, paths.intensives)
    expect(await followNewTab(page, learnMore)).toBe(`${baseUrl}${paths.intensives}`)

    const banner = main.getByRole('region', { name: 'Ready to fast-track your healing?' })
    await expectNewTabLink(banner.getByRole('link', { name: /^Schedule A Consultation/ }), practice.schedulerUrl)
    expect(await banner.getByRole('link', { name: /^Call Now/ }).getAttribute('href')).toBe(`tel:${practice.phoneE164}`)

    const touch = main.getByRole('region', { name: 'Get In Touch' })
    expect(await touch.getByRole('link', { name: new RegExp(practice.phoneDisplay.replace(/[()]/g, '\\$&')) }).getAttribute('href')).toBe(`tel:${practice.phoneE164}`)
    expect(await touch.getByRole('link', { name: new RegExp(practice.email) }).getAttribute('href')).toBe(`mailto:${practice.email}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens Book Your Session at the scheduler in a new tab', async () => {
    const { page, context } = await openSitePage('phone')
    await visit(page, paths.home)
    expect(await followNewTab(page, page.locator('main').getByRole('link', { name: /^Book Your Session/ }))).toBe(practice.schedulerUrl)
    await context.close()
  })

  it('ships the illustrations as sized AVIF/WebP, the hero eager and the rest lazy', async () => {
    const { page, context, requests } = await openSitePage('phone')
    await visit(page, paths.home)
    // The two illustrations that carry meaning; the teaser's card pictures are decorative.
    const images = page.locator('main img:not([alt=""])')
    expect(await images.count()).toBe(2)
    const decorative = page.locator('main img[alt=""]')
    expect(await decorative.count()).toBe(3)
    for (const img of await decorative.all()) expect(await img.getAttribute('loading')).toBe('lazy')
    for (const img of await images.all()) {
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(10)
    }
    expect(await images.nth(0).getAttribute('loading')).toBe('eager')
    expect(await images.nth(0).getAttribute('fetchpriority')).toBe('high')
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy')
    const imageRequests = requests.filter((url) => url.includes('/images/'))
    expect(imageRequests.length).toBeGreaterThan(0)
    // Illustrations as AVIF; the teaser's one stock picture (the same file on every card) as WebP.
    for (const url of imageRequests) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/([a-z]+-\d+\.avif|blog-default-\d+\.webp)$/)
    await context.close()
  })

  it('sets headings in the system serif, with no font file to fetch', async () => {
    const { page, context, requests } = await openSitePage('phone')
    await visit(page, paths.home)
    // No web font (docs/decisions/018): nothing to wait for, nothing to move when it lands.
    expect(await page.evaluate(() => document.fonts.size)).toBe(0)
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^Georgia,.*serif$/)
    await visit(page, paths.services)
    expect(requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url))).toEqual([])
    await context.close()
  })
})

describe('Services', () => {
  it('shows the four service cards with their features and outside links', async () => {
    const { page, context, errors } = await openSitePage('desktop')
    await visit(page, paths.services)
    const main = page.locator('main')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services')
    for (const card of serviceCards) {
      const article = main.getByRole('article', { name: card.title })
      expect(await article.getAttribute('id')).toBe(card.id)
      expect(await article.getByText(card.description).isVisible()).toBe(true)
      for (const feature of card.features) expect(await article.getByText(feature, { exact: true }).isVisible()).toBe(true)
      expect(await article.getByText(card.price).isVisible()).toBe(true)
      await expectNewTabLink(article.getByRole('link', { name: new RegExp(`^${card.buttonText}`) }), serviceActionHref(card.action, practice))
    }
    expect(await main.getByRole('link', { name: /^Book a Call/ }).count()).toBe(3)
    expect(await followNewTab(page, main.getByRole('link', { name: /^Start Concierge Care/ }))).toBe(practice.conciergeCheckoutUrl)
    expect(await followNewTab(page, main.getByRole('link', { name: /^Book a Call/ }).first())).toBe(practice.schedulerUrl)

    expect(await main.getByRole('heading', { name: 'Why Choose Our Intensive Approach' }).isVisible()).toBe(true)
    for (const reason of intensiveReasons) expect(await main.getByRole('heading', { name: reason.title }).isVisible()).toBe(true)
    expect(await main.getByRole('region', { name: 'Ready to fast-track your healing?' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the Intensives explainer modal', () => {
  async function open(page: Page, opener: Locator) {
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'What is a therapy intensive?' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    return dialog
  }

  async function expectClosedWithFocusOn(page: Page, opener: Locator) {
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await opener.getAttribute('aria-expanded')).toBe('false')
  }

  it('opens from Services, ignores a click inside, and closes on Escape, the close icon and the backdrop', async () => {
    const { page, context, errors } = await openSitePage('desktop')
    await visit(page, paths.services)
    // A modal dialog makes the rest of the page inert while open, so find the opener by its
    // markup, not its role.
    const opener = page.locator('main button[aria-haspopup="dialog"]')
    expect(await opener.textContent()).toBe('How Intensives Work')

    let dialog = await open(page, opener)
    expect(await opener.getAttribute('aria-expanded')).toBe('true')
    expect(await dialog.getByText('Programmes run 6–12 hours over 2–4 weeks.').isVisible()).toBe(true)
    expect(await dialog.getByText('Sessions typically last 3 hours: 2–4 sessions over 1–4 weeks, with 2 weeks recommended.').isVisible()).toBe(true)
    // Focus stays inside: tabbing round never leaves the dialog.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await dialog.getByText('Sessions typically last 3 hours', { exact: false }).click()
    await dialog.getByRole('heading', { name: 'What is a therapy intensive?' }).click()
    expect(await dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expectClosedWithFocusOn(page, opener)

    dialog = await open(page, opener)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expectClosedWithFocusOn(page, opener)

    dialog = await open(page, opener)
    const box = (await dialog.boundingBox())!
    expect(box.y).toBeGreaterThan(20)
    await page.mouse.click(box.x + box.width / 2, box.y / 2)
    await expectClosedWithFocusOn(page, opener)
    expect(errors).toEqual([])
    await context.close()
  })

  it('goes to the Intensives page with View All Intensives', async () => {
    const { page, context } = await openSitePage('phone')
    await visit(page, paths.services)
    const dialog = await open(page, page.getByRole('button', { name: 'How Intensives Work' }))
    await dialog.getByRole('link', { name: 'View All Intensives' }).click()
    await page.waitForURL(`${baseUrl}${paths.intensives}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Therapy Intensives')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it("opens from the Intensives page's Learn More and closes there with View All Intensives", async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.intensives)
    const opener = page.locator('main button[aria-haspopup="dialog"]')
    expect(await opener.textContent()).toBe('Learn More')
    const dialog = await open(page, opener)
    await dialog.getByRole('link', { name: 'View All Intensives' }).click()
    await expectClosedWithFocusOn(page, opener)
    expect(page.url()).toBe(`${baseUrl}${paths.intensives}`)
    await context.close()
  })
})

describe('Intensives', () => {
  it('shows the approach, the four programmes, the prices and the payment-plan partners', async () => {
    const { page, context, errors, requests } = await openSitePage('desktop')
    await visit(page, paths.intensives)
    const main = page.locator('main')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Therapy Intensives')
    expect(await seenOnScrolling(main.getByRole('heading', { name: 'Why Intensives Work' }))).toBe(true)
    for (const option of treatmentOptions) {
      const article = main.getByRole('article', { name: option.name })
      for (const text of [option.subtitle, option.description, option.duration, option.research, option.eligibility]) {
        expect(await seenOnScrolling(article.getByText(text, { exact: true }))).toBe(true)
      }
      for (const feature of option.features) expect(await seenOnScrolling(article.getByText(feature, { exact: true }))).toBe(true)
      expect(await seenOnScrolling(article.getByRole('heading', { name: 'Core components' }))).toBe(true)
      expect(await seenOnScrolling(article.getByRole('heading', { name: 'Is this right for me?' }))).toBe(true)
    }
    const pricing = main.getByRole('region', { name: 'Pricing' })
    expect(await seenOnScrolling(pricing.getByText('$250 per hour ($300 per hour after hours).'))).toBe(true)
    for (const [hours, price] of [['6 hours', '$1,500'], ['9 hours', '$2,250'], ['12 hours', '$3,000']] as const) {
      const tier = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hours, exact: true }) })
      expect(await seenOnScrolling(tier.getByText(price, { exact: true }))).toBe(true)
    }
    expect(await seenOnScrolling(pricing.getByText('Recommended for trauma'))).toBe(true)
    expect(await seenOnScrolling(pricing.getByText('insurance does not cover intensives'))).toBe(true)
    expect(await seenOnScrolling(pricing.getByText('out-of-network reimbursement', { exact: false }))).toBe(true)
    expect(await seenOnScrolling(pricing.getByText('interstate psychology compact (PSYPACT)', { exact: false }))).toBe(true)
    for (const partner of financingPartners) {
      const item = pricing.getByRole('listitem').filter({ hasText: partner.name })
      expect(await item.locator('svg').count()).toBe(1)
    }
    expect(requests.filter((url) => !url.startsWith(baseUrl) && !url.startsWith('data:'))).toEqual([])

    const hero = main.getByRole('region', { name: 'Therapy Intensives' })
    await expectNewTabLink(hero.getByRole('link', { name: /^Schedule Consultation/ }), practice.schedulerUrl)
    const closing = main.getByRole('region', { name: 'Start with a 15-minute conversation' })
    await expectNewTabLink(closing.getByRole('link', { name: /^Schedule Consultation/ }), practice.schedulerUrl)
    expect(await seenOnScrolling(closing.getByRole('button', { name: 'Learn More' }))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens and closes the eight FAQs with the keyboard', async () => {
    const { page, context } = await openSitePage('phone')
    await visit(page, paths.intensives)
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const summaries = faq.locator('summary')
    expect(await summaries.allTextContents()).toEqual(intensiveFaqs.map((item) => item.question))
    const firstAnswer = faq.getByText(intensiveFaqs[0]!.answer)
    expect(await firstAnswer.isVisible()).toBe(false)

    // Reach the first question with Tab from the element just before the list.
    await faq.getByRole('heading', { name: 'Frequently Asked Questions' }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1')
      heading.focus()
    })
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(intensiveFaqs[0]!.question)
    await page.keyboard.press('Enter')
    await expect.poll(() => firstAnswer.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(intensiveFaqs[1]!.question)
    await page.keyboard.press('Space')
    await expect.poll(() => faq.getByText(intensiveFaqs[1]!.answer).isVisible()).toBe(true)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => firstAnswer.isVisible()).toBe(false)
    await context.close()
  })
})

describe('Contact', () => {
  it('shows phone, email, location, the four FAQs and the consultation slot, without a form', async () => {
    const { page, context, errors } = await openSitePage('phone')
    await visit(page, paths.contact)
    const main = page.locator('main')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get In Touch')
    expect(await main.getByText('Ready to start your healing journey?', { exact: false }).isVisible()).toBe(true)
    const blocks = main.getByRole('region', { name: 'Get In Touch' }).getByRole('listitem')
    const phone = blocks.filter({ has: page.getByRole('heading', { name: 'Phone' }) })
    expect(await phone.getByRole('link', { name: practice.phoneDisplay }).getAttribute('href')).toBe(`tel:${practice.phoneE164}`)
    const email = blocks.filter({ has: page.getByRole('heading', { name: 'Email' }) })
    expect(await email.getByText(practice.email, { exact: true }).isVisible()).toBe(true)
    expect(await email.getByRole('link').count()).toBe(0)
    const location = blocks.filter({ has: page.getByRole('heading', { name: 'Location' }) })
    expect(await location.getByText('Bethlehem, PA', { exact: true }).isVisible()).toBe(true)
    expect(await location.getByText('Serving Lehigh Valley', { exact: true }).isVisible()).toBe(true)

    expect(await main.locator('summary').allTextContents()).toEqual(contactFaqs.map((item) => item.question))
    await main.locator('summary').nth(1).click()
    expect(await main.getByText('The first consultation takes about 90 minutes.', { exact: false }).isVisible()).toBe(true)
    const slot = main.getByRole('complementary', { name: 'Book a consultation call' })
    await expectNewTabLink(slot.getByRole('link', { name: /^Book Your Consultation/ }), practice.schedulerUrl)
    expect(await page.locator('form').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('findable', () => {
  it('gives every marketing page its own title and description, a canonical URL and social tags', async () => {
    const { page, context } = await openSitePage('desktop')
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of marketingPaths) {
      await visit(page, path)
      const title = await page.title()
      const description = (await page.locator('meta[name="description"]').getAttribute('content'))!
      expect(title.length).toBeLessThanOrEqual(60)
      expect(description.length).toBeGreaterThan(50)
      expect(description.length).toBeLessThanOrEqual(160)
      titles.add(title)
      descriptions.add(description)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(new RegExp(`^http://localhost:\\d+${path === '/' ? '/' : path}$`))
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical)
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title)
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(description)
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary')
      expect(await page.locator('meta[name="twitter:title"]').getAttribute('content')).toBe(title)
    }
    expect(titles.size).toBe(marketingPaths.length)
    expect(descriptions.size).toBe(marketingPaths.length)
    await context.close()
  })

  it('has one h1 and never skips a heading level', async () => {
    const { page, context } = await openSitePage('desktop')
    for (const path of marketingPaths) {
      await visit(page, path)
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
      expect(levels.filter((level) => level === 1), path).toHaveLength(1)
      expect(levels[0], path).toBe(1)
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!, `${path} heading ${index}`).toBeLessThanOrEqual(1)
      })
    }
    await context.close()
  })

  it('describes the practice on Home and Contact with its configured details, and no ratings', async () => {
    const { page, context } = await openSitePage('desktop')
    for (const path of [paths.home, paths.contact]) {
      await visit(page, path)
      const items = await jsonLd(page)
      const business = byType(items, 'MedicalBusiness')
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        name: practice.practiceName,
        telephone: practice.phoneE164,
        email: practice.email,
        priceRange: practice.priceRange,
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => `https://schema.org/${day}`),
            opens: '09:00',
            closes: '18:00',
          },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '14:00' },
        ],
        address: {
          '@type': 'PostalAddress',
          streetAddress: practice.address.street,
          addressLocality: 'Bethlehem',
          addressRegion: 'PA',
          postalCode: practice.address.postalCode,
          addressCountry: 'US',
        },
        founder: { '@type': 'Person', name: practice.doctorName, hasOccupation: { '@type': 'Occupation', name: 'Psychologist' } },
      })
      expect(business.areaServed.map((area: { name: string }) => area.name)).toEqual(['Bethlehem, PA', 'Allentown, PA', 'Easton, PA', 'Lehigh Valley, PA'])
      expect(business.url).toMatch(/^http:\/\/localhost:\d+\/$/)
      const raw = JSON.stringify(items)
      expect(raw).not.toMatch(/aggregateRating|"Review"|reviewRating/)
    }
    await context.close()
  })

  it('marks up the FAQs, the price tiers as offers, and breadcrumbs on inner pages', async () => {
    const { page, context } = await openSitePage('desktop')
    await visit(page, paths.intensives)
    let items = await jsonLd(page)
    const faqPage = byType(items, 'FAQPage')
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(intensiveFaqs.map((faq) => faq.question))
    expect(faqPage.mainEntity[2].acceptedAnswer.text).toBe(intensiveFaqs[2]!.answer)
    const service = byType(items, 'Service')
    expect(service.offers.map((offer: { price: string; priceCurrency: string }) => [offer.price, offer.priceCurrency])).toEqual([
      ['1500.00', 'USD'],
      ['2250.00', 'USD'],
      ['3000.00', 'USD'],
    ])
    expect(service.provider['@id']).toMatch(/\/#practice$/)
    expect(byType(items, 'BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Intensives'])

    await visit(page, paths.services)
    items = await jsonLd(page)
    const list = byType(items, 'ItemList')
    expect(list.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(serviceCards.map((card) => card.title))
    expect(byType(items, 'BreadcrumbList').itemListElement[1]).toMatchObject({ position: 2, name: 'Services' })

    await visit(page, paths.contact)
    items = await jsonLd(page)
    expect(byType(items, 'FAQPage').mainEntity).toHaveLength(4)
    expect(byType(items, 'BreadcrumbList').itemListElement[1]).toMatchObject({ name: 'Contact' })
    await context.close()
  })

  it('serves JSON-LD as data blocks the same for every visitor: no nonce in the page or its policy', async () => {
    for (const path of marketingPaths) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.headers.get('content-security-policy'), path).not.toContain('nonce-')
      const html = await response.text()
      const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attributes] of scripts) expect(attributes).not.toContain('nonce=')
      expect(await (await fetch(`${baseUrl}${path}`)).text()).toBe(html)
    }
  })
})

describe('fast and accessible', () => {
  it('serves the admin screens’ scripts brotli-compressed and cached for a year', async () => {
    const html = await (await fetch(`${baseUrl}${paths.adminLogin}`)).text()
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([src]) => src)
    expect(scripts.length).toBeGreaterThan(3)
    for (const src of new Set(scripts)) {
      // node's fetch decodes for us; these headers show what went over the wire.
      const response = await fetch(`${baseUrl}${src}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(['br', null]).toContain(response.headers.get('content-encoding'))
    }
    const entry = scripts.find((src) => src.includes('entry.client'))!
    const big = await fetch(`${baseUrl}${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(big.headers.get('content-encoding')).toBe('br')
  })

  it.each(['phone', 'desktop'] as const)('has no axe-core violations at %s width, with FAQs and the modal open', async (viewport) => {
    const { page, context } = await openSitePage(viewport)
    for (const path of marketingPaths) {
      await visit(page, path)
      await page.locator('main details').evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)))
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] })
    }
    await visit(page, paths.intensives)
    await page.locator('main').getByRole('button', { name: 'Learn More' }).click()
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    await modalSettled(page)
    expect({ path: 'modal', violations: await axeViolations(page) }).toEqual({ path: 'modal', violations: [] })
    await context.close()
  })
})
