import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { PNG } from 'pngjs'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { signToken } from '../auth/auth.token.js'
import { TOKEN_TTL_SECONDS } from '../member/member.service.js'
import { GIF, HTML_TAIL, jpegOf, jpegWithGps, pictureOf, pngDeclaring, pngOf, webpOf } from './upload.fixture.js'
import { IMAGE_RULES, IMAGE_VARIANTS, variantKey, type ImageVariant } from './upload.image.js'
import { UPLOAD_LIMITS } from './upload.service.js'
import { DiskUploadStorage, sniffImage } from './upload.storage.js'

function png(): Buffer {
  const img = new PNG({ width: 2, height: 2 })
  img.data.fill(200)
  return PNG.sync.write(img)
}
// the first bytes of each type, for the magic-byte gate
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)])
const JPEG = await jpegOf(4, 3)
const WEBP = await webpOf(4, 3)
const SIZES = Object.keys(IMAGE_VARIANTS) as ImageVariant[]
const dims = async (data: Buffer | Uint8Array) => {
  const { format, width, height } = await pictureOf(data)
  return { format, width, height }
}

const BOUNDARY = '----mallTestBoundary7MA4YWxkTrZu0gW'

/** A multipart/form-data body as browsers and mini-program SDKs send it. */
function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`))
    parts.push(file.data, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(parts)
}

for (const target of dbTargets()) {
  describe(`uploads and head images [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp

    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
        },
      })
    })
    after(() => t?.close())

    let seq = 0
    async function member() {
      const { id } = await t.handle.db.insertInto('member').values({
        website_id: 1, mobile: `1360000${String(seq++).padStart(4, '0')}`, nickname: 'n', headimg: '', status: 1, created_at: nowSeconds(),
      }).returning('id').executeTakeFirstOrThrow()
      const iat = nowSeconds()
      return { id, token: signToken({ mid: id, wid: 1, iat, exp: iat + TOKEN_TTL_SECONDS }, 'test-secret') }
    }

    async function upload(kind: string, fields: Record<string, string>, file?: { filename: string; type?: string; data: Buffer; name?: string }) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/upload/${kind}`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart({ app_type: 'h5', app_type_name: 'H5', ...fields }, file && { name: file.name ?? 'file', type: file.type ?? 'image/png', ...file }),
      })
      return { status: res.statusCode, body: res.json() }
    }

    const storedFiles = () => {
      const dir = path.join(t.config.uploadDir, 'member')
      return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0
    }
    const uploadRows = async (memberId: number) => (await t.handle.db.selectFrom('member_upload').selectAll().where('member_id', '=', memberId).execute())
    const readStored = (picPath: string) => fs.readFileSync(path.join(t.config.uploadDir, picPath.replace(/^upload\//, '')))

    it('stores a multipart image on disk, records its owner and serves it under /upload/', async () => {
      const m = await member()
      const data = png()
      const res = await upload('headimg', { token: m.token }, { filename: 'avatar.png', data })
      assert.equal(res.body.code, 0, res.body.message)
      assert.match(res.body.data.pic_path, /^upload\/member\/\d{6}\/[0-9a-f]{32}\.png$/)
      assert.equal(res.body.data.pic_name, 'avatar.png')
      // stored anew: the same picture, not the same bytes
      const stored = readStored(res.body.data.pic_path)
      assert.deepEqual(await dims(stored), { format: 'png', width: 2, height: 2 })
      const served = await t.app.inject({ method: 'GET', url: `/${res.body.data.pic_path}` })
      assert.equal(served.statusCode, 200)
      assert.match(String(served.headers['content-type']), /^image\/png/)
      assert.equal(served.headers['x-content-type-options'], 'nosniff')
      assert.deepEqual(served.rawPayload, stored)
      const [row] = await uploadRows(m.id)
      assert.deepEqual([row.path, row.kind, row.mime, Number(row.size)], [res.body.data.pic_path, 'headimg', 'image/png', stored.length])

      // the other kinds, the token in the header (the app's way; never the query string), and the
      // type taken from the content
      const byQuery = await t.app.inject({
        method: 'POST', url: `/api/upload/evaluate?token=${encodeURIComponent(m.token)}`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart({}, { name: 'file', filename: 'photo.png', type: 'image/png', data: GIF }),
      })
      assert.equal(byQuery.json().code, -10009)
      const gif = await t.app.inject({
        method: 'POST', url: '/api/upload/evaluate',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token: m.token },
        payload: multipart({}, { name: 'file', filename: 'photo.png', type: 'image/png', data: GIF }),
      })
      // a GIF keeps its first frame, as a PNG
      assert.equal(gif.json().code, 0)
      assert.match(gif.json().data.pic_path, /\.png$/)
      assert.deepEqual(await dims(readStored(gif.json().data.pic_path)), { format: 'png', width: 1, height: 1 })
      for (const [kind, data, ext, format] of [['refund', JPEG, 'jpg', 'jpeg'], ['image', WEBP, 'webp', 'webp']] as const) {
        const r = await upload(kind, { token: m.token }, { filename: `x.${ext}`, type: 'application/octet-stream', data })
        assert.equal(r.body.code, 0, kind)
        assert.ok(r.body.data.pic_path.endsWith(`.${ext}`), kind)
        assert.deepEqual(await dims(readStored(r.body.data.pic_path)), { format, width: 4, height: 3 })
      }
      // a path from the client's file name never reaches the disk
      const sneaky = await upload('image', { token: m.token }, { filename: '../../../etc/evil.png', data: png() })
      assert.equal(sneaky.body.code, 0)
      assert.equal(sneaky.body.data.pic_name, 'evil.png')
      assert.match(sneaky.body.data.pic_path, /^upload\/member\/\d{6}\/[0-9a-f]{32}\.png$/)
    })

    it('refuses spoofed types, oversize files, visitors, bad tokens, unknown paths and empty uploads', async () => {
      const m = await member()
      const before = storedFiles()
      const spoof = await upload('headimg', { token: m.token }, { filename: 'cat.png', type: 'image/png', data: Buffer.from('<?php echo "not an image"; ?>') })
      assert.deepEqual([spoof.body.code, spoof.body.message], [-20411, '只能上传JPG、PNG、GIF或WebP格式的图片'])
      const html = await upload('headimg', { token: m.token, lang: 'en-us' }, { filename: 'a.gif', type: 'image/gif', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
      assert.deepEqual([html.body.code, html.body.message], [-20411, 'Only JPG, PNG, GIF or WebP images can be uploaded'])

      const big = Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMITS.maxBytes)])
      const over = await upload('headimg', { token: m.token }, { filename: 'big.png', data: big })
      assert.deepEqual([over.body.code, over.body.message], [-20412, '图片大小不能超过2MB'])
      const edge = Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMITS.maxBytes - png().length)])
      assert.equal(edge.length, UPLOAD_LIMITS.maxBytes)
      assert.equal((await upload('headimg', { token: m.token }, { filename: 'edge.png', data: edge })).body.code, 0)
      assert.equal((await upload('headimg', { token: m.token }, { filename: 'edge.png', data: Buffer.concat([edge, Buffer.alloc(1)]) })).body.code, -20412)
      // the picture and its three sizes
      assert.equal(storedFiles(), before + 4)

      assert.equal((await upload('headimg', {}, { filename: 'a.png', data: png() })).body.code, -10009)
      const [body, sig] = m.token.split('.')
      assert.equal((await upload('headimg', { token: `${body}.${sig.slice(1)}x` }, { filename: 'a.png', data: png() })).body.code, -10009)
      const expired = signToken({ mid: m.id, wid: 1, iat: nowSeconds() - 9 * 86400, exp: nowSeconds() - 1 }, 'test-secret')
      assert.equal((await upload('headimg', { token: expired }, { filename: 'a.png', data: png() })).body.code, -10010)
      assert.equal((await upload('secret', { token: m.token }, { filename: 'a.png', data: png() })).body.code, -10001)
      const none = await upload('headimg', { token: m.token })
      assert.deepEqual([none.body.code, none.body.message], [-20418, '请选择要上传的图片'])
      assert.equal((await upload('headimg', { token: m.token }, { filename: 'empty.png', data: Buffer.alloc(0) })).body.code, -20418)
      assert.equal(storedFiles(), before + 4)
      assert.equal((await uploadRows(m.id)).length, 1)
    })

    it('reads a 2 MB file without handing its bytes to the body hooks', async () => {
      // the file once became a body field that the input guard walked byte by byte (seconds of CPU)
      const m = await member()
      const cpuMs = async (size: number) => {
        const data = Buffer.concat([Buffer.from('<?php '), Buffer.alloc(size - 6, 0x20)])
        const cpu = process.cpuUsage()
        const r = await upload('evaluate', { token: m.token }, { filename: 'big.jpg', type: 'image/jpeg', data })
        const used = process.cpuUsage(cpu)
        assert.equal(r.body.code, -20411)
        return (used.user + used.system) / 1000
      }
      await cpuMs(100) // the route's first call compiles its checks
      const small = await cpuMs(100)
      const big = await cpuMs(UPLOAD_LIMITS.maxBytes)
      assert.ok(big - small < 300, `${Math.round(big)} ms of CPU for 2 MB, ${Math.round(small)} ms for 100 bytes`)
    })

    it('takes base64 images: data URL or bare, checked by content and size', async () => {
      const m = await member()
      const b64 = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/upload/headimgBase64', body)
      const dataUrl = await b64({ token: m.token, images: `data:image/png;base64,${png().toString('base64')}` })
      assert.equal(dataUrl.body.code, 0)
      assert.match(dataUrl.body.data.pic_path, /^upload\/member\/\d{6}\/[0-9a-f]{32}\.png$/)
      assert.deepEqual(await dims(readStored(dataUrl.body.data.pic_path)), { format: 'png', width: 2, height: 2 })
      const bare = await b64({ token: m.token, images: GIF.toString('base64') })
      assert.match(bare.body.data.pic_path, /\.png$/)
      // the declared type is ignored: a JPEG posted as PNG is stored as a JPEG
      const declared = await b64({ token: m.token, images: `data:image/png;base64,${JPEG.toString('base64')}` })
      assert.match(declared.body.data.pic_path, /\.jpg$/)

      assert.equal((await b64({ token: m.token, images: `data:image/png;base64,${Buffer.from('hello, not an image').toString('base64')}` })).body.code, -20411)
      assert.equal((await b64({ token: m.token, images: 'this is not base64 at all!' })).body.code, -20411)
      const big = Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMITS.maxBytes)]).toString('base64')
      assert.equal((await b64({ token: m.token, images: `data:image/png;base64,${big}` })).body.code, -20412)
      assert.equal((await b64({ token: m.token, images: '' })).body.code, -20418)
      assert.equal((await b64({ token: m.token })).body.code, -10001)
      assert.equal((await b64({ images: png().toString('base64') })).body.code, -10009)
      assert.equal((await uploadRows(m.id)).length, 3)
    })

    it('keeps only the picture: what follows a valid image (HTML, scripts) is not stored', async () => {
      const m = await member()
      const cases = [
        ['gif', Buffer.concat([GIF, HTML_TAIL]), 'png', 'png'],
        ['png', Buffer.concat([await pngOf(3, 3), HTML_TAIL]), 'png', 'png'],
        ['jpg', Buffer.concat([await jpegOf(3, 3), HTML_TAIL]), 'jpg', 'jpeg'],
      ] as const
      for (const [sent, data, ext, format] of cases) {
        const r = await upload('evaluate', { token: m.token }, { filename: `x.${sent}`, type: `image/${sent}`, data })
        assert.equal(r.body.code, 0, sent)
        assert.match(r.body.data.pic_path, new RegExp(`\\.${ext}$`), sent)
        for (const file of [r.body.data.pic_path, ...SIZES.map((size) => variantKey(r.body.data.pic_path, size))]) {
          const stored = readStored(file)
          assert.equal((await pictureOf(stored)).format, format, file)
          assert.ok(!stored.includes('<script') && !stored.includes('<html'), `${sent}: ${file} carries the HTML`)
        }
      }
      const viaBase64 = await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images: Buffer.concat([GIF, HTML_TAIL]).toString('base64') })
      assert.equal(viaBase64.body.code, 0)
      assert.ok(!readStored(viaBase64.body.data.pic_path).includes('<script'))

      // a header with no picture behind it, a cut-off picture: not images, nothing stored
      const before = storedFiles()
      const full = await pngOf(64, 64)
      for (const data of [Buffer.concat([Buffer.from('GIF89a'), HTML_TAIL]), Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), HTML_TAIL]), full.subarray(0, full.length - 30)]) {
        const r = await upload('evaluate', { token: m.token }, { filename: 'x.gif', type: 'image/gif', data })
        assert.deepEqual([r.body.code, r.body.message], [-20411, '只能上传JPG、PNG、GIF或WebP格式的图片'], data.subarray(0, 12).toString('latin1'))
      }
      assert.equal((await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images: Buffer.concat([Buffer.from('GIF89a'), HTML_TAIL]).toString('base64') })).body.code, -20411)
      assert.equal(storedFiles(), before)
      assert.equal((await uploadRows(m.id)).length, cases.length + 1)
    })

    it('drops the metadata (EXIF with GPS) and applies the orientation', async () => {
      const m = await member()
      const data = await jpegWithGps()
      const sent = await pictureOf(data)
      assert.ok(sent.exif && sent.orientation === 6 && data.includes('LeakyCam'), 'the fixture carries EXIF')
      const r = await upload('evaluate', { token: m.token }, { filename: 'photo.jpg', type: 'image/jpeg', data })
      assert.equal(r.body.code, 0)
      for (const file of [r.body.data.pic_path, ...SIZES.map((size) => variantKey(r.body.data.pic_path, size))]) {
        const stored = readStored(file)
        const meta = await pictureOf(stored)
        assert.deepEqual([meta.exif, meta.orientation, meta.xmp, meta.comments], [undefined, undefined, undefined, undefined], file)
        assert.ok(!stored.includes('Exif\0') && !stored.includes('LeakyCam') && !stored.includes('home-of-the-member'), file)
      }
      // turned upright: the 40x20 shot with orientation 6 is 20 wide, 40 high
      assert.deepEqual(await dims(readStored(r.body.data.pic_path)), { format: 'jpeg', width: 20, height: 40 })
    })

    it('writes the big, mid and small sizes beside each upload and serves them at the names the app asks for', async () => {
      const m = await member()
      const fit = (w: number, h: number, edge: number) => {
        const scale = Math.min(1, edge / Math.max(w, h))
        return { width: Math.round(w * scale), height: Math.round(h * scale) }
      }
      const cases = [
        ['wide.png', await pngOf(1000, 500), 'png', 1000, 500],
        // over the long-side limit: the original itself is scaled down
        ['huge.jpg', await jpegOf(3000, 1000), 'jpeg', IMAGE_RULES.maxEdge, Math.round((1000 * IMAGE_RULES.maxEdge) / 3000)],
        // smaller than the sizes: never enlarged
        ['tiny.webp', await webpOf(60, 30), 'webp', 60, 30],
      ] as const
      for (const [filename, data, format, width, height] of cases) {
        const r = await upload('image', { token: m.token }, { filename, type: 'image/png', data })
        assert.equal(r.body.code, 0, filename)
        const picPath: string = r.body.data.pic_path
        assert.deepEqual(await dims(readStored(picPath)), { format, width, height }, filename)
        for (const size of SIZES) {
          // the app's img(path, size): `<name>_<size>.<ext>` (src/utils/image.ts withSizeSuffix)
          const sizedPath = picPath.replace(/(\.[a-z]+)$/, `_${size}$1`)
          assert.equal(sizedPath, variantKey(picPath, size))
          const served = await t.app.inject({ method: 'GET', url: `/${sizedPath}` })
          assert.equal(served.statusCode, 200, sizedPath)
          assert.equal(served.headers['content-type'], format === 'jpeg' ? 'image/jpeg' : `image/${format}`)
          assert.deepEqual(await dims(served.rawPayload), { format, ...fit(width, height, IMAGE_VARIANTS[size]) }, sizedPath)
          assert.deepEqual(served.rawPayload, readStored(sizedPath))
        }
      }
    })

    it('refuses a decompression bomb from its header, quickly, and stores nothing', async () => {
      const m = await member()
      const before = storedFiles()
      const bomb = await pngDeclaring(20000, 20000)
      assert.ok(bomb.length < 200)
      const started = performance.now()
      const r = await upload('evaluate', { token: m.token }, { filename: 'bomb.png', data: bomb })
      assert.ok(performance.now() - started < 1000, 'refused before decoding')
      assert.deepEqual([r.body.code, r.body.message], [-20419, '图片尺寸过大，最多 4000 万像素'])
      const en = await upload('evaluate', { token: m.token, lang: 'en-us' }, { filename: 'bomb.png', data: await pngDeclaring(8000, 5001) })
      assert.deepEqual([en.body.code, en.body.message], [-20419, 'The image is too large: at most 40 megapixels'])
      assert.equal((await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images: bomb.toString('base64') })).body.code, -20419)
      assert.equal(storedFiles(), before)
      assert.equal((await uploadRows(m.id)).length, 0)
    })

    it('allows 30 uploads an hour per member, refused tries included', async () => {
      const m = await member()
      const other = await member()
      const images = GIF.toString('base64')
      assert.equal((await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images: 'bad!' })).body.code, -20411)
      for (let i = 2; i <= UPLOAD_LIMITS.perMemberPerHour; i++) {
        assert.equal((await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images })).body.code, 0, `upload ${i}`)
      }
      const limited = await call(t.app, 'POST', '/api/upload/headimgBase64', { token: m.token, images })
      assert.equal(limited.body.code, -10029)
      assert.equal((await upload('headimg', { token: m.token }, { filename: 'a.gif', data: GIF })).body.code, -10029)
      assert.equal((await uploadRows(m.id)).length, UPLOAD_LIMITS.perMemberPerHour - 1)
      // one member's limit is theirs alone
      assert.equal((await call(t.app, 'POST', '/api/upload/headimgBase64', { token: other.token, images })).body.code, 0)
    })

    it('sets the head image only from the own uploads (or back to none)', async () => {
      const a = await member()
      const b = await member()
      const mine = (await upload('headimg', { token: a.token }, { filename: 'a.png', data: png() })).body.data.pic_path as string
      const set = (token: string | undefined, headimg: string) => call(t.app, 'POST', '/api/member/modifyheadimg', { ...(token ? { token } : {}), headimg })

      const res = await set(a.token, mine)
      assert.deepEqual([res.body.code, res.body.message], [0, '修改成功'])
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: a.token })).body.data.headimg, mine)
      // the same path again is fine; b cannot take a's upload
      assert.equal((await set(a.token, mine)).body.code, 0)
      const stolen = await set(b.token, mine)
      assert.deepEqual([stolen.body.code, stolen.body.message], [-20413, '头像只能使用自己上传的图片'])
      for (const foreign of ['upload/demo/goods/1.png', 'https://evil.example/x.png', '../../etc/passwd', `${mine}?x=1`]) {
        assert.equal((await set(b.token, foreign)).body.code, -20413, foreign)
      }
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: b.token })).body.data.headimg, '')
      assert.equal((await set(undefined, mine)).body.code, -10009)
      assert.equal((await call(t.app, 'POST', '/api/member/modifyheadimg', { token: a.token })).body.code, -10001)

      assert.equal((await set(a.token, '')).body.code, 0)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: a.token })).body.data.headimg, '')
    })
  })
}

describe('upload storage', () => {
  it('recognises the four image types by their magic bytes only', () => {
    assert.deepEqual(sniffImage(png()), { mime: 'image/png', ext: 'png' })
    assert.deepEqual(sniffImage(GIF), { mime: 'image/gif', ext: 'gif' })
    assert.deepEqual(sniffImage(JPEG_HEAD), { mime: 'image/jpeg', ext: 'jpg' })
    assert.deepEqual(sniffImage(WEBP_HEAD), { mime: 'image/webp', ext: 'webp' })
    for (const bad of [Buffer.alloc(0), Buffer.from('GIF8'), Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.from('<svg/>'), Buffer.from('BM6\0\0\0')]) {
      assert.equal(sniffImage(bad), null, bad.toString())
    }
  })

  it('writes under its root only', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-storage-'))
    try {
      const storage = new DiskUploadStorage(root)
      assert.equal(await storage.put('member/202401/abc.png', png()), 'upload/member/202401/abc.png')
      assert.ok(fs.existsSync(path.join(root, 'member/202401/abc.png')))
      // never overwrites, never leaves a partial file behind
      await assert.rejects(storage.put('member/202401/abc.png', GIF))
      assert.deepEqual(fs.readdirSync(path.join(root, 'member/202401')), ['abc.png'])
      for (const key of ['../escape.png', 'member/../../x.png', '/abs.png', 'member/a b.png']) {
        await assert.rejects(storage.put(key, png()), /bad upload key/, key)
      }
      assert.equal(await storage.has('member/202401/abc.png'), true)
      assert.equal(await storage.has('member/202401'), false)
      assert.equal(await storage.has('../escape.png'), false)
      await storage.remove('member/202401/abc.png')
      assert.ok(!fs.existsSync(path.join(root, 'member/202401/abc.png')))
      assert.equal(await storage.has('member/202401/abc.png'), false)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
