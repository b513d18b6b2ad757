import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { axeViolations } from '../support/axe.ts'
import { launchChromium, openPage } from '../support/chromium.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }
const visitor = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let server: SiteServer
let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  server = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' })
  ;({ browser, close: closeBrowser } = await launchChromium())
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
})

async function openDashboard(page: Page) {
  expect((await page.request.post(`${server.url}/api/admin/login`, { data: owner })).status()).toBe(200)
  await page.goto(`${server.url}${paths.adminPanel}`)
  await page.getByRole('heading', { name: 'Visits' }).waitFor()
}

describe('visitor statistics on the dashboard', () => {
  it('says so plainly when nothing has been counted', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop')
    await openDashboard(page)
    await page.getByText('No visits counted in the last 30 days yet.').waitFor()
    expect(await page.getByTestId('visits-chart').count()).toBe(0)
    expect(await page.getByText('No pages visited yet.').isVisible()).toBe(true)
    expect(await page.getByText('No visits from other sites yet.').isVisible()).toBe(true)
    expect(await page.getByTestId('visits-trend').textContent()).toBe('No visits yet in this or the previous 30 days')
    expect(errors).toEqual([])
    await context.close()
  })

  it('draws visits and unique visitors, offers the figures as a table, and switches periods', async () => {
    for (const [page, referrer] of [
      ['/', 'https://duckduckgo.com/'],
      ['/Therapist-Allentown-PA', undefined],
      ['/', undefined],
    ] as const) {
      const response = await fetch(`${server.url}/api/track-visitor`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': visitor },
        body: JSON.stringify(referrer ? { page, referrer } : { page }),
      })
      expect(response.status).toBe(204)
    }
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, errors } = await openPage(browser, viewport)
      await openDashboard(page)
      const chart = page.getByTestId('visits-chart')
      await chart.waitFor()
      await expect.poll(() => chart.locator('.recharts-line').count()).toBe(2)
      expect(await page.getByTestId('visits-trend').textContent()).toBe('Up from none in the previous 30 days')
      const topPages = page.getByRole('list', { name: 'Top pages' })
      expect(await topPages.getByRole('listitem').allTextContents()).toEqual(['Home/2', 'Intensives/Therapist-Allentown-PA1'])
      expect(await page.getByRole('list', { name: 'Top referring sites' }).getByRole('listitem').allTextContents()).toEqual(['duckduckgo.com1'])

      await page.getByText('Show the figures as a table').click()
      const table = page.getByRole('table', { name: 'Visits and unique visitors per day' })
      expect(await table.locator('tbody tr').count()).toBe(30)
      const today = table.locator('tbody tr').last()
      expect(await today.locator('td').allTextContents()).toEqual(['3', '1'])

      await page.getByRole('button', { name: '7 days' }).click()
      expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('false')
      await expect.poll(() => page.getByTestId('visits-trend').textContent()).toBe('Up from none in the previous 7 days')
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
