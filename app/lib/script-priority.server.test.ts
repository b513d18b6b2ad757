import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './script-priority.server.ts'

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = []
  const stream = Readable.from(chunks).pipe(lowPriorityModulePreloads())
  for await (const chunk of stream) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

const html =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head><body><p>Café – naïve</p><link rel="modulepre</body>'
const expected =
  '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/></head><body><p>Café – naïve</p><link rel="modulepre</body>'

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves everything else as it was', async () => {
    expect(await rewrite([Buffer.from(html)])).toBe(expected)
  })

  it('finds preloads split across chunks at any byte, multi-byte characters included', async () => {
    const bytes = Buffer.from(html)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected)
  })

  it('holds back nothing that cannot start a preload, so streamed chunks go out whole', async () => {
    const transform = lowPriorityModulePreloads()
    const written: string[] = []
    transform.on('data', (chunk: Buffer) => written.push(chunk.toString()))
    transform.write(Buffer.from('<div>first part</div>'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(written.join('')).toBe('<div>first part</div>')
    transform.write(Buffer.from('<p>then</p><li'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(written.join('')).toBe('<div>first part</div><p>then</p>')
    transform.end()
    await new Promise((resolve) => transform.once('end', resolve))
    expect(written.join('')).toBe('<div>first part</div><p>then</p><li')
  })
})
