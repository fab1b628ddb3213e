// Site messages through the built H5 (issue 11): the operator's news and an order paid with the pay
// password write messages; the demo member sees the unread count in the member centre, opens the
// master page, a category and a message, and sees the count fall there and in the member centre.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, openBrowser, passwordLogin, startServer } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const ADMIN_TOKEN = 'e2e-sitemessage-admin'
const PAY_PASSWORD = '123456'
const NEWS = 'E2E 会员日'

/** The cheapest real goods of shop 1 with stock. */
async function cheapSku(base) {
  const page = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 50, site_id: 1, order: 'price', sort: 'asc' })
  assert.equal(page.code, 0, page.message)
  for (const g of page.data.list) {
    const detail = await api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
    const sku = detail.data.goods.skus.find((s) => s.stock >= 5)
    if (sku && detail.data.goods.is_virtual === 0) return sku.sku_id
  }
  throw new Error('no goods with stock in shop 1')
}

describe('H5 site messages', { skip }, () => {
  let server
  let b
  let token = ''
  let orderId = 0
  before(async () => {
    server = await startServer({ ADMIN_TOKEN })
    b = await openBrowser()
    token = await passwordLogin(server.base)
    // the operator's news to every member
    const sent = await fetch(`${server.base}/admin/api/sitemessage/send`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ title: NEWS, content: '全场满 99 减 10，仅限今天。' }),
    }).then((r) => r.json())
    assert.equal(sent.code, 0, sent.message)
    // an event: an order paid with the balance and the pay password
    const created = await api(server.base, 'POST', '/api/ordercreate/create', {
      token, sku_id: await cheapSku(server.base), num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: crypto.randomBytes(12).toString('hex'),
    })
    assert.equal(created.code, 0, created.message)
    assert.equal(created.data.pay_money, 0, 'paid by the balance')
    orderId = created.data.order_ids[0]
    await b.page.goto(`${server.base}/h5/`)
    await b.page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  const unread = async () => (await api(server.base, 'GET', '/sitemessage/api/sitemessage/getpermessagecount', { token })).data.count
  const master = `/h5/otherpages/sitemessage/master/master`

  it('shows the unread count in the member centre, opens a message of each kind and sees the count fall', async () => {
    const { page } = b
    // the timed jobs move the demo's older orders when the server starts (closed, completed …), each
    // with its message: wait until they are done
    let total = await unread()
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 1500))
      const now = await unread()
      if (now === total) break
      total = now
    }
    // the demo's two news, the operator's, the order paid at least
    assert.ok(total >= 4, `unread ${total}`)

    await page.goto(`${server.base}/h5/pages/member/index/index`)
    const badge = page.locator('.member-message-entry__count')
    await badge.waitFor({ timeout: 30_000 })
    assert.equal(await badge.innerText(), String(total))
    await page.locator('.member-message-entry').click()
    await page.locator(`.sitemessage-master[data-unread="${total}"]`).waitFor({ timeout: 30_000 })
    const promotion = page.locator('.sitemessage-master__item--promotion')
    assert.equal(await promotion.locator('.sitemessage-master__line').innerText(), NEWS)
    assert.match(await promotion.locator('.sitemessage-master__time').innerText(), /^\d\d:\d\d$/, 'today: the time')
    const orderUnread = Number(await page.locator('.sitemessage-master__item--order').getAttribute('data-unread'))
    assert.ok(orderUnread >= 1)

    // the operator's news: read in place
    await promotion.click()
    const news = page.locator('.sitemessage-item', { hasText: NEWS })
    await news.waitFor({ timeout: 30_000 })
    assert.equal(await news.evaluate((el) => el.classList.contains('sitemessage-item--unread')), true)
    const opened = page.waitForResponse((r) => r.url().includes('/sitemessage/api/sitemessage/info'))
    await news.click()
    assert.equal((await (await opened).json()).code, 0)
    await page.locator('.sitemessage-item--unread', { hasText: NEWS }).waitFor({ state: 'detached', timeout: 15_000 })
    assert.equal(await unread(), total - 1)
    await page.goBack()
    await page.locator(`.sitemessage-master[data-unread="${total - 1}"]`).waitFor({ timeout: 30_000 })

    // the order paid: read, and it opens the order
    // (the demo's own orders have their messages too: this order's is found by its link)
    const orders = await api(server.base, 'GET', '/sitemessage/api/sitemessage/page', { token, sub_type: 'order', page: 1, page_size: 50 })
    const mine = orders.data.list.find((m) => m.link_params.order_id === String(orderId) && m.title === '订单支付成功')
    assert.ok(mine, 'the order paid has its message')
    assert.equal(mine.is_read, 0)
    await page.locator('.sitemessage-master__item--order').click()
    const paid = page.locator(`.sitemessage-item--unread[data-id="${mine.id}"]`)
    await paid.waitFor({ timeout: 30_000 })
    await paid.click()
    await page.waitForURL(new RegExp(`/pages/order/detail/detail\\?order_id=${orderId}`), { timeout: 30_000 })
    assert.equal(await unread(), total - 2)

    await page.goto(`${server.base}${master}`)
    await page.locator(`.sitemessage-master[data-unread="${total - 2}"]`).waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.sitemessage-master__item--order').getAttribute('data-unread'), String(orderUnread - 1))
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator(`.member-message-entry[data-count="${total - 2}"]`).waitFor({ timeout: 30_000 })
    assert.equal(await badge.innerText(), String(total - 2))
    assert.deepEqual(b.errors, [])
  })
})
