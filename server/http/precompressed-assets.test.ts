import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompressed-assets.ts'

const script = 'export const answer = 42;\n'.repeat(200)
let dir: string
let server: ReturnType<express.Express['listen']>
let base: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.writeFileSync(path.join(dir, 'app-abc.js'), script)
  fs.writeFileSync(path.join(dir, 'app-abc.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(dir, 'app-abc.js.gz'), zlib.gzipSync(script))
  fs.writeFileSync(path.join(dir, 'font.woff2'), 'binary')
  const app = express()
  // As in production: the on-the-fly compressor runs first and must leave these alone.
  app.use(compression())
  app.use('/assets', precompressedAssets(dir, { maxAge: 365 * 24 * 3600 * 1000, immutable: true }))
  app.use('/assets', express.static(dir, { maxAge: '1y', immutable: true, fallthrough: false }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** fetch() would decode the body itself; node's http gives the bytes as sent. */
async function raw(url: string, acceptEncoding: string | undefined, method = 'GET') {
  const http = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('precompressed assets', () => {
  it('sends the brotli copy when the browser accepts it, typed and cached like the original', async () => {
    const response = await raw(`${base}/app-abc.js`, 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'app-abc.js.br')).size)
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script)
  })

  it('falls back to gzip, and to the plain file when nothing is accepted', async () => {
    const gzipped = await raw(`${base}/app-abc.js`, 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script)

    for (const header of ['identity', undefined]) {
      const plain = await raw(`${base}/app-abc.js`, header)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers['vary']).toContain('Accept-Encoding')
      expect(plain.body.toString()).toBe(script)
    }
  })

  it('answers HEAD with the headers only', async () => {
    const response = await raw(`${base}/app-abc.js`, 'br', 'HEAD')
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.body.length).toBe(0)
  })

  it('leaves files without a compressed copy, and missing files, to the static handler', async () => {
    const font = await raw(`${base}/font.woff2`, 'br')
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body.toString()).toBe('binary')
    expect((await raw(`${base}/missing.js`, 'br')).status).toBe(404)
    expect((await raw(`${base}/../../etc/passwd`, 'br')).status).toBe(404)
  })
})
