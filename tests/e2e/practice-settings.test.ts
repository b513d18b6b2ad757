import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSettings, practice } from '#content/practice.ts'
import { blogPostPath, legalPagePath, paths } from '#shared/paths.ts'
import { legalPageKeys } from '#shared/schemas/legal-page.ts'
import type { SettingsResponse } from '#shared/schemas/settings.ts'
import { axeViolations } from '../support/axe.ts'
import { openPage, type ViewportName } from '../support/chromium.ts'
import { startOwnerSite, siteOwner as owner } from '../support/owner-site.ts'

// The owner runs her own site: settings, legal pages, the crisis notice and the go-live
// checklist, in Chromium against the production build on a server of its own.

let base: string
let browser: Browser
let stop: (() => Promise<void>) | undefined
let api: APIRequestContext

beforeAll(async () => {
  ;({ base, browser, api, stop } = await startOwnerSite())
})
afterAll(async () => {
  await stop?.()
})

const html = async (path: string) => {
  const response = await fetch(`${base}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

const settingsNow = async () => (await (await api.get('/api/admin/settings')).json()) as SettingsResponse

async function openPanelAsOwner(viewport: ViewportName = 'desktop') {
  const watched = await openPage(browser, viewport)
  expect((await watched.page.request.post(`${base}/api/admin/login`, { data: owner })).status()).toBe(200)
  await watched.page.goto(`${base}${paths.adminPanel}`)
  await watched.page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()
  return watched
}

async function openSettingsTab(page: Page) {
  await page.getByRole('tab', { name: 'Settings' }).click()
  await page.getByRole('heading', { name: 'Practice details', level: 3 }).waitFor()
  await page.getByRole('textbox', { name: /^Phone/ }).waitFor()
}

/** Every public page a visitor can reach, one of each kind. */
const publicPages = [paths.home, paths.services, paths.intensives, paths.blog, paths.contact, ...legalPageKeys.map(legalPagePath)]

describe('the legal pages', () => {
  it('answer 200 with one h1 and a Last updated date, sit in the sitemap and are linked from every footer', async () => {
    const sitemap = await html(paths.sitemap)
    for (const key of legalPageKeys) {
      const page = await html(legalPagePath(key))
      expect(page.match(/<h1[\s>]/g), key).toHaveLength(1)
      expect(page, key).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">/)
      expect(sitemap).toContain(`<loc>${base.replace('127.0.0.1', 'localhost')}${legalPagePath(key)}</loc>`)
    }
    const { page } = await openPage(browser, 'phone')
    await page.goto(`${base}${paths.home}`)
    const footer = page.locator('footer')
    const names = { 'Privacy Policy': 'Privacy Policy', 'Terms of Service': 'Terms of Service', 'HIPAA Notice': 'Notice of Privacy Practices', 'Good Faith Estimate': 'Good Faith Estimate', Accessibility: 'Accessibility Statement' }
    for (const [link, heading] of Object.entries(names)) {
      await page.goto(`${base}${paths.home}`)
      await footer.getByRole('link', { name: link, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    await page.context().close()
  })

  it('shows the Good Faith Estimate notice with the CMS facts and this practice’s fees, linked from prices', async () => {
    const gfe = await html(paths.goodFaithEstimate)
    for (const text of ['at least $400 more', 'www.cms.gov/nosurprises', '1-800-985-3059', 'CMS-10791', '$250 an hour', '$1,500', '$2,250', '$3,000']) expect(gfe).toContain(text)
    for (const path of [paths.intensives, paths.services]) {
      expect(await html(path)).toMatch(new RegExp(`href="${paths.goodFaithEstimate}"[^>]*>You have the right to a Good Faith Estimate<`))
    }
  })

  it('shows an edit at once, on a page the cache already holds', async () => {
    await html(paths.privacyPolicy)
    const response = await api.put(`/api/admin/pages/privacy-policy`, {
      data: { title: 'Website Privacy Policy', content: '# Plainly\nThis site counts visits without cookies.' },
    })
    expect(response.status()).toBe(200)
    const page = await html(paths.privacyPolicy)
    expect(page).toMatch(/<h1[^>]*>Website Privacy Policy<\/h1>/)
    expect(page).toContain('This site counts visits without cookies.')
  })

  it('pass axe on a phone and a desktop', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(browser, viewport)
      for (const key of legalPageKeys) {
        await page.goto(`${base}${legalPagePath(key)}`)
        expect(await axeViolations(page), `${key} on ${viewport}`).toEqual([])
      }
      await context.close()
    }
  })
})

describe('the crisis notice', () => {
  it('is on every public page, with tel: and sms: links to 988 and a tel: link to 911', async () => {
    const post = ((await (await fetch(`${base}/api/blog/posts`)).json()) as Array<{ slug: string }>)[0]!
    for (const path of [...publicPages, blogPostPath(post.slug), '/no-such-page']) {
      const response = await fetch(`${base}${path}`)
      const page = await response.text()
      expect(page, path).toContain('href="tel:988"')
      expect(page, path).toContain('href="sms:988"')
      expect(page, path).toContain('href="tel:911"')
      expect(page, path).toContain('Email and this website are not monitored for emergencies.')
    }
    // Contact carries it in the page too, not only in the footer.
    expect((await html(paths.contact)).match(/href="sms:988"/g)).toHaveLength(2)
  })
})

describe('the owner’s settings', () => {
  it('shows the office hours on every page, as the structured data gives them', async () => {
    for (const path of [paths.home, paths.contact, paths.accessibility]) {
      const text = await html(path)
      expect(text, path).toContain('Office hours')
      expect(text, path).toContain('Mon–Thu 9 AM–6 PM')
      expect(text, path).toContain('Fri 9 AM–2 PM')
    }
    expect(await html(paths.home)).toContain('"dayOfWeek":["https://schema.org/Friday"],"opens":"09:00","closes":"14:00"')
  })

  it('refuses a bad phone and a javascript: booking link in the form, with messages, and saves nothing', async () => {
    const before = await settingsNow()
    const { page, context } = await openPanelAsOwner()
    await openSettingsTab(page)
    await page.getByRole('textbox', { name: /^Phone/ }).fill('555-0134')
    await page.getByRole('textbox', { name: /^Booking link/ }).fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Nothing was saved: please correct the fields marked above.').waitFor()
    expect(await page.getByRole('textbox', { name: /^Phone/ }).getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText(/Enter a real phone number/).isVisible()).toBe(true)
    expect(await page.getByText('Booking link must be a web address starting with https:// (or http://)').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('settings-phone')
    expect(await settingsNow()).toEqual(before)
    await context.close()
  })

  it('lets the owner change the phone and the booking link, and the site shows them at once', async () => {
    const newPhone = '(484) 821-7730'
    const newBooking = 'https://book.averypsychology.com/15-minutes'
    // Pages rendered (and cached) before the change.
    for (const path of publicPages) await html(path)

    const { page, context, errors } = await openPanelAsOwner()
    // The checklist asks for a real phone number and takes the owner to the field.
    await page.getByRole('heading', { name: 'Go-live checklist' }).waitFor()
    await page.getByRole('button', { name: 'Fix this: Replace the sample phone number' }).click()
    await page.getByRole('textbox', { name: /^Phone/ }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('settings-phone')
    await page.getByRole('textbox', { name: /^Phone/ }).fill(newPhone)
    await page.getByRole('textbox', { name: /^Booking link/ }).fill(newBooking)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Settings saved: the website shows them now', { exact: true }).waitFor()
    expect((await settingsNow()).phoneE164).toBe('+14848217730')

    // The checklist item is gone.
    await page.getByRole('tab', { name: 'Dashboard' }).click()
    await page.getByRole('heading', { name: 'Go-live checklist' }).waitFor()
    await page.getByRole('button', { name: 'Fix this: Replace the sample email address' }).waitFor()
    await expect.poll(() => page.getByText('Replace the sample phone number').count()).toBe(0)

    // Every public page, straight away.
    for (const path of publicPages) {
      const text = await html(path)
      expect(text, path).toContain(newPhone)
      expect(text, path).toContain('href="tel:+14848217730"')
      expect(text, path).not.toContain(practice.phoneDisplay)
      expect(text, path).toContain(`href="${newBooking}"`)
      expect(text, path).not.toContain(defaultSettings.schedulerUrl)
    }
    expect(await html(paths.home)).toContain('"telephone":"+14848217730"')

    // And as a visitor sees it.
    const visitor = await openPage(browser, 'phone')
    await visitor.page.goto(`${base}${paths.contact}`)
    expect(await visitor.page.locator('main').getByRole('link', { name: newPhone }).getAttribute('href')).toBe('tel:+14848217730')
    expect(await visitor.page.getByTestId('floating-book-now').getAttribute('href')).toBe(newBooking)
    await visitor.context.close()
    expect(errors).toEqual([])
    await context.close()
  })

  it('edits a legal page with a live preview, and the page stops needing review', async () => {
    const { page, context } = await openPanelAsOwner()
    await openSettingsTab(page)
    const pages = page.locator('#settings-pages')
    await expect.poll(() => pages.getByText('Needs your review').count()).toBe(2)
    await pages.getByRole('button', { name: 'Edit Terms of Service' }).click()
    const editor = page.getByRole('form', { name: 'Edit Terms of Service' })
    await editor.getByRole('textbox', { name: 'Content' }).fill('# Using this site\nPlease read these terms.')
    await editor.getByLabel('Preview').getByText('Please read these terms.').waitFor()
    await editor.getByRole('button', { name: 'Save page' }).click()
    await page.getByText('Page saved: the website shows it now', { exact: true }).waitFor()
    await expect.poll(() => pages.getByText('Needs your review').count()).toBe(1)
    expect(await html(paths.termsOfService)).toContain('Please read these terms.')
    await context.close()
  })

  it('passes axe on the Settings tab, with a page editor open, on a phone and a desktop', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPanelAsOwner(viewport)
      expect(await axeViolations(page), `dashboard on ${viewport}`).toEqual([])
      await openSettingsTab(page)
      expect(await axeViolations(page), `settings on ${viewport}`).toEqual([])
      // Three tabs and the form fit the screen: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), viewport).toBeLessThanOrEqual(0)
      await page.getByRole('button', { name: 'Edit Notice of Privacy Practices' }).click()
      await page.getByRole('form', { name: 'Edit Notice of Privacy Practices' }).waitFor()
      expect(await axeViolations(page), `page editor on ${viewport}`).toEqual([])
      await context.close()
    }
  })
})
