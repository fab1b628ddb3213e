import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ObjectCannedACL, S3Client } from '@aws-sdk/client-s3'
import type { AppConfig, ObjectStorageConfig } from '../../config.js'

/**
 * Where uploaded files live. Keys are relative (`member/202406/3f…a1.png`); the answer of `put` is
 * the public path the API hands out (`upload/member/202406/3f…a1.png`), served under /upload/.
 */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<string>
  remove(key: string): Promise<void>
  /** whether a file is stored at this key (false for a key the storage would refuse) */
  has(key: string): Promise<boolean>
}

/** Keys the storages accept: folders and a file name of safe characters, no dot segments. */
export const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/[a-z0-9_-]+\.[a-z0-9]{2,5}$/i

/** The default: files on disk under the configured upload folder (MALL_VAR_DIR/upload). */
export class DiskUploadStorage implements UploadStorage {
  private readonly root: string
  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`bad upload key: ${key}`)
    return path.join(this.root, key)
  }

  async put(key: string, data: Buffer): Promise<string> {
    const file = this.file(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // written aside and linked into place, so a reader never sees half a file and an existing
    // file is never replaced (link fails with EEXIST where rename would overwrite)
    const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.part`
    try {
      await fs.writeFile(tmp, data, { flag: 'wx' })
      await fs.link(tmp, file)
    } finally {
      await fs.rm(tmp, { force: true })
    }
    return `upload/${key}`
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }

  async has(key: string): Promise<boolean> {
    if (!KEY.test(key)) return false
    return (await fs.stat(this.file(key)).catch(() => null))?.isFile() ?? false
  }
}

export interface SniffedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'
  ext: 'jpg' | 'png' | 'gif' | 'webp'
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The image type by its magic bytes; the name and the declared type are never trusted. */
export function sniffImage(buf: Buffer): SniffedImage | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' }
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' }
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8) && buf.length >= 16) return { mime: 'image/webp', ext: 'webp' }
  return null
}

/** Content types by extension, for objects in a bucket (a bucket serves what it was told). */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
  ico: 'image/x-icon', mp4: 'video/mp4', mp3: 'audio/mpeg', json: 'application/json', txt: 'text/plain; charset=utf-8',
}
export const mimeOf = (key: string): string => MIME_BY_EXT[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream'

// the SDK is loaded on first use only: a disk-storage server does not pay its start-up time (~0.3 s)
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined
const loadS3Sdk = () => (sdk ??= import('@aws-sdk/client-s3'))

/**
 * The S3 client of a bucket setting. Checksums only where the operation requires them: the SDK's
 * default since 3.729 (a CRC32 on every request and answer) is not supported by every S3-compatible
 * service, and uploads are small buffers sent with their length.
 */
export async function createS3Client(cfg: ObjectStorageConfig): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk()
  return new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    forcePathStyle: cfg.forcePathStyle,
    ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/**
 * Uploads in an S3-compatible bucket (UPLOAD_STORAGE=s3). The object key is the upload path itself
 * ('upload/member/202406/3f…a1.png', what the disk storage serves under /upload/), so `put` answers
 * the same relative path as the disk storage: the paths the other modules accept (^upload/…) and
 * the rows already stored stay valid. Browsers read the object at S3_PUBLIC_BASE_URL + '/' + path:
 * the app uses the bucket as its image domain, and the server's /upload/ route redirects there for
 * a file it does not hold itself (http/static-h5.ts).
 */
export class S3UploadStorage implements UploadStorage {
  private client?: Promise<S3Client>
  constructor(
    private readonly cfg: ObjectStorageConfig,
    client?: S3Client,
  ) {
    if (client) this.client = Promise.resolve(client)
  }

  private s3(): Promise<S3Client> {
    return (this.client ??= createS3Client(this.cfg))
  }

  objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error(`bad upload key: ${key}`)
    return `upload/${key}`
  }

  publicUrl(key: string): string {
    return `${this.cfg.publicBaseUrl}/${this.objectKey(key)}`
  }

  async put(key: string, data: Buffer): Promise<string> {
    const objectKey = this.objectKey(key)
    const [{ PutObjectCommand }, client] = await Promise.all([loadS3Sdk(), this.s3()])
    await client.send(new PutObjectCommand({
      Bucket: this.cfg.bucket,
      Key: objectKey,
      Body: data,
      ContentLength: data.length,
      ContentType: mimeOf(key),
      // names are random and never reused: the object can be cached for good
      CacheControl: 'public, max-age=31536000, immutable',
      ...(this.cfg.acl ? { ACL: this.cfg.acl as ObjectCannedACL } : {}),
    }))
    return objectKey
  }

  async remove(key: string): Promise<void> {
    const objectKey = this.objectKey(key)
    const [{ DeleteObjectCommand }, client] = await Promise.all([loadS3Sdk(), this.s3()])
    await client.send(new DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: objectKey }))
  }

  /** A HEAD request: 404, or 403 from a bucket that hides missing keys from readers without list rights, is false. */
  async has(key: string): Promise<boolean> {
    if (!KEY.test(key)) return false
    const [{ HeadObjectCommand }, client] = await Promise.all([loadS3Sdk(), this.s3()])
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.cfg.bucket, Key: this.objectKey(key) }))
      return true
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
      if (status === 404 || status === 403) return false
      throw err
    }
  }
}

// one storage (and one S3 client with its connection pool) per configuration
const storages = new WeakMap<object, UploadStorage>()

/** The storage of this server: the bucket with UPLOAD_STORAGE=s3, else the disk under uploadDir. */
export function createUploadStorage(config: Pick<AppConfig, 'uploadDir' | 'objectStorage'>): UploadStorage {
  const s3 = config.objectStorage
  if (!s3) return new DiskUploadStorage(config.uploadDir)
  let storage = storages.get(s3)
  if (!storage) storages.set(s3, (storage = new S3UploadStorage(s3)))
  return storage
}
