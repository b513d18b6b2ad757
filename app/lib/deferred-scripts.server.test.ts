import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { deferModuleScripts } from './deferred-scripts.server.ts'

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = []
  const stream = Readable.from(chunks).pipe(deferModuleScripts())
  for await (const chunk of stream) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

const html =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head><body><p>Café – naïve type="module"</p>' +
  '<script nonce="n" type="module" async="">import "/assets/a.js";</script><script type="module" src="/c.js"></script>' +
  '<link rel="modulepre</body>'
const expected =
  '<head><link data-rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/>' +
  '<link data-rel="modulepreload" href="/assets/b.js" nonce="n"/></head><body><p>Café – naïve type="module"</p>' +
  '<script nonce="n" type="deferred-module">import "/assets/a.js";</script><script type="module" src="/c.js"></script>' +
  '<link rel="modulepre</body>'

describe('deferModuleScripts', () => {
  it('makes every module preload and the async boot script inert and leaves everything else as it was', async () => {
    expect(await rewrite([Buffer.from(html)])).toBe(expected)
  })

  it('finds them split across chunks at any byte, multi-byte characters included', async () => {
    const bytes = Buffer.from(html)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected)
  })

  it('holds back nothing that cannot start a rewrite, so streamed chunks go out whole', async () => {
    const transform = deferModuleScripts()
    const written: string[] = []
    transform.on('data', (chunk: Buffer) => written.push(chunk.toString()))
    transform.write(Buffer.from('<div>first part</div>'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(written.join('')).toBe('<div>first part</div>')
    transform.write(Buffer.from('<p>then</p><li'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(written.join('')).toBe('<div>first part</div><p>then</p>')
    transform.write(Buffer.from('nk/><script type="mod'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(written.join('')).toBe('<div>first part</div><p>then</p><link/><script')
    transform.end()
    await new Promise((resolve) => transform.once('end', resolve))
    expect(written.join('')).toBe('<div>first part</div><p>then</p><link/><script type="mod')
  })
})
