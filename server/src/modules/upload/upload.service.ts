import crypto from 'node:crypto'
import path from 'node:path'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { MemberError } from '../member/member.messages.js'
import { insertUpload } from './upload.repository.js'
import type { UploadedImage, UploadKind } from './upload.schema.js'
import { IMAGE_VARIANTS, reencodeImage, variantKey, type ImageVariant } from './upload.image.js'
import { createUploadStorage, sniffImage } from './upload.storage.js'

export const UPLOAD_LIMITS = {
  /** bytes of one image */
  maxBytes: 2 * 1024 * 1024,
  /** uploads (tries included) per member per hour */
  perMemberPerHour: 30,
}

export const uploadRateKey = (websiteId: number, memberId: number) => `upload:${websiteId}:${memberId}`

export interface IncomingImage {
  data: Buffer | null
  /** the client cut off at the size limit (multipart) */
  truncated?: boolean
  filename?: string
}

/** The client's name for the answer's pic_name, reduced to a plain base name. */
function displayName(filename: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among what a file name drops
  const base = path.basename((filename ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f<>"]/g, '').slice(0, 100)
  return base || fallback
}

/** Members only, and every try counts against the hourly limit, refused ones too. */
async function countUpload(ctx: RequestContext): Promise<number> {
  const memberId = requireMember(ctx)
  if ((await ctx.kv.incr(uploadRateKey(ctx.websiteId, memberId), 3600)) > UPLOAD_LIMITS.perMemberPerHour) {
    throw new DomainError(ErrorCode.TOO_MANY_REQUESTS, 'too_many_requests')
  }
  return memberId
}

/**
 * Stores a member's image: JPEG/PNG/GIF/WebP by content, at most 2 MB, decoded and written anew with
 * its size variants (upload.image.ts). The upload is recorded with its owner, so only this member can
 * use it as a head image.
 */
export async function storeMemberImage(ctx: RequestContext, kind: UploadKind, image: IncomingImage): Promise<UploadedImage> {
  const memberId = await countUpload(ctx)
  return store(ctx, memberId, kind, image)
}

async function store(ctx: RequestContext, memberId: number, kind: UploadKind, image: IncomingImage): Promise<UploadedImage> {
  if (image.truncated) throw new DomainError(MemberError.UPLOAD_SIZE, 'upload_size')
  const data = image.data
  if (!data || data.length === 0) throw new DomainError(MemberError.UPLOAD_EMPTY, 'upload_empty')
  if (data.length > UPLOAD_LIMITS.maxBytes) throw new DomainError(MemberError.UPLOAD_SIZE, 'upload_size')
  // the magic bytes first: no other format (SVG, TIFF, HEIF …) ever reaches the decoder
  if (!sniffImage(data)) throw new DomainError(MemberError.UPLOAD_TYPE, 'upload_type')
  const picture = await reencodeImage(data)

  const now = nowSeconds()
  const month = new Date(now * 1000).toISOString().slice(0, 7).replace('-', '')
  const name = `${crypto.randomBytes(16).toString('hex')}.${picture.type.ext}`
  const key = `member/${month}/${name}`
  const storage = createUploadStorage(ctx.config)
  const written: string[] = []
  const put = async (fileKey: string, bytes: Buffer) => {
    const stored = await storage.put(fileKey, bytes)
    written.push(fileKey)
    return stored
  }
  try {
    // the variants before the original: whoever holds the path finds its sizes too
    const sized = await Promise.allSettled(
      (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((size) => put(variantKey(key, size), picture.variants[size])),
    )
    const failed = sized.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
    const picPath = await put(key, picture.original)
    await insertUpload(ctx.db, {
      website_id: ctx.websiteId, member_id: memberId, path: picPath, kind, mime: picture.type.mime, size: picture.original.length, created_at: now,
    })
    return { pic_path: picPath, pic_name: displayName(image.filename, name) }
  } catch (err) {
    // no file without an owner record
    await Promise.all(written.map((fileKey) => storage.remove(fileKey).catch(() => {})))
    throw err
  }
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** `images`: a data URL (its declared type is ignored) or bare base64; stored as a head image. */
export async function storeBase64Image(ctx: RequestContext, images: string): Promise<UploadedImage> {
  const memberId = await countUpload(ctx)
  const raw = images.trim().replace(DATA_URL, '').replace(/\s+/g, '')
  // refused by the encoded length before decoding: base64 is 4 characters for 3 bytes
  if (Math.floor((raw.length * 3) / 4) > UPLOAD_LIMITS.maxBytes + 2) throw new DomainError(MemberError.UPLOAD_SIZE, 'upload_size')
  if (!BASE64.test(raw) || raw.length % 4 === 1) throw new DomainError(MemberError.UPLOAD_TYPE, 'upload_type')
  return store(ctx, memberId, 'headimg', { data: Buffer.from(raw, 'base64') })
}
