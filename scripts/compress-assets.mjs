// Writes brotli (.br) and gzip (.gz) copies of the hashed build assets, at maximum compression,
// once at build time. The server sends them as they are instead of compressing every response.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats worth compressing; fonts and images are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html'])

const assetsDir = path.resolve(process.argv[2] ?? 'build/client/assets')

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

let files = 0
let raw = 0
let br = 0
for await (const file of walk(assetsDir)) {
  if (!compressible.has(path.extname(file))) continue
  const source = await fs.readFile(file)
  const [brotliBody, gzipBody] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  // A copy that is not smaller would only cost a disk read.
  if (brotliBody.length < source.length) await fs.writeFile(`${file}.br`, brotliBody)
  if (gzipBody.length < source.length) await fs.writeFile(`${file}.gz`, gzipBody)
  files += 1
  raw += source.length
  br += Math.min(brotliBody.length, source.length)
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`)
