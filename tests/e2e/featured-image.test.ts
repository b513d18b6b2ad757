import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { axeViolations, modalSettled } from '../support/axe.ts'
import { launchChromium, openPage } from '../support/chromium.ts'
import { startTestS3 } from '../support/s3-server.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'
import { readRows } from '../support/sqlite-file.ts'
import { containsGps, makeJpegWithGps, makePng, svgImage, textPretendingToBePng } from '../support/test-images.ts'

// The owner adds a featured image through the real upload dialog (Uppy in Chromium), against the
// production build with local storage, and the served image carries none of the photo's metadata.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }

let server: SiteServer
let base: string
let browser: Browser
let closeBrowser: () => Promise<void>
let files: string

beforeAll(async () => {
  server = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' })
  base = server.url
  ;({ browser, close: closeBrowser } = await launchChromium())
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-e2e-files-'))
  fs.writeFileSync(path.join(files, 'office.png'), await makePng(1400, 900))
  fs.writeFileSync(path.join(files, 'phone-photo.jpg'), await makeJpegWithGps(2400, 1800))
  fs.writeFileSync(path.join(files, 'big.png'), Buffer.alloc(6 * 1024 * 1024, 1))
  fs.writeFileSync(path.join(files, 'notes.png'), textPretendingToBePng)
  fs.writeFileSync(path.join(files, 'drawing.svg'), svgImage)
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  fs.rmSync(files, { recursive: true, force: true })
})

const storedPosts = () => readRows<{ title: string; featured_image: string | null }>(`${server.dataDir}/site.db`, 'select title, featured_image from posts order by created_at')

async function openNewPost(page: Page, site = base) {
  expect((await page.request.post(`${site}/api/admin/login`, { data: owner })).status()).toBe(200)
  await page.goto(`${site}${paths.adminPanel}`)
  await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()
  await page.getByRole('tab', { name: 'Blog Manager' }).click()
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByRole('heading', { name: 'Create New Post' }).waitFor()
}

async function uploadThroughDialog(page: Page, file: string) {
  const opener = page.getByRole('button', { name: 'Upload Image' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Upload Image' })
  await dialog.waitFor()
  await dialog.getByLabel('Image file').setInputFiles(path.join(files, file))
  return dialog
}

describe('featured image upload', () => {
  it('uploads a PNG and a GPS-tagged JPEG through the dialog, previews them and saves the post', async () => {
    const { page, context, errors, requests } = await open()
    await openNewPost(page)
    const requestsBeforeDialog = requests.length
    // Uppy is not part of the panel until the dialog opens.
    expect(requests.some((url) => /uppy|image-uploader/i.test(url))).toBe(false)

    const dialog = await uploadThroughDialog(page, 'office.png')
    expect(requests.slice(requestsBeforeDialog).some((url) => /image-uploader/.test(url))).toBe(true)
    // Automatic start is off: nothing is sent until Upload is pressed.
    expect(requests.some((url) => url.includes('/api/objects/upload'))).toBe(false)
    await modalSettled(page)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    // Focus returns to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload Image')
    const preview = page.getByRole('img', { name: 'Featured image preview' })
    await preview.waitFor()
    const pngSrc = (await preview.getAttribute('src'))!
    expect(pngSrc).toMatch(/^\/objects\/uploads\/[a-f0-9]{32}\?w=480$/)
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)

    // Replace it with the phone photo.
    const photoDialog = await uploadThroughDialog(page, 'phone-photo.jpg')
    await photoDialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await photoDialog.waitFor({ state: 'detached' })
    await page.waitForFunction((previous) => document.querySelector('img[alt="Featured image preview"]')?.getAttribute('src') !== previous, pngSrc)
    const photoSrc = (await preview.getAttribute('src'))!
    expect(photoSrc).toMatch(/^\/objects\/uploads\/[a-f0-9]{32}\?w=480$/)

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Our Bethlehem Office')
    await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Where sessions happen.')
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('A quiet room on Main Street.')
    // A picture needs a description (or to be marked decorative) before the post can be saved.
    await page.getByRole('button', { name: 'Create Post' }).click()
    const description = page.getByRole('textbox', { name: 'Featured image description' })
    await page.getByText('Describe the image for people who cannot see it, or mark it as decorative.').waitFor()
    await expect.poll(() => description.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await description.fill('The waiting room of the Bethlehem office')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.getByRole('heading', { name: 'All Posts (1)' }).waitFor()
    const objectPath = photoSrc.split('?')[0]!
    expect(storedPosts()).toEqual([{ title: 'Our Bethlehem Office', featured_image: objectPath }])

    // What a visitor's browser would get: upright, re-encoded, no GPS.
    for (const query of ['', '?w=480&f=jpeg']) {
      const response = await page.request.get(`${base}${objectPath}${query}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await response.body())
      expect(containsGps(bytes)).toBe(false)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows Uppy’s restriction messages and the server’s refusals in the dialog', async () => {
    const { page, context, errors } = await open('phone')
    await openNewPost(page)

    const dialog = await uploadThroughDialog(page, 'big.png')
    const alert = dialog.getByRole('alert')
    await alert.getByText(/exceeds maximum allowed size of 5 MB/).waitFor()
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true)

    await dialog.getByLabel('Image file').setInputFiles(path.join(files, 'drawing.svg'))
    // Chromium calls an SVG image/svg+xml, which image/* allows: the server judges it by content.
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await alert.getByText('The file is not a JPEG, PNG, WebP, GIF or AVIF image').waitFor()

    await dialog.getByLabel('Image file').setInputFiles(path.join(files, 'notes.png'))
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await alert.getByText('The file is not a JPEG, PNG, WebP, GIF or AVIF image').waitFor()

    await dialog.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await alert.getByText('You can only upload: image/*').waitFor()
    await modalSettled(page)
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('img', { name: 'Featured image preview' }).count()).toBe(0)
    // The browser logs each refused registration (415) itself; nothing else went wrong.
    expect(errors.filter((text) => !text.includes('status of 415'))).toEqual([])
    await context.close()
  })
})

describe('featured image upload to S3-compatible storage', () => {
  it('PUTs from the browser straight to the bucket, within the CSP and the bucket’s CORS rule', async () => {
    const s3 = await startTestS3('*')
    const site = await startSiteServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0', ...s3.env })
    try {
      const { page, context, errors, requests } = await open()
      await openNewPost(page, site.url)
      const dialog = await uploadThroughDialog(page, 'office.png')
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      const preview = page.getByRole('img', { name: 'Featured image preview' })
      await preview.waitFor()
      expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)
      // The file went to the bucket; the preview came from the site.
      expect(requests.some((url) => url.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/pending/`))).toBe(true)
      expect(requests.filter((url) => url.includes('/objects/uploads/')).every((url) => url.startsWith(site.url))).toBe(true)
      const id = (await preview.getAttribute('src'))!.split('/').at(-1)!.split('?')[0]!
      expect(s3.listKeys()).toContain(`uploads/images/${id}/480.webp`)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await site.stop()
      await s3.close()
    }
  })
})

function open(viewport: 'desktop' | 'phone' = 'desktop') {
  return openPage(browser, viewport)
}
