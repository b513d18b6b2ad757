import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths, postPreviewPath } from '#shared/paths.ts'
import { toPracticeWallTime } from '#app/lib/practice-time.ts'
import type { AdminPost, RevisionSummary } from '#shared/schemas/post.ts'
import { adminRequest, sessionCookieFrom } from '../support/admin-session.ts'
import { axeViolations } from '../support/axe.ts'
import { launchChromium, openPage, type ViewportName } from '../support/chromium.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// Writing like a professional, in Chromium against the production build: scheduling with the
// practice's time zone, previewing as visitors will see it, restoring a revision from History,
// and discarding text restored from this browser. SCREENSHOT_DIR keeps screenshots to look at.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }
const screenshotDir = process.env.SCREENSHOT_DIR

let server: SiteServer
let base: string
let browser: Browser
let closeBrowser: () => Promise<void>
let cookie: string

beforeAll(async () => {
  server = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' })
  base = server.url
  ;({ browser, close: closeBrowser } = await launchChromium())
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(owner) })
  cookie = sessionCookieFrom(login)
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
})

const api = (method: string, route: string, body?: unknown) => adminRequest(base, cookie, method, `/api/admin/blog/posts${route}`, body)

async function shot(page: Page, name: string) {
  if (!screenshotDir) return
  fs.mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

async function openPanel(viewport: ViewportName) {
  const watched = await openPage(browser, viewport)
  const response = await watched.page.request.post(`${base}/api/admin/login`, { data: owner })
  expect(response.status()).toBe(200)
  await watched.page.goto(`${base}${paths.adminPanel}`)
  await watched.page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()
  await watched.page.getByRole('tab', { name: 'Blog Manager' }).click()
  return watched
}

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function fill(page: Page, title: string, content: string) {
  await box(page, 'Title').fill(title)
  await box(page, 'Excerpt').fill('Small steps that make evenings calmer.')
  await box(page, 'Content').fill(content)
}

/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

describe('preview address', () => {
  it('shows the owner a draft, never cached, and nobody else anything of it', async () => {
    const post = (await (await api('POST', '', { title: 'Unfinished Thoughts on Exposure', excerpt: 'E.', content: 'A secret first paragraph.' })).json()) as AdminPost
    const preview = postPreviewPath(post.id)
    for (const headers of [{}, { Cookie: 'admin_session=forged' }] as Array<Record<string, string>>) {
      const stranger = await fetch(`${base}${preview}`, { redirect: 'manual', headers })
      expect(stranger.status).toBe(302)
      expect(stranger.headers.get('location')).toBe(`${paths.adminLogin}?redirectTo=${encodeURIComponent(preview)}`)
      expect(stranger.headers.get('cache-control')).toBe('no-store')
      const body = await stranger.text()
      expect(body).not.toContain('Unfinished Thoughts')
      expect(body).not.toContain('secret first paragraph')
    }
    expect(await (await fetch(`${base}${preview}.data`, { redirect: 'manual' })).text()).not.toContain('secret first paragraph')

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const seen = await fetch(`${base}${preview}`, { headers: { Cookie: cookie } })
      expect(seen.status).toBe(200)
      expect(seen.headers.get('cache-control')).toBe('no-store')
      expect(seen.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(seen.headers.get('x-page-cache')).toBeNull()
      const html = await seen.text()
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(html).toContain('>Unfinished Thoughts on Exposure</h1>')
      expect(html).toContain('secret first paragraph')
      expect(html).toContain('This is a draft: visitors cannot see it.')
    }
    // Signed out again, nothing of it was kept to be served.
    expect((await fetch(`${base}${preview}`, { redirect: 'manual' })).status).toBe(302)
    expect((await fetch(`${base}${postPreviewPath('no-such-post')}`, { headers: { Cookie: cookie } })).status).toBe(404)
    expect((await fetch(`${base}/api/blog/posts/${post.slug}`)).status).toBe(404)
    await api('DELETE', `/${post.id}`)
  })
})

describe.each(['desktop', 'phone'] as const)('the post form on %s', (viewport) => {
  it('schedules a post in the practice’s time zone, previews it, restores a revision and discards restored text', async () => {
    const { page, context, errors } = await openPanel(viewport)
    const title = `Evening Routines (${viewport})`
    await page.getByRole('button', { name: 'New Post' }).click()
    await fill(page, title, 'Dim the lights an hour before bed.')

    // Schedule for tomorrow, 9:00 on the practice's clock.
    const tomorrow = toPracticeWallTime(new Date(Date.now() + 24 * 60 * 60_000).toISOString()).slice(0, 10)
    await page.getByRole('radio', { name: 'Schedule for a date and time' }).check()
    await page.getByText('In the practice’s time zone: Eastern Time (America/New_York)').waitFor()
    await page.getByLabel('Date and time', { exact: true }).fill(`${tomorrow}T09:00`)
    // The search and social previews follow the typing.
    await expect.poll(() => page.getByTestId('search-preview').innerText()).toContain(title)
    await expect.poll(() => page.getByTestId('social-preview').innerText()).toContain('Small steps that make evenings calmer.')
    expect({ screen: 'form with schedule', violations: await axeViolations(page) }).toEqual({ screen: 'form with schedule', violations: [] })
    await shot(page, `${viewport}-form-schedule`)
    await page.getByRole('button', { name: 'Create Post' }).click()
    await toast(page).getByText('Post scheduled').waitFor()

    const [post] = ((await (await api('GET', '')).json()) as AdminPost[]).filter((item) => item.title === title)
    expect(post).toMatchObject({ isPublished: true })
    expect(toPracticeWallTime(post!.publishAt!)).toBe(`${tomorrow}T09:00`)
    const row = page.getByRole('listitem').filter({ hasText: title })
    await row.getByText(/^Scheduled for .+ (EST|EDT)$/).waitFor()
    expect(((await (await fetch(`${base}/api/blog/posts`)).json()) as Array<{ slug: string }>).map((item) => item.slug)).not.toContain(post!.slug)
    expect({ screen: 'list with a scheduled post', violations: await axeViolations(page) }).toEqual({ screen: 'list with a scheduled post', violations: [] })
    await shot(page, `${viewport}-list-scheduled`)

    // Preview from the row: a new tab with the article as visitors will see it.
    const [previewPage] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: `Preview ${title} (opens in a new tab)` }).click()])
    await previewPage.getByRole('heading', { name: title, level: 1 }).waitFor()
    await previewPage.getByText(/Scheduled for .+: visitors cannot see it until then\./).waitFor()
    expect({ screen: 'preview', violations: await axeViolations(previewPage) }).toEqual({ screen: 'preview', violations: [] })
    await shot(previewPage, `${viewport}-preview`)
    await previewPage.close()

    // Two more saves; then History restores the first version.
    for (const content of ['Dim the lights an hour before bed. Put the phone in another room.', 'A different evening plan altogether.']) {
      await row.getByRole('button', { name: `Edit ${title}` }).click()
      await box(page, 'Content').fill(content)
      await page.getByRole('button', { name: 'Update Post' }).click()
      await toast(page).getByText('Post updated').last().waitFor()
      await page.getByRole('heading', { name: 'Edit Post' }).waitFor({ state: 'detached' })
    }
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    expect(await page.getByRole('radio', { name: 'Schedule for a date and time' }).isChecked()).toBe(true)
    const history = page.getByRole('button', { name: 'History' })
    await history.click()
    const dialog = page.getByRole('dialog', { name: `History of “${title}”` })
    const versions = dialog.getByRole('list', { name: 'Saved versions, newest first' }).getByRole('listitem')
    // Created, scheduled (a second save), then edited twice.
    await expect.poll(() => versions.count()).toBe(4)
    expect(await versions.nth(0).innerText()).toContain('Changed: content · 5 words added, 13 removed')
    expect(await versions.nth(1).innerText()).toContain('Changed: content · 6 words added')
    expect(await versions.nth(2).innerText()).toContain('Saved without changes')
    expect(await versions.nth(3).innerText()).toContain('First version')
    expect(await focusInDialog(page)).toBe(true)
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
    }
    expect({ screen: 'history', violations: await axeViolations(page) }).toEqual({ screen: 'history', violations: [] })
    await shot(page, `${viewport}-history`)
    await versions.nth(3).getByRole('button', { name: /^Show the version of/ }).click()
    await dialog.getByText('Dim the lights an hour before bed.').waitFor()
    await dialog.getByRole('button', { name: 'Restore this version' }).click()
    await toast(page).getByText(/^Restored the version saved/).waitFor()
    await dialog.waitFor({ state: 'detached' })
    // Focus returns to the button that opened the dialog; the form shows the restored text.
    await expect.poll(() => history.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await box(page, 'Content').inputValue()).toBe('Dim the lights an hour before bed.')
    const revisions = (await (await api('GET', `/${post!.id}/revisions`)).json()) as RevisionSummary[]
    expect(revisions).toHaveLength(5)
    const saved = ((await (await api('GET', '')).json()) as AdminPost[]).find((item) => item.id === post!.id)
    expect(saved).toMatchObject({ content: 'Dim the lights an hour before bed.', publishAt: post!.publishAt })

    // Text kept in this browser comes back after a reload, and Discard clears it and the form.
    await box(page, 'Content').fill('Unsaved thoughts I do not want.')
    await page.waitForTimeout(400)
    await page.reload()
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByText('Restored the unsaved text kept in this browser', { exact: false }).waitFor()
    await shot(page, `${viewport}-restored-discard`)
    await page.getByRole('button', { name: 'Discard the restored text' }).click()
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('adminPostDraft'))).toBeNull()
    await page.reload()
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('heading', { name: /^All Posts/ }).waitFor()
    expect(await page.getByRole('heading', { name: 'Edit Post' }).count()).toBe(0)

    expect(errors).toEqual([])
    await api('DELETE', `/${post!.id}`)
    await context.close()
  })
})
