// Buying journeys through the built H5 against the real seeded server (issue 8): goods detail -> cart
// -> checkout with an address and a coupon -> balance with the pay password -> result -> the orders of
// both shops pending shipment; the merchant ships one -> logistics -> confirm receipt; an unpaid order
// closes by the timed job and its stock returns; a pickup order and its code; a WeChat-browser JSAPI
// payment and an Alipay mobile-web payment against the fake gateways, completed by their notifications.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, openBrowser, setWebsiteConfig, startFakeAlipay, startFakeWechatPay, startServer, withSqlite, passwordLogin, showsCalculation, staffLogin } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const STAFF_PASSWORD = 'merchant-journey-1'
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN'

const login = (base) => passwordLogin(base, DEMO.mobile, DEMO.password)

const staffToken = (base, siteId) => staffLogin(base, siteId, STAFF_PASSWORD)

/** The cheapest goods of a shop from minPrice fen with one SKU in stock (the balance covers a few of them). */
async function cheapGoods(base, siteId, minPrice = 0) {
  const page = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 50, site_id: siteId, order: 'price', sort: 'asc' })
  assert.equal(page.code, 0, page.message)
  for (const g of page.data.list) {
    const detail = await api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
    const sku = detail.data.goods.skus.find((s) => s.stock >= 5 && s.price >= minPrice)
    if (sku && detail.data.goods.is_virtual === 0) {
      return { goods_id: g.goods_id, sku_id: sku.sku_id, spec_name: sku.spec_name, stock: sku.stock, price: sku.price, goods_name: g.goods_name }
    }
  }
  throw new Error(`no cheap goods in shop ${siteId}`)
}

async function signIn(page, base, token) {
  await page.goto(`${base}/h5/`)
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
}

/** Opens a goods, adds one piece through the SKU picker and waits for the cart count to answer. */
async function addToCart(page, base, goods) {
  await page.goto(`${base}/h5/pages/goods/detail/detail?goods_id=${goods.goods_id}`)
  await page.locator('.goods-detail__add-cart').waitFor({ timeout: 30_000 })
  await page.locator('.goods-detail__add-cart').click()
  await page.locator('.sku-picker').waitFor()
  await page.locator('.sku-picker .sku-picker__spec', { hasText: goods.spec_name }).first().click()
  const counted = page.waitForResponse((r) => r.url().includes('/api/cart/count'))
  await page.locator('.sku-picker__confirm').click()
  await counted
}

async function typePayPassword(page, pin) {
  const box = page.locator('.pay-password').first()
  await box.waitFor({ timeout: 15_000 })
  const input = (await box.evaluate((el) => el.tagName === 'INPUT')) ? box : box.locator('input').first()
  await input.click()
  await input.pressSequentially(pin, { delay: 30 })
}

const orderRow = (file, id) => withSqlite(file, (db) => db.prepare('SELECT * FROM orders WHERE order_id = ?').get(id))
const skuStock = (file, skuId) => withSqlite(file, (db) => db.prepare('SELECT stock FROM goods_sku WHERE sku_id = ?').get(skuId).stock)

describe('H5 buying journeys', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  before(async () => {
    server = await startServer({ MERCHANT_STAFF_PASSWORD: STAFF_PASSWORD }, {
      configure(sqliteFile) {
        file = sqliteFile
        // the timed job sweeps every 5 s here, so a journey sees an unpaid order close
        setWebsiteConfig(sqliteFile, 'order_config', { auto_close_minutes: 30, auto_receive_days: 7, extend_days: 3, complete_days: 7, point_rate: 100, point_max_percent: 10, sweep_seconds: 5 })
      },
    })
    b = await openBrowser()
    token = await login(server.base)
    await signIn(b.page, server.base, token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  let paidOrders = []
  it('detail -> cart (badge) -> checkout with the default address and a shop coupon -> balance with the pay password -> result', async () => {
    const { page } = b
    // over the threshold of the shop's ¥5-off-¥39 coupon
    const a = await cheapGoods(server.base, 1, 4000)
    const c = await cheapGoods(server.base, 2)
    const before = (await api(server.base, 'GET', '/api/cart/count', { token })).data
    await addToCart(page, server.base, a)
    await addToCart(page, server.base, c)
    // the tab bar badge tells the truth on the cart page
    await page.goto(`${server.base}/h5/pages/goods/cart/cart`)
    await page.locator('.cart-line').first().waitFor({ timeout: 30_000 })
    await page.locator('.mall-tabbar__badge').waitFor()
    assert.equal(Number(await page.locator('.mall-tabbar__badge').innerText()), before + 2)
    assert.equal(await page.locator('.cart-shop').count() >= 2, true, 'lines grouped by shop')
    // what was just added arrives ticked (issue 23): no tap needed before checkout
    for (const g of [a, c]) assert.equal(await page.locator('.cart-line', { hasText: g.goods_name }).locator('.cart-line__check').getAttribute('aria-checked'), 'true')
    assert.match(await page.locator('.cart-total').innerText(), /¥\s?\d+\.\d{2}/)
    assert.doesNotMatch(await page.locator('.cart-total').innerText(), /¥\s?0\.00/)
    await page.locator('.cart-checkout').click()

    await page.locator('.checkout-page').waitFor({ timeout: 30_000 })
    await page.locator('.checkout-address').waitFor()
    assert.match(await page.locator('.checkout-address').innerText(), /浙江省/)
    assert.equal(await page.locator('.checkout-shop').count(), 2)
    // the amount shows "--" until the first calculation answers
    await page.waitForFunction(() => /\d/.test(document.querySelector('.checkout-pay-money')?.textContent ?? ''), null, { timeout: 30_000 })
    const payBefore = await page.locator('.checkout-pay-money').innerText()
    // a shop coupon of the first shop (the demo member holds one of each)
    await page.locator('.checkout-shop', { hasText: a.goods_name }).locator('.checkout-coupon').click()
    const option = page.locator('.checkout-coupon-option').first()
    await option.waitFor()
    const recalculated = page.waitForResponse((r) => r.url().includes('/api/ordercreate/calculate'))
    await option.click()
    await showsCalculation(page, await recalculated)
    const payWithCoupon = await page.locator('.checkout-pay-money').innerText()
    assert.ok(Number(payWithCoupon) < Number(payBefore), `the coupon takes money off: ${payBefore} -> ${payWithCoupon}`)
    // the balance pays the rest
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
    assert.equal(body.data.order_ids.length, 2)
    paidOrders = body.data.order_ids
    await page.locator('.pay-result--success').waitFor({ timeout: 30_000 })
    // the amount the orders cost (the balance paid it all)
    assert.equal((await page.locator('.pay-result__money').innerText()).replace(/\s/g, ''), `¥${payWithCoupon}`)

    // both shops' orders wait for shipment, in the list too
    for (const id of paidOrders) assert.equal(orderRow(file, id).order_status, 1)
    await page.goto(`${server.base}/h5/pages/order/list/list?status=waitsend`)
    for (const id of paidOrders) await page.locator(`.order-card[data-order-id="${id}"]`).waitFor({ timeout: 30_000 })
    assert.deepEqual(b.errors, [])
  })

  it('the merchant ships one; the buyer follows it and confirms receipt', async () => {
    const { page } = b
    const id = paidOrders[0]
    const order = orderRow(file, id)
    const staff = await staffToken(server.base, order.site_id)
    const shipped = await api(server.base, 'POST', '/merchant/api/order/delivery', { token: staff, order_id: id, order_goods_ids: 'all', delivery_type: 1, express_company_name: '顺丰速运', delivery_no: 'SF1234567890' })
    assert.equal(shipped.code, 0, shipped.message)
    // another shop's staff cannot see it
    const otherStaff = await staffToken(server.base, order.site_id === 1 ? 2 : 1)
    assert.equal((await api(server.base, 'POST', '/merchant/api/order/detail', { token: otherStaff, order_id: id })).code < 0, true)

    await page.goto(`${server.base}/h5/pages/order/logistics/logistics?order_id=${id}`)
    await page.locator('.order-logistics').waitFor({ timeout: 30_000 })
    await page.locator('.logistics-trace').first().waitFor()
    assert.match(await page.locator('.order-logistics').innerText(), /SF1234567890/)

    await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${id}`)
    await page.locator('.order-detail[data-status="3"]').waitFor({ timeout: 30_000 })
    const received = page.waitForResponse((r) => r.url().includes('/api/order/takedelivery'))
    await page.locator('.order-action[data-action="takedelivery"]').first().click()
    // the confirmation modal
    await page.locator('.taro-modal__foot > *').last().click()
    assert.equal((await (await received).json()).code, 0)
    await page.locator('.order-detail[data-status="4"]').waitFor({ timeout: 15_000 })
    assert.equal(orderRow(file, id).order_status, 4)
    assert.deepEqual(b.errors, [])
  })

  it('an unpaid order closes by the timed job and gives its stock back', async () => {
    const { page } = b
    const g = await cheapGoods(server.base, 3)
    const stockBefore = skuStock(file, g.sku_id)
    const created = await api(server.base, 'POST', '/api/ordercreate/create', { token, sku_id: g.sku_id, num: 2, request_key: crypto.randomBytes(12).toString('hex') })
    assert.equal(created.code, 0, created.message)
    const id = created.data.order_ids[0]
    assert.equal(skuStock(file, g.sku_id), stockBefore - 2, 'stock reserved')
    await page.goto(`${server.base}/h5/pages/order/list/list?status=waitpay`)
    await page.locator(`.order-card[data-order-id="${id}"]`).waitFor({ timeout: 30_000 })
    // 31 minutes old, its pay deadline passed: the next sweep (every 5 s here) closes it
    withSqlite(file, (db) => db.prepare('UPDATE orders SET create_time = create_time - 1860, pay_deadline = pay_deadline - 1860 WHERE order_id = ?').run(id))
    const deadline = Date.now() + 30_000
    while (orderRow(file, id).order_status !== -1) {
      assert.ok(Date.now() < deadline, 'the unpaid order closed within 30 s')
      await new Promise((r) => setTimeout(r, 500))
    }
    assert.equal(skuStock(file, g.sku_id), stockBefore, 'stock returned')
    await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${id}`)
    await page.locator('.order-detail[data-status="-1"]').waitFor({ timeout: 30_000 })
    assert.deepEqual(b.errors, [])
  })

  it('a pickup order shows its code, and the shop verifies it', async () => {
    const { page } = b
    const g = await cheapGoods(server.base, 1)
    await page.goto(`${server.base}/h5/pages/order/payment/payment?sku_id=${g.sku_id}&num=1`)
    await page.locator('.checkout-page').waitFor({ timeout: 30_000 })
    const recalculated = page.waitForResponse((r) => r.url().includes('/api/ordercreate/calculate'))
    await page.locator('.checkout-delivery', { hasText: /自提/ }).first().click()
    await recalculated
    const withBalance = page.waitForResponse((r) => r.url().includes('/api/ordercreate/calculate'))
    await page.locator('.checkout-balance').click()
    await showsCalculation(page, await withBalance)
    const created = page.waitForResponse((r) => r.url().includes('/api/ordercreate/create'))
    await page.locator('.checkout-submit').click()
    await typePayPassword(page, DEMO.payPassword)
    const body = await (await created).json()
    assert.equal(body.code, 0, body.message)
    const id = body.data.order_ids[0]
    await page.locator('.pay-result--success').waitFor({ timeout: 30_000 })
    const row = orderRow(file, id)
    assert.deepEqual([row.order_type, row.order_status], [2, 2])

    await page.goto(`${server.base}/h5/pages/order/detail_pickup/detail_pickup?order_id=${id}`)
    await page.locator('.order-pickup-code').waitFor({ timeout: 30_000 })
    const shown = (await page.locator('.order-pickup-code').innerText()).replace(/\s/g, '')
    assert.equal(shown, row.verify_code)
    const staff = await staffToken(server.base, row.site_id)
    const verified = await api(server.base, 'POST', '/merchant/api/order/verify', { token: staff, verify_code: row.verify_code })
    assert.equal(verified.code, 0, verified.message)
    assert.equal(orderRow(file, id).order_status, 4)
    assert.deepEqual(b.errors, [])
  })
})

describe('H5 online payments against the fake gateways', { skip }, () => {
  let server
  let wx
  let ali
  let file = ''
  let token = ''
  before(async () => {
    wx = await startFakeWechatPay()
    ali = await startFakeAlipay()
    server = await startServer({ ...wx.env, ...ali.env, MERCHANT_STAFF_PASSWORD: STAFF_PASSWORD }, { configure: (f) => (file = f) })
    token = await login(server.base)
  })
  after(async () => {
    await server?.stop()
    await wx?.stop()
    await ali?.stop()
  })

  /** A new unpaid order of one cheap goods through the API; answers its out_trade_no and order id. */
  async function unpaidOrder(siteId) {
    const g = await cheapGoods(server.base, siteId)
    const created = await api(server.base, 'POST', '/api/ordercreate/create', { token, sku_id: g.sku_id, num: 1, request_key: crypto.randomBytes(12).toString('hex') })
    assert.equal(created.code, 0, created.message)
    return { outTradeNo: created.data.out_trade_no, orderId: created.data.order_ids[0] }
  }

  it('WeChat browser: JSAPI through WeixinJSBridge, paid by the notification', async () => {
    const memberId = withSqlite(file, (db) => db.prepare('SELECT id FROM member WHERE mobile = ?').get(DEMO.mobile).id)
    withSqlite(file, (db) => db.prepare("INSERT INTO member_auth (member_id, website_id, app_type, openid, unionid, created_at) VALUES (?, 1, 'wechat', 'o-journey-openid', '', ?)").run(memberId, Math.floor(Date.now() / 1000)))
    const b = await openBrowser({ userAgent: WECHAT_UA })
    try {
      const { page } = b
      // WeChat's bridge: the page's invoke goes to the fake gateway, which checks paySign, pays and notifies
      const bridged = []
      await page.exposeFunction('__fakeWxPay', async (params) => {
        bridged.push(params)
        const res = await fetch(`${wx.url}/__fake/wechatpay/request-payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) })
        return res.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail'
      })
      await page.addInitScript(() => {
        window.WeixinJSBridge = {
          invoke(name, params, cb) {
            if (name !== 'getBrandWCPayRequest') return cb?.({ err_msg: `${name}:fail` })
            window.__fakeWxPay(params).then((msg) => cb({ err_msg: msg }))
          },
          on() {},
        }
      })
      await signIn(page, server.base, token)
      const { outTradeNo, orderId } = await unpaidOrder(1)
      await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${orderId}`)
      await page.locator('.order-action[data-action="pay"]').first().click({ timeout: 30_000 })
      await page.locator('.pay-channel[data-type="wechatpay"]').click({ timeout: 15_000 })
      await page.locator('.pay-confirm').click()
      await page.locator('.pay-result--success').waitFor({ timeout: 30_000 })
      assert.equal(bridged.length, 1)
      assert.equal(bridged[0].signType, 'RSA')
      const order = orderRow(file, orderId)
      assert.deepEqual([order.order_status, order.pay_type], [1, 'wechatpay'])
      // the order was paid again under a new number; the gateway's notification was the truth
      const notes = withSqlite(file, (db) => db.prepare("SELECT result FROM pay_notify WHERE pay_type = 'wechatpay'").all())
      assert.deepEqual(notes.map((n) => n.result), ['paid'])
      assert.ok(outTradeNo)
      assert.deepEqual(b.errors, [])
    } finally {
      await b.close()
    }
  })

  it('mobile browser: Alipay QUICK_WAP_WAY form, the cashier, back to the result, paid by the notification', async () => {
    const b = await openBrowser()
    try {
      const { page } = b
      await signIn(page, server.base, token)
      const { orderId } = await unpaidOrder(2)
      await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${orderId}`)
      await page.locator('.order-action[data-action="pay"]').first().click({ timeout: 30_000 })
      await page.locator('.pay-channel[data-type="alipay"]').click({ timeout: 15_000 })
      await page.locator('.pay-confirm').click()
      // the form posts to the gateway, whose cashier page takes the money and returns to the mall
      await page.locator('.fake-alipay-confirm').click({ timeout: 30_000 })
      await page.locator('.pay-result--success').waitFor({ timeout: 30_000 })
      const order = orderRow(file, orderId)
      assert.deepEqual([order.order_status, order.pay_type], [1, 'alipay'])
      const notes = withSqlite(file, (db) => db.prepare("SELECT result FROM pay_notify WHERE pay_type = 'alipay'").all())
      assert.deepEqual(notes.map((n) => n.result), ['paid'])
      assert.deepEqual(b.errors, [])
    } finally {
      await b.close()
    }
  })
})
