import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { getUploadedImageId, uploadedImageIdPattern, uploadedImageFormats, uploadedImageUrl, uploadedImageWidths, type UploadedImageFormat, type UploadedImageWidth } from '#shared/uploaded-images.ts'
import type { DataLayer } from '../db/index.ts'
import type { Logger } from '../log.ts'
import { ObjectExistsError, ObjectTooLargeError, type ObjectStore } from './object-store.ts'
import type { Env } from '../env.ts'
import { createLocalStore, type LocalStore } from './local-store.ts'
import { createS3Store } from './s3-store.ts'
import { maxImageBytes, processImage, UnacceptableImageError, variantWidthsFor } from './process-image.ts'
import { checkUploadSignature, uploadUrlLifetimeSeconds } from './upload-signature.ts'

/** Uploads never registered, and registered images no post uses, are removed after this long. */
export const orphanLifetimeMs = 24 * 60 * 60_000

const signingKeyName = 'upload-signing-key'

const contentTypes: Record<UploadedImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' }

/** Why an upload or a registration was refused; the HTTP layer maps `reason` to a status. */
export type ImageUploadRefusal = 'expired' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'not_an_image' | 'foreign'

export class ImageUploadError extends Error {
  readonly reason: ImageUploadRefusal

  constructor(reason: ImageUploadRefusal, message: string) {
    super(message)
    this.reason = reason
    this.name = 'ImageUploadError'
  }
}

export interface ImageServiceOptions {
  store: ObjectStore
  /** The key of local upload URLs' signatures (uploadSigningKey). */
  signingKey: () => Promise<Buffer>
  now: () => Date
  logger: Logger
}

/**
 * The HMAC key of upload URLs, kept in the database like the other server secrets so every
 * instance signs and checks with the same one. Read once per process.
 */
export function uploadSigningKey(serverSecrets: DataLayer['serverSecrets'], now: () => Date): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined
  return () =>
    (key ??= serverSecrets
      .getOrCreate(signingKeyName, () => randomBytes(32).toString('base64url'), now().toISOString())
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        key = undefined
        throw error
      }))
}

/** The image service over the store the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createImageServiceFromEnv(data: Pick<DataLayer, 'uploadedImages' | 'serverSecrets'>, env: Pick<Env, 'dataDir' | 's3'>, options: { now: () => Date; logger: Logger }) {
  const signingKey = uploadSigningKey(data.serverSecrets, options.now)
  const store = env.s3 ? createS3Store(env.s3) : createLocalStore(path.join(env.dataDir, 'uploads'), signingKey)
  return createImageService(data, { ...options, store, signingKey })
}

export interface ServedVariant {
  body: Readable
  size: number
  contentType: string
  etag: string
}

const pendingKey = (id: string) => `pending/${id}`
const variantKey = (id: string, width: UploadedImageWidth, format: UploadedImageFormat) => `images/${id}/${width}.${format}`
const allKeys = (id: string) => [pendingKey(id), ...uploadedImageWidths.flatMap((width) => uploadedImageFormats.map((format) => variantKey(id, width, format)))]

/**
 * Featured images from upload to deletion: hands out upload URLs, takes signed uploads on local
 * disk, registers an upload (checked and re-encoded by content), serves its variants, and
 * removes what nothing uses. All state lives in the database and the store, so any number of
 * instances can share the work.
 */
export function createImageService(data: Pick<DataLayer, 'uploadedImages'>, { store, signingKey, now, logger }: ImageServiceOptions) {
  const repo = data.uploadedImages

  async function remove(id: string): Promise<void> {
    // Objects first: should this fail, the row stays and the next sweep tries again.
    await store.delete(allKeys(id))
    await repo.delete(id)
  }

  return {
    store,

    /** A new pending upload and the URL the browser PUTs it to (valid for at most an hour). */
    async createUpload(siteOrigin: string): Promise<{ id: string; uploadURL: string }> {
      const id = randomBytes(16).toString('hex')
      const at = now()
      await repo.insertPending(id, at.toISOString())
      const expiresAt = new Date(at.getTime() + uploadUrlLifetimeSeconds * 1000)
      return { id, uploadURL: await store.createUploadUrl(id, expiresAt, siteOrigin) }
    },

    /**
     * Takes the body of a signed PUT to local storage: checks the signature, writes at most
     * 5 MB, and only once per id. Throws ImageUploadError.
     */
    async acceptLocalUpload(id: string, query: { expires?: string; signature?: string }, body: Readable, declaredLength: number | undefined): Promise<void> {
      if (store.kind !== 'local') throw new ImageUploadError('not_found', 'Not found')
      if (!uploadedImageIdPattern.test(id)) throw new ImageUploadError('not_found', 'Not found')
      const check = checkUploadSignature(await signingKey(), id, query.expires, query.signature, now())
      if (check === 'expired') throw new ImageUploadError('expired', 'Request has expired')
      if (check === 'invalid') throw new ImageUploadError('forbidden', 'The upload address is not valid')
      if (declaredLength !== undefined && declaredLength > maxImageBytes) throw new ImageUploadError('too_large', 'The image is larger than 5 MB')
      if (!(await repo.move(id, ['pending'], 'uploading'))) throw new ImageUploadError('conflict', 'This upload has been received already')
      try {
        await (store as LocalStore).writeOnce(pendingKey(id), body, maxImageBytes)
      } catch (error) {
        // A failed or refused attempt may be retried with the same URL.
        await repo.move(id, ['uploading'], 'pending')
        if (error instanceof ObjectTooLargeError) throw new ImageUploadError('too_large', 'The image is larger than 5 MB')
        if (error instanceof ObjectExistsError) throw new ImageUploadError('conflict', 'This upload has been received already')
        throw error
      }
      await repo.move(id, ['uploading'], 'uploaded')
    },

    /**
     * Registers an uploaded file as a featured image: `imageURL` must be the address of one of
     * our own pending uploads. Reads it, checks it is an image by content, stores its variants
     * and answers its object path. Throws ImageUploadError.
     */
    async register(imageURL: string, ownOrigins: readonly string[]): Promise<{ objectPath: string }> {
      let url: URL
      try {
        url = new URL(imageURL, ownOrigins[0])
      } catch {
        throw new ImageUploadError('foreign', 'The image address is not one of this site’s uploads')
      }
      const id = url.pathname.match(/([a-f0-9]{32})$/)?.[1]
      const expected = id ? await store.uploadLocation(id) : null
      const originMatches = expected && (expected.origin === null ? ownOrigins.includes(url.origin) : expected.origin === url.origin)
      if (!id || !expected || !originMatches || url.pathname !== expected.pathname) {
        throw new ImageUploadError('foreign', 'The image address is not one of this site’s uploads')
      }
      const record = await repo.find(id)
      if (!record) throw new ImageUploadError('foreign', 'The image address is not one of this site’s uploads')
      if (record.state === 'registered') return { objectPath: uploadedImageUrl(id) }
      if (!(await repo.move(id, ['pending', 'uploaded'], 'registering'))) throw new ImageUploadError('conflict', 'This upload is still being received or checked')
      try {
        let bytes: Buffer | null
        try {
          bytes = await store.read(pendingKey(id), maxImageBytes)
        } catch (error) {
          if (error instanceof ObjectTooLargeError) throw new ImageUploadError('too_large', 'The image is larger than 5 MB')
          throw error
        }
        if (!bytes) throw new ImageUploadError('not_found', 'Nothing has been uploaded to this address')
        let image
        try {
          image = await processImage(bytes)
        } catch (error) {
          if (error instanceof UnacceptableImageError) throw new ImageUploadError('not_an_image', error.message)
          throw error
        }
        for (const variant of image.variants) await store.write(variantKey(id, variant.width, variant.format), variant.bytes, contentTypes[variant.format])
        await repo.move(id, ['registering'], 'registered', { width: image.width, height: image.height, registeredAt: now().toISOString() })
        await store.delete([pendingKey(id)])
      } catch (error) {
        // A refused file is gone for good. Nothing uploaded yet, or a storage hiccup: the upload
        // goes back to where it was, and registering may be tried again.
        if (error instanceof ImageUploadError && error.reason !== 'not_found') await remove(id)
        else await repo.move(id, ['registering'], record.state)
        throw error
      }
      return { objectPath: uploadedImageUrl(id) }
    },

    /**
     * One stored variant: the width asked for, or the largest there is when the image is
     * narrower (no width: the largest). Null when the id has no variants.
     *
     * The database knows a registered image's width, hence its variants. Without a record (an
     * image copied along with its posts into another database by npm run export / import) the
     * store is asked: an image's variants are always the first one, two or three of 480, 960,
     * 1600, so the largest one up to the width asked for is the answer.
     */
    async openVariant(id: string, width: UploadedImageWidth | undefined, format: UploadedImageFormat): Promise<ServedVariant | null> {
      if (!uploadedImageIdPattern.test(id)) return null
      const record = await repo.find(id)
      if (record && record.state !== 'registered') return null
      const asked = width ?? uploadedImageWidths.at(-1)!
      const candidates = record?.width ? [Math.min(asked, variantWidthsFor(record.width).at(-1)!)] : [...uploadedImageWidths].reverse()
      for (const candidate of candidates) {
        if (candidate > asked) continue
        const object = await store.open(variantKey(id, candidate as UploadedImageWidth, format))
        if (object) return { ...object, contentType: contentTypes[format], etag: `"${id}-${candidate}-${format}"` }
      }
      return null
    },

    /**
     * Called when a post stops using `featuredImage` (changed or deleted): removes that upload
     * once no post uses it. Anything that is not one of our uploads is left alone.
     */
    async release(featuredImage: string | null | undefined): Promise<boolean> {
      const id = featuredImage ? getUploadedImageId(featuredImage) : null
      if (!id) return false
      const record = await repo.find(id)
      // Uploads still in progress are not a post's to release. No record at all: an image copied
      // in from another database (export / import), removed like any other.
      if (record && record.state !== 'registered') return false
      if (await repo.isReferenced(id)) return false
      await remove(id)
      logger.info({ imageId: id }, 'released image removed')
      return true
    },

    /** Removes uploads older than a day that no post uses (registered or not); returns how many. */
    async sweep(): Promise<number> {
      const before = new Date(now().getTime() - orphanLifetimeMs).toISOString()
      let removed = 0
      for (const record of await repo.listCreatedBefore(before)) {
        if (record.state === 'registered' && (await repo.isReferenced(record.id))) continue
        await remove(record.id)
        removed += 1
      }
      if (removed > 0) logger.info({ removed }, 'image sweep removed orphans')
      return removed
    },
  }
}

export type ImageService = ReturnType<typeof createImageService>
