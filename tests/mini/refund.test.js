// After-sale in the WeChat build (issue 10): a refund applied for through the real server shows in the
// refund list of the order subpackage and on its detail page in otherpages.
const fs = require('fs')
const path = require('path')
const { randomBytes } = require('crypto')
const { createEnv, waitFor, dist } = require('./weapp-env')
const { startServer, forwardTo, httpJson } = require('./server')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const html = (page) => page.dom.innerHTML.replace(/main--/g, '')
const api = async (base, method, url, body, token) => {
  const target = method === 'GET' && body ? `${base}${url}?${new URLSearchParams(body)}` : `${base}${url}`
  return (await httpJson(method, target, method === 'GET' ? undefined : body, token ? { token } : {})).data
}

describeBuilt('weapp build: refunds and after-sale', () => {
  let server
  let env
  let lineId
  beforeAll(async () => {
    server = await startServer()
    const cap = await api(server.base, 'GET', '/api/captcha/captcha')
    const code = await api(server.base, 'GET', '/api/dev/captcha', { captcha_id: cap.data.id })
    const login = await api(server.base, 'POST', '/api/login/login', { username: DEMO.mobile, password: DEMO.password, captcha_id: cap.data.id, captcha_code: code.data.code })
    const token = login.data.token
    const goods = (await api(server.base, 'POST', '/api/goodssku/page', { page: 1, page_size: 20, order: 'price', sort: 'asc' })).data.list
    let created
    for (const g of goods) {
      const detail = (await api(server.base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })).data.goods
      const sku = detail.skus.find((s) => s.stock >= 2)
      if (!sku || detail.is_virtual) continue
      created = await api(server.base, 'POST', '/api/ordercreate/create', { sku_id: sku.sku_id, num: 1, is_balance: 1, pay_password: DEMO.payPassword, request_key: randomBytes(12).toString('hex') }, token)
      if (created.code === 0) break
    }
    if (!created || created.code !== 0) throw new Error(`no order: ${created && created.message}`)
    const order = (await api(server.base, 'POST', '/api/order/detail', { order_id: created.data.order_ids[0] }, token)).data
    lineId = order.order_goods[0].order_goods_id
    const applied = await api(server.base, 'POST', '/api/orderrefund/refund', { order_goods_id: lineId, refund_type: 1, refund_reason: 'not_wanted' }, token)
    if (applied.code !== 0) throw new Error(applied.message)
    env = createEnv({ onRequest: forwardTo(server.base), initialStorage: { token } })
  }, 90000)
  afterAll(() => server && server.stop())

  test('the refund list shows the application with its status and the withdraw button', async () => {
    const page = env.openPage('pages/order/activist/activist')
    const h = await waitFor(() => {
      const x = html(page)
      return x.includes('refund-card') && x
    }, 30000)
    expect(h).toContain('申请退款')
    expect(h).toContain('撤销申请')
    const asked = env.calls.filter((c) => c.api === 'request').map((c) => c.opts.url)
    expect(asked.some((u) => u.endsWith('/api/orderrefund/lists'))).toBe(true)
  })

  test('the refund detail shows the amount and the history', async () => {
    const page = env.openPage('otherpages/order/refund_detail/refund_detail', { order_goods_id: String(lineId) })
    const h = await waitFor(() => {
      const x = html(page)
      return x.includes('refund-status-name') && x.includes('refund-history') && x
    }, 30000)
    expect(h).toMatch(/¥\d+\.\d{2}/)
    expect(h).toContain('买家：申请退款')
  })
})
