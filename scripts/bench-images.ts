// `npm run bench:images`: what registering a featured image costs, and what it saves a phone.
//   1. Time and peak memory of registering a 5 MB, 4000×3000 JPEG (the largest upload allowed):
//      reading it back from local storage, checking it, decoding, orienting and writing the six
//      variants. Median of five runs, each in a fresh process; memory is that process's resident
//      set sampled every millisecond during the registration (sharp works off the main thread,
//      so sampling goes on), reported as the peak and as the rise above the level just before.
//   2. Bytes of each variant against the original.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { uploadedImageFormats, uploadedImageWidths } from '../shared/uploaded-images.ts'
import { createDataLayer } from '../server/db/index.ts'
import { parseEnv } from '../server/env.ts'
import { createImageServiceFromEnv } from '../server/images/image-service.ts'
import { maxImageBytes } from '../server/images/process-image.ts'
import { createLogger } from '../server/log.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const kb = (bytes: number) => (bytes / 1024).toFixed(0)

/**
 * A photo-like 4000×3000 JPEG just under 5 MB: overlapping soft shapes at every scale, with sensor
 * grain on top, at the highest quality that stays within the limit.
 */
async function makeLargeJpeg(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  let seed = 42
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  const shapes = Array.from({ length: 600 }, () => {
    const r = Math.round(20 + random() ** 3 * 900)
    const colour = `rgb(${Math.round(random() * 255)},${Math.round(random() * 255)},${Math.round(random() * 255)})`
    return `<ellipse cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" rx="${r}" ry="${Math.round(r * (0.4 + random()))}" fill="${colour}" fill-opacity="${(0.2 + random() * 0.6).toFixed(2)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e0"/><stop offset="1" stop-color="#5a7d4f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>${shapes}</svg>`
  const pixels = await sharp(Buffer.from(svg)).blur(2).removeAlpha().raw().toBuffer()
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + Math.round((random() - 0.5) * 36)))
  let low = 40
  let high = 100
  let best: Buffer | null = null
  while (low <= high) {
    const quality = Math.floor((low + high) / 2)
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } }).toBuffer()
    if (jpeg.length <= maxImageBytes) {
      best = jpeg
      low = quality + 1
    } else {
      high = quality - 1
    }
  }
  if (!best) throw new Error('Could not make a JPEG under 5 MB')
  return best
}

/** One registration in this process (the child's part): prints its time and memory as JSON. */
async function registerOnce(file: string, dir: string) {
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' })
  const data = await createDataLayer({ databasePath: env.databasePath })
  const images = createImageServiceFromEnv(data, env, { now: () => new Date(), logger: createLogger('silent') })
  const original = fs.readFileSync(file)
  const { uploadURL } = await images.createUpload('http://127.0.0.1')
  const url = new URL(uploadURL)
  const id = url.pathname.split('/').at(-1)!
  await images.acceptLocalUpload(id, { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! }, Readable.from([original]), original.length)
  const rssBefore = process.memoryUsage().rss
  let maxRss = rssBefore
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, process.memoryUsage().rss)
  }, 1)
  const started = process.hrtime.bigint()
  const { objectPath } = await images.register(`http://127.0.0.1/objects/uploads/${id}`, ['http://127.0.0.1'])
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  clearInterval(sampler)
  maxRss = Math.max(maxRss, process.memoryUsage().rss)
  await data.close()
  console.log(JSON.stringify({ ms, rssBefore, maxRss, objectPath }))
}

async function main() {
  if (process.argv[2] === '--child') return registerOnce(process.argv[3]!, process.argv[4]!)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'))
  const original = await makeLargeJpeg()
  const file = path.join(dir, 'original.jpg')
  fs.writeFileSync(file, original)
  console.error(`original: ${original.length} bytes (${mb(original.length)} MB), 4000×3000 JPEG`)

  const runs: Array<{ ms: number; peakBytes: number; objectPath: string }> = []
  for (let run = 0; run < 5; run += 1) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--child', file, dir], { encoding: 'utf8' })
    if (child.status !== 0) throw new Error(child.stderr)
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { ms: number; rssBefore: number; maxRss: number; objectPath: string }
    runs.push({ ms: result.ms, peakBytes: result.maxRss - result.rssBefore, objectPath: result.objectPath })
    console.error(`run ${run + 1}: ${result.ms.toFixed(0)} ms, peak ${mb(result.maxRss)} MB resident (+${mb(result.maxRss - result.rssBefore)} MB)`)
  }

  const id = runs[0]!.objectPath.split('/').at(-1)!
  const sizes: string[] = []
  for (const width of uploadedImageWidths) {
    for (const format of uploadedImageFormats) {
      const bytes = fs.statSync(path.join(dir, 'uploads', 'images', id, `${width}.${format}`)).size
      sizes.push(`| ${width} px ${format === 'webp' ? 'WebP' : 'JPEG'} | ${kb(bytes)} KB | ${((bytes / original.length) * 100).toFixed(1)} % |`)
    }
  }
  console.log(
    `registration of a ${mb(original.length)} MB 4000×3000 JPEG, median of 5: ${median(runs.map((run) => run.ms)).toFixed(0)} ms, +${mb(median(runs.map((run) => run.peakBytes)))} MB peak resident`,
  )
  console.log(`runs (ms): ${runs.map((run) => run.ms.toFixed(0)).join(', ')}; peaks (+MB): ${runs.map((run) => mb(run.peakBytes)).join(', ')}`)
  console.log(`| variant | bytes | of the original (${kb(original.length)} KB) |`)
  console.log('|---|---:|---:|')
  for (const line of sizes) console.log(line)
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
