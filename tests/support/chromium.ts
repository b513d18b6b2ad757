import fs from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'

/** Where Debian's Chromium lives, or CHROME_PATH. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/**
 * Launches the system Chromium. Fails (never skips) with the install command when it is absent:
 * browsers cannot be downloaded on these machines.
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const executablePath = chromiumPath()
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROME_PATH to a Chromium or Chrome binary).',
    )
  }
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  // Playwright gives every launch a fresh, throwaway profile directory of its own.
  return { browser, close: () => browser.close() }
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const

export type ViewportName = keyof typeof viewports

export interface WatchedPage {
  context: BrowserContext
  page: Page
  /** console errors and uncaught exceptions seen so far. */
  errors: string[]
  /** Every URL the page requested. */
  requests: string[]
}

/** Opens a fresh context (no shared cookies or storage) whose errors and requests are recorded. */
export async function openPage(browser: Browser, viewport: ViewportName = 'desktop', options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
  const page = await context.newPage()
  const errors: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => requests.push(request.url()))
  return { context, page, errors, requests }
}

/**
 * Whether a visitor who scrolls to the element sees it. Sections below the fold are not rendered
 * until they come near the screen (content-visibility: auto in app/styles/app.css), and until
 * then the browser reports their content as not visible; so this scrolls there first and gives
 * the next frame a moment to render it.
 */
export async function seenOnScrolling(locator: Locator): Promise<boolean> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await locator.isVisible()) return true
    await locator.page().waitForTimeout(50)
  }
  return false
}
