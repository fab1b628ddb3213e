// Partner, brand and custom-page journeys through the built H5 against the real seeded server:
// a custom page opened from the home nav (and by id), the brand wall and one brand's goods, the
// partner city choice feeding the partner shop search, and a shop's licence.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, journey, settled } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

describe('H5 partner, brand and custom pages', { skip }, () => {
  const j = journey()

  it('opens the brand landing page from the home nav, with every block type, and by its id', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.diy-nav').first().waitFor({ timeout: 30_000 })
    await page.locator('.diy-nav__item', { hasText: '品牌特卖' }).click()
    await page.waitForURL(/\/h5\/otherpages\/diy\/diy\/diy\?name=DIY_LANDING_BRANDS/)
    const root = page.locator('.diy-page')
    await root.locator('.diy-banner').first().waitFor({ timeout: 20_000 })
    await root.locator('.diy-nav').first().waitFor()
    await root.locator('.diy-notice').first().waitFor()
    await root.locator('.goods-card').first().waitFor({ timeout: 20_000 })
    await root.locator('.shop-card').first().waitFor({ timeout: 20_000 })
    assert.match(await page.title(), /品牌特卖/)

    const info = await api(j.server.base, 'POST', '/api/diyview/info', { name: 'DIY_LANDING_FRESH' })
    assert.equal(info.code, 0)
    await page.goto(`${j.server.base}/h5/otherpages/diy/diy/diy?id=${info.data.id}`)
    await page.locator('.diy-page .goods-card').first().waitFor({ timeout: 20_000 })
    assert.match(await page.title(), /新品首发/)
    // a page that does not exist says so
    await page.goto(`${j.server.base}/h5/otherpages/diy/diy/diy?id=987654`)
    await page.locator('.diy-page .mall-empty').waitFor({ timeout: 20_000 })
    assert.deepEqual(j.b.errors, [])
  })

  it("opens the brand wall and one brand's goods", async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/otherpages/diy/diy/diy?name=DIY_LANDING_BRANDS`)
    await page.locator('.diy-page .diy-nav__item', { hasText: '品牌馆' }).click()
    await page.waitForURL(/\/h5\/otherpages\/goods\/brand\/brand/)
    await page.locator('.brand-cell:visible').first().waitFor({ timeout: 20_000 })
    assert.ok((await page.locator('.brand-cell').count()) >= 10)
    const first = page.locator('.brand-cell:visible').first()
    const brandName = (await first.locator('.brand-cell__name').innerText()).trim()
    const count = Number((await first.locator('.brand-cell__count').innerText()).match(/\d+/)[0])
    assert.ok(count > 0, `the first brand has goods (${count})`)
    await first.click()
    await page.waitForURL(/\/h5\/pages\/goods\/list\/list\?brand_id=\d+/)
    await page.locator('.goods-card:visible').first().waitFor({ timeout: 20_000 })
    await settled(page)
    const names = await page.locator('.goods-card:visible').allInnerTexts()
    assert.equal(names.length, Math.min(count, 10))
    for (const n of names) assert.ok(n.includes(`${brandName} `), `${n} is a ${brandName} goods`)
    assert.deepEqual(j.b.errors, [])
  })

  it('plays the video of a goods that has one from its detail page', async () => {
    const { page } = j.b
    const detail = await api(j.server.base, 'POST', '/api/goodssku/detail', { goods_id: 1 })
    assert.ok(detail.data.goods.video_url, 'the demo gives goods 1 a video')
    await page.goto(`${j.server.base}/h5/pages/goods/detail/detail?goods_id=1`)
    await page.locator('.goods-video-button:visible').click({ timeout: 30_000 })
    await page.waitForURL(/\/h5\/otherpages\/goods\/preview-video\/preview-video\?url=/)
    await page.waitForFunction(() => {
      const v = document.querySelector('.preview-video video')
      return v && v.readyState >= 1 && v.videoWidth === 320
    }, null, { timeout: 20_000 })
    assert.equal(await page.locator('.preview-video__error').count(), 0)
    // a goods without a video shows no play button
    const plain = await api(j.server.base, 'POST', '/api/goodssku/detail', { goods_id: 10 })
    assert.equal(plain.data.goods.video_url, '')
    await page.goto(`${j.server.base}/h5/pages/goods/detail/detail?goods_id=10`)
    await page.locator('.goods-detail__card:visible').first().waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.goods-video-button:visible').count(), 0)
    assert.deepEqual(j.b.errors, [])
  })

  it('picks a city in the partner city list and searches shops near it', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/dianjia/shop/search/search`)
    await page.locator('.shop-card:visible').first().waitFor({ timeout: 20_000 })
    await page.locator('.partner-search__city:visible').click()
    await page.waitForURL(/\/h5\/pages\/dianjia\/address_list\/address_list/)
    await page.locator('.partner-city__province').first().waitFor({ timeout: 20_000 })
    assert.ok((await page.locator('.partner-city__province').count()) > 30)
    await page.locator('input.search-bar__input:visible, .search-bar__input input:visible').fill('杭州')
    await page.waitForFunction(() => document.querySelectorAll('.partner-city__province').length === 1)
    await page.locator('.partner-city__province .partner-city__city', { hasText: '杭州市' }).click()
    await page.waitForURL(/\/h5\/pages\/dianjia\/shop\/search\/search/)
    await page.locator('.partner-search__city-name:visible', { hasText: '杭州市' }).waitFor({ timeout: 20_000 })
    await page.locator('.partner-search__near:visible', { hasText: '杭州市' }).waitFor({ timeout: 20_000 })
    const stored = await page.evaluate(() => localStorage.getItem('curr_shipping_address'))
    assert.match(stored ?? '', /330100/)
    // nearest first: the Hangzhou shops lead and carry their distance
    await page.locator('.shop-card:visible').first().waitFor()
    const firstShop = await page.locator('.shop-card:visible').first().innerText()
    assert.match(firstShop, /\d+(\.\d+)?\s?(m|km|米|公里)/)
    // a keyword keeps only the shops whose name has it
    const shops = await api(j.server.base, 'POST', '/api/shop/page', { page_size: 50 })
    const target = shops.data.list[0].site_name
    const input = page.locator('input.search-bar__input:visible, .search-bar__input input:visible')
    await input.fill(target.slice(0, 2))
    await input.press('Enter')
    await page.waitForFunction((name) => {
      const cards = [...document.querySelectorAll('.shop-card__name')].filter((c) => c.offsetParent !== null)
      return cards.length > 0 && cards.every((c) => c.textContent.includes(name))
    }, target.slice(0, 2), { timeout: 20_000 })
    // the city page shows the choice as the current city
    await page.locator('.partner-search__city:visible').click()
    await page.locator('.partner-city__current-name:visible', { hasText: '杭州市' }).waitFor({ timeout: 20_000 })
    assert.deepEqual(j.b.errors, [])
  })

  it("shows a shop's licence, opened from its introduction, with its pictures and details", async () => {
    const { page } = j.b
    const shops = await api(j.server.base, 'POST', '/api/shop/page', { page_size: 1 })
    const shop = shops.data.list[0]
    // reached from the shop's introduction
    await page.goto(`${j.server.base}/h5/otherpages/shop/introduce/introduce?site_id=${shop.site_id}`)
    await page.locator('.shop-introduce__license:visible').click({ timeout: 20_000 })
    await page.waitForURL(new RegExp(`/h5/pages/dianjia/license/license\\?site_id=${shop.site_id}$`))
    await page.locator('.license__shop-name', { hasText: shop.site_name }).waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.license__picture').count(), 2)
    const code = await page.locator('.license__row--creditCode .license__row-value').innerText()
    assert.match(code.trim(), /^[0-9A-HJ-NPQRTUWXY]{18}$/)
    assert.ok(await page.locator('.license__row--businessScope').isVisible())
    await page.goto(`${j.server.base}/h5/pages/dianjia/license/license?site_id=999999`)
    await page.locator('.license .mall-empty').waitFor({ timeout: 20_000 })
    assert.deepEqual(j.b.errors, [])
  })
})
