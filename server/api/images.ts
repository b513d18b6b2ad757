import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { imageRegistrationSchema } from '#shared/schemas/upload.ts'
import { uploadedImageFormats, uploadedImageWidths, type UploadedImageFormat, type UploadedImageWidth } from '#shared/uploaded-images.ts'
import { HttpError } from '../http/errors.ts'
import { noStore } from '../http/require-admin.ts'
import { requireJson, requireSameOrigin } from '../http/same-origin.ts'
import { ownOrigins } from '../http/site-origin.ts'
import { parseBody } from '../http/validate.ts'
import { ImageUploadError } from '../images/image-service.ts'
import type { ApiDeps } from './deps.ts'

/** ImageUploadError as the API's error envelope. */
export function toHttpError(error: ImageUploadError): HttpError {
  switch (error.reason) {
    case 'expired':
    case 'forbidden':
      return new HttpError(403, 'forbidden', error.message)
    case 'not_found':
      return new HttpError(404, 'not_found', error.message)
    case 'conflict':
      return new HttpError(409, 'conflict', error.message)
    case 'too_large':
      return new HttpError(413, 'payload_too_large', error.message)
    case 'not_an_image':
      return new HttpError(415, 'unsupported_media_type', error.message)
    case 'foreign':
      return new HttpError(400, 'invalid_input', error.message, { imageURL: [error.message] })
  }
}

/**
 * The featured-image upload: POST /objects/upload hands out a PUT target, and
 * PUT /blog-images registers what was uploaded there. Admin-only (the API router guards both
 * paths with requireAdmin), never cached, and only from our own pages.
 */
export function imagesRouter({ images, env }: ApiDeps) {
  const router = Router()
  router.use(['/objects/upload', '/blog-images'], noStore, requireSameOrigin(env), requireJson)

  router.post('/objects/upload', async (req, res) => {
    const { uploadURL } = await images.createUpload(ownOrigins(req, env)[0]!)
    res.json({ uploadURL })
  })

  router.put('/blog-images', async (req, res) => {
    const { imageURL } = parseBody(imageRegistrationSchema, req)
    try {
      res.json(await images.register(imageURL, ownOrigins(req, env)))
    } catch (error) {
      if (error instanceof ImageUploadError) throw toHttpError(error)
      throw error
    }
  })

  return router
}

const notFound = () => new HttpError(404, 'not_found', 'Not found')

const oneYearSeconds = 365 * 24 * 60 * 60

function parseWidth(value: unknown): UploadedImageWidth | undefined | null {
  if (value === undefined) return undefined
  const width = Number(value)
  return (uploadedImageWidths as readonly number[]).includes(width) ? (width as UploadedImageWidth) : null
}

function parseFormat(value: unknown): UploadedImageFormat | null {
  if (value === undefined) return 'webp'
  return (uploadedImageFormats as readonly unknown[]).includes(value) ? (value as UploadedImageFormat) : null
}

// What S3 answers for an expired presigned URL: Uppy recognises it, asks for a new upload URL and
// tries again, exactly as it does with a bucket.
const expiredBody = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'

/**
 * /objects/uploads/<id>: serves a registered image's variants (shared/uploaded-images.ts), and,
 * with local storage, takes the signed PUT of a pending upload. Files are found by id only, so
 * no request path can name a file outside the store.
 */
export function uploadedObjectsRouter({ images, env, logger }: ApiDeps) {
  const router = Router()

  router.get('/:id', async (req, res) => {
    const width = parseWidth(req.query.w)
    const format = parseFormat(req.query.f)
    if (width === null || format === null) throw notFound()
    const variant = await images.openVariant(String(req.params.id), width, format)
    if (!variant) throw notFound()
    res.set({
      'Content-Type': variant.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': `public, max-age=${oneYearSeconds}, immutable`,
      ETag: variant.etag,
    })
    if (req.fresh) {
      variant.body.destroy()
      res.status(304).end()
      return
    }
    res.set('Content-Length', String(variant.size))
    if (req.method === 'HEAD') {
      variant.body.destroy()
      res.end()
      return
    }
    try {
      await pipeline(variant.body, res)
    } catch (error) {
      // The browser went away mid-download (nothing to say), or the store broke off after the
      // headers were sent (the response is cut short; say so in the log only).
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error }, 'image download broke off')
    }
  })

  router.put('/:id', requireSameOrigin(env), async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const declared = req.get('content-length')
    try {
      await images.acceptLocalUpload(
        String(req.params.id),
        { expires: typeof req.query.expires === 'string' ? req.query.expires : undefined, signature: typeof req.query.signature === 'string' ? req.query.signature : undefined },
        req,
        declared === undefined ? undefined : Number(declared),
      )
    } catch (error) {
      if (!(error instanceof ImageUploadError)) throw error
      // Nobody reads the rest of a refused body: close the connection rather than drain 5 MB.
      res.set('Connection', 'close')
      if (error.reason === 'expired') {
        res.status(403).type('application/xml').send(expiredBody)
        return
      }
      throw toHttpError(error)
    }
    // Uppy's S3 uploader needs an ETag to call the upload a success.
    res.set('ETag', `"${String(req.params.id)}"`).status(200).end()
  })

  router.use((_req, _res, next) => next(notFound()))
  return router
}
