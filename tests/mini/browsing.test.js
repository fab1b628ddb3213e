const fs = require('fs')
const path = require('path')
const { createEnv, waitFor, dist } = require('./weapp-env')
const { startServer, forwardTo, httpJson } = require('./server')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

const clean = (page) => page.dom.innerHTML.replace(/main--/g, '')

describeBuilt('weapp build: browsing pages against the real server (issue 9)', () => {
  let server
  let env
  let shop
  beforeAll(async () => {
    server = await startServer()
    env = createEnv({ onRequest: forwardTo(server.base) })
    const shops = await httpJson('POST', `${server.base}/api/shop/page`, { page_size: 1 })
    shop = shops.data.data.list[0]
  })
  afterAll(() => server && server.stop())

  test('goods detail: the gallery in the native swiper, the price, and the video button of a goods with a video', async () => {
    const detail = (await httpJson('POST', `${server.base}/api/goodssku/detail`, { goods_id: 1 })).data.data.goods
    expect(detail.video_url).toBeTruthy()
    const page = env.openPage('pages/goods/detail/detail', { goods_id: '1' })
    const html = await waitFor(() => {
      const h = clean(page)
      return h.includes('goods-detail__image') && h.includes('goods-video-button') && h
    }, 30000)
    // the platform carousel is the mini-program's own swiper here, one item per picture
    expect(html).toMatch(/<wx-swiper[^>]*goods-detail__swiper/)
    expect((html.match(/<wx-swiper-item/g) ?? []).length).toBe(detail.images.length)
    expect(html).toContain(detail.goods_name)
    expect(html).not.toContain('mall-carousel')
  })

  test('shop home: the shop, its goods from the server, and the follow button', async () => {
    const page = env.openPage('otherpages/shop/index/index', { site_id: String(shop.site_id) })
    const html = await waitFor(() => {
      const h = clean(page)
      return h.includes(shop.site_name) && h.includes('goods-card') && h
    }, 30000)
    expect(html).toMatch(/¥/)
    expect(html).toContain('shop-follow')
    expect(html).toContain('shop-header__followers')
    const asked = env.calls.filter((c) => c.api === 'request').map((c) => c.opts.url)
    expect(asked.some((u) => u.endsWith('/api/shop/info'))).toBe(true)
    expect(asked.some((u) => u.endsWith('/api/goodssku/page'))).toBe(true)
  })

  test('brands: the brand wall from the server', async () => {
    const brands = (await httpJson('POST', `${server.base}/api/goodsbrand/page`, { page_size: 5 })).data.data.list
    expect(brands.length).toBeGreaterThan(0)
    const page = env.openPage('otherpages/goods/brand/brand')
    const html = await waitFor(() => {
      const h = clean(page)
      return h.includes(brands[0].brand_name) && h
    }, 30000)
    expect(html).toContain(brands[0].brand_name)
  })
})
