// Buying in the WeChat build: checkout of one goods, the pay sheet's WeChat Pay, wx.requestPayment
// played by the fake WeChat Pay gateway (it checks paySign, pays and sends the signed, encrypted
// notification to the real server), then the subscription request for the paid and shipped events,
// and the result page.
const fs = require('fs')
const path = require('path')
const { createEnv, waitFor, dist } = require('./weapp-env')
const { startServer, forwardTo, startFakeWechatPay, setWebsiteConfig, withSqlite, httpJson } = require('./server')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

const DEMO = { mobile: '13800000000', password: 'mall123456' }
const TEMPLATES = { ORDER_PAY: 'tmpl-pay-1', ORDER_DELIVERY: 'tmpl-ship-1' }
const OPENID = 'o-mini-openid'
const PAY_TEXTS = require('../../src/locales/zh-cn/pay.json')

// the page's yuan text (always two decimals) back to fen, digit by digit
const fen = (yuan) => Number(yuan.replace('.', ''))
const html = (page) => page.dom.innerHTML.replace(/main--/g, '')
const api = async (base, method, url, body, token) => {
  const target = method === 'GET' && body ? `${base}${url}?${new URLSearchParams(body)}` : `${base}${url}`
  return (await httpJson(method, target, method === 'GET' ? undefined : body, token ? { token } : {})).data
}

async function login(base) {
  const cap = await api(base, 'GET', '/api/captcha/captcha')
  const code = await api(base, 'GET', '/api/dev/captcha', { captcha_id: cap.data.id })
  const res = await api(base, 'POST', '/api/login/login', { username: DEMO.mobile, password: DEMO.password, captcha_id: cap.data.id, captcha_code: code.data.code })
  if (res.code !== 0) throw new Error(`login refused: ${res.message}`)
  return res.data.token
}

/** A cheap real (not virtual) goods with stock, so that the price is small but not zero. */
async function cheapGoods(base) {
  const page = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 50, order: 'price', sort: 'asc' })
  if (page.code !== 0) throw new Error(page.message)
  for (const g of page.data.list) {
    const detail = await api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id })
    const sku = detail.data.goods.skus.find((s) => s.stock >= 5 && s.price > 0)
    if (sku && detail.data.goods.is_virtual === 0) return { goods_id: g.goods_id, sku_id: sku.sku_id, price: sku.price }
  }
  throw new Error('no cheap goods')
}

describeBuilt('weapp build: checkout and WeChat Pay through wx.requestPayment', () => {
  let gateway
  let server
  let file
  let token
  let env
  const played = []
  beforeAll(async () => {
    gateway = await startFakeWechatPay()
    server = await startServer({ ...gateway.env, MERCHANT_STAFF_PASSWORD: 'mini-journey-1' }, {
      configure(sqliteFile) {
        file = sqliteFile
        setWebsiteConfig(sqliteFile, 'weapp_subscribe_templates', TEMPLATES)
        // the member logged in with WeChat in the mini-program before: its openid pays
        withSqlite(sqliteFile, (db) => {
          const { id } = db.prepare('SELECT id FROM member WHERE mobile = ?').get(DEMO.mobile)
          db.prepare("INSERT INTO member_auth (member_id, website_id, app_type, openid, unionid, created_at) VALUES (?, 1, 'weapp', ?, '', ?)")
            .run(id, OPENID, Math.floor(Date.now() / 1000))
        })
      },
    })
    token = await login(server.base)
    env = createEnv({
      onRequest: forwardTo(server.base),
      initialStorage: { token },
      wxOverrides: {
        // WeChat's client adds the mini-program's appid and settles the payment with WeChat Pay
        requestPayment(opts) {
          const params = { appId: gateway.env.WECHATPAY_APPID_MP, timeStamp: opts.timeStamp, nonceStr: opts.nonceStr, package: opts.package, signType: opts.signType, paySign: opts.paySign }
          httpJson('POST', `${gateway.url}/__fake/wechatpay/request-payment`, params).then(
            ({ data }) => {
              played.push(data)
              const res = { errMsg: data.errMsg }
              if (data.errMsg === 'requestPayment:ok') opts.success?.(res)
              else opts.fail?.(res)
              opts.complete?.(res)
            },
            (e) => {
              opts.fail?.({ errMsg: `requestPayment:fail ${e.message}` })
              opts.complete?.({})
            },
          )
        },
        requestSubscribeMessage(opts, { ok }) {
          const answer = { errMsg: 'requestSubscribeMessage:ok' }
          for (const id of opts.tmplIds || []) answer[id] = 'accept'
          return ok(opts, answer)
        },
      },
    })
  }, 90000)
  afterAll(async () => {
    await server?.stop()
    await gateway?.stop()
  })

  test('submit without balance, pay with WeChat Pay, then subscribe and land on the success page', async () => {
    const goods = await cheapGoods(server.base)
    const page = env.openPage('pages/order/payment/payment', { sku_id: String(goods.sku_id), num: '1' })
    // the checkout with the member's default address and the goods' figures from calculate
    await waitFor(() => html(page).includes('checkout-address__name') && /checkout-pay-money[^>]*>\s*[\d.]+\s*</.test(html(page)), 30000)
    const money = html(page).match(/checkout-pay-money[^>]*>\s*([\d.]+)\s*</)[1]
    expect(fen(money)).toBeGreaterThanOrEqual(goods.price)

    page.querySelector('.checkout-submit').dispatchEvent('tap')
    const create = await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/ordercreate/create')))
    expect(create.opts.data).toMatchObject({ sku_id: goods.sku_id, num: 1 })
    expect(Number(create.opts.data.is_balance || 0)).toBe(0)
    expect(create.opts.data).not.toHaveProperty('pay_password')

    // the pay sheet lists this client's channels in the server's order (/api/pay/type); the build keeps
    // data-type in Taro's dataset, not in the rendered attributes: pick WeChat Pay by that order and its name
    const types = await waitFor(() => {
      const call = env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/pay/type'))
      return call && call.opts.data
    })
    expect(types).toMatchObject({ client_kind: 'weapp' })
    const offered = (await api(server.base, 'GET', '/api/pay/type', { client_kind: 'weapp' }, token)).data.pay_type.split(',')
    const index = offered.indexOf('wechatpay')
    expect(index).toBeGreaterThanOrEqual(0)
    await waitFor(() => page.querySelectorAll('.pay-channel').length === offered.length, 20000)
    const channel = () => page.querySelectorAll('.pay-channel')[index]
    expect(channel().dom.textContent).toBe(PAY_TEXTS.channel.wechatpay)
    if (offered.length > 1) {
      // another channel first, then back: the sheet's choice follows the taps
      page.querySelectorAll('.pay-channel')[index === 0 ? 1 : 0].dispatchEvent('tap')
      await waitFor(() => !channel().dom.className.includes('pay-channel--active'))
    }
    channel().dispatchEvent('tap')
    await waitFor(() => channel().dom.className.includes('pay-channel--active'))
    // the sheet fetched the subscription templates before paying
    await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.includes('/weapp/api/weapp/messagetmplids')))
    page.querySelector('.pay-confirm').dispatchEvent('tap')

    const prepay = await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/pay/pay')), 20000)
    expect(prepay.opts.data).toMatchObject({ pay_type: 'wechatpay', client_kind: 'weapp' })
    const outTradeNo = prepay.opts.data.out_trade_no

    // wx.requestPayment with the v3 mini-program parameters; the gateway accepted the paySign and paid
    const payCall = await waitFor(() => env.calls.find((c) => c.api === 'requestPayment'), 20000)
    expect(payCall.opts).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx\w+$/), nonceStr: expect.any(String), timeStamp: expect.stringMatching(/^\d{10}$/) })
    expect(payCall.opts.paySign).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const answer = await waitFor(() => played[0], 20000)
    // the gateway knows the payment's WeChat attempt (out_trade_no plus a sequence)
    const attempt = withSqlite(file, (db) => db.prepare(
      'SELECT a.attempt_no, a.status, a.trade_no FROM pay_attempt a JOIN pay p ON p.id = a.pay_id WHERE p.out_trade_no = ? AND a.pay_type = ?',
    ).get(outTradeNo, 'wechatpay'))
    expect(answer).toMatchObject({ errMsg: 'requestPayment:ok', out_trade_no: attempt.attempt_no })
    expect(attempt.attempt_no.startsWith(outTradeNo)).toBe(true)
    // the server took the gateway's notification (WeChat's success answers: 200 or 204): the attempt is paid with WeChat's transaction id
    expect([200, 204]).toContain(answer.notified.status)
    expect(attempt).toMatchObject({ status: 'paid', trade_no: expect.stringMatching(/^42000\d+$/) })

    // right after the payment callback: the subscription request with the operator's templates
    const subscribe = await waitFor(() => env.calls.find((c) => c.api === 'requestSubscribeMessage'))
    expect(subscribe.opts.tmplIds).toEqual(['tmpl-pay-1', 'tmpl-ship-1'])
    expect(env.calls.indexOf(subscribe)).toBeGreaterThan(env.calls.indexOf(payCall))

    // the order is paid through WeChat Pay, by the notification
    const orders = withSqlite(file, (db) => db.prepare('SELECT order_id, order_status, pay_status, pay_type, pay_money FROM orders WHERE out_trade_no = ?').all(outTradeNo))
    expect(orders.length).toBe(1)
    expect(orders[0]).toMatchObject({ order_status: 1, pay_status: 2, pay_type: 'wechatpay' })
    expect(orders[0].pay_money).toBe(fen(money))
    const detail = await api(server.base, 'POST', '/api/order/detail', { order_id: orders[0].order_id }, token)
    expect(detail.code).toBe(0)
    expect(detail.data).toMatchObject({ order_status: 1, pay_type: 'wechatpay' })

    // then to the result page, which shows success and the amount
    const redirect = await waitFor(() => env.calls.find((c) => c.api === 'redirectTo'), 20000)
    expect(redirect.opts.url).toBe(`/pages/pay/result/result?out_trade_no=${encodeURIComponent(outTradeNo)}`)
    const result = env.openPage('pages/pay/result/result', { out_trade_no: outTradeNo })
    await waitFor(() => html(result).includes('pay-result--success'), 20000)
    expect(html(result)).toContain(PAY_TEXTS.result.success)
    expect(html(result)).toContain(money)
  })
})
