import crypto from 'node:crypto'
import path from 'node:path'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { MemberError } from '../member/member.messages.js'
import { insertUpload } from './upload.repository.js'
import type { UploadedImage, UploadKind } from './upload.schema.js'
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
 * Stores a member's image: JPEG/PNG/GIF/WebP by content, at most 2 MB. The upload is recorded with
 * its owner, so only this member can use it as a head image.
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
  const type = sniffImage(data)
  if (!type) throw new DomainError(MemberError.UPLOAD_TYPE, 'upload_type')

  const now = nowSeconds()
  const month = new Date(now * 1000).toISOString().slice(0, 7).replace('-', '')
  const name = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`
  const key = `member/${month}/${name}`
  const storage = createUploadStorage(ctx.config)
  const picPath = await storage.put(key, data)
  try {
    await insertUpload(ctx.db, { website_id: ctx.websiteId, member_id: memberId, path: picPath, kind, mime: type.mime, size: data.length, created_at: now })
  } catch (err) {
    // no file without an owner record
    await storage.remove(key).catch(() => {})
    throw err
  }
  return { pic_path: picPath, pic_name: displayName(image.filename, name) }
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
