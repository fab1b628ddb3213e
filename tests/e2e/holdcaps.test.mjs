// Unpaid orders hold stock (issue 23): at the website's cap of unpaid orders the checkout page says so
// before the tap and the submit stops with the same words; cancelling one lets the member check out
// again; the order detail counts down to the order's own pay deadline.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, openBrowser, passwordLogin, setWebsiteConfig, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456' }

const unpaidOrders = (file) => withSqlite(file, (db) => db.prepare(
  'SELECT o.order_id FROM orders o JOIN member m ON m.id = o.member_id WHERE m.mobile = ? AND o.order_status = 0 ORDER BY o.order_id',
).all(DEMO.mobile).map((r) => r.order_id))

describe('H5 hold caps and pay deadlines', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  let cap = 0
  before(async () => {
    server = await startServer({}, {
      configure(sqliteFile) {
        file = sqliteFile
        // the demo member's unpaid orders are the cap: one more is refused
        cap = unpaidOrders(sqliteFile).length
        assert.ok(cap > 0, 'the demo has unpaid orders')
        setWebsiteConfig(sqliteFile, 'order_config', {
          auto_close_minutes: 30, auto_receive_days: 7, extend_days: 3, complete_days: 7, point_rate: 100, point_max_percent: 10, max_unpaid_orders: cap,
        })
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

  async function someGoods() {
    const page = await api(server.base, 'POST', '/api/goodssku/page', { page: 1, page_size: 20, order: 'price', sort: 'asc' })
    for (const g of page.data.list) {
      const detail = await api(server.base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
      const sku = detail.data.goods.skus.find((s) => s.stock >= 2)
      if (sku && detail.data.goods.is_virtual === 0) return sku.sku_id
    }
    throw new Error('no goods in stock')
  }

  it('at the cap: the page shows the refusal, the submit toasts it and creates nothing; after a cancel the checkout goes on', async () => {
    const { page } = b
    const skuId = await someGoods()
    const creates = []
    page.on('request', (r) => { if (r.url().includes('/api/ordercreate/create')) creates.push(r.url()) })
    await page.goto(`${server.base}/h5/pages/order/payment/payment?sku_id=${skuId}&num=1`)
    const limit = page.locator('.checkout-limit')
    await limit.waitFor({ timeout: 30_000 })
    const text = `您有 ${cap} 笔待支付订单（最多 ${cap} 笔），请先支付或取消`
    assert.equal(await limit.innerText(), text)
    assert.ok(await limit.isVisible())
    await page.waitForFunction(() => /\d/.test(document.querySelector('.checkout-pay-money')?.textContent ?? ''), null, { timeout: 30_000 })
    await page.locator('.checkout-submit').click()
    const toast = page.locator('.mall-toast')
    await toast.waitFor({ state: 'visible', timeout: 10_000 })
    assert.equal(await toast.innerText(), text)
    assert.deepEqual(creates, [])

    const [first] = unpaidOrders(file)
    assert.equal((await api(server.base, 'POST', '/api/order/close', { order_id: first, token })).code, 0)
    await page.reload()
    await page.waitForFunction(() => /\d/.test(document.querySelector('.checkout-pay-money')?.textContent ?? ''), null, { timeout: 30_000 })
    assert.equal(await page.locator('.checkout-limit').count(), 0)
    const created = page.waitForResponse((r) => r.url().includes('/api/ordercreate/create'))
    await page.locator('.checkout-submit').click()
    assert.equal((await (await created).json()).code, 0)
  })

  it('the order detail counts down to the order\'s own pay deadline', async () => {
    const { page } = b
    const [orderId] = unpaidOrders(file)
    // three hours, as a promotion might give: not created + the website's 30 minutes
    withSqlite(file, (db) => db.prepare('UPDATE orders SET pay_deadline = ? WHERE order_id = ?').run(Math.floor(Date.now() / 1000) + 3 * 3600, orderId))
    await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${orderId}`)
    const countdown = page.locator('.order-countdown')
    await countdown.waitFor({ timeout: 30_000 })
    const [, h, m, sec] = (await countdown.innerText()).match(/剩余(\d+)时(\d+)分(\d+)秒/) ?? []
    const left = Number(h) * 3600 + Number(m) * 60 + Number(sec)
    assert.ok(left > 3 * 3600 - 120 && left <= 3 * 3600, `${h}:${m}:${sec}`)
    assert.deepEqual(b.errors, [])
  })
})
