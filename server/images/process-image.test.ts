import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectImageKind, processImage, UnacceptableImageError, variantWidthsFor } from './process-image.ts'

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3b6e8f' } })

describe('detectImageKind', () => {
  it('recognises each accepted format by its bytes', async () => {
    expect(detectImageKind(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg')
    expect(detectImageKind(await solid(8, 8).png().toBuffer())).toBe('png')
    expect(detectImageKind(await solid(8, 8).webp().toBuffer())).toBe('webp')
    expect(detectImageKind(await solid(8, 8).gif().toBuffer())).toBe('gif')
    expect(detectImageKind(await solid(8, 8).avif().toBuffer())).toBe('avif')
  })

  it('refuses SVG, text and empty input', () => {
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageKind(Buffer.from('just some text, honestly'))).toBeNull()
    expect(detectImageKind(Buffer.alloc(0))).toBeNull()
  })
})

describe('variantWidthsFor', () => {
  it('stops at the first width the image reaches, never enlarging', () => {
    expect(variantWidthsFor(300)).toEqual([480])
    expect(variantWidthsFor(480)).toEqual([480])
    expect(variantWidthsFor(700)).toEqual([480, 960])
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600])
  })
})

describe('processImage', () => {
  it('makes WebP and JPEG variants at each width, the largest capped at 1600 px', async () => {
    const result = await processImage(await solid(2400, 1200).png().toBuffer())
    expect(result).toMatchObject({ kind: 'png', width: 1600, height: 800 })
    const sizes = await Promise.all(result.variants.map(async (variant) => ({ ...(await sharp(variant.bytes).metadata()), nominal: variant.width, asked: variant.format })))
    expect(sizes.map((size) => [size.nominal, size.asked, size.format, size.width])).toEqual([
      [480, 'webp', 'webp', 480],
      [480, 'jpeg', 'jpeg', 480],
      [960, 'webp', 'webp', 960],
      [960, 'jpeg', 'jpeg', 960],
      [1600, 'webp', 'webp', 1600],
      [1600, 'jpeg', 'jpeg', 1600],
    ])
  })

  it('keeps a small image at its own size', async () => {
    const result = await processImage(await solid(300, 200).jpeg().toBuffer())
    expect(result.variants.map((variant) => variant.width)).toEqual([480, 480])
    expect((await sharp(result.variants[0]!.bytes).metadata()).width).toBe(300)
  })

  it('turns an image upright and drops its metadata', async () => {
    // 40x20 stored, EXIF orientation 6 (rotate 90° clockwise): shown 20x40.
    const rotated = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const result = await processImage(rotated)
    expect([result.width, result.height]).toEqual([20, 40])
    const metadata = await sharp(result.variants[1]!.bytes).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.icc).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('refuses a file whose bytes start like an image but do not decode', async () => {
    const png = await solid(64, 64).png().toBuffer()
    await expect(processImage(png.subarray(0, 40))).rejects.toThrow(UnacceptableImageError)
    await expect(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow('not a JPEG, PNG, WebP, GIF or AVIF')
  })

  it('refuses an image too tall to be made into the site\'s sizes, with a clear message', async () => {
    const strip = await solid(10, 20_000).png().toBuffer()
    await expect(processImage(strip)).rejects.toThrow('The image could not be resized for the site')
  })
})
