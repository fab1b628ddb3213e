/**
 * Copies the uploads on disk (UPLOAD_DIR, by default var/upload: members' images and the demo images
 * the seed drew) to the bucket of UPLOAD_STORAGE=s3, for a mall that moves from the disk storage to
 * object storage. Run it with the same environment as the server:
 *
 *   UPLOAD_STORAGE=s3 S3_BUCKET=… S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run uploads:to-s3 [-- --dry-run]
 *
 * - The file <UPLOAD_DIR>/<path> becomes the object `upload/<path>`: the key is the path the API hands
 *   out and stores (pic_path, goods and decoration images, default images, head images).
 * - Idempotent: the bucket is listed once, and a key already there with the same size is skipped, so a
 *   second run (or a run after an interrupted one) copies only what is missing or differs.
 * - The database is not touched, because no stored path needs rewriting: paths are kept relative
 *   ('upload/…') in both storages, the app puts its image domain in front (the bucket's public URL
 *   once it is built with MALL_IMAGE_DOMAIN), and the server's /upload/ route serves a file it holds
 *   or redirects to the same key in the bucket. Absolute URLs in the database (a WeChat avatar, an
 *   external CDN) never pointed to the disk and are left alone.
 * - Files being written (*.part) and hidden files are not copied. Keys and values only are logged,
 *   never the credentials.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ListObjectsV2Command, PutObjectCommand, type ObjectCannedACL, type S3Client } from '@aws-sdk/client-s3'
import { loadConfig, type ObjectStorageConfig } from '../src/config.js'
import { createS3Client, mimeOf } from '../src/modules/upload/upload.storage.js'

export interface CopyResult {
  copied: string[]
  skipped: number
  failed: { key: string; error: string }[]
}

/** Every regular file under root, as posix paths relative to it. */
function filesUnder(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.endsWith('.part')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  if (fs.existsSync(root)) walk(root)
  return out.sort()
}

/** Sizes of the objects under `upload/` in the bucket, by key. */
async function bucketSizes(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'upload/', ContinuationToken: token }))
    for (const o of page.Contents ?? []) if (o.Key) sizes.set(o.Key, Number(o.Size ?? -1))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return sizes
}

export async function copyUploadsToBucket(opts: {
  uploadDir: string
  storage: ObjectStorageConfig
  client?: S3Client
  dryRun?: boolean
  log?: (line: string) => void
  /** uploads at a time */
  concurrency?: number
}): Promise<CopyResult> {
  const client = opts.client ?? (await createS3Client(opts.storage))
  const log = opts.log ?? (() => {})
  const root = path.resolve(opts.uploadDir)
  const existing = await bucketSizes(client, opts.storage.bucket)
  const result: CopyResult = { copied: [], skipped: 0, failed: [] }
  const todo: { file: string; key: string }[] = []
  for (const rel of filesUnder(root)) {
    const file = path.join(root, rel)
    const key = `upload/${rel}`
    if (existing.get(key) === fs.statSync(file).size) result.skipped++
    else todo.push({ file, key })
  }
  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const { file, key } = todo[next++]
      if (opts.dryRun) {
        log(`would copy ${key}`)
        result.copied.push(key)
        continue
      }
      try {
        const body = fs.readFileSync(file)
        await client.send(new PutObjectCommand({
          Bucket: opts.storage.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: mimeOf(key),
          ...(opts.storage.acl ? { ACL: opts.storage.acl as ObjectCannedACL } : {}),
        }))
        result.copied.push(key)
        log(`copied ${key} (${body.length} bytes)`)
      } catch (err) {
        result.failed.push({ key, error: (err as Error).name || String(err) })
        log(`FAILED ${key}: ${(err as Error).name}: ${(err as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker))
  result.copied.sort()
  return result
}

async function main() {
  const config = loadConfig()
  if (!config.objectStorage) {
    console.error('UPLOAD_STORAGE is not s3: set UPLOAD_STORAGE=s3 and the S3_* variables (README "Object storage") as for the server')
    process.exit(2)
  }
  const dryRun = process.argv.includes('--dry-run')
  console.log(`${dryRun ? 'checking' : 'copying'} ${config.uploadDir} to bucket ${config.objectStorage.bucket} (upload/…)`)
  const started = Date.now()
  const r = await copyUploadsToBucket({ uploadDir: config.uploadDir, storage: config.objectStorage, dryRun, log: (l) => console.log(l) })
  console.log(`${dryRun ? 'to copy' : 'copied'} ${r.copied.length}, already there ${r.skipped}, failed ${r.failed.length} (${Date.now() - started} ms)`)
  if (r.failed.length) process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(`copy failed: ${(err as Error).name}: ${(err as Error).message}`)
    process.exit(1)
  })
}
