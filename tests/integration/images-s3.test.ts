import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminRequest, cheapHashing, createAdmin, signIn } from '../support/admin-session.ts'
import { startTestApi, type TestApi } from '../support/api-server.ts'
import { registerImage, requestUploadUrl, uploadedAddress } from '../support/image-upload.ts'
import { startTestS3, type TestS3 } from '../support/s3-server.ts'
import { fixedClock } from '../support/services.ts'
import { containsGps, makeJpegWithGps, makePng, svgImage, textPretendingToBePng } from '../support/test-images.ts'

// The same flow as images.test.ts, with the images in a real S3-compatible server (s3rver) on
// loopback: the browser's PUT goes to a presigned bucket URL, the site reads it back from there.
let s3: TestS3
let api: TestApi
let cookie: string
let clock: ReturnType<typeof fixedClock>

beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
})
beforeEach(async () => {
  // Presigned URLs carry the real time: the fixed clock starts now.
  clock = fixedClock(new Date().toISOString())
  api = await startTestApi({ now: clock.now, passwordHashing: cheapHashing, env: s3.env })
  await createAdmin(api.data, { passwordHashing: cheapHashing })
  cookie = await signIn(api.url)
})
afterEach(async () => {
  await api.close()
})

const idOf = (url: string) => new URL(url).pathname.split('/').at(-1)!

async function uploadToBucket(bytes: Buffer, contentType: string) {
  const uploadURL = await requestUploadUrl(api.url, cookie)
  const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': contentType } })
  expect(put.status).toBe(200)
  return uploadURL
}

describe('featured images in S3-compatible storage', () => {
  it('hands out a presigned PUT to the bucket and lets the admin pages connect there only', async () => {
    const uploadURL = new URL(await requestUploadUrl(api.url, cookie))
    expect(uploadURL.origin).toBe(s3.endpoint)
    expect(uploadURL.pathname).toMatch(new RegExp(`^/${s3.bucket}/uploads/pending/[a-f0-9]{32}$`))
    expect(uploadURL.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/)
    expect(Number(uploadURL.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600)
    // No checksum of an empty body signed into the URL: real S3 would refuse the actual file.
    expect(uploadURL.searchParams.has('x-amz-checksum-crc32')).toBe(false)

    const csp = (await fetch(`${api.url}/healthz`)).headers.get('content-security-policy')!
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`)
    expect(csp).toMatch(/img-src 'self' data: blob:;/)
  })

  it('registers a JPEG from the bucket, strips its GPS data and serves it from this site', async () => {
    const uploadURL = await uploadToBucket(await makeJpegWithGps(), 'image/jpeg')
    expect(s3.listKeys()).toEqual([`uploads/pending/${idOf(uploadURL)}`])
    const response = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(response.status).toBe(200)
    const { objectPath } = (await response.json()) as { objectPath: string }
    expect(objectPath).toBe(`/objects/uploads/${idOf(uploadURL)}`)

    const id = idOf(uploadURL)
    expect(s3.listKeys()).toEqual(
      [480, 960, 1600].flatMap((width) => [`uploads/images/${id}/${width}.jpeg`, `uploads/images/${id}/${width}.webp`]).sort(),
    )
    for (const query of ['', '?w=480', '?w=960&f=jpeg']) {
      const served = await fetch(`${api.url}${objectPath}${query}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await served.arrayBuffer())
      const metadata = await sharp(bytes).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(containsGps(bytes)).toBe(false)
    }
  })

  it('judges a PNG sent as text/plain by content, and refuses text and SVG whatever they are called', async () => {
    const png = await uploadToBucket(await makePng(400, 300), 'text/plain')
    expect((await registerImage(api.url, cookie, uploadedAddress(png))).status).toBe(200)
    for (const [bytes, type] of [
      [textPretendingToBePng, 'image/png'],
      [svgImage, 'image/svg+xml'],
    ] as const) {
      const uploadURL = await uploadToBucket(bytes, type)
      const response = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
      expect(response.status).toBe(415)
      expect(s3.listKeys().some((key) => key.includes(idOf(uploadURL)))).toBe(false)
    }
  })

  it('refuses a 6 MB object at registration, since a presigned PUT cannot cap its size', async () => {
    const uploadURL = await uploadToBucket(Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg')
    const response = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(response.status).toBe(413)
    expect(s3.listKeys()).not.toContain(`uploads/pending/${idOf(uploadURL)}`)
  })

  // Checking a presigned URL's signature is the bucket's job (s3rver does not); what the site
  // checks is that a registered address is a pending upload in our own bucket.
  it('refuses addresses that are not our pending uploads', async () => {
    const real = await uploadToBucket(await makePng(60, 60), 'image/png')
    const id = idOf(real)
    for (const imageURL of [
      `${api.url}/objects/uploads/${id}`,
      `${s3.endpoint}/other-bucket/uploads/pending/${id}`,
      `${s3.endpoint}/${s3.bucket}/uploads/images/${id}/480.webp`,
      `http://127.0.0.2:${new URL(s3.endpoint).port}/${s3.bucket}/uploads/pending/${id}`,
    ]) {
      expect((await registerImage(api.url, cookie, imageURL)).status, imageURL).toBe(400)
    }
    expect((await registerImage(api.url, cookie, uploadedAddress(real))).status).toBe(200)
  })

  it('removes from the bucket what the sweep and post changes leave unused', async () => {
    const neverRegistered = await uploadToBucket(await makePng(50, 50), 'image/png')
    const kept = await uploadToBucket(await makePng(70, 70), 'image/png')
    const { objectPath } = (await (await registerImage(api.url, cookie, uploadedAddress(kept))).json()) as { objectPath: string }
    const post = (await (
      await adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', { title: 'T', excerpt: 'E', content: 'C', featuredImage: objectPath })
    ).json()) as { id: string }

    clock.advance(25 * 60 * 60_000)
    cookie = await signIn(api.url)
    expect(await api.images.sweep()).toBe(1)
    expect(s3.listKeys().some((key) => key.includes(idOf(neverRegistered)))).toBe(false)
    expect(s3.listKeys().filter((key) => key.includes(idOf(kept)))).toHaveLength(2)

    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`)).status).toBe(204)
    expect(s3.listKeys().filter((key) => key.includes(idOf(kept)))).toEqual([])
    expect((await fetch(`${api.url}${objectPath}`)).status).toBe(404)
  })
})
