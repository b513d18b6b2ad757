import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { uploadedImagePrefix } from '#shared/uploaded-images.ts'
import { assertKey, ObjectExistsError, ObjectTooLargeError, type ObjectStore } from './object-store.ts'
import { signUpload } from './upload-signature.ts'

export interface LocalStore extends ObjectStore {
  readonly kind: 'local'
  /**
   * Streams a request body into a new object, at most maxBytes (ObjectTooLargeError beyond), and
   * only once: a second write of the same key throws ObjectExistsError.
   */
  writeOnce(key: string, source: Readable, maxBytes: number): Promise<void>
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Images on local disk under `root` (DATA_DIR/uploads). Every write goes to a temporary name in
 * the same folder and is renamed (or linked, for write-once objects) into place, so a crash
 * leaves a stray temporary file at worst, never half an image under a real name.
 */
export function createLocalStore(root: string, signingKey: () => Promise<Buffer>): LocalStore {
  const fileOf = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }
  const temporaryNear = (file: string) => path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`)

  return {
    kind: 'local',

    async createUploadUrl(id, expiresAt, siteOrigin) {
      const expires = Math.floor(expiresAt.getTime() / 1000)
      const query = new URLSearchParams({ expires: String(expires), signature: signUpload(await signingKey(), id, expires) })
      return `${siteOrigin}${uploadedImagePrefix}${id}?${query}`
    },

    async uploadLocation(id) {
      return { origin: null, pathname: `${uploadedImagePrefix}${id}` }
    },

    async uploadOrigin() {
      return null
    },

    async read(key, maxBytes) {
      const file = fileOf(key)
      let handle: fs.promises.FileHandle
      try {
        handle = await fs.promises.open(file, 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const { size } = await handle.stat()
        if (size > maxBytes) throw new ObjectTooLargeError(maxBytes)
        return await handle.readFile()
      } finally {
        await handle.close()
      }
    },

    async write(key, body) {
      const file = fileOf(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const temporary = temporaryNear(file)
      try {
        await fs.promises.writeFile(temporary, body, { flag: 'wx' })
        await fs.promises.rename(temporary, file)
      } catch (error) {
        await fs.promises.rm(temporary, { force: true })
        throw error
      }
    },

    async writeOnce(key, source, maxBytes) {
      const file = fileOf(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const temporary = temporaryNear(file)
      const handle = await fs.promises.open(temporary, 'wx')
      try {
        let received = 0
        for await (const chunk of source) {
          const bytes = chunk as Buffer
          received += bytes.length
          if (received > maxBytes) throw new ObjectTooLargeError(maxBytes)
          await handle.write(bytes)
        }
        await handle.sync()
        await handle.close()
        // link() fails when the name exists, unlike rename(): the first complete write wins.
        await fs.promises.link(temporary, file).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new ObjectExistsError() : error
        })
      } finally {
        await handle.close().catch(() => undefined)
        await fs.promises.rm(temporary, { force: true })
      }
    },

    async open(key) {
      const file = fileOf(key)
      try {
        const handle = await fs.promises.open(file, 'r')
        const { size } = await handle.stat()
        return { body: handle.createReadStream(), size }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(keys) {
      for (const key of keys) await fs.promises.rm(fileOf(key), { force: true })
      // Remove the folders images/<id> left empty.
      const folders = new Set(keys.filter((key) => key.startsWith('images/')).map((key) => path.dirname(fileOf(key))))
      for (const folder of folders) await fs.promises.rmdir(folder).catch(() => undefined)
    },
  }
}
