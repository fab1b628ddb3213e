// Collections and footprints through the built H5 against the real seeded server (issue 9): collect a
// goods on its detail page and find it in the collections; view three goods and find them in the
// footprints, delete one; the same pages in English show no Chinese interface text.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, apiMember, chromiumPath, journey } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DETAIL = '/h5/pages/goods/detail/detail'
const COLLECTION = '/h5/otherpages/member/collection/collection'
const FOOTPRINT = '/h5/otherpages/member/footprint/footprint'
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

async function chineseLeft(page, texts) {
  let text = await page.locator('body').innerText()
  for (const d of [...texts].sort((a, b) => b.length - a.length)) text = text.split(d).join(' ')
  return text.split('\n').filter((line) => HAN.test(line))
}

describe('H5 collections and footprints', { skip }, () => {
  const j = journey()
  let token = ''
  let goods = []

  it('a visitor who taps collect on a goods opened by its address goes to login and back to that goods', async () => {
    const { page } = j.b
    const base = j.server.base
    const [g] = (await api(base, 'POST', '/api/goodssku/page', { page_size: 1 })).data.list
    await page.goto(`${base}${DETAIL}?goods_id=${g.goods_id}`)
    await page.locator('.collect-button').waitFor({ timeout: 30_000 })
    await page.locator('.collect-button').click()
    await page.waitForURL(/\/pages\/login\/login\/login/, { timeout: 10_000 })
    const back = new URL(page.url()).searchParams.get('back')
    assert.equal(back, `/pages/goods/detail/detail?goods_id=${g.goods_id}`)
  })

  it('collects a goods on its detail page and finds it in the collections', async () => {
    const { page } = j.b
    const base = j.server.base
    token = await apiMember(base, '13712349101')
    goods = (await api(base, 'POST', '/api/goodssku/page', { page_size: 3 })).data.list
    assert.equal(goods.length, 3)
    await page.goto(`${base}${DETAIL}?sku_id=${goods[0].sku_id}`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.reload()
    await page.locator('.collect-button').waitFor({ timeout: 30_000 })
    await page.locator('.collect-button').click()
    await page.locator('.collect-button.collect-button--on').waitFor({ timeout: 10_000 })
    assert.equal((await api(base, 'POST', '/api/goodscollect/iscollect', { token, goods_id: goods[0].goods_id })).data.is_collect, 1)
    await page.goto(`${base}${COLLECTION}`)
    await page.locator('.favorite-list .goods-card').first().waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.favorite-list .goods-card__name').first().innerText(), goods[0].goods_name)
  })

  it('records three viewed goods in the footprints and deletes one', async () => {
    const { page } = j.b
    const base = j.server.base
    for (const g of goods) {
      await page.goto(`${base}${DETAIL}?sku_id=${g.sku_id}`)
      await page.locator('.collect-button').waitFor({ timeout: 20_000 })
    }
    // fire and forget: wait until the server has all three
    for (let i = 0; i < 50; i++) {
      if ((await api(base, 'POST', '/api/goodsbrowse/page', { token })).data.count === 3) break
      await new Promise((r) => setTimeout(r, 200))
    }
    await page.goto(`${base}${FOOTPRINT}`)
    const cards = page.locator('.favorite-list .goods-card')
    await cards.nth(2).waitFor({ timeout: 20_000 })
    const names = await page.locator('.favorite-list .goods-card__name').allInnerTexts()
    assert.deepEqual(new Set(names), new Set(goods.map((g) => g.goods_name)))
    await page.locator('.favorite-toolbar__edit').click()
    await page.locator('.favorite-check').first().click()
    await page.locator('.favorite-bar__delete').click()
    for (let i = 0; i < 50 && (await cards.count()) !== 2; i++) await new Promise((r) => setTimeout(r, 200))
    assert.equal(await cards.count(), 2)
    assert.equal((await api(base, 'POST', '/api/goodsbrowse/page', { token })).data.count, 2)
  })

  it('shows no Chinese interface text in English', async () => {
    const { page } = j.b
    const base = j.server.base
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    const data = goods.flatMap((g) => [g.goods_name, g.site_name, g.unit]).filter(Boolean)
    for (const url of [COLLECTION, FOOTPRINT]) {
      await page.goto(`${base}${url}`)
      await page.locator('.favorite-list .goods-card').first().waitFor({ timeout: 20_000 })
      await page.locator('.favorite-toolbar__edit').click()
      assert.deepEqual(await chineseLeft(page, data), [], url)
    }
  })
})
