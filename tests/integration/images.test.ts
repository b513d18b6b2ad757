import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminRequest, signIn } from '../support/admin-session.ts'
import type { TestApi } from '../support/api-server.ts'
import { startSignedInApi, type SignedInApi } from '../support/signed-in-api.ts'
import { putUpload, registerImage, requestUploadUrl, uploadedAddress, uploadImage } from '../support/image-upload.ts'
import { containsGps, makeJpegWithGps, makePng, svgImage, textPretendingToBePng } from '../support/test-images.ts'

let api: TestApi
let cookie: string
let clock: SignedInApi['clock']

beforeEach(async () => {
  ;({ api, cookie, clock } = await startSignedInApi())
})
afterEach(async () => {
  await api.close()
})

const uploadsDir = () => path.join(api.dataDir, 'uploads')
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : []

async function registered(bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const response = await uploadImage(api.url, cookie, bytes, contentType)
  expect(response.status).toBe(200)
  const { objectPath } = (await response.json()) as { objectPath: string }
  return objectPath
}

async function served(pathAndQuery: string) {
  const response = await fetch(`${api.url}${pathAndQuery}`)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Raw HTTP, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api.url)
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('POST /api/objects/upload', () => {
  it('hands the owner a signed PUT address on this site, valid for an hour', async () => {
    const uploadURL = new URL(await requestUploadUrl(api.url, cookie))
    expect(uploadURL.origin).toBe(api.url)
    expect(uploadURL.pathname).toMatch(/^\/objects\/uploads\/[a-f0-9]{32}$/)
    expect(Number(uploadURL.searchParams.get('expires'))).toBe(Date.parse('2026-04-06T14:00:00.000Z') / 1000)
    expect(uploadURL.searchParams.get('signature')).toMatch(/^[\w-]{43}$/)
  })

  it('refuses strangers, other sites and non-JSON requests', async () => {
    expect((await adminRequest(api.url, undefined, 'POST', '/api/objects/upload')).status).toBe(401)
    expect((await adminRequest(api.url, undefined, 'PUT', '/api/blog-images', { imageURL: '/objects/uploads/x' })).status).toBe(401)
    const foreign = await adminRequest(api.url, cookie, 'POST', '/api/objects/upload', undefined, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const crossSite = await adminRequest(api.url, cookie, 'PUT', '/api/blog-images', { imageURL: 'x' }, { 'Sec-Fetch-Site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const form = await fetch(`${api.url}/api/objects/upload`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'text/plain' }, body: 'x' })
    expect(form.status).toBe(415)
  })
})

describe('registering and serving an image', () => {
  it('re-encodes a PNG into WebP and JPEG variants served with long-lived, safe headers', async () => {
    const objectPath = await registered(await makePng(1200, 800))
    expect(objectPath).toMatch(/^\/objects\/uploads\/[a-f0-9]{32}$/)
    const id = objectPath.split('/').at(-1)!

    const largest = await served(objectPath)
    expect(largest.response.status).toBe(200)
    expect(largest.response.headers.get('content-type')).toBe('image/webp')
    expect(largest.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(largest.response.headers.get('content-disposition')).toBe('inline')
    expect(largest.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(largest.response.headers.get('etag')).toBe(`"${id}-1600-webp"`)
    expect(await sharp(largest.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 })

    const small = await served(`${objectPath}?w=480`)
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 })
    const fallback = await served(`${objectPath}?w=960&f=jpeg`)
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(fallback.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 960 })
    // Never enlarged: 1600 asked, the 1200 px original's own width given.
    const wide = await served(`${objectPath}?w=1600&f=jpeg`)
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200 })
    expect(small.bytes.length).toBeLessThan(largest.bytes.length)

    // Raw HTTP: fetch() adds Cache-Control: no-cache to conditional requests.
    const again = await rawGet(`${objectPath}?w=480`, { 'If-None-Match': small.response.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    for (const query of ['?w=1200', '?w=abc', '?f=png', '?f=svg']) expect((await served(`${objectPath}${query}`)).response.status).toBe(404)
  })

  it('strips EXIF GPS from a phone JPEG in every variant', async () => {
    const original = await makeJpegWithGps()
    expect(containsGps(original)).toBe(true)
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const objectPath = await registered(original, 'image/jpeg')
    for (const query of ['', '?w=480', '?w=960', '?w=1600', '?w=480&f=jpeg', '?w=960&f=jpeg', '?w=1600&f=jpeg']) {
      const { response, bytes } = await served(`${objectPath}${query}`)
      expect(response.status).toBe(200)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(containsGps(bytes)).toBe(false)
    }
    // Nothing of the original is kept once registered.
    expect(filesUnder(uploadsDir()).some((file) => file.includes('pending'))).toBe(false)
    expect(filesUnder(uploadsDir()).every((file) => !containsGps(fs.readFileSync(file)))).toBe(true)
  })

  it('judges a PNG declared as text/plain by its content, and accepts it', async () => {
    const objectPath = await registered(await makePng(300, 200), 'text/plain')
    const { response, bytes } = await served(`${objectPath}?w=480&f=jpeg`)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300 })
  })

  it('answers the same object path when an upload is registered twice', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, await makePng(100, 100))).status).toBe(200)
    const first = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    const second = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
  })
})

describe('refusals', () => {
  it('refuses an image that cannot be made into variants with 415, and deletes the pending upload', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, await makePng(10, 20_000))).status).toBe(200)
    const id = new URL(uploadURL).pathname.split('/').at(-1)!
    const response = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type', error: expect.stringContaining('could not be resized') })
    expect(await api.data.uploadedImages.find(id)).toBeNull()
    expect(filesUnder(uploadsDir()).some((file) => file.includes(id))).toBe(false)
  })

  it('refuses a 6 MB file while it is being sent, with or without a declared length', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7)
    const declared = await putUpload(await requestUploadUrl(api.url, cookie), big)
    expect(declared.status).toBe(413)

    // Sent in chunks without Content-Length: refused once 5 MB have arrived.
    const uploadURL = await requestUploadUrl(api.url, cookie)
    const chunked = await fetch(uploadURL, {
      method: 'PUT',
      headers: { Origin: api.url },
      duplex: 'half',
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < big.length; offset += 65_536) controller.enqueue(big.subarray(offset, offset + 65_536))
          controller.close()
        },
      }),
    } as RequestInit).catch((error: unknown) => error)
    // The server answers 413 and closes; depending on timing the client sees the answer or a reset.
    if (chunked instanceof Response) expect(chunked.status).toBe(413)
    expect(filesUnder(uploadsDir())).toEqual([])
    // Exactly 5 MB is allowed through the PUT.
    expect((await putUpload(uploadURL, Buffer.alloc(5_242_880, 7))).status).toBe(200)
  })

  it.each([
    ['a text file named .png', textPretendingToBePng, 'image/png'],
    ['an SVG', svgImage, 'image/svg+xml'],
    ['a truncated PNG', Buffer.alloc(0), 'image/png'],
  ])('refuses %s at registration with 415 and deletes it', async (_name, bytes, type) => {
    const content = bytes.length > 0 ? bytes : (await makePng(200, 200)).subarray(0, 60)
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, content, type)).status).toBe(200)
    const response = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(filesUnder(uploadsDir())).toEqual([])
    expect(await api.db.query('select id from uploaded_images')).toEqual([])
  })

  it('refuses an expired upload URL with S3’s “Request has expired”', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    clock.advance(60 * 60_000 + 1_000)
    const response = await putUpload(uploadURL, await makePng(50, 50))
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('<Message>Request has expired</Message>')
  })

  it('refuses a tampered upload URL with 403', async () => {
    const uploadURL = new URL(await requestUploadUrl(api.url, cookie))
    const png = await makePng(50, 50)
    const tampered = [
      // One character changed, always to a different one (a signature may start with 'A').
      (url: URL) => {
        const signature = url.searchParams.get('signature')!
        url.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`)
      },
      (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60)),
      (url: URL) => url.searchParams.delete('signature'),
      (url: URL) => (url.pathname = `/objects/uploads/${'0'.repeat(32)}`),
    ]
    for (const change of tampered) {
      const url = new URL(uploadURL)
      change(url)
      const response = await putUpload(url.toString(), png)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'forbidden' })
    }
    expect(filesUnder(uploadsDir())).toEqual([])
  })

  it('takes one write per upload URL', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, await makePng(50, 50))).status).toBe(200)
    const second = await putUpload(uploadURL, textPretendingToBePng)
    expect(second.status).toBe(409)
    expect((await registerImage(api.url, cookie, uploadedAddress(uploadURL))).status).toBe(200)
  })

  it('answers 404 when nothing was uploaded yet, and registers once the file is there', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    const early = await registerImage(api.url, cookie, uploadedAddress(uploadURL))
    expect(early.status).toBe(404)
    expect((await putUpload(uploadURL, await makePng(50, 50))).status).toBe(200)
    expect((await registerImage(api.url, cookie, uploadedAddress(uploadURL))).status).toBe(200)
  })

  it('refuses an upload PUT from another site', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, await makePng(50, 50), 'image/png', { Origin: 'https://evil.example' })).status).toBe(403)
  })

  it('refuses image addresses that are not our own pending uploads', async () => {
    const uploadURL = await requestUploadUrl(api.url, cookie)
    expect((await putUpload(uploadURL, await makePng(50, 50))).status).toBe(200)
    const id = new URL(uploadURL).pathname.split('/').at(-1)!
    for (const imageURL of [
      `https://evil.example/objects/uploads/${id}`,
      `https://images.example.com/photo.png`,
      `${api.url}/objects/uploads/${'f'.repeat(32)}`,
      `${api.url}/objects/uploads/../uploads/${id}x`,
      `${api.url}/api/objects/uploads/${id}`,
      `file:///etc/passwd`,
      'not a url at all ::',
    ]) {
      const response = await registerImage(api.url, cookie, imageURL)
      expect(response.status, imageURL).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalid_input' })
    }
    // The real one still works afterwards.
    expect((await registerImage(api.url, cookie, uploadedAddress(uploadURL))).status).toBe(200)
  })
})

describe('GET /objects/', () => {
  it('never serves anything but a registered image, however the path is spelled', async () => {
    fs.writeFileSync(path.join(api.dataDir, 'secret.txt'), 'TOP SECRET')
    const objectPath = await registered(await makePng(100, 100))
    const id = objectPath.split('/').at(-1)!
    const pending = new URL(await requestUploadUrl(api.url, cookie))
    await putUpload(pending.toString(), await makePng(50, 50))
    const pendingId = pending.pathname.split('/').at(-1)!
    for (const attempt of [
      '/objects/uploads/../../secret.txt',
      '/objects/uploads/..%2f..%2fsecret.txt',
      '/objects/uploads/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/objects/uploads/..%5c..%5csecret.txt',
      `/objects/uploads/${id}%2f..%2f..%2f..%2fsecret.txt`,
      `/objects/uploads/${id}/../../../secret.txt`,
      `/objects/uploads/${id}/480.webp`,
      `/objects/images/${id}/480.webp`,
      `/objects/uploads/${pendingId}`,
      `/objects/pending/${pendingId}`,
      `/objects/uploads/${'a'.repeat(32)}`,
      `/objects/uploads/${id.toUpperCase()}`,
      '/objects/uploads/',
      '/objects/site.db',
    ]) {
      const response = await rawGet(attempt)
      expect(response.status, attempt).toBe(404)
      expect(response.body).not.toContain('TOP SECRET')
      expect(response.body).not.toContain('SQLite format')
    }
    expect((await rawGet(objectPath)).status).toBe(200)
  })
})

describe('removing unused images', () => {
  const savePost = (featuredImage: string) =>
    adminRequest(api.url, cookie, 'POST', '/api/admin/blog/posts', { title: `Post ${featuredImage}`, excerpt: 'E', content: 'C', featuredImage })

  it('sweeps day-old uploads never registered and images no post uses, and keeps used ones', async () => {
    const unregistered = new URL(await requestUploadUrl(api.url, cookie))
    await putUpload(unregistered.toString(), await makePng(50, 50))
    const neverSent = await requestUploadUrl(api.url, cookie)
    const unused = await registered(await makePng(60, 60))
    const used = await registered(await makePng(70, 70))
    expect((await savePost(`${used}?w=960`)).status).toBe(201)

    clock.advance(23 * 60 * 60_000)
    expect(await api.images.sweep()).toBe(0)
    expect((await served(unused)).response.status).toBe(200)

    clock.advance(2 * 60 * 60_000)
    expect(await api.images.sweep()).toBe(3)
    expect((await served(unused)).response.status).toBe(404)
    expect((await served(used)).response.status).toBe(200)
    const ids = (await api.db.query<{ id: string }>('select id from uploaded_images')).map((row) => row.id)
    expect(ids).toEqual([used.split('/').at(-1)])
    expect(filesUnder(uploadsDir()).every((file) => file.includes(ids[0]!))).toBe(true)
    expect(ids).not.toContain(new URL(neverSent).pathname.split('/').at(-1))
    expect(ids).not.toContain(unregistered.pathname.split('/').at(-1))
  })

  it('removes a post’s images when the post is deleted, once no post or kept revision uses them', async () => {
    const first = await registered(await makePng(80, 80))
    const second = await registered(await makePng(90, 90))
    const shared = await registered(await makePng(100, 100))
    const post = (await (await savePost(first)).json()) as { id: string }
    const other = (await (await savePost(shared)).json()) as { id: string }
    const third = (await (await savePost(shared)).json()) as { id: string }

    const update = (id: string, featuredImage: string) =>
      adminRequest(api.url, cookie, 'PUT', `/api/admin/blog/posts/${id}`, { title: 'Changed', excerpt: 'E', content: 'C', featuredImage })
    expect((await update(post.id, second)).status).toBe(200)
    // The first image stays while a revision shows it, so restoring that revision finds it.
    expect((await served(first)).response.status).toBe(200)
    expect((await served(second)).response.status).toBe(200)
    clock.advance(25 * 60 * 60_000)
    await api.images.sweep()
    expect((await served(first)).response.status).toBe(200)
    cookie = await signIn(api.url)

    // Deleting the post deletes its revisions and every image only they used.
    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`)).status).toBe(204)
    expect((await served(first)).response.status).toBe(404)
    expect((await served(second)).response.status).toBe(404)

    // Two posts share an image: it goes with the second.
    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${other.id}`)).status).toBe(204)
    expect((await served(shared)).response.status).toBe(200)
    expect((await update(third.id, '')).status).toBe(200)
    expect((await served(shared)).response.status).toBe(200)
    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${third.id}`)).status).toBe(204)
    expect((await served(shared)).response.status).toBe(404)
    expect(filesUnder(uploadsDir())).toEqual([])
  })

  it('serves and releases images the database has no record of, as after npm run export / import', async () => {
    const objectPath = await registered(await makePng(700, 500))
    const post = (await (await savePost(objectPath)).json()) as { id: string }
    await api.data.uploadedImages.delete(objectPath.split('/').at(-1)!)
    expect(await sharp((await served(objectPath)).bytes).metadata()).toMatchObject({ width: 700 })
    expect(await sharp((await served(`${objectPath}?w=480&f=jpeg`)).bytes).metadata()).toMatchObject({ format: 'jpeg', width: 480 })
    expect((await served(`${objectPath}?w=1600`)).response.headers.get('etag')).toMatch(/-960-webp"$/)
    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`)).status).toBe(204)
    expect((await served(objectPath)).response.status).toBe(404)
    expect(filesUnder(uploadsDir())).toEqual([])
  })

  it('leaves images that are not our uploads alone', async () => {
    const post = (await (await savePost('https://images.example.com/a.png')).json()) as { id: string }
    expect((await adminRequest(api.url, cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`)).status).toBe(204)
  })
})
