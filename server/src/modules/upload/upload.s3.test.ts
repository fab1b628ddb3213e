/**
 * Uploads in an S3-compatible bucket (UPLOAD_STORAGE=s3) against s3rver on 127.0.0.1, started here with
 * a bucket and an access key made up for this run (its built-in S3RVER key is revoked, so the signature
 * is really checked). Path-style addressing, as with MinIO.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { PNG } from 'pngjs'
import { copyUploadsToBucket } from '../../../scripts/copy-uploads-to-s3.js'
import { loadConfig, loadObjectStorage, paths, type ObjectStorageConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { signToken } from '../auth/auth.token.js'
import { TOKEN_TTL_SECONDS } from '../member/member.service.js'
import { GIF, HTML_TAIL, pictureOf, pngDeclaring, pngOf } from './upload.fixture.js'
import { IMAGE_VARIANTS, variantKey, type ImageVariant } from './upload.image.js'
import { S3UploadStorage, createS3Client, createUploadStorage, DiskUploadStorage } from './upload.storage.js'

const require = createRequire(import.meta.url)
interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>
  close(): Promise<void>
}
const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey(id: string): void }
}

function png(): Buffer {
  const img = new PNG({ width: 3, height: 2 })
  for (let i = 0; i < img.data.length; i++) img.data[i] = crypto.randomInt(256)
  return PNG.sync.write(img)
}

const BOUNDARY = '----mallS3TestBoundary'
function multipart(fields: Record<string, string>, file: { filename: string; type: string; data: Buffer }) {
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`))
  parts.push(file.data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`))
  return Buffer.concat(parts)
}

/** A child process run asynchronously: s3rver lives in this process and must keep answering. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: paths.serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => child.kill(), 60_000)
    child.on('error', reject)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout, stderr })
    })
  })
}

const sqlite = dbTargets().find((t) => t.name === 'sqlite')!

describe('uploads in S3-compatible object storage (s3rver)', () => {
  let server: S3rverInstance
  let s3dir: string
  let env: NodeJS.ProcessEnv
  let storage: ObjectStorageConfig
  let client: S3Client
  let t: TestApp
  const bucket = `mall-${crypto.randomBytes(4).toString('hex')}`
  const keyId = `AK${crypto.randomBytes(8).toString('hex').toUpperCase()}`
  const secret = crypto.randomBytes(24).toString('base64url')

  before(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-s3rver-'))
    DUMMY_ACCOUNT.createKeyPair(keyId, secret)
    DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, vhostBuckets: false, configureBuckets: [{ name: bucket }] })
    const { port } = await server.run()
    env = {
      UPLOAD_STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: '1',
    }
    storage = loadObjectStorage(env)!
    client = await createS3Client(storage)
    t = await createTestApp(sqlite, {
      config: { objectStorage: storage },
      prepare: async (handle) => {
        await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
      },
    })
  })
  after(async () => {
    await t?.close()
    client?.destroy()
    await server?.close()
    fs.rmSync(s3dir, { recursive: true, force: true })
  })

  it('reads the settings: path style, the public URL of the bucket, the storage chosen', () => {
    assert.equal(storage.bucket, bucket)
    assert.equal(storage.forcePathStyle, true)
    assert.equal(storage.publicBaseUrl, `${env.S3_ENDPOINT}/${bucket}`)
    assert.deepEqual(storage.credentials, { accessKeyId: keyId, secretAccessKey: secret })
    assert.ok(createUploadStorage({ uploadDir: '/x', objectStorage: storage }) instanceof S3UploadStorage)
    assert.equal(createUploadStorage({ uploadDir: '/x', objectStorage: storage }), createUploadStorage({ uploadDir: '/x', objectStorage: storage }))
    assert.ok(createUploadStorage({ uploadDir: '/x' }) instanceof DiskUploadStorage)
    assert.equal(loadObjectStorage({}), undefined)
    assert.equal(loadObjectStorage({ UPLOAD_STORAGE: 'disk', S3_BUCKET: 'x' }), undefined)
    // virtual-hosted style by default, and an explicit public URL (a CDN) wins
    const vhost = loadObjectStorage({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop-img', S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_REGION: 'oss-cn-hangzhou' })!
    assert.equal(vhost.publicBaseUrl, 'https://shop-img.oss-cn-hangzhou.aliyuncs.com')
    assert.equal(vhost.credentials, undefined)
    assert.equal(loadObjectStorage({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b1b', S3_PUBLIC_BASE_URL: 'https://img.mall.com/' })!.publicBaseUrl, 'https://img.mall.com')
    assert.equal(loadObjectStorage({ UPLOAD_STORAGE: 'S3', S3_BUCKET: 'b1b' })!.publicBaseUrl, 'https://b1b.s3.us-east-1.amazonaws.com')
  })

  it('refuses bad settings with a message naming the variable, never a key', () => {
    const base = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'ok-bucket' }
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ UPLOAD_STORAGE: 's3' }, /UPLOAD_STORAGE=s3: S3_BUCKET is not set/],
      [{ ...base, S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET is not a valid bucket name/],
      [{ ...base, S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http\(s\) URL/],
      [{ ...base, S3_ENDPOINT: 'http://user:pw@x' }, /S3_ENDPOINT must be an http\(s\) URL/],
      [{ ...base, S3_PUBLIC_BASE_URL: 'img.mall.com' }, /S3_PUBLIC_BASE_URL must be an http\(s\) URL/],
      [{ ...base, S3_ACCESS_KEY_ID: 'AKIDSECRETVALUE' }, /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
      [{ ...base, S3_SECRET_ACCESS_KEY: 'very-secret-value' }, /set both/],
      [{ UPLOAD_STORAGE: 'nfs' }, /UPLOAD_STORAGE must be disk or s3/],
    ]
    for (const [e, message] of cases) {
      assert.throws(() => loadConfig({ ...e, MALL_VAR_DIR: path.join(os.tmpdir(), 'mall-never-written') }), (err: Error) => {
        assert.match(err.message, message)
        assert.doesNotMatch(err.message, /AKIDSECRETVALUE|very-secret-value|user:pw/)
        return true
      })
    }
  })

  it('stops the server at start-up without a bucket, with a clear message', async () => {
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-var-'))
    try {
      const run = await runNode(['--import', 'tsx', 'src/main.ts'], { ...process.env, ...env, S3_BUCKET: '', MALL_VAR_DIR: varDir, PORT: '0', JOBS: 'off' })
      assert.notEqual(run.status, 0)
      assert.match(run.stderr, /UPLOAD_STORAGE=s3: S3_BUCKET is not set/)
      assert.ok(!run.stderr.includes(secret), 'the secret key is not printed')
    } finally {
      fs.rmSync(varDir, { recursive: true, force: true })
    }
  })

  it('puts an upload and its sizes through the upload route into the bucket, served from the bucket', async () => {
    const { id } = await t.handle.db.insertInto('member').values({
      website_id: 1, mobile: '13600001111', nickname: 'n', headimg: '', status: 1, created_at: nowSeconds(),
    } as any).returning('id').executeTakeFirstOrThrow()
    const iat = nowSeconds()
    const token = signToken({ mid: id, wid: 1, iat, exp: iat + TOKEN_TTL_SECONDS }, 'test-secret')
    const send = async (filename: string, data: Buffer) => {
      const res = await t.app.inject({
        method: 'POST', url: '/api/upload/headimg',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token },
        payload: multipart({ app_type: 'h5', app_type_name: 'H5' }, { filename, type: 'image/png', data }),
      })
      return res.json()
    }
    const getObject = async (key: string) => {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await got.Body!.transformToByteArray())
    }
    const memberObjects = async () =>
      (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'upload/member/' }))).Contents?.length ?? 0

    const body = await send('me.png', await pngOf(800, 600))
    assert.equal(body.code, 0, body.message)
    const picPath: string = body.data.pic_path
    // the same relative path as on disk: it is the object key
    assert.match(picPath, /^upload\/member\/\d{6}\/[0-9a-f]{32}\.png$/)
    const stored = await getObject(picPath)
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: picPath }))
    assert.equal(head.ContentLength, stored.length)
    assert.equal(head.ContentType, 'image/png')
    assert.deepEqual([(await pictureOf(stored)).width, (await pictureOf(stored)).height], [800, 600])
    const expected: Record<ImageVariant, [number, number]> = { big: [700, 525], mid: [400, 300], small: [100, 75] }
    for (const size of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
      const sized = await pictureOf(await getObject(variantKey(picPath, size)))
      assert.deepEqual([sized.format, sized.width, sized.height], ['png', ...expected[size]], size)
    }
    assert.equal(await memberObjects(), 4)
    // nothing on this process's disk
    assert.ok(!fs.existsSync(path.join(t.config.uploadDir, 'member')))

    // a browser reads it at the public URL, without credentials
    const publicUrl = `${storage.publicBaseUrl}/${picPath}`
    const served = await fetch(publicUrl)
    assert.equal(served.status, 200)
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), stored)

    // the server's /upload/ route sends a client with the relative path to the bucket: a size to its
    // variant, a size never produced (demo pictures, older uploads) to the original
    const redirect = await t.app.inject({ method: 'GET', url: `/${picPath}` })
    assert.equal(redirect.statusCode, 302)
    assert.equal(redirect.headers.location, publicUrl)
    const mid = await t.app.inject({ method: 'GET', url: `/${variantKey(picPath, 'mid')}` })
    assert.equal(mid.headers.location, `${storage.publicBaseUrl}/${variantKey(picPath, 'mid')}`)
    const midServed = await pictureOf(Buffer.from(await (await fetch(String(mid.headers.location))).arrayBuffer()))
    assert.deepEqual([midServed.width, midServed.height], [400, 300])
    const s3 = new S3UploadStorage(storage, client)
    await s3.put('demo/goods/77.png', await pngOf(2, 2))
    const demo = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/77_mid.png' })
    assert.equal(demo.headers.location, `${storage.publicBaseUrl}/upload/demo/goods/77.png`)
    assert.equal((await t.app.inject({ method: 'GET', url: '/upload/..%2f..%2fetc/passwd' })).statusCode, 404)

    // recorded as the member's own upload: usable as the head image
    const set = await call(t.app, 'POST', '/api/member/modifyheadimg', { token, headimg: picPath })
    assert.equal(set.body.code, 0, set.body.message)

    // HTML behind a GIF is not stored; a decompression bomb stores nothing
    const gif = await send('x.gif', Buffer.concat([GIF, HTML_TAIL]))
    assert.match(gif.data.pic_path, /\.png$/)
    assert.ok(!(await getObject(gif.data.pic_path)).includes('<script'))
    assert.equal(await memberObjects(), 8)
    assert.equal((await send('bomb.png', await pngDeclaring(20000, 20000))).code, -20419)
    assert.equal((await send('fake.gif', Buffer.concat([Buffer.from('GIF89a'), HTML_TAIL]))).code, -20411)
    assert.equal(await memberObjects(), 8)

    // removal (the service's clean-up after a failed record) deletes the object
    const extra = await s3.put('member/202401/abcdef.gif', Buffer.from('GIF89a'))
    assert.equal(extra, 'upload/member/202401/abcdef.gif')
    assert.equal(await s3.has('member/202401/abcdef.gif'), true)
    await s3.remove('member/202401/abcdef.gif')
    await assert.rejects(client.send(new HeadObjectCommand({ Bucket: bucket, Key: extra })))
    assert.equal(await s3.has('member/202401/abcdef.gif'), false)
    assert.equal(await s3.has('../escape.png'), false)
    await assert.rejects(s3.put('../escape.png', stored), /bad upload key/)
  })

  it('copies disk uploads to the bucket once: a second run skips them, a changed file is copied again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-upload-'))
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-var-'))
    try {
      const files: Record<string, Buffer> = {
        'demo/goods/1.png': png(),
        'demo/goods/1_mid.png': png(),
        'demo/video/goods-1.mp4': crypto.randomBytes(3000),
        'member/202401/0123abcd.png': png(),
      }
      for (const [rel, data] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
        fs.writeFileSync(path.join(dir, rel), data)
      }
      fs.writeFileSync(path.join(dir, 'member/202401/half.png.1a2b.part'), 'x')
      fs.writeFileSync(path.join(dir, '.DS_Store'), 'x')

      const first = await copyUploadsToBucket({ uploadDir: dir, storage, client })
      assert.deepEqual(first.copied, Object.keys(files).map((k) => `upload/${k}`).sort())
      assert.deepEqual([first.skipped, first.failed], [0, []])
      for (const [rel, data] of Object.entries(files)) {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `upload/${rel}` }))
        assert.deepEqual(Buffer.from(await got.Body!.transformToByteArray()), data, rel)
      }
      assert.equal((await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'upload/demo/video/goods-1.mp4' }))).ContentType, 'video/mp4')
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'upload/member/202401/' }))
      assert.deepEqual(listed.Contents?.map((o) => o.Key), ['upload/member/202401/0123abcd.png'])

      // the second run: through the npm script's file, with the server's environment
      const again = await runNode(['--import', 'tsx', 'scripts/copy-uploads-to-s3.ts'], { ...process.env, ...env, UPLOAD_DIR: dir, MALL_VAR_DIR: varDir })
      assert.equal(again.status, 0, again.stderr)
      assert.match(again.stdout, /copied 0, already there 4, failed 0/)
      assert.ok(!again.stdout.includes(secret) && !again.stderr.includes(secret))

      fs.writeFileSync(path.join(dir, 'demo/goods/1.png'), Buffer.concat([files['demo/goods/1.png'], Buffer.from('x')]))
      const third = await copyUploadsToBucket({ uploadDir: dir, storage, client })
      assert.deepEqual([third.copied, third.skipped], [['upload/demo/goods/1.png'], 3])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(varDir, { recursive: true, force: true })
    }
  })
})
