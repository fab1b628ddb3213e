// Shop journeys through the built H5 against the real seeded server (issue 9): open a shop from the
// street, follow it, see its goods and a category, come back and see it followed; a visitor is sent to
// login and back; the same pages in English show no Chinese interface text (the seeded data is Chinese).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { answered, api, apiMember, chromiumPath, journey, settled } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const STREET = '/h5/otherpages/shop/street/street'
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

const siteIdOf = (url) => Number(new URL(url).searchParams.get('site_id'))

/** Every text the seeded data puts on the shop's pages: taken out before looking for Chinese. */
async function dataTexts(base, siteId) {
  const info = (await api(base, 'POST', '/api/shop/info', { site_id: siteId })).data
  const goods = (await api(base, 'POST', '/api/goodssku/page', { site_id: siteId, page_size: 50 })).data.list
  const cats = (await api(base, 'POST', '/api/shopgoodscategory/tree', { site_id: siteId })).data
  const names = []
  const walk = (nodes) => nodes.forEach((n) => (names.push(n.category_name), walk(n.children)))
  walk(cats)
  const stores = (await api(base, 'POST', '/api/shop/storelist', { site_id: siteId })).data
  const coupons = goods.length ? (await api(base, 'POST', '/api/coupon/goodscoupontypelist', { goods_id: goods[0].goods_id })).data : []
  return [
    info.site_name, info.full_address, info.address, info.introduction, info.province_name, info.city_name, info.district_name,
    ...goods.flatMap((g) => [g.goods_name, g.site_name, g.unit]), ...names,
    ...stores.flatMap((s) => [s.store_name, s.full_address, s.open_date]), ...coupons.flatMap((c) => [c.coupon_name, c.site_name]),
  ].filter(Boolean).sort((a, b) => b.length - a.length)
}

async function chineseLeft(page, texts) {
  let text = await page.locator('body').innerText()
  for (const d of texts) text = text.split(d).join(' ')
  return text.split('\n').filter((line) => HAN.test(line))
}

describe('H5 shop pages', { skip }, () => {
  const j = journey()
  let siteId = 0

  it('opens a shop from the street, follows it, sees its goods and a category, and finds it followed on coming back', async () => {
    const { page } = j.b
    const base = j.server.base
    const token = await apiMember(base, '13712349001')
    await page.goto(`${base}${STREET}`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.reload()
    const card = page.locator('.shop-card').first()
    await card.waitFor({ timeout: 30_000 })
    const name = await card.locator('.shop-card__name').innerText()
    await card.click()
    await page.waitForURL(/\/h5\/otherpages\/shop\/index\/index\?site_id=\d+/, { timeout: 20_000 })
    siteId = siteIdOf(page.url())
    await page.locator('.shop-header').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.shop-header__name').innerText(), name)
    const before = (await api(base, 'POST', '/api/shop/info', { site_id: siteId })).data.follow_num
    assert.match(await page.locator('.shop-header__followers').innerText(), new RegExp(`\\b${before}\\b`))

    // the button flips before the server answers: wait for the answer, not only the flip
    await Promise.all([answered(page, '/api/shopmember/add'), page.locator('.shop-follow').click()])
    await page.locator('.shop-follow.shop-follow--on').waitFor({ timeout: 10_000 })
    assert.match(await page.locator('.shop-header__followers').innerText(), new RegExp(`\\b${before + 1}\\b`))
    const state = await api(base, 'POST', '/api/shopmember/isfollow', { token, site_id: siteId })
    assert.deepEqual(state.data, { is_follow: 1, follow_num: before + 1 })

    // its goods, every one of this shop
    const goods = page.locator('.shop-home__goods .goods-card')
    await goods.first().waitFor({ timeout: 10_000 })
    const expected = (await api(base, 'POST', '/api/goodssku/page', { site_id: siteId, page_size: 10 })).data.list.map((g) => g.goods_name)
    assert.equal(await goods.count(), expected.length)
    for (const g of await goods.locator('.goods-card__name').allInnerTexts()) assert.ok(expected.includes(g), `${g} is a goods of the shop`)

    // a category opens the shop's goods in it
    const cat = page.locator('.shop-home__categories .shop-cat').first()
    const catName = await cat.innerText()
    await cat.click()
    await page.waitForURL(/\/h5\/otherpages\/shop\/list\/list\?site_id=\d+&category_id=\d+/, { timeout: 20_000 })
    const categoryId = Number(new URL(page.url()).searchParams.get('category_id'))
    const inCat = (await api(base, 'POST', '/api/goodssku/page', { site_id: siteId, category_id: categoryId, page_size: 50 })).data
    assert.ok(inCat.count > 0, `${catName} holds goods of the shop`)
    // the shop home stays in the page stack: read the list only once the home is out of sight
    await page.locator('.shop-home__goods').first().waitFor({ state: 'hidden', timeout: 20_000 })
    await page.locator('.goods-card:visible').first().waitFor({ timeout: 20_000 })
    const shown = await page.locator('.goods-card:visible .goods-card__name').allInnerTexts()
    for (const g of shown) assert.ok(inCat.list.some((x) => x.goods_name === g), `${g} is in ${catName}`)
    // sorting by price, ascending
    await page.locator('.shop-sort--price').click()
    await page.waitForFunction(() => document.querySelector('.shop-sort--price.shop-sort--active') !== null)

    // back to the street and into the shop again: still followed
    await page.goto(`${base}${STREET}`)
    await page.locator('.shop-card').first().waitFor({ timeout: 30_000 })
    await page.locator('.shop-card', { hasText: name }).first().click()
    await page.waitForURL(/\/h5\/otherpages\/shop\/index\/index/, { timeout: 20_000 })
    await page.locator('.shop-follow.shop-follow--on').waitFor({ timeout: 20_000 })
    const mine = await api(base, 'POST', '/api/shopmember/membershop', { token })
    assert.deepEqual(mine.data.list.map((s) => s.site_id), [siteId])

    // unfollow from the page
    await Promise.all([answered(page, '/api/shopmember/delete'), page.locator('.shop-follow').click()])
    await page.waitForFunction(() => document.querySelector('.shop-follow') && !document.querySelector('.shop-follow--on'))
    assert.equal((await api(base, 'POST', '/api/shopmember/isfollow', { token, site_id: siteId })).data.is_follow, 0)
    assert.deepEqual(j.b.errors, [])
  })

  it('sends a visitor who taps follow to login, with the way back', async () => {
    const { page } = j.b
    await page.evaluate(() => localStorage.removeItem('token'))
    await page.goto(`${j.server.base}/h5/otherpages/shop/index/index?site_id=${siteId}`)
    await page.locator('.shop-follow').waitFor({ timeout: 30_000 })
    await page.locator('.shop-follow').click()
    await page.waitForURL(/\/h5\/pages\/login\/login\/login\?back=/, { timeout: 20_000 })
    const back = decodeURIComponent(new URL(page.url()).searchParams.get('back'))
    assert.equal(back, `/otherpages/shop/index/index?site_id=${siteId}`)
    assert.deepEqual(j.b.errors, [])
  })

  it('in English, the shop pages show no Chinese interface text', async () => {
    const { page } = j.b
    const base = j.server.base
    const texts = await dataTexts(base, siteId)
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    const pages = [
      [`/h5/otherpages/shop/index/index?site_id=${siteId}`, '.shop-home__goods .goods-card'],
      [`/h5/otherpages/shop/list/list?site_id=${siteId}`, '.goods-card'],
      [`/h5/otherpages/shop/category/category?site_id=${siteId}`, '.shop-category'],
      [`/h5/otherpages/shop/introduce/introduce?site_id=${siteId}`, '.shop-intro'],
      [`/h5/otherpages/shop/store_detail/store_detail?site_id=${siteId}`, '.shop-store'],
      [`/h5/otherpages/shop/search/search?site_id=${siteId}`, '.shop-search__top'],
    ]
    for (const [url, ready] of pages) {
      await page.goto(`${base}${url}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      await settled(page)
      assert.deepEqual(await chineseLeft(page, texts), [], url)
    }
    // the English follow button and the count
    await page.goto(`${base}/h5/otherpages/shop/index/index?site_id=${siteId}`)
    await page.locator('.shop-follow').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.shop-follow').innerText(), 'Follow')
    assert.match(await page.locator('.shop-header__followers').innerText(), /^Followers \d+/)
    assert.deepEqual(j.b.errors, [])
  })
})
