// Evaluations through the built H5 against the real seeded server (issue 10): the demo member evaluates
// the seeded received order with a picture and a text holding markup, then finds the evaluation (text
// shown as typed, the picture) on the goods page and in the goods' evaluation list under "with photos";
// the order has left the "pending review" tab.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, fill, journey, png, passwordLogin } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456' }
const EVALUATE = '/h5/otherpages/order/evaluate/evaluate'
const DETAIL = '/h5/pages/goods/detail/detail'
const TEXT = '<b>很好用</b> 颜色正 & 发货快'

const login = (base) => passwordLogin(base, DEMO.mobile, DEMO.password)

const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

/** Lines of the page that still hold Chinese once the given data texts are taken out. */
async function chineseLeft(page, texts) {
  let text = await page.locator('body').innerText()
  for (const d of [...texts].sort((a, b) => b.length - a.length)) text = text.split(d).join(' ')
  return text.split('\n').filter((line) => HAN.test(line))
}

describe('H5 evaluations', { skip }, () => {
  const j = journey()
  let evaluated = null

  it('evaluates an order line with an image and sees it on the goods page', async () => {
    const { page, errors } = j.b
    const base = j.server.base
    const token = await login(base)
    // the demo seed leaves one order received and waiting for a review
    const waiting = await api(base, 'POST', '/api/order/lists', { token, order_status: 'waitrate' })
    assert.equal(waiting.code, 0, waiting.message)
    const order = waiting.data.list.find((o) => o.actions.includes('evaluate'))
    assert.ok(order, 'a received order waiting for a review')
    const line = order.order_goods[0]

    await page.goto(`${base}/h5/`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    // from the order list, the evaluate action leads to the evaluate page
    await page.goto(`${base}/h5/pages/order/list/list?status=waitrate`)
    const action = page.locator('.order-action[data-action="evaluate"]').first()
    await action.waitFor({ timeout: 30_000 })
    await action.click()
    await page.waitForURL((u) => u.pathname === EVALUATE && u.searchParams.get('order_id') === String(order.order_id), { timeout: 15_000 })
    const form = page.locator(`.evaluate-line[data-order-goods-id="${line.order_goods_id}"]`)
    await form.locator('.evaluate-line__content').waitFor({ timeout: 20_000 })

    // four stars, the text, one picture; the shop's delivery score three stars
    await form.locator('.star-rating__star[data-star="4"]').click()
    await form.locator('.star-rating[data-score="4"]').waitFor()
    await fill(page, `evaluate-line[data-order-goods-id="${line.order_goods_id}"] .evaluate-line__content`, TEXT)
    await page.locator('.evaluate-shop__row--shop_deliverycredit .star-rating__star[data-star="3"]').click()
    // the add tile asks album or camera; the album is the file input on H5
    const chooser = page.waitForEvent('filechooser')
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload/evaluate'))
    await form.locator('.image-uploader__add').click()
    await form.locator('.image-uploader__source--album').click()
    await (await chooser).setFiles({ name: 'goods.png', mimeType: 'image/png', buffer: png(80, 60, [30, 140, 220]) })
    const up = await (await uploaded).json()
    assert.equal(up.code, 0, up.message)
    await form.locator('.image-uploader__item').first().waitFor({ timeout: 15_000 })

    const added = page.waitForResponse((r) => r.url().includes('/api/goodsevaluate/add'))
    await page.locator('.order-evaluate__submit').click()
    const addRes = await added
    const addBody = await addRes.json()
    assert.equal(addBody.code, 0, addBody.message)
    const sent = JSON.parse(addRes.request().postData())
    const mineSent = sent.goods_evaluate.find((e) => e.order_goods_id === line.order_goods_id)
    assert.deepEqual([mineSent.scores, mineSent.content, mineSent.images], [4, TEXT, [up.data.pic_path]])
    assert.equal(sent.shop_deliverycredit, 3)
    // the page now shows what was written, as text
    await form.locator('.evaluate-card__content', { hasText: '很好用' }).waitFor({ timeout: 15_000 })
    assert.equal(await form.locator('.evaluate-card__content').innerText(), TEXT)

    // the order left "pending review"
    const num = await api(base, 'POST', '/api/order/num', { token, order_status: 'waitrate' })
    assert.equal(num.data.waitrate, waiting.data.count - 1)

    // the goods page: count, good rate, the evaluation with its text as typed and its picture
    await page.goto(`${base}${DETAIL}?goods_id=${line.goods_id}`)
    const card = page.locator('.goods-evaluate .evaluate-card').first()
    await card.waitFor({ timeout: 30_000 })
    const title = await page.locator('.goods-evaluate__title').innerText()
    assert.match(title, /商品评价（[1-9]\d*）/)
    assert.match(await page.locator('.goods-evaluate__rate').innerText(), /好评率 \d+%/)
    assert.equal(await card.locator('.evaluate-card__content').innerText(), TEXT)
    assert.equal(await card.locator('.evaluate-card__content b').count(), 0)
    const name = up.data.pic_path.split('/').pop().split('.')[0]
    await page.waitForFunction((n) => [...document.querySelectorAll('.goods-evaluate .evaluate-card__image img, .goods-evaluate img.evaluate-card__image')]
      .some((i) => (i.getAttribute('src') ?? '').includes(n)), name, { timeout: 15_000 })

    // all evaluations, filtered to those with photos
    await page.locator('.goods-evaluate__head').click()
    await page.waitForURL((u) => u.pathname === '/h5/otherpages/goods/evaluate/evaluate', { timeout: 15_000 })
    await page.locator('.evaluate-filters__item[data-filter="image"]').click()
    await page.locator('.goods-evaluate-list .evaluate-card__content', { hasText: '很好用' }).first().waitFor({ timeout: 20_000 })
    const counts = await api(base, 'POST', '/api/goodsevaluate/count', { goods_id: line.goods_id })
    assert.ok(counts.data.image >= 1)
    assert.deepEqual(errors, [])
    evaluated = { token, order, line }
  })

  it('shows no Chinese interface text in English on the evaluation pages', async () => {
    const { page } = j.b
    const base = j.server.base
    assert.ok(evaluated, 'the first journey evaluated an order')
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    const list = (await api(base, 'POST', '/api/goodsevaluate/page', { goods_id: evaluated.line.goods_id, page_size: 50 })).data.list
    const data = [
      ...list.flatMap((e) => [e.content, e.member_name, e.spec_name, e.sku_name, e.again_content]),
      ...evaluated.order.order_goods.flatMap((l) => [l.sku_name, l.spec_name]),
    ].filter(Boolean)
    await page.goto(`${base}/h5/otherpages/goods/evaluate/evaluate?goods_id=${evaluated.line.goods_id}`)
    await page.locator('.goods-evaluate-list .evaluate-card').first().waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.evaluate-filters__item[data-filter="image"]').innerText(), `With photos ${list.filter((e) => e.images.length).length}`)
    assert.deepEqual(await chineseLeft(page, data), [], 'goods evaluations')
    await page.goto(`${base}${EVALUATE}?order_id=${evaluated.order.order_id}`)
    await page.locator('.evaluate-line .evaluate-card').first().waitFor({ timeout: 20_000 })
    assert.deepEqual(await chineseLeft(page, data), [], 'order evaluation (follow-up)')
  })
})
