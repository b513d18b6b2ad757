import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { launchChromium, openPage, type ViewportName } from '../support/chromium.ts'

// Each public page carries only the style rules its classes can use (docs/decisions/017). The
// proof that nothing it needs was left out: every element of the page, in every state the page
// can be put in, has the same computed style — its own, ::before, ::after, and the pseudo-elements
// its kind has — as when the whole built stylesheet is put back in the same document.
const baseUrl = inject('baseUrl')
const inlineStylesheet = /<style data-href="(\/assets\/[\w.-]+\.css)">([\s\S]*?)<\/style>/

let browser: Browser
let closeBrowser: () => Promise<void>
let wholeStylesheet: string

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchChromium())
  const html = await (await fetch(`${baseUrl}${paths.home}`)).text()
  const href = inlineStylesheet.exec(html)?.[1]
  expect(href).toBeTruthy()
  wholeStylesheet = await (await fetch(`${baseUrl}${href}`)).text()
})
afterAll(async () => {
  await closeBrowser?.()
})

type Variant = 'served' | 'whole stylesheet'

/** Opens the page as served, or with the whole stylesheet in place of the page's part of it. */
async function open(path: string, viewport: ViewportName, variant: Variant): Promise<{ page: Page; close(): Promise<void>; servedCss: string }> {
  const { context, page } = await openPage(browser, viewport)
  let servedCss = ''
  await page.route(`${baseUrl}${path}`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    servedCss = inlineStylesheet.exec(html)?.[2] ?? ''
    const body = variant === 'served' ? html : html.replace(inlineStylesheet, (_, href: string) => `<style data-href="${href}">${wholeStylesheet}</style>`)
    // The policy and the rest stay as served; the body is given as plain text.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)))
    await route.fulfill({ status: response.status(), headers, body })
  })
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
  // Sections below the fold are laid out when they near the screen, and keep their size once
  // they have been; whether that has happened yet would make sizes differ between the two loads.
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
  return { page, servedCss, close: () => context.close() }
}

/** Every element's computed style, and its pseudo-elements', as one line each. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Custom properties are left out: the subset drops those nothing reads, and the ones read
    // show in the properties that read them, which are all compared. Sorted, the lines compare.
    const line = (style: CSSStyleDeclaration) =>
      Array.from(style)
        .filter((name) => !name.startsWith('--'))
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
        .sort()
        .join(';')
    return Array.from(document.querySelectorAll('*'), (element, index) => {
      const own = getComputedStyle(element)
      const pseudos = ['::before', '::after'].filter((pseudo) => !['none', 'normal'].includes(getComputedStyle(element, pseudo).content))
      if (own.display === 'list-item') pseudos.push('::marker')
      if (element.matches('input, textarea')) pseudos.push('::placeholder')
      if (element.matches('dialog, [popover]')) pseudos.push('::backdrop')
      const parts = pseudos.map((pseudo) => `${pseudo} ${line(getComputedStyle(element, pseudo))}`)
      return `${index} <${element.localName} class="${element.getAttribute('class') ?? ''}"> ${line(own)} ${parts.join(' ')}`
    })
  })
}

/** The first elements whose style differs, for a readable failure. */
function differences(served: string[], whole: string[]): string[] {
  const found: string[] = []
  for (let index = 0; index < Math.max(served.length, whole.length) && found.length < 3; index += 1) {
    if (served[index] === whole[index]) continue
    const a = served[index] ?? ''
    const b = whole[index] ?? ''
    let at = 0
    while (at < a.length && a[at] === b[at]) at += 1
    found.push(`${a.slice(0, 80)} … differs at: ${a.slice(Math.max(0, at - 60), at + 60)} / ${b.slice(Math.max(0, at - 60), at + 60)}`)
  }
  return found
}

/** Puts a page in one of its states: a menu or dialog open, a filter with no result. */
type State = (page: Page) => Promise<void>

const atRest: State = async () => {}
const menuOpen: State = async (page) => {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.locator('#mobile-menu:popover-open').waitFor()
}
const explainerOpen: State = async (page) => {
  await page.locator('[command="show-modal"]').first().click()
  await page.locator('dialog[open]').waitFor()
}
const filteredToNothing: State = async (page) => {
  await page.getByRole('searchbox').fill('no article has this in it')
  await page.locator('[data-post-empty]:not([hidden])').waitFor()
}

async function expectSameStyles(path: string, viewport: ViewportName, state: State = atRest) {
  const served = await open(path, viewport, 'served')
  const whole = await open(path, viewport, 'whole stylesheet')
  try {
    // The page really carries a part of the stylesheet, not all of it.
    expect(served.servedCss.length).toBeGreaterThan(1_000)
    expect(served.servedCss.length).toBeLessThan(wholeStylesheet.length)
    await state(served.page)
    await state(whole.page)
    const [a, b] = [await computedStyles(served.page), await computedStyles(whole.page)]
    expect(a.length).toBe(b.length)
    expect(differences(a, b), `${path} at ${viewport} width`).toEqual([])
  } finally {
    await served.close()
    await whole.close()
  }
}

describe('the part of the stylesheet each public page carries', () => {
  const pages = [paths.home, paths.services, paths.intensives, paths.blog, paths.contact, paths.privacyPolicy, paths.noticeOfPrivacyPractices, '/no-such-page']

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`styles every element as the whole stylesheet does, at ${viewport} width`, async () => {
      for (const path of pages) await expectSameStyles(path, viewport)
    })
  }

  it('styles an article as the whole stylesheet does', async () => {
    const listing = await (await fetch(`${baseUrl}${paths.blog}`)).text()
    const article = new RegExp(`href="(${paths.blog}/[\\w-]+)"`).exec(listing)?.[1]
    expect(article).toBeTruthy()
    await expectSameStyles(article!, 'phone')
    await expectSameStyles(article!, 'desktop')
  })

  it('styles the open menu, the open explainer and an empty filter as the whole stylesheet does', async () => {
    await expectSameStyles(paths.home, 'phone', menuOpen)
    await expectSameStyles(paths.intensives, 'desktop', explainerOpen)
    await expectSameStyles(paths.blog, 'phone', filteredToNothing)
  })
})
