import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'
import { createTestApp, dbTargets, type TestApp } from '../test/harness.js'
import { seededApp } from '../modules/catalog/catalog.fixture.js'
import { createVariantStore, pickEncoding } from './static-h5.js'
import { bigImageUrl, bootKey, createBootCache, homeShellHtml, type H5Boot } from './h5-boot.js'

describe('H5 site under /h5/', () => {
  let t: TestApp
  let dist: string
  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.mkdirSync(path.join(dist, 'js'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app"></div>')
    fs.writeFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js'), 'console.log(1)'.repeat(200))
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'x')
    t = await createTestApp(dbTargets()[0], { config: { h5Dist: dist } })
  })
  after(async () => {
    await t?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('serves index.html for the root and for deep links, never cached', async () => {
    for (const url of ['/h5/', '/h5/pages/goods/cart/cart', '/h5/otherpages/shop/street/street?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /id="app"/)
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  it('serves hashed assets with a year-long immutable cache, compressed when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/h5/js/app.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(res.headers['content-encoding'], 'gzip')
  })

  it('does not cache unhashed files for long and answers 404 for missing assets', async () => {
    const ico = await t.app.inject({ method: 'GET', url: '/h5/favicon.ico' })
    assert.equal(ico.statusCode, 200)
    assert.equal(ico.headers['cache-control'], 'no-cache')
    const missing = await t.app.inject({ method: 'GET', url: '/h5/js/missing.12345678.js' })
    assert.equal(missing.statusCode, 404)
  })

  it('answers /favicon.ico at the site root with the icon of the build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.body, 'x')
    assert.match(String(res.headers['content-type']), /icon/)
  })

  it('does not let a path escape the site folder', async () => {
    for (const url of ['/h5/..%2f..%2fetc%2fpasswd', '/h5/../../etc/passwd', '/h5/js/..%2f..%2f..%2fetc%2fhostname']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.doesNotMatch(res.body, /root:|^[a-z0-9-]+\n$/, url)
    }
  })
})

for (const target of dbTargets()) describe(`pre-compressed static files and the home page's answers [${target.name}]`, { skip: target.skip }, () => {
  let t: TestApp
  let dist: string
  const script = 'var answer = 42;\n'.repeat(400)
  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.mkdirSync(path.join(dist, 'js'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="app"></div></body></html>')
    fs.writeFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js'), script)
    // the build's variants carry a marker, so an answer made from them is told apart from one compressed here
    fs.writeFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js.br'), zlib.brotliCompressSync('/*br*/' + script))
    fs.writeFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js.gz'), zlib.gzipSync('/*gz*/' + script))
    // a file whose variants are older than itself (a rebuild without the post-build step)
    fs.writeFileSync(path.join(dist, 'js', 'stale.1a2b3c4d.js.br'), zlib.brotliCompressSync('/*old*/'))
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(path.join(dist, 'js', 'stale.1a2b3c4d.js.br'), old, old)
    fs.writeFileSync(path.join(dist, 'js', 'stale.1a2b3c4d.js'), script)
    fs.writeFileSync(path.join(dist, 'js', 'home.5e6f7a8b.js'), script)
    fs.mkdirSync(path.join(dist, 'css'))
    fs.writeFileSync(path.join(dist, 'css', 'home.5e6f7a8b.css'), '.a{color:red}'.repeat(100))
    fs.writeFileSync(path.join(dist, 'page-chunks.json'), JSON.stringify({
      'pages/index/index/index': { js: ['js/home.5e6f7a8b.js'], css: ['css/home.5e6f7a8b.css'] },
      'pages/goods/cart/cart': { js: ['js/cart.9a8b7c6d.js'], css: [] },
    }))
    t = await seededApp(target, { h5Dist: dist })
  })
  after(async () => {
    await t?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('sends the build\'s brotli file with its type, length, vary and a year-long cache', async () => {
    const res = await get('/h5/js/app.1a2b3c4d.js', 'gzip, deflate, br, zstd')
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-encoding'], 'br')
    assert.equal(res.headers.vary, 'accept-encoding')
    assert.match(String(res.headers['content-type']), /^application\/javascript/)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    const sibling = fs.readFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js.br'))
    assert.equal(Number(res.headers['content-length']), sibling.length)
    assert.deepEqual(res.rawPayload, sibling)
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), '/*br*/' + script)
  })

  it('sends the gzip file to a browser without brotli (or refusing it) and the plain file to one without either', async () => {
    for (const ae of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const res = await get('/h5/js/app.1a2b3c4d.js', ae)
      assert.equal(res.headers['content-encoding'], 'gzip', ae)
      assert.equal(zlib.gunzipSync(res.rawPayload).toString(), '/*gz*/' + script)
    }
    for (const ae of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/h5/js/app.1a2b3c4d.js', ae)
      assert.equal(res.headers['content-encoding'], undefined, String(ae))
      assert.equal(res.body, script)
      assert.equal(res.headers.vary, 'accept-encoding')
    }
  })

  it('does not use variants older than the file: compresses it once and keeps the result', async () => {
    const a = await get('/h5/js/stale.1a2b3c4d.js', 'br')
    assert.equal(a.headers['content-encoding'], 'br')
    assert.equal(zlib.brotliDecompressSync(a.rawPayload).toString(), script)
    const b = await get('/h5/js/stale.1a2b3c4d.js', 'br')
    assert.deepEqual(b.rawPayload, a.rawPayload)
    assert.equal(b.headers.etag, a.headers.etag)
    const notModified = await t.app.inject({ method: 'GET', url: '/h5/js/stale.1a2b3c4d.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(a.headers.etag) } })
    assert.equal(notModified.statusCode, 304)
  })

  it('makes each variant once however many requests ask at the same time', async () => {
    const store = createVariantStore()
    const file = path.join(dist, 'js', 'home.5e6f7a8b.js')
    const stat = fs.statSync(file)
    const all = await Promise.all(Array.from({ length: 20 }, () => store.get(file, stat, 'br')))
    for (const buf of all) assert.equal(buf, all[0])
    assert.equal(await store.get(file, stat, 'br'), all[0])
    assert.equal(zlib.brotliDecompressSync(all[0]!).toString(), script)
  })

  it('reads Accept-Encoding with its weights', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br')
    assert.equal(pickEncoding('br;q=0, gzip'), 'gzip')
    assert.equal(pickEncoding('*'), 'br')
    assert.equal(pickEncoding('*, br;q=0'), 'gzip')
    assert.equal(pickEncoding('identity'), null)
    assert.equal(pickEncoding(undefined), null)
    assert.equal(pickEncoding('BR;Q=0.5'), 'br')
  })

  it('names the page\'s own chunks for preloading, compressed like the rest', async () => {
    const home = await get('/h5/', 'br')
    assert.equal(home.headers['content-encoding'], 'br')
    assert.equal(home.headers['cache-control'], 'no-cache')
    const html = zlib.brotliDecompressSync(home.rawPayload).toString()
    assert.match(html, /<link rel="preload" as="script" href="\/h5\/js\/home\.5e6f7a8b\.js">/)
    assert.match(html, /<link rel="preload" as="style" href="\/h5\/css\/home\.5e6f7a8b\.css">/)
    const cart = await get('/h5/pages/goods/cart/cart')
    assert.match(cart.body, /href="\/h5\/js\/cart\.9a8b7c6d\.js"/)
    assert.doesNotMatch(cart.body, /home\.5e6f7a8b/)
    // a page with no chunk list is served as built
    const other = await get('/h5/pages/member/index/index')
    assert.doesNotMatch(other.body, /rel="preload"|mall-boot/)
  })

  function bootOf(html: string) {
    const m = /<script type="application\/json" id="mall-boot">(.*?)<\/script>/.exec(html)
    assert.ok(m, 'boot answers in the page')
    return JSON.parse(m[1])
  }

  it('carries the home page\'s first answers, the same as the API gives a visitor', async () => {
    const res = await get('/h5/')
    const boot = bootOf(res.body)
    assert.equal(boot.lang, 'zh-cn')
    assert.equal(boot.website_id, 1)
    assert.equal(boot.app_type, 'h5')
    const keys = Object.keys(boot.calls)
    const diy = boot.calls[bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })]
    assert.equal(diy.name, 'DIY_VIEW_INDEX')
    const config = boot.calls[bootKey('/api/config/init')]
    assert.equal(config.cart_count, 0)
    assert.equal(config.wechat_jssdkconfig, null)
    const recommend = boot.calls[bootKey('/api/goodssku/page', { page: 1, page_size: 6, recommend: 1 })]
    const fromApi = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', payload: { page: 1, page_size: 6, recommend: 1, lang: 'zh-cn', app_type: 'h5' } })
    assert.deepEqual(recommend, fromApi.json().data)
    assert.ok(boot.calls[bootKey('/api/goodssku/page', { page: 1, page_size: 10, order: 'create_time', sort: 'desc' })], keys.join('\n'))
    assert.ok(boot.calls[bootKey('/api/shop/page', { page: 1, page_size: 4 })], keys.join('\n'))
    // nothing in the JSON can close the script element early
    const raw = /id="mall-boot">(.*?)<\/script>/.exec(res.body)![1]
    assert.doesNotMatch(raw, /<|>/)
  })

  it('takes the answers in the language and website the address names, and none for odd ones', async () => {
    const en = bootOf((await get('/h5/?lang=en-us')).body)
    assert.equal(en.lang, 'en-us')
    const deep = await get('/h5/pages/index/index/index?website_id=1')
    assert.equal(bootOf(deep.body).website_id, 1)
    // ids the request rules let through but that are not plain numbers get no answers
    const cache = createBootCache(t.app)
    for (const website_id of [['1', '2'], '1.0', ' 1', '01', {}]) assert.equal(await cache.get({ website_id }), null, JSON.stringify(website_id))
    assert.equal((await cache.get({ website_id: '1', lang: 'en' }))?.lang, 'en-us')
  })

  it('gathers the answers once for many page loads at the same time', async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/h5/?lang=zh-cn')))
    const at = new Set(pages.map((p) => bootOf(p.body).at))
    assert.equal(at.size, 1)
  })

  it('draws the home page\'s first screen (title, first banner) into the page, and into no other page', async () => {
    const res = await get('/h5/')
    const diy = bootOf(res.body).calls[bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })]
    assert.equal(diy.value.components[0].type, 'banner')
    const shell = /<div id="mall-shell"[^>]*>(.*?)<\/div><\/body>/.exec(res.body)
    assert.ok(shell, 'the shell is the last thing in the body')
    assert.match(shell[0], /pointer-events:none/)
    const src = /<img [^>]*\bsrc="([^"]+)"/.exec(shell[1])![1]
    assert.equal(src, bigImageUrl(diy.value.components[0].list[0].image))
    assert.match(src, /^\/upload\/.+_big\.(png|jpe?g|webp)$/)
    // the picture the shell names is there to be fetched
    assert.equal((await get(src)).statusCode, 200)
    assert.ok(shell[1].includes(`>${diy.value.global?.title || diy.title}<`))
    for (const url of ['/h5/pages/goods/cart/cart', '/h5/pages/member/index/index']) assert.doesNotMatch((await get(url)).body, /mall-shell/, url)
  })

  it('draws no shell for a decoration that does not start with a picture, and escapes what it writes', () => {
    const key = bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })
    const bootWith = (diy: unknown): H5Boot => ({ v: 1, website_id: 1, lang: 'zh-cn', app_type: 'h5', at: 0, calls: { [key]: diy } })
    const banner = (image: unknown) => ({ type: 'banner', list: [{ image }] })
    assert.equal(homeShellHtml(bootWith({ value: { components: [{ type: 'nav', list: [] }, banner('a.png')] } })), null)
    assert.equal(homeShellHtml(bootWith({ value: { components: [] } })), null)
    assert.equal(homeShellHtml({ ...bootWith(null), calls: {} }), null)
    for (const image of ['', 'javascript:alert(1)', '../../etc/passwd.png', 'a.png" onerror="x', 42, null]) {
      assert.equal(homeShellHtml(bootWith({ value: { components: [banner(image)] } })), null, String(image))
    }
    const html = homeShellHtml(bootWith({ title: '<script>alert(1)</script>', value: { global: { bgColor: 'red;background:url(x)' }, components: [banner('upload/a/b_mid.png')] } }))!
    assert.doesNotMatch(html, /<script|url\(x\)/)
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/)
    assert.match(html, /<img [^>]*\bsrc="\/upload\/a\/b_big\.png"/)
    assert.equal(bigImageUrl('https://cdn.example.com/b.jpg'), 'https://cdn.example.com/b.jpg')
    assert.equal(bigImageUrl('/upload/x/y.jpeg'), '/upload/x/y_big.jpeg')
  })
})

describe('uploaded files under /upload/', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp(dbTargets()[0])
    fs.mkdirSync(path.join(t.config.uploadDir, 'demo', 'goods'), { recursive: true })
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '7.png'), 'png-bytes')
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '8_small.png'), 'small-bytes')
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '8.png'), 'big-bytes')
  })
  after(() => t?.close())

  it('serves a file and falls back to the original for a missing size variant', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/7.png' })
    assert.equal(plain.statusCode, 200)
    assert.equal(plain.body, 'png-bytes')
    const variant = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/7_mid.png' })
    assert.equal(variant.statusCode, 200)
    assert.equal(variant.body, 'png-bytes')
    const real = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/8_small.png' })
    assert.equal(real.body, 'small-bytes')
  })

  it('answers 404 for missing files and never leaves the upload folder', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/upload/demo/goods/9_mid.png' })).statusCode, 404)
    for (const url of ['/upload/..%2f..%2f..%2fetc%2fpasswd', '/upload/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.doesNotMatch(res.body, /root:/, url)
    }
  })
})
