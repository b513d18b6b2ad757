import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalStore } from './local-store.ts'
import { ObjectExistsError, ObjectTooLargeError } from './object-store.ts'

const id = 'c'.repeat(32)
let root: string
let store: ReturnType<typeof createLocalStore>

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-store-'))
  store = createLocalStore(root, async () => Buffer.alloc(32, 1))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const listed = () => fs.readdirSync(root, { recursive: true }).map(String).sort()

describe('the local image store', () => {
  it('takes one write per key and leaves no temporary files', async () => {
    await store.writeOnce(`pending/${id}`, Readable.from([Buffer.from('first')]), 100)
    await expect(store.writeOnce(`pending/${id}`, Readable.from([Buffer.from('second')]), 100)).rejects.toThrow(ObjectExistsError)
    expect((await store.read(`pending/${id}`, 100))?.toString()).toBe('first')
    expect(listed()).toEqual(['pending', `pending/${id}`])
  })

  it('stops a streamed write beyond its limit and keeps nothing of it', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(10, 7))
    await expect(store.writeOnce(`pending/${id}`, Readable.from(chunks), 95)).rejects.toThrow(ObjectTooLargeError)
    expect(listed()).toEqual(['pending'])
    await expect(store.read(`pending/${id}`, 100)).resolves.toBeNull()
  })

  it('replaces whole objects and refuses to read more than asked', async () => {
    await store.write(`images/${id}/480.webp`, Buffer.from('one'), 'image/webp')
    await store.write(`images/${id}/480.webp`, Buffer.from('two!'), 'image/webp')
    expect((await store.read(`images/${id}/480.webp`, 10))?.toString()).toBe('two!')
    await expect(store.read(`images/${id}/480.webp`, 3)).rejects.toThrow(ObjectTooLargeError)
    await store.delete([`images/${id}/480.webp`, `images/${id}/960.webp`])
    expect(listed()).toEqual(['images'])
  })

  it('refuses keys that are not an upload or a variant of a well-formed id', async () => {
    for (const key of ['../site.db', `pending/${id}/../../x`, 'images/abc/480.webp', `images/${id}/480.svg`, `pending/${id.toUpperCase()}`]) {
      await expect(store.read(key, 10), key).rejects.toThrow('Not an object key')
    }
  })

  it('signs upload URLs on the site’s own origin', async () => {
    const url = new URL(await store.createUploadUrl(id, new Date('2026-05-01T10:00:00Z'), 'https://www.example.com'))
    expect(url.origin).toBe('https://www.example.com')
    expect(url.pathname).toBe(`/objects/uploads/${id}`)
    expect(url.searchParams.get('expires')).toBe(String(Date.parse('2026-05-01T10:00:00Z') / 1000))
  })
})
