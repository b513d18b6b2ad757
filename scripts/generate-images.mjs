// Renders the page illustrations (scripts/images/*.svg, drawn for this site) to the compact
// AVIF and WebP files in public/images. Run `npm run images` after editing an SVG and commit
// the output; the build and the server never need sharp for these.
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'public/images')

/** Each illustration at the widths the pages ask for in srcset. */
const images = [
  { name: 'hero', widths: [480, 800, 1200] },
  { name: 'office', widths: [400, 800] },
  { name: 'blog-default', widths: [480, 800, 1200] },
]

await fs.mkdir(outDir, { recursive: true })
for (const { name, widths } of images) {
  const svg = await fs.readFile(path.join(root, 'scripts/images', `${name}.svg`))
  for (const width of widths) {
    const base = sharp(svg, { density: 300 }).resize({ width })
    const outputs = [
      [`${name}-${width}.avif`, base.clone().avif({ quality: 55, effort: 7 })],
      [`${name}-${width}.webp`, base.clone().webp({ quality: 78, effort: 6 })],
    ]
    for (const [file, pipeline] of outputs) {
      const info = await pipeline.toFile(path.join(outDir, file))
      console.log(`${file}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`)
    }
  }
}
