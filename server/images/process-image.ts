import sharp, { type OutputInfo } from 'sharp'
import { uploadedImageWidths, type UploadedImageFormat, type UploadedImageWidth } from '#shared/uploaded-images.ts'

/** Largest upload accepted: 5 MB. */
export const maxImageBytes = 5_242_880

/** Decoding stops beyond this many pixels, so a small file cannot expand into gigabytes. */
const maxInputPixels = 50_000_000

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

/** Not an image we accept: says why in a sentence for the owner. */
export class UnacceptableImageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnacceptableImageError'
  }
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The image format its first bytes announce (JPEG, PNG, WebP, GIF, AVIF), or null for anything else, SVG included. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  // ISO-BMFF: a 'ftyp' box whose major or compatible brands name AVIF.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = bytes.readUInt32BE(0)
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 0)
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue // minor version
      const brand = bytes.toString('latin1', offset, offset + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return null
}

/** sharp's name for each accepted kind (AVIF is decoded by libheif). */
const sharpFormat: Record<ImageKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' }

export interface ImageVariant {
  /** The nominal width it answers for (480, 960, 1600). */
  width: UploadedImageWidth
  format: UploadedImageFormat
  bytes: Buffer
}

export interface ProcessedImage {
  kind: ImageKind
  /** Size of the largest variant. */
  width: number
  height: number
  variants: ImageVariant[]
}

/**
 * The nominal widths stored for an image `width` px wide: every width below it, and the first
 * one at or above it (made at the image's own width: images are never enlarged).
 */
export function variantWidthsFor(width: number): UploadedImageWidth[] {
  const widths: UploadedImageWidth[] = []
  for (const nominal of uploadedImageWidths) {
    widths.push(nominal)
    if (nominal >= width) break
  }
  return widths
}

/** The tallest variant the encoders can write (WebP's limit). */
const maxVariantHeight = 16_383
const cannotResize = 'The image could not be resized for the site: it is too tall or too narrow. Please crop it and upload it again.'

/**
 * Checks that `bytes` are an image by content (magic bytes and a full decode, whatever name or
 * type came with it) and re-encodes it: oriented upright, every bit of metadata (EXIF, GPS, ICC,
 * XMP) dropped, at most 1600 px wide, as WebP and JPEG at each responsive width.
 * Throws UnacceptableImageError for anything else.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > maxImageBytes) throw new UnacceptableImageError('The image is larger than 5 MB')
  const kind = detectImageKind(bytes)
  if (!kind) throw new UnacceptableImageError('The file is not a JPEG, PNG, WebP, GIF or AVIF image')
  const options = { limitInputPixels: maxInputPixels, failOn: 'error' as const }
  let upright: { data: Buffer; info: OutputInfo }
  try {
    const metadata = await sharp(bytes, options).metadata()
    if (metadata.format !== sharpFormat[kind]) throw new Error(`declared ${kind}, decoded ${metadata.format}`)
    // Decode once: orient, shrink to the largest width, and keep raw pixels for the variants.
    upright = await sharp(bytes, options)
      .rotate()
      .resize({ width: uploadedImageWidths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new UnacceptableImageError('The file could not be read as an image')
  }
  const { width, height, channels } = upright.info
  // WebP stops at 16383 px a side: a strip far taller than wide cannot become the sizes pages use.
  if (height > maxVariantHeight) throw new UnacceptableImageError(cannotResize)
  const raw = { raw: { width, height, channels } }
  const variants: ImageVariant[] = []
  try {
    for (const nominal of variantWidthsFor(width)) {
      const target = Math.min(nominal, width)
      const resized = () => sharp(upright.data, raw).resize({ width: target, withoutEnlargement: true })
      variants.push({ width: nominal, format: 'webp', bytes: await resized().webp({ quality: 80, effort: 4 }).toBuffer() })
      // JPEG has no transparency: transparent areas become white, as on the page behind them.
      variants.push({ width: nominal, format: 'jpeg', bytes: await resized().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer() })
    }
  } catch {
    throw new UnacceptableImageError(cannotResize)
  }
  return { kind, width, height, variants }
}
