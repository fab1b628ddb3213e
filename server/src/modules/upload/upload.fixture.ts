/** Pictures for the upload tests (real files made with sharp, and the hostile ones of issue 23). */
import zlib from 'node:zlib'
import sharp from 'sharp'

/** The smallest valid GIF: one transparent pixel. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
/** What a browser sniffing the content would run (issue 23: `GIF89a<html><script>…` kept as a .gif). */
export const HTML_TAIL = Buffer.from('<html><body><script>fetch("/api/member/info").then(r=>r.text()).then(alert)</script></body></html>')

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 60, b: 30, alpha: 0.5 } } })

export const pngOf = (width: number, height: number) => solid(width, height, 4).png().toBuffer()
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer()
export const webpOf = (width: number, height: number) => solid(width, height).webp().toBuffer()

/** A 40x20 JPEG taken "rotated" (EXIF orientation 6) with a camera name, a note and a GPS position. */
export const jpegWithGps = () =>
  solid(40, 20).jpeg()
    .withExif({
      IFD0: { Make: 'LeakyCam', ImageDescription: 'home-of-the-member' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 29/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/** A valid 1x1 PNG whose header (CRC fixed) declares width x height: a decompression bomb's header. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

export const pictureOf = (data: Buffer | Uint8Array) => sharp(data).metadata()
