// After-sale journeys through the built H5 against the real seeded server (issue 10): a refund only
// after payment, agreed and transferred by the shop, with the balance back; a return and refund with
// the buyer's tracking number through to completion. The shop's side goes through its API.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, fill, openBrowser, startServer, withSqlite, passwordLogin, staffLogin } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const STAFF_PASSWORD = 'merchant-refund-1'

const login = (base) => passwordLogin(base, DEMO.mobile, DEMO.password)

const staffToken = (base, siteId) => staffLogin(base, siteId, STAFF_PASSWORD)

/** A cheap goods of a shop in stock, not virtual. */
async function cheapGoods(base, siteId) {
  const page = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 50, site_id: siteId, order: 'price', sort: 'asc' })
  for (const g of page.data.list) {
    const detail = await api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
    const sku = detail.data.goods.skus.find((s) => s.stock >= 5)
    if (sku && detail.data.goods.is_virtual === 0) return { goods_id: g.goods_id, sku_id: sku.sku_id }
  }
  throw new Error(`no goods in shop ${siteId}`)
}

const member = (file) => withSqlite(file, (db) => db.prepare("SELECT balance + balance_withdraw AS money FROM member WHERE mobile = ?").get(DEMO.mobile))
const line = (file, id) => withSqlite(file, (db) => db.prepare('SELECT * FROM order_goods WHERE order_goods_id = ?').get(id))
const orderRow = (file, id) => withSqlite(file, (db) => db.prepare('SELECT * FROM orders WHERE order_id = ?').get(id))

describe('H5 after-sale journeys', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  before(async () => {
    server = await startServer({ MERCHANT_STAFF_PASSWORD: STAFF_PASSWORD }, { configure(f) { file = f } })
    b = await openBrowser()
    token = await login(server.base)
    await b.page.goto(`${server.base}/h5/`)
    await b.page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  /** An order paid from the balance; answers its id and its one line. */
  async function paidOrder(siteId) {
    const g = await cheapGoods(server.base, siteId)
    const created = await api(server.base, 'POST', '/api/ordercreate/create', {
      token, sku_id: g.sku_id, num: 1, is_balance: 1, pay_password: DEMO.payPassword, request_key: crypto.randomBytes(12).toString('hex'),
    })
    assert.equal(created.code, 0, created.message)
    assert.equal(created.data.pay_money, 0, 'the balance paid it all')
    const orderId = created.data.order_ids[0]
    const lineId = withSqlite(file, (db) => db.prepare('SELECT order_goods_id FROM order_goods WHERE order_id = ?').get(orderId)).order_goods_id
    return { orderId, lineId }
  }

  /** From the order detail to a submitted application of `type` (1 refund only, 2 return). */
  async function applyFromOrder(orderId, lineId, type) {
    const { page } = b
    await page.goto(`${server.base}/h5/pages/order/detail/detail?order_id=${orderId}`)
    await page.locator(`.refund-line-apply[data-order-goods-id="${lineId}"]`).click({ timeout: 30_000 })
    await page.locator('.refund-form').waitFor({ timeout: 30_000 })
    await page.locator(`.refund-type[data-value="${type}"]`).click()
    await page.locator('.refund-reason[data-value="not_wanted"]').click()
    await fill(page, 'refund-remark', '<script>x</script> 不要了')
    const applied = page.waitForResponse((r) => r.url().includes('/api/orderrefund/refund'))
    await page.locator('.refund-submit').click()
    assert.equal((await (await applied).json()).code, 0)
    await page.locator('.refund-detail[data-status="1"]').waitFor({ timeout: 30_000 })
    // the buyer's words are text on the page
    assert.match(await page.locator('.refund-remark-text').innerText(), /<script>x<\/script> 不要了/)
  }

  it('refund only after payment: the shop agrees and transfers, the balance is back and the order closes', async () => {
    const { page } = b
    const { orderId, lineId } = await paidOrder(1)
    const before = member(file).money
    const paid = Number(orderRow(file, orderId).balance_money)
    await applyFromOrder(orderId, lineId, 1)
    assert.equal(line(file, lineId).refund_status, 1)

    const staff = await staffToken(server.base, 1)
    const agreed = await api(server.base, 'POST', '/merchant/api/refund/agree', { token: staff, order_goods_id: lineId })
    assert.equal(agreed.code, 0, agreed.message)
    const done = await api(server.base, 'POST', '/merchant/api/refund/transfer', { token: staff, order_goods_id: lineId })
    assert.equal(done.code, 0, done.message)

    await page.reload()
    await page.locator('.refund-detail[data-status="3"]').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.refund-money__balance').innerText(), new RegExp((paid / 100).toFixed(2).replace('.', '\\.')))
    assert.equal(member(file).money, before + paid, 'the balance is back')
    assert.equal(orderRow(file, orderId).order_status, -1)
    // the after-sale list shows it refunded
    await page.goto(`${server.base}/h5/pages/order/activist/activist?status=finished`)
    await page.locator(`.refund-card[data-order-goods-id="${lineId}"]`).waitFor({ timeout: 30_000 })
    assert.deepEqual(b.errors, [])
  })

  it('return and refund: the buyer posts the goods back with a tracking number; received, transferred, finished', async () => {
    const { page } = b
    const { orderId, lineId } = await paidOrder(2)
    const staff = await staffToken(server.base, 2)
    const shipped = await api(server.base, 'POST', '/merchant/api/order/delivery', { token: staff, order_id: orderId, order_goods_ids: 'all', delivery_type: 1, express_company_name: '顺丰速运', delivery_no: 'SF5550001' })
    assert.equal(shipped.code, 0, shipped.message)
    assert.equal((await api(server.base, 'POST', '/api/order/takedelivery', { token, order_id: orderId })).code, 0)
    const before = member(file).money
    await applyFromOrder(orderId, lineId, 2)

    const agreed = await api(server.base, 'POST', '/merchant/api/refund/agree', { token: staff, order_goods_id: lineId })
    assert.equal(agreed.data.refund_status, 4)
    await page.reload()
    await page.locator('.refund-parcel-form').waitFor({ timeout: 30_000 })
    assert.ok((await page.locator('.refund-address').innerText()).length > 4, 'the return address is shown')
    await fill(page, 'refund-parcel-company', '顺丰速运')
    await fill(page, 'refund-parcel-no', 'SF7770001')
    const sent = page.waitForResponse((r) => r.url().includes('/api/orderrefund/delivery'))
    await page.locator('.refund-parcel-submit').click()
    assert.equal((await (await sent).json()).code, 0)
    await page.locator('.refund-detail[data-status="5"]').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.refund-parcel').innerText(), /SF7770001/)

    assert.equal((await api(server.base, 'POST', '/merchant/api/refund/receive', { token: staff, order_goods_id: lineId })).code, 0)
    const done = await api(server.base, 'POST', '/merchant/api/refund/transfer', { token: staff, order_goods_id: lineId })
    assert.equal(done.code, 0, done.message)
    assert.equal(done.data.refund_delivery_money, 0, 'no freight back after shipping')
    await page.reload()
    await page.locator('.refund-detail[data-status="3"]').waitFor({ timeout: 30_000 })
    assert.equal(member(file).money, before + done.data.refund_balance)
    assert.equal(orderRow(file, orderId).order_status, -1)
    assert.deepEqual(b.errors, [])
  })
})
