import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. Keys are relative (`member/202406/3f…a1.png`); the answer of `put` is
 * the public path the API hands out (`upload/member/202406/3f…a1.png`), served under /upload/.
 */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<string>
  remove(key: string): Promise<void>
}

/** Keys the storages accept: folders and a file name of safe characters, no dot segments. */
const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/[a-z0-9_-]+\.[a-z0-9]{2,5}$/i

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

/** The storage for this server; one place to switch to object storage later. */
export function createUploadStorage(uploadDir: string): UploadStorage {
  return new DiskUploadStorage(uploadDir)
}
