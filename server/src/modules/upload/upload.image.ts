import os from 'node:os'
import type { Sharp, SharpOptions } from 'sharp'
import { DomainError } from '../../http/errors.js'
import { MemberError } from '../member/member.messages.js'

/** The size variants of spec section 9, written beside every upload as `<name>_<size>.<ext>`. */
export const IMAGE_VARIANTS = { big: 700, mid: 400, small: 100 } as const
export type ImageVariant = keyof typeof IMAGE_VARIANTS

/**
 * `member/202406/3f…a1.jpg` -> `member/202406/3f…a1_mid.jpg`: the names the app asks for
 * (src/utils/image.ts withSizeSuffix) and /upload/ serves (http/static-h5.ts).
 */
export const variantKey = (key: string, size: ImageVariant): string => key.replace(/(\.[a-z0-9]+)$/i, `_${size}$1`)

export const IMAGE_RULES = {
  /** width × height of the decoded picture: a 2 MB file can declare a gigapixel canvas */
  maxInputPixels: 40_000_000,
  /** long side of the stored original; bigger pictures are scaled down */
  maxEdge: 2000,
  jpegQuality: 82,
  webpQuality: 82,
}

/** What uploads are stored as, by the decoder's verdict on the content. */
export interface StoredImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp'
  ext: 'jpg' | 'png' | 'webp'
}

export interface ReencodedImage {
  type: StoredImageType
  width: number
  height: number
  original: Buffer
  variants: Record<ImageVariant, Buffer>
}

// A GIF keeps its first frame only, as PNG: members upload photos (head image, reviews, refund
// evidence), and a still frame needs no palette re-quantisation or per-frame pixel limits.
const OUTPUT: Record<string, StoredImageType> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
}

type SharpModule = typeof import('sharp').default
let loaded: Promise<SharpModule> | undefined

/**
 * sharp on first use (its native library takes ~0.15 s to load). Its operation cache only helps when
 * the same file is read again, which uploads never are: off, so memory stays bounded. One libvips
 * thread per image (sharp's own default with glibc, whose allocator fragments with more threads);
 * IMAGE_JOBS runs images side by side instead.
 */
function loadSharp(): Promise<SharpModule> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  }))
}

/**
 * At most this many images are processed at once: one core stays free for the event loop (one job
 * on 2 cores, two from 3 on). Each job holds a thread of libuv's pool (4 by default) while libvips
 * works, and that pool also runs file access, DNS and the password hashes (scrypt): a burst of
 * uploads waits here instead of taking all of it.
 */
export const IMAGE_JOBS = Math.min(2, Math.max(1, os.availableParallelism() - 1))
let running = 0
const waiting: Array<() => void> = []

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await job()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

const notAnImage = () => new DomainError(MemberError.UPLOAD_TYPE, 'upload_type')
const tooManyPixels = () =>
  new DomainError(MemberError.UPLOAD_PIXELS, 'upload_pixels', { megapixels: IMAGE_RULES.maxInputPixels / 1e6, wan: IMAGE_RULES.maxInputPixels / 1e4 })
/** sharp's own refusal (limitInputPixels) or the decoder's */
const refusal = (err: Error) => (/pixel limit/i.test(err.message) ? tooManyPixels() : notAnImage())

function encode(image: Sharp, type: StoredImageType): Promise<Buffer> {
  if (type.ext === 'jpg') return image.jpeg({ quality: IMAGE_RULES.jpegQuality, mozjpeg: true }).toBuffer()
  if (type.ext === 'webp') return image.webp({ quality: IMAGE_RULES.webpQuality }).toBuffer()
  return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
}

/**
 * Decodes an uploaded picture and writes it anew: whatever else the file carried (bytes after the
 * image, EXIF with GPS, comments, foreign ICC profiles) is gone. The orientation is applied, colours
 * are converted to sRGB, the long side is at most maxEdge, and the three size variants fit inside
 * their squares (never enlarged). Anything the decoder refuses, or that is not JPEG, PNG, GIF or
 * WebP by its verdict, is "not an image" (-20411); too many pixels is -20419, found from the header
 * before any pixel is decoded.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  const sharp = await loadSharp()
  return inTurn(async () => {
    // failOn 'error': a truncated or corrupt picture is refused; mere warnings (common in phone
    // JPEGs) are not. Only the first page or frame is read.
    const options: SharpOptions = { failOn: 'error', limitInputPixels: IMAGE_RULES.maxInputPixels, pages: 1 }
    const header = await sharp(input, options).metadata().catch((err: Error) => {
      throw refusal(err)
    })
    const type = header.format ? OUTPUT[header.format] : undefined
    if (!type) throw notAnImage()
    if ((header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) > IMAGE_RULES.maxInputPixels) throw tooManyPixels()

    // decoded once into plain pixels; the original and the variants are encoded from those
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(IMAGE_RULES.maxEdge, IMAGE_RULES.maxEdge, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch((err: Error) => {
        throw refusal(err)
      })
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

    const original = await encode(pixels(), type)
    const variants = {} as Record<ImageVariant, Buffer>
    for (const [name, edge] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]) {
      variants[name] = await encode(pixels().resize(edge, edge, { fit: 'inside', withoutEnlargement: true }), type)
    }
    return { type, width: info.width, height: info.height, original, variants }
  })
}
