// Member levels through the built H5 against the real seeded server (issue 11): the demo member sees
// their level a little below 银卡会员, buys one ordinary goods with the balance, the shop ships, the
// buyer confirms receipt, the order completes (its after-sale window is moved into the past, the timed
// job sweeps every 5 s here) and its growth lifts them: the level page shows the new level, the gifts
// page its upgrade gift package, and the next checkout takes the 9.8折 level discount.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, openBrowser, passwordLogin, setWebsiteConfig, showsCalculation, staffLogin, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const STAFF_PASSWORD = 'merchant-level-1'

/** A goods of a shop between ¥10 and ¥50 with stock: one of them is an ordinary demo order. */
async function ordinaryGoods(base, siteId) {
  const page = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 50, site_id: siteId, order: 'price', sort: 'asc' })
  assert.equal(page.code, 0, page.message)
  for (const g of page.data.list) {
    const detail = await api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
    const sku = detail.data.goods.skus.find((s) => s.stock >= 5 && s.price >= 1000 && s.price <= 5000)
    if (sku && detail.data.goods.is_virtual === 0) return { goods_id: g.goods_id, sku_id: sku.sku_id, price: sku.price }
  }
  throw new Error(`no goods between ¥10 and ¥50 in shop ${siteId}`)
}

async function typePayPassword(page, pin) {
  const box = page.locator('.pay-password').first()
  await box.waitFor({ timeout: 15_000 })
  const input = (await box.evaluate((el) => el.tagName === 'INPUT')) ? box : box.locator('input').first()
  await input.click()
  await input.pressSequentially(pin, { delay: 30 })
}

const yuan = (fen) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

describe('H5 member levels', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  before(async () => {
    server = await startServer({ MERCHANT_STAFF_PASSWORD: STAFF_PASSWORD }, {
      configure(sqliteFile) {
        file = sqliteFile
        // the timed job sweeps every 5 s here: a received order past its after-sale window completes at once
        setWebsiteConfig(sqliteFile, 'order_config', { auto_close_minutes: 30, auto_receive_days: 7, extend_days: 3, complete_days: 7, point_rate: 100, point_max_percent: 10, sweep_seconds: 5 })
      },
    })
    b = await openBrowser()
    token = await passwordLogin(server.base, DEMO.mobile, DEMO.password)
    await b.page.goto(`${server.base}/h5/`)
    await b.page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  const member = () => withSqlite(file, (db) => db.prepare('SELECT id, growth, member_level, point, balance FROM member WHERE mobile = ?').get(DEMO.mobile))
  const orderRow = (id) => withSqlite(file, (db) => db.prepare('SELECT * FROM orders WHERE order_id = ?').get(id))

  let goods
  it('the member centre opens the level page: the current level, a little below the next one', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-level-badge').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.member-level-badge').innerText(), /普通会员/)
    await page.locator('.member-assets__item--growth').click()
    await page.locator('.level-card').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.level-card__name').innerText(), '普通会员')
    assert.equal(await page.locator('.level-card__need').innerText(), '再获得 5 成长值升级为银卡会员')
    assert.equal(await page.locator('.level-tabs__item').count(), 4)
    await page.locator('.level-tabs__item', { hasText: '银卡会员' }).click()
    await page.locator('.level-detail__name', { hasText: '银卡会员' }).waitFor()
    assert.equal(await page.locator('.level-detail__discount').innerText(), '9.8折')
    assert.match(await page.locator('.level-detail__section--gift').innerText(), /100 积分/)
    await page.locator('.level-card__rules').click()
    await page.locator('.growth-rule--order').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.growth-rule--order').innerText(), /每实付 1 元商品金额获得 1 成长值/)
    assert.deepEqual(b.errors, [])
  })

  let orderId = 0
  it('one ordinary order paid with the balance, shipped, received and completed lifts the member to the next level', async () => {
    const { page } = b
    const before = member()
    assert.equal(before.growth, 95)
    goods = await ordinaryGoods(server.base, 1)
    await page.goto(`${server.base}/h5/pages/order/payment/payment?sku_id=${goods.sku_id}&num=1`)
    await page.locator('.checkout-page').waitFor({ timeout: 30_000 })
    await page.locator('.checkout-sums').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.checkout-sum', { hasText: '会员优惠' }).count(), 0, 'no level discount yet')
    const withBalance = page.waitForResponse((r) => r.url().includes('/api/ordercreate/calculate'))
    await page.locator('.checkout-balance').click()
    await showsCalculation(page, await withBalance)
    assert.equal(await page.locator('.checkout-pay-money').innerText(), '0.00')
    const created = page.waitForResponse((r) => r.url().includes('/api/ordercreate/create'))
    await page.locator('.checkout-submit').click()
    await typePayPassword(page, DEMO.payPassword)
    const confirm = page.locator('.pay-password-confirm')
    if (await confirm.count()) await confirm.first().click().catch(() => {})
    const body = await (await created).json()
    assert.equal(body.code, 0, body.message)
    orderId = body.data.order_ids[0]
    await page.locator('.pay-result--success').waitFor({ timeout: 30_000 })

    // the shop ships through the merchant API; the buyer confirms receipt on the order page
    const staff = await staffLogin(server.base, orderRow(orderId).site_id, STAFF_PASSWORD)
    const shipped = await api(server.base, 'POST', '/merchant/api/order/delivery', { token: staff, order_id: orderId, order_goods_ids: 'all', delivery_type: 1, express_company_name: '顺丰速运', delivery_no: 'SF2026000111' })
    assert.equal(shipped.code, 0, shipped.message)
    await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${orderId}`)
    await page.locator('.order-detail[data-status="3"]').waitFor({ timeout: 30_000 })
    const received = page.waitForResponse((r) => r.url().includes('/api/order/takedelivery'))
    await page.locator('.order-action[data-action="takedelivery"]').first().click()
    await page.locator('.taro-modal__foot > *').last().click()
    assert.equal((await (await received).json()).code, 0)
    await page.locator('.order-detail[data-status="4"]').waitFor({ timeout: 15_000 })
    assert.equal(member().growth, 95, 'no growth while the order can still be refunded')

    // the after-sale window (7 days) is over: the next sweep completes the order and credits its growth once
    withSqlite(file, (db) => db.prepare('UPDATE orders SET sign_time = sign_time - 8 * 86400 WHERE order_id = ?').run(orderId))
    const deadline = Date.now() + 60_000
    while (orderRow(orderId).order_status !== 10) {
      assert.ok(Date.now() < deadline, 'the order completed within 60 s')
      await new Promise((r) => setTimeout(r, 500))
    }
    const order = orderRow(orderId)
    const paid = withSqlite(file, (db) => db.prepare('SELECT SUM(real_goods_money) AS m FROM order_goods WHERE order_id = ?').get(orderId).m)
    const ledger = withSqlite(file, (db) => db.prepare("SELECT account_data FROM member_account WHERE from_type = 'order_growth' AND relate_tag = ?").all(order.order_no))
    assert.deepEqual(ledger.map((r) => r.account_data), [Math.floor(paid / 100)])
    const now = member()
    assert.equal(now.growth, 95 + Math.floor(paid / 100))
    assert.equal(now.point, before.point + 100, 'the gift package: 100 points')
    const gift = withSqlite(file, (db) => db.prepare("SELECT account_type, account_data FROM member_account WHERE member_id = ? AND from_type = 'level_gift' ORDER BY id").all(now.id))
    assert.deepEqual(gift.map((r) => [r.account_type, r.account_data]), [['point', 100], ['balance', 500]], 'and ¥5.00 of balance, once')

    await page.goto(`${server.base}/h5/otherpages/member/level/level`)
    await page.locator('.level-card__name', { hasText: '银卡会员' }).waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.level-card__need').innerText(), /升级为金卡会员/)
    assert.equal(await page.locator('.level-detail__discount').innerText(), '9.8折')
    assert.deepEqual(b.errors, [])
  })

  it('the upgrade gift package is in the gifts page, with what it held', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-entries__item--gift').click({ timeout: 30_000 })
    const item = page.locator('.gift-item').first()
    await item.waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.gift-item').count(), 1)
    assert.equal(await item.locator('.gift-item__title').innerText(), '银卡会员升级礼包')
    assert.match(await item.locator('.gift-item__summary').innerText(), /100 积分 · ¥5\.00 余额 · 1 张优惠券/)
    await item.click()
    await page.locator('.gift-detail').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.gift-contents__coupon').first().innerText(), /满99减10元/)
    // another member cannot open it
    const giftId = Number(await page.locator('.gift-detail').getAttribute('data-gift-id'))
    const other = await passwordLogin(server.base, '13800000001', 'mall123456')
    assert.equal((await api(server.base, 'POST', '/gift/api/giftorder/detail', { token: other, id: giftId })).code, -21740)
    assert.deepEqual(b.errors, [])
  })

  it('the next checkout takes the new level\'s discount', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/pages/order/payment/payment?sku_id=${goods.sku_id}&num=1`)
    await page.locator('.checkout-sums').waitFor({ timeout: 30_000 })
    const row = page.locator('.checkout-sum', { hasText: '会员优惠' })
    await row.waitFor({ timeout: 15_000 })
    assert.equal((await row.locator('.checkout-sum__label').innerText()).trim(), '会员优惠 (9.8折)')
    // 9.8折: 2% of the goods off, rounded down to the fen
    assert.equal((await row.locator('.checkout-sum__value').innerText()).replace(/\s/g, ''), `-¥${yuan(Math.floor((goods.price * 2) / 100))}`)
    const payment = await api(server.base, 'POST', '/api/ordercreate/payment', { token, sku_id: goods.sku_id, num: 1 })
    assert.equal(payment.data.member_level_discount, 98)
    assert.deepEqual(b.errors, [])
  })
})
