import type { Readable } from 'node:stream'

/** An object would exceed the size it is allowed. */
export class ObjectTooLargeError extends Error {
  readonly maxBytes: number

  constructor(maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`)
    this.maxBytes = maxBytes
    this.name = 'ObjectTooLargeError'
  }
}

/** A write-once object was written already. */
export class ObjectExistsError extends Error {
  constructor() {
    super('The object exists already')
    this.name = 'ObjectExistsError'
  }
}

/**
 * Where uploaded images live: local disk or an S3-compatible bucket, chosen by configuration.
 * Keys are made by the image service from validated ids only (`pending/<id>`,
 * `images/<id>/<width>.<format>`); nothing a request sends becomes part of a key.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3'
  /** An absolute URL the browser may PUT the pending upload `id` to until `expiresAt`. */
  createUploadUrl(id: string, expiresAt: Date, siteOrigin: string): Promise<string>
  /**
   * The origin and path of an upload URL for `id` without its query. `origin` is null when the
   * upload goes to this site itself (whatever origin it is reached at).
   */
  uploadLocation(id: string): Promise<{ origin: string | null; pathname: string }>
  /** The origin browsers upload to when it is not this site (for the CSP), else null. */
  uploadOrigin(): Promise<string | null>
  /** A whole object, or null when there is none; throws ObjectTooLargeError beyond maxBytes. */
  read(key: string, maxBytes: number): Promise<Buffer | null>
  /** Stores an object whole: a reader sees the old object, no object, or the new one, never part. */
  write(key: string, body: Buffer, contentType: string): Promise<void>
  /** A stream of an object with its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>
  /** Deletes objects; missing ones are no error. */
  delete(keys: readonly string[]): Promise<void>
}

const keyPattern = /^(pending\/[a-f0-9]{32}|images\/[a-f0-9]{32}\/\d{1,4}\.(webp|jpeg))$/

/** Guards every store: a key is one of the two shapes the image service makes, nothing else. */
export function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`)
}
