import sharp from 'sharp'

/** Written into the GPS block of the test JPEG, so its absence from served bytes can be checked. */
export const gpsMarker = 'BETHLEHEM-GPS-TEST'

/** A real PNG, `width`×`height`, with some detail so the encoders have work to do. */
export async function makePng(width = 1200, height = 800): Promise<Buffer> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#dbe7ef"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#2f5d7c"/></svg>`,
  )
  return sharp(stripes).png().toBuffer()
}

/** A real JPEG carrying EXIF with GPS tags (latitude, longitude and a recognisable map datum). */
export async function makeJpegWithGps(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a5a3c' } })
    .composite([{ input: await makePng(Math.round(width / 2), Math.round(height / 2)), gravity: 'center' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCamera', Model: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 37/1 31/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 22/1 14/1', GPSMapDatum: gpsMarker },
    })
    .toBuffer()
}

/** An SVG image: refused whatever it is called. */
export const svgImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>')

/** Text that only its name calls a PNG. */
export const textPretendingToBePng = Buffer.from('This is not an image, whatever its name says.\n'.repeat(20))

/** Whether EXIF GPS data is in the bytes: the GPS IFD pointer tag (0x8825) in an Exif block, or the test marker. */
export function containsGps(bytes: Buffer): boolean {
  if (bytes.includes(gpsMarker)) return true
  const exif = bytes.indexOf('Exif\0\0')
  if (exif === -1) return false
  const tiff = bytes.subarray(exif + 6)
  return tiff.includes(Buffer.from([0x25, 0x88])) || tiff.includes(Buffer.from([0x88, 0x25]))
}
