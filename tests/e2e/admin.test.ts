import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { axeViolations, modalSettled } from '../support/axe.ts'
import { openPage, type ViewportName, type WatchedPage } from '../support/chromium.ts'
import { startOwnerSite, siteOwner as owner } from '../support/owner-site.ts'
import type { SiteServer } from '../support/site-server.ts'
import { readRows } from '../support/sqlite-file.ts'

// The owner's whole journey in Chromium against the production build, on a server of its own
// (its own DATA_DIR, the admin account from ADMIN_USERNAME/ADMIN_PASSWORD, no sample posts).
const deleteText = 'Are you sure you want to delete this post? This action cannot be undone.'

let server: SiteServer
let base: string
let browser: Browser
let stop: (() => Promise<void>) | undefined
let api: APIRequestContext

beforeAll(async () => {
  ;({ server, base, browser, api, stop } = await startOwnerSite({ SAMPLE_CONTENT: '0' }))
})
afterAll(async () => {
  await stop?.()
})

beforeEach(async () => {
  const posts = (await (await api.get('/api/admin/blog/posts')).json()) as Array<{ id: string }>
  for (const post of posts) await api.delete(`/api/admin/blog/posts/${post.id}`, { headers: { 'Content-Type': 'application/json' } })
})

/** Posts as stored, read from the server's database file as an outsider would. */
const stored = () => readRows<{ slug: string; title: string; status: string }>(`${server.dataDir}/site.db`, 'select slug, title, status from posts order by created_at')
const publishedSlugs = () => stored().filter((post) => post.status === 'published').map((post) => post.slug)

/** Console errors other than the browser's own note about an expected refusal. */
const unexpected = (errors: string[], ...allowedStatuses: number[]) =>
  errors.filter((text) => !allowedStatuses.some((status) => text.includes(`status of ${status}`)))

async function open(viewport: ViewportName = 'desktop'): Promise<WatchedPage> {
  return openPage(browser, viewport)
}

/** Signs in the way a fixture should: through the API, sharing the page's cookie jar. */
async function signInQuickly(page: Page) {
  const response = await page.request.post(`${base}/api/admin/login`, { data: owner })
  expect(response.status()).toBe(200)
}

async function openPanel(page: Page) {
  await page.goto(`${base}${paths.adminPanel}`)
  await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
const excerptBox = (page: Page) => page.getByRole('textbox', { name: 'Excerpt', exact: true })
const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true })

async function fillPost(page: Page, title: string) {
  await titleBox(page).fill(title)
  await excerptBox(page).fill('What the first morning of an intensive looks like.')
  await contentBox(page).fill('# Before you arrive\n\nRest well.\n- Bring water\n*You are not alone.*')
  await page.getByRole('textbox', { name: 'Tags' }).fill('Trauma, Intensives, , PTSD')
}

/** The article titles a public page links to, read from its server-rendered HTML. */
async function publicTitles(path: string): Promise<string[]> {
  const html = await (await fetch(`${base}${path}`)).text()
  return [...html.matchAll(/<a[^>]+href="\/Therapist-Easton-PA\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!)
}

const toastText = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

describe('admin sign-in', () => {
  it('turns away an anonymous visitor and a forged localStorage flag, after verifying with the server', async () => {
    const { page, context, errors } = await open()
    await page.goto(`${base}${paths.adminLogin}`)
    await page.evaluate(() => {
      localStorage.setItem('adminAuth', 'true')
      localStorage.setItem('adminUser', JSON.stringify({ username: 'owner', name: 'Dr. Forged' }))
    })
    // Hold the server's answer to see the check in progress.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/me', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${base}${paths.adminPanel}`)
    await page.getByText('Verifying authentication...').waitFor()
    expect(await page.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0)
    expect(await page.getByText('Dr. Forged').count()).toBe(0)
    release()
    await page.waitForURL(`${base}${paths.adminLogin}`)
    expect(await page.evaluate(() => [localStorage.getItem('adminAuth'), localStorage.getItem('adminUser')])).toEqual([null, null])
    expect(await page.getByText('Welcome back').count()).toBe(0)
    expect(unexpected(errors, 401)).toEqual([])
    await context.close()
  })

  it('signs in through the real form: errors shown, busy state, flag stored, then the panel', async () => {
    const { page, context, errors } = await open('phone')
    await page.goto(`${base}${paths.adminLogin}`)
    expect(await page.getByRole('link', { name: '← Back to Website' }).getAttribute('href')).toBe('/')

    const password = page.getByLabel('Password', { exact: true })
    expect(await password.getAttribute('type')).toBe('password')
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    expect(await password.getAttribute('type')).toBe('password')

    await page.getByLabel('Username').fill('owner')
    await password.fill('not-the-right-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Invalid username or password').waitFor()

    // The request is held so the busy state can be seen; the trimmed fields are what is sent.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let sent: unknown
    await page.route('**/api/admin/login', async (route) => {
      sent = route.request().postDataJSON()
      await held
      await route.continue()
    })
    await page.getByLabel('Username').fill('  owner ')
    await password.fill(` ${owner.password} `)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    const busy = page.getByRole('button', { name: 'Signing in...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()
    await page.waitForURL(`${base}${paths.adminPanel}`)
    expect(sent).toEqual(owner)
    await page.getByRole('heading', { name: 'Welcome back, Dr. Morgan Avery' }).waitFor()
    expect(await page.evaluate(() => [localStorage.getItem('adminAuth'), JSON.parse(localStorage.getItem('adminUser') ?? 'null')])).toEqual([
      'true',
      { username: 'owner', name: 'Dr. Morgan Avery' },
    ])
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'admin_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
    expect(cookies.find((cookie) => cookie.name === 'admin_device')).toMatchObject({ httpOnly: true, sameSite: 'Strict' })

    // Signed in, the login page sends the owner straight on.
    await page.goto(`${base}${paths.adminLogin}`)
    await page.waitForURL(`${base}${paths.adminPanel}`)
    expect(unexpected(errors, 401)).toEqual([])
    await context.close()
  })

  it('shows the connection error, and the server text for a lockout', async () => {
    const { page, context } = await open()
    await page.goto(`${base}${paths.adminLogin}`)
    await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'))
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password', { exact: true }).fill(owner.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Unable to connect to server. Please try again.').waitFor()
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true)

    await page.unroute('**/api/admin/login')
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600' },
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Too many failed sign-in attempts. Please try again in 10 minutes.' }),
      }),
    )
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Too many failed sign-in attempts. Please try again in 10 minutes.').waitFor()
    await context.close()
  })
})

describe('the owner journey', () => {
  it('creates a draft, publishes, edits, unpublishes and deletes a post', async () => {
    const { page, context, errors } = await open('desktop')
    await signInQuickly(page)
    await openPanel(page)

    // Dashboard
    await page.getByRole('heading', { name: 'Welcome back, Dr. Morgan Avery' }).waitFor()
    await page.getByText('Manage your therapy website content and settings from here.').waitFor()
    const postsCard = page.getByRole('region', { name: 'Blog Posts' })
    await postsCard.getByText('(0 published)').waitFor()
    await page.getByRole('region', { name: 'Total Visitors' }).getByText(/^\d[\d,]*$/).waitFor()

    // Blog Manager: the tab list is a real one.
    const tabs = page.getByRole('tablist', { name: 'Admin sections' })
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Dashboard', 'Blog Manager', 'Settings'])
    await tabs.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('heading', { name: 'Blog Management' }).waitFor()
    await page.getByText('No blog posts yet. Create your first post to get started!').waitFor()
    await page.getByRole('heading', { name: 'All Posts (0)' }).waitFor()

    // Create a draft.
    const newPost = page.getByRole('button', { name: 'New Post' })
    await newPost.click()
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor()
    expect(await newPost.isDisabled()).toBe(true)
    await fillPost(page, 'Preparing for a Trauma Intensive')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await toastText(page).getByText('Post created as a draft').waitFor()
    await page.getByRole('heading', { name: 'All Posts (1)' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Create New Post' }).count()).toBe(0)
    expect(await newPost.isEnabled()).toBe(true)
    const row = page.getByRole('listitem').filter({ hasText: 'Preparing for a Trauma Intensive' })
    await row.getByText('Draft', { exact: true }).waitFor()
    await row.getByText('By Dr. Morgan Avery').waitFor()
    await row.getByText('3 tags').waitFor()
    await row.getByText('Not published yet').waitFor()
    expect(stored()).toEqual([{ slug: 'preparing-for-a-trauma-intensive', title: 'Preparing for a Trauma Intensive', status: 'draft' }])
    expect(publishedSlugs()).toEqual([])
    // A draft is nowhere public.
    expect(await publicTitles(paths.blog)).toEqual([])
    expect((await page.request.get(`${base}${paths.blog}/preparing-for-a-trauma-intensive`)).status()).toBe(404)

    // Publish.
    await row.getByRole('button', { name: 'Publish Preparing for a Trauma Intensive' }).click()
    await toastText(page).getByText('Post published').waitFor()
    await row.getByText('Published', { exact: true }).waitFor()
    expect(publishedSlugs()).toEqual(['preparing-for-a-trauma-intensive'])
    // Published: on the blog, in the home teaser, and readable.
    expect(await publicTitles(paths.blog)).toEqual(['Preparing for a Trauma Intensive'])
    expect(await publicTitles(paths.home)).toEqual(['Preparing for a Trauma Intensive'])
    expect((await page.request.get(`${base}${paths.blog}/preparing-for-a-trauma-intensive`)).status()).toBe(200)
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' })
    await row.getByText(today).waitFor()

    // Edit: the form is filled in, New Post and every edit button wait, the flag is kept.
    await row.getByRole('button', { name: 'Edit Preparing for a Trauma Intensive' }).click()
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor()
    expect(await titleBox(page).inputValue()).toBe('Preparing for a Trauma Intensive')
    expect(await page.getByRole('textbox', { name: 'Tags' }).inputValue()).toBe('Trauma, Intensives, PTSD')
    expect(await newPost.isDisabled()).toBe(true)
    expect(await row.getByRole('button', { name: /^Edit / }).isDisabled()).toBe(true)
    await titleBox(page).fill('Your First Intensive Morning')
    await page.getByRole('button', { name: 'Update Post' }).click()
    await toastText(page).getByText('Post updated').waitFor()
    const edited = page.getByRole('listitem').filter({ hasText: 'Your First Intensive Morning' })
    await edited.getByText('Published', { exact: true }).waitFor()
    expect(stored()).toEqual([{ slug: 'preparing-for-a-trauma-intensive', title: 'Your First Intensive Morning', status: 'published' }])
    // The slug stays, so the published link still works, with the new title.
    expect(await publicTitles(paths.blog)).toEqual(['Your First Intensive Morning'])

    // Dashboard counts follow.
    await tabs.getByRole('tab', { name: 'Dashboard' }).click()
    await postsCard.getByText('(1 published)').waitFor()
    await tabs.getByRole('tab', { name: 'Blog Manager' }).click()

    // Unpublish.
    await edited.getByRole('button', { name: 'Unpublish Your First Intensive Morning' }).click()
    await toastText(page).getByText('Post moved back to drafts').waitFor()
    await edited.getByText('Draft', { exact: true }).waitFor()
    expect(publishedSlugs()).toEqual([])
    expect(await publicTitles(paths.blog)).toEqual([])
    expect(await publicTitles(paths.home)).toEqual([])

    // Delete, after the confirmation (Cancel first keeps the post).
    await edited.getByRole('button', { name: 'Delete Your First Intensive Morning' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(deleteText).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await dialog.count()).toBe(0)
    expect(stored()).toHaveLength(1)
    await edited.getByRole('button', { name: 'Delete Your First Intensive Morning' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await toastText(page).getByText('Post deleted').waitFor()
    await page.getByText('No blog posts yet. Create your first post to get started!').waitFor()
    expect(stored()).toEqual([])

    // Logout: server session gone, flag gone, back to the login page; only the device token stays.
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${base}${paths.adminLogin}`)
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull()
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['admin_device'])
    expect((await page.request.get(`${base}/api/admin/me`)).status()).toBe(401)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the post form', () => {
  it('counts SEO characters, ignores an incomplete submit and closes on Cancel', async () => {
    const { page, context } = await open('phone')
    await signInQuickly(page)
    await openPanel(page)
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()

    const seoTitle = page.getByRole('textbox', { name: 'SEO Title' })
    const titleCount = page.locator(`#${await seoTitle.getAttribute('aria-describedby')}`)
    const colour = () => titleCount.evaluate((element) => getComputedStyle(element).color)
    await seoTitle.fill('x'.repeat(60))
    expect(await titleCount.innerText()).toBe('60/60 characters')
    const calm = await colour()
    await seoTitle.fill('x'.repeat(61))
    expect((await titleCount.innerText()).replace(/\s+/g, ' ')).toBe('61/60 characters Too long for Google')
    // Tailwind's red-700.
    expect(await colour()).toMatch(/^oklch\(0\.505 0\.213 27/)
    expect(await colour()).not.toBe(calm)

    const seoDescription = page.getByRole('textbox', { name: 'SEO Description' })
    const descriptionCount = page.locator(`#${await seoDescription.getAttribute('aria-describedby')}`)
    await seoDescription.fill('y'.repeat(160))
    expect(await descriptionCount.innerText()).toBe('160/160 characters')
    await seoDescription.fill('y'.repeat(161))
    expect((await descriptionCount.innerText()).replace(/\s+/g, ' ')).toBe('161/160 characters Too long for Google')

    for (const name of ['Title', 'Excerpt', 'Content']) {
      expect(await page.getByRole('textbox', { name, exact: true }).getAttribute('required')).toBe('')
    }
    expect(await contentBox(page).getAttribute('rows')).toBe('12')
    expect(await excerptBox(page).getAttribute('rows')).toBe('3')
    await page.getByText('Markdown supported', { exact: false }).waitFor()

    // Blank-looking fields pass the browser's check but the submit is silently ignored.
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/blog/posts')) posted += 1
    })
    await titleBox(page).fill('   ')
    await excerptBox(page).fill('  ')
    await contentBox(page).fill(' ')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await titleBox(page).fill('A title')
    await excerptBox(page).fill('An excerpt')
    await contentBox(page).fill('   ')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.waitForTimeout(300)
    expect(posted).toBe(0)
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor()

    // The SEO advice never blocks; Cancel closes and resets.
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await page.getByRole('heading', { name: 'Create New Post' }).count()).toBe(0)
    await page.getByRole('button', { name: 'New Post' }).click()
    expect(await titleBox(page).inputValue()).toBe('')
    expect(await seoTitle.inputValue()).toBe('')
    await page.getByRole('button', { name: 'Close the form' }).click()
    expect(await page.getByRole('heading', { name: 'Create New Post' }).count()).toBe(0)
    expect(stored()).toEqual([])
    await context.close()
  })

  it('keeps the text in the browser through a reload and an expired session', async () => {
    const { page, context, errors } = await open('desktop')
    await signInQuickly(page)
    await openPanel(page)
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()
    await fillPost(page, 'Notes on Exposure Work')
    await page.waitForTimeout(400)

    await page.reload()
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor()
    expect(await titleBox(page).inputValue()).toBe('Notes on Exposure Work')
    await page.getByText('Restored the unsaved text kept in this browser', { exact: false }).waitFor()

    // The session ends (here: its cookie is gone); saving sends the owner to sign in again.
    await context.clearCookies()
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.waitForURL(/\/admin-login\?reason=expired/)
    await page.getByText('Your session has ended.', { exact: false }).waitFor()
    await page.getByLabel('Username').fill(owner.username)
    await page.getByLabel('Password', { exact: true }).fill(owner.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${base}${paths.adminPanel}`)
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor()
    expect(await titleBox(page).inputValue()).toBe('Notes on Exposure Work')
    expect(await contentBox(page).inputValue()).toContain('# Before you arrive')
    expect(stored()).toEqual([])

    await page.getByRole('button', { name: 'Create Post' }).click()
    await toastText(page).getByText('Post created as a draft').waitFor()
    expect(stored().map((post) => post.title)).toEqual(['Notes on Exposure Work'])
    expect(await page.evaluate(() => localStorage.getItem('adminPostDraft'))).toBeNull()
    expect(unexpected(errors, 401)).toEqual([])
    await context.close()
  })

  it('forgets the unsaved text at logout even where the browser ignores Clear-Site-Data', async () => {
    const { page, context, errors } = await open('desktop')
    // As over plain HTTP on a network address: the server's Clear-Site-Data has no effect there.
    await page.route('**/api/admin/logout', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['clear-site-data']
      await route.fulfill({ response, headers })
    })
    await signInQuickly(page)
    await openPanel(page)
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()
    await fillPost(page, 'Private Notes Before Logout')
    await page.waitForFunction(() => localStorage.getItem('adminPostDraft')?.includes('Private Notes Before Logout'))
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out anyway' }).click()
    await page.waitForURL(`${base}${paths.adminLogin}`)
    expect(await page.evaluate(() => localStorage.getItem('adminPostDraft'))).toBeNull()
    expect(unexpected(errors, 401)).toEqual([])
    await context.close()
  })

  it('shows the spec error texts as toasts when a change fails', async () => {
    const { page, context, errors } = await open('desktop')
    await signInQuickly(page)
    await openPanel(page)
    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.route('**/api/admin/blog/posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.', code: 'internal' }) })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'New Post' }).click()
    await fillPost(page, 'Will Not Save')
    await page.getByRole('button', { name: 'Create Post' }).click()
    const toast = toastText(page)
    await toast.getByText('Failed to create post').waitFor()
    await toast.getByText('Something went wrong on our side. Please try again.').waitFor()
    // The form stays open with the text.
    expect(await titleBox(page).inputValue()).toBe('Will Not Save')
    expect(unexpected(errors, 500)).toEqual([])
    await context.close()
  })
})

describe('notifications', () => {
  it('has its notification region in place on the admin screens before any toast, reachable with F8', async () => {
    const { page, context } = await open('desktop')
    await signInQuickly(page)
    await openPanel(page)
    const region = page.getByRole('region', { name: 'Notifications (F8)' })
    await region.waitFor({ state: 'attached' })
    expect(await region.count()).toBe(1)
    await page.keyboard.press('F8')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')))
      .toBe('Notifications (F8)')
    await context.close()
  })
})

describe('accessibility', () => {
  it.each(['phone', 'desktop'] as const)('has no axe-core violations on the admin screens at %s width', async (viewport) => {
    const { page, context } = await open(viewport)
    await page.goto(`${base}${paths.adminLogin}`)
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect({ screen: 'login', violations: await axeViolations(page) }).toEqual({ screen: 'login', violations: [] })
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password', { exact: true }).fill('not-the-right-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Invalid username or password').waitFor()
    expect({ screen: 'login error', violations: await axeViolations(page) }).toEqual({ screen: 'login error', violations: [] })

    await signInQuickly(page)
    await openPanel(page)
    await page.getByRole('region', { name: 'Blog Posts' }).getByText('(0 published)').waitFor()
    expect({ screen: 'dashboard', violations: await axeViolations(page) }).toEqual({ screen: 'dashboard', violations: [] })

    await page.getByRole('tab', { name: 'Blog Manager' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()
    await fillPost(page, 'Accessible Post')
    await page.getByRole('textbox', { name: 'SEO Title' }).fill('z'.repeat(70))
    expect({ screen: 'post form', violations: await axeViolations(page) }).toEqual({ screen: 'post form', violations: [] })
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.getByRole('heading', { name: 'All Posts (1)' }).waitFor()
    expect({ screen: 'post list', violations: await axeViolations(page) }).toEqual({ screen: 'post list', violations: [] })
    await page.getByRole('button', { name: 'Delete Accessible Post' }).click()
    await page.getByRole('alertdialog').waitFor()
    await modalSettled(page)
    expect({ screen: 'delete dialog', violations: await axeViolations(page) }).toEqual({ screen: 'delete dialog', violations: [] })
    await context.close()
  })
})
