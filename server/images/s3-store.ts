import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from '../env.ts'
import { assertKey, ObjectTooLargeError, type ObjectStore } from './object-store.ts'

const keyPrefix = 'uploads/'

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * Images in an S3-compatible bucket, under `uploads/`. The browser PUTs straight to the bucket
 * through a presigned URL; the server reads the upload back to check and re-encode it, and
 * serves the variants itself, so pages never load anything from the bucket's origin.
 */
export function createS3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Path-style addressing works with every S3-compatible service; AWS itself takes both.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // A presigned PUT must not carry a checksum of an empty body, or the real upload is refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const bucket = config.bucket
  const objectKey = (key: string) => {
    assertKey(key)
    return `${keyPrefix}${key}`
  }
  const presign = (id: string, expiresIn: number) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: objectKey(`pending/${id}`) }), { expiresIn })

  return {
    kind: 's3',

    async createUploadUrl(id, expiresAt, _siteOrigin) {
      return presign(id, Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)))
    },

    async uploadLocation(id) {
      const url = new URL(await presign(id, 60))
      return { origin: url.origin, pathname: url.pathname }
    },

    async uploadOrigin() {
      return new URL(await presign('0'.repeat(32), 60)).origin
    },

    async read(key, maxBytes) {
      let response
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      const body = response.Body as Readable
      if ((response.ContentLength ?? 0) > maxBytes) {
        body.destroy()
        throw new ObjectTooLargeError(maxBytes)
      }
      const chunks: Buffer[] = []
      let received = 0
      for await (const chunk of body) {
        received += (chunk as Buffer).length
        if (received > maxBytes) {
          body.destroy()
          throw new ObjectTooLargeError(maxBytes)
        }
        chunks.push(chunk as Buffer)
      }
      return Buffer.concat(chunks)
    },

    async write(key, body, contentType) {
      // One PUT: S3 makes an object visible only once it is complete.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType, ContentLength: body.length }))
    },

    async open(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        return { body: response.Body as Readable, size: response.ContentLength ?? 0 }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))))
    },
  }
}
