// The verification desk (issue 10) through the built H5 against the real seeded server: the demo
// member buys a pickup order (set up through the API, paid by balance), the shop's demo verifier logs
// in on the H5, opens the desk from the member centre, enters the code, writes it off, and the order
// shows received — at the desk, in the buyer's order and in the verifier's records.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { api, captchaCode, chromiumPath, fill, openBrowser, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const BUYER = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const VERIFIER = { mobile: '13800000001', password: 'mall123456' }

async function apiLogin(base, who) {
  const cap = await api(base, 'GET', '/api/captcha/captcha')
  const res = await api(base, 'POST', '/api/login/login', { username: who.mobile, password: who.password, captcha_id: cap.data.id, captcha_code: await captchaCode(base, cap.data.id) })
  assert.equal(res.code, 0, res.message)
  return res.data.token
}

const orderRow = (file, id) => withSqlite(file, (db) => db.prepare('SELECT * FROM orders WHERE order_id = ?').get(id))

describe('H5 verification desk', { skip }, () => {
  let server
  let b
  let file = ''
  let order = null
  before(async () => {
    server = await startServer({}, { configure: (f) => (file = f) })
    b = await openBrowser()
    // a paid pickup order of the shop the demo verifier works for
    const { siteId, skuId, storeId } = withSqlite(file, (db) => {
      const site = db.prepare(`SELECT v.site_id FROM shop_verifier v JOIN member m ON m.id = v.member_id WHERE m.mobile = ? AND v.status = 1`).get(VERIFIER.mobile)
      assert.ok(site, 'the seed registers the demo verifier')
      const sku = db.prepare(`SELECT s.sku_id FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id
        WHERE g.site_id = ? AND g.status = 1 AND g.is_virtual = 0 AND s.stock >= 5 ORDER BY s.price LIMIT 1`).get(site.site_id)
      const store = db.prepare('SELECT store_id FROM pickup_store WHERE site_id = ? AND status = 1 ORDER BY store_id LIMIT 1').get(site.site_id)
      return { siteId: site.site_id, skuId: sku.sku_id, storeId: store.store_id }
    })
    const buyerToken = await apiLogin(server.base, BUYER)
    const created = await api(server.base, 'POST', '/api/ordercreate/create', {
      token: buyerToken, sku_id: skuId, num: 1, is_balance: 1, pay_password: BUYER.payPassword,
      delivery: { [String(siteId)]: { delivery_type: 'store', store_id: storeId } }, request_key: crypto.randomBytes(12).toString('hex'),
    })
    assert.equal(created.code, 0, created.message)
    const row = orderRow(file, created.data.order_ids[0])
    assert.deepEqual([row.order_type, row.order_status, row.pay_status], [2, 2, 2], 'a paid pickup order awaiting pickup')
    assert.match(row.verify_code, /^\d{12}$/)
    order = { id: row.order_id, code: row.verify_code, buyerToken }
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  it('verify a pickup code at the desk as shop staff and see the order received', async () => {
    const { page } = b
    // the verifier logs in on the H5 (password mode) and comes back to the member centre
    const captcha = page.waitForResponse((r) => r.url().includes('/api/captcha/captcha'))
    await page.goto(`${server.base}/h5/pages/login/login/login?back=${encodeURIComponent('/pages/member/index/index')}`)
    await page.locator('.login-page').waitFor({ timeout: 30_000 })
    const { data } = await (await captcha).json()
    await page.locator('.login-mode--password').click()
    await fill(page, 'login-mobile', VERIFIER.mobile)
    await fill(page, 'login-password', VERIFIER.password)
    await fill(page, 'login-captcha', await captchaCode(server.base, data.id))
    await page.locator('.login-submit').click()
    await page.waitForURL(/\/pages\/member\/index\/index/, { timeout: 20_000 })

    // the member centre offers the desk to verifiers only
    await page.locator('.verifier-entry').waitFor({ timeout: 20_000 })
    await page.locator('.verifier-entry').click()
    await page.waitForURL(/\/otherpages\/verification\/index\/index/, { timeout: 20_000 })
    await page.locator('.verify-code-input').waitFor({ timeout: 30_000 })
    // typed the way people read it out, in groups
    await fill(page, 'verify-code-input', order.code.replace(/(\d{4})(?=\d)/g, '$1 '))
    await page.locator('.verify-lookup').click()

    await page.waitForURL(/\/otherpages\/verification\/detail\/detail/, { timeout: 20_000 })
    await page.locator('.verify-detail[data-verified="0"]').waitFor({ timeout: 20_000 })
    assert.equal((await page.locator('.verify-detail__code').innerText()).replace(/\s/g, ''), order.code)
    assert.equal(orderRow(file, order.id).order_status, 2, 'looking a code up writes nothing off')
    const verified = page.waitForResponse((r) => r.url().includes('/api/verify/verify') && !r.url().includes('verifyInfo'))
    await page.locator('.verify-confirm').click()
    const body = await (await verified).json()
    assert.equal(body.code, 0, body.message)

    // the desk shows the code used and the order received
    await page.locator('.verify-detail[data-verified="1"][data-status="4"]').waitFor({ timeout: 20_000 })
    assert.match(await page.locator('.verify-detail__status').innerText(), /已收货/)
    assert.equal(await page.locator('.verify-confirm').count(), 0)
    const row = orderRow(file, order.id)
    assert.equal(row.order_status, 4)
    assert.ok(row.sign_time > 0)
    // the buyer sees it received
    const detail = await api(server.base, 'POST', '/api/order/detail', { token: order.buyerToken, order_id: order.id })
    assert.equal(detail.code, 0, detail.message)
    assert.equal(detail.data.order_status, 4)

    // the verifier's records list it
    await page.goto(`${server.base}/h5/otherpages/verification/list/list`)
    await page.locator('.verify-record', { hasText: order.code.slice(-4) }).first().waitFor({ timeout: 30_000 })
    assert.deepEqual(b.errors, [])
  })
})
