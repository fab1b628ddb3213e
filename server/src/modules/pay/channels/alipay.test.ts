import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { AlipayApiError, alipaySignContent, oauthToken, rsa2Sign, rsa2Verify } from '../../alipay/alipay.client.js'
import { startFakePlatforms } from '../../../test/fake-platforms.js'
import { startFakeAlipay, type FakeAlipay } from '../../../test/fake-gateways/alipay.js'
import type { AppConfig } from '../../../config.js'
import type { PrepayRequest, RefundRequest } from '../pay.channel.js'
import { AlipayChannel, alipayConfigFromEnv, autoSubmitForm, fenToYuan, yuanToFen } from './alipay.js'

let seq = 0
const attemptNo = () => `A${Date.now()}${String(++seq).padStart(4, '0')}`
const now = () => Math.floor(Date.now() / 1000)

/** The hidden inputs of the generated form, decoded as a browser would post them. */
function formFields(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  const action = unescape(/<form [^>]*action="([^"]*)"/.exec(html)![1])
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)) fields[unescape(m[1])] = unescape(m[2])
  return { action, fields }
}

describe('Alipay amounts', () => {
  it('fen to yuan with exactly two decimals, without floating point', () => {
    assert.equal(fenToYuan(0), '0.00')
    assert.equal(fenToYuan(1), '0.01')
    assert.equal(fenToYuan(10), '0.10')
    assert.equal(fenToYuan(99), '0.99')
    assert.equal(fenToYuan(100), '1.00')
    assert.equal(fenToYuan(101), '1.01')
    assert.equal(fenToYuan(123456789), '1234567.89')
    assert.equal(fenToYuan(Number.MAX_SAFE_INTEGER), '90071992547409.91')
    assert.throws(() => fenToYuan(1.5))
    assert.throws(() => fenToYuan(-1))
    assert.throws(() => fenToYuan(Number.NaN))
  })

  it('yuan to fen for every decimal form, refusing anything else', () => {
    assert.equal(yuanToFen('0.01'), 1)
    assert.equal(yuanToFen('0.1'), 10)
    assert.equal(yuanToFen('1.00'), 100)
    assert.equal(yuanToFen('1'), 100)
    assert.equal(yuanToFen('1234567.89'), 123456789)
    // 0.29 * 100 is 28.999999999999996 in floating point
    assert.equal(yuanToFen('0.29'), 29)
    assert.equal(yuanToFen('1.15'), 115)
    for (let f = 0; f < 2000; f++) assert.equal(yuanToFen(fenToYuan(f)), f)
    for (const bad of ['', '-1.00', '1.001', '1e2', '0x10', '1,00', '.5', '1.', ' ', 'NaN', '+1.00']) assert.throws(() => yuanToFen(bad), bad)
  })
})

describe('Alipay signing helpers', () => {
  it('the form posts every parameter HTML-escaped to the action', () => {
    const html = autoSubmitForm('https://gw/gateway.do?charset=utf-8', { biz_content: '{"subject":"<a> & \'b\' \\"c\\""}', sign: 'ab+/=' })
    assert.ok(!html.includes('<a>'))
    const { action, fields } = formFields(html)
    assert.equal(action, 'https://gw/gateway.do?charset=utf-8')
    assert.deepEqual(fields, { biz_content: '{"subject":"<a> & \'b\' \\"c\\""}', sign: 'ab+/=' })
    assert.match(html, /document\.forms\['alipaysubmit'\]\.submit\(\)/)
  })

  it('reads its configuration from the environment, null when incomplete', () => {
    const k = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const priv = k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const pub = k.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    const c = alipayConfigFromEnv({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: priv, ALIPAY_PUBLIC_KEY: pub })!
    assert.equal(c.gateway, 'https://openapi.alipay.com/gateway.do')
    assert.equal(c.sellerId, '')
    assert.equal(alipayConfigFromEnv({ ALIPAY_APPID: '2021', ALIPAY_PRIVATE_KEY: priv, ALIPAY_PUBLIC_KEY: pub })!.appId, '2021')
    assert.equal(alipayConfigFromEnv({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: priv }), null)
    assert.throws(() => alipayConfigFromEnv({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'not a key', ALIPAY_PUBLIC_KEY: pub }))
    const ch = new AlipayChannel(c)
    assert.deepEqual(['weapp', 'wechat_h5', 'h5', 'alipay_mini', 'alipay_h5'].map((k) => ch.supports(k as never)), [false, false, true, true, true])
  })
})

describe('Alipay against the fake gateway', () => {
  let fake: FakeAlipay
  let channel: AlipayChannel
  let notifyServer: http.Server
  let notifyUrl = ''
  const req = (over: Partial<PrepayRequest> = {}): PrepayRequest => ({
    websiteId: 1, attemptNo: attemptNo(), amount: 1, description: '测试商品 & <b>', notifyUrl, returnUrl: 'https://mall.example/h5/pages/pay/result/result?no=1',
    clientKind: 'alipay_mini', clientIp: '203.0.113.7', buyerOpenId: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5', expiresAt: now() + 1800, ...over,
  })

  before(async () => {
    fake = await startFakeAlipay()
    channel = new AlipayChannel(fake.config)
    notifyServer = http.createServer((rq, rs) => {
      const chunks: Buffer[] = []
      rq.on('data', (c: Buffer) => chunks.push(c))
      rq.on('end', async () => {
        let ok = true
        try {
          await channel.parseNotify(rq.headers, Buffer.concat(chunks).toString('utf8'))
        } catch {
          ok = false
        }
        const a = channel.notifyAnswer(ok)
        rs.writeHead(a.status, { 'content-type': a.contentType })
        rs.end(a.body)
      })
    })
    await new Promise<void>((r) => notifyServer.listen(0, '127.0.0.1', r))
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/pay/notify/alipay`
  })
  after(async () => {
    await fake.close()
    notifyServer.closeAllConnections()
    await new Promise((r) => notifyServer.close(r))
  })

  it('mini-program: alipay.trade.create with JSAPI_PAY and the buyer, the trade number for my.tradePay', async () => {
    const r = req({ amount: 123456789 })
    const out = await channel.prepay(r)
    const t = fake.trades.get(r.attemptNo)!
    assert.deepEqual(out, { type: 'tradepay', data: { tradeNO: t.trade_no }, tradeNo: t.trade_no })
    assert.equal(t.total_amount, '1234567.89')
    assert.equal(t.product_code, 'JSAPI_PAY')
    assert.equal(t.buyer_open_id, r.buyerOpenId)
    assert.equal(t.notify_url, notifyUrl)
    await assert.rejects(channel.prepay(req({ buyerOpenId: undefined })), /buyer/)
    // an older app's 2088 user id goes as buyer_id
    const old = req({ buyerOpenId: '2088102146225135' })
    await channel.prepay(old)
    assert.equal(fake.trades.get(old.attemptNo)!.buyer_id, '2088102146225135')
  })

  it('mobile web: a signed QUICK_WAP_WAY form the gateway accepts when the browser posts it', async () => {
    const r = req({ clientKind: 'alipay_h5', amount: 100 })
    const out = await channel.prepay(r)
    assert.equal(out.type, 'form')
    const { action, fields } = formFields(out.data.html)
    assert.equal(action, `${fake.gateway}?charset=utf-8`)
    assert.equal(fields.method, 'alipay.trade.wap.pay')
    assert.equal(fields.return_url, r.returnUrl)
    assert.equal(fields.notify_url, notifyUrl)
    const biz = JSON.parse(fields.biz_content)
    assert.equal(biz.product_code, 'QUICK_WAP_WAY')
    assert.equal(biz.total_amount, '1.00')
    assert.equal(biz.quit_url, r.returnUrl)
    assert.equal(biz.subject, '测试商品 & <b>')
    // not yet posted: Alipay has no trade, so query says notfound and close is fine
    assert.equal((await channel.query(r.attemptNo)).state, 'notfound')
    await channel.close(r.attemptNo)
    const page = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
    assert.match(await page.text(), /fake-alipay-confirm/)
    assert.equal((await channel.query(r.attemptNo)).state, 'notpaid')
    // the cashier pays, notifies us (success) and sends the browser back
    const paid = await fetch(`${fake.url}/__fake/alipay/cashier?out_trade_no=${r.attemptNo}`, { redirect: 'manual' })
    assert.equal(paid.status, 302)
    assert.ok(paid.headers.get('location')!.startsWith(r.returnUrl))
    const q = await channel.query(r.attemptNo)
    assert.equal(q.state, 'paid')
    assert.equal(q.amount, 100)
    // a changed form field no longer verifies at the gateway
    const page2 = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, return_url: 'https://evil.example/' }).toString() })
    assert.match(await page2.text(), /isv.invalid-signature/)
  })

  it('a request signed with another key is refused with isv.invalid-signature', async () => {
    const k = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const wrong = new AlipayChannel({ ...fake.config, privateKey: k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() })
    await assert.rejects(wrong.prepay(req()), (e: AlipayApiError) => e.subCode === 'isv.invalid-signature')
  })

  it('an answer not signed by Alipay is an error', async () => {
    fake.forgeAnswers = true
    try {
      await assert.rejects(channel.prepay(req()), (e: AlipayApiError) => e.code === 'sign_invalid')
      await assert.rejects(channel.query('A0000000000'), (e: AlipayApiError) => e.code === 'sign_invalid')
    } finally {
      fake.forgeAnswers = false
    }
  })

  it('query and close: open, closed, paid, never created', async () => {
    const r = req({ amount: 250 })
    const out = await channel.prepay(r)
    assert.deepEqual(await channel.query(r.attemptNo), { state: 'notpaid', tradeNo: out.tradeNo, amount: 250 })
    await channel.close(r.attemptNo)
    assert.equal((await channel.query(r.attemptNo)).state, 'closed')
    // closing again: already closed is fine
    await channel.close(r.attemptNo)
    await channel.close('NEVER_CREATED_1')
    assert.deepEqual(await channel.query('NEVER_CREATED_1'), { state: 'notfound', tradeNo: '', amount: 0 })
    const p = req({ amount: 1 })
    await channel.prepay(p)
    fake.pay(p.attemptNo)
    assert.equal((await channel.query(p.attemptNo)).state, 'paid')
    await assert.rejects(channel.close(p.attemptNo), (e: AlipayApiError) => e.subCode === 'ACQ.TRADE_STATUS_ERROR')
  })

  describe('refunds', () => {
    const paid = async (amount: number) => {
      const r = req({ amount })
      await channel.prepay(r)
      fake.pay(r.attemptNo)
      return r.attemptNo
    }
    const refundReq = (attempt: string, over: Partial<RefundRequest> = {}): RefundRequest => ({
      attemptNo: attempt, refundNo: `R${attemptNo()}`, amount: 100, total: 1000, reason: '商品破损', notifyUrl, ...over,
    })

    it('alipay.trade.refund with out_request_no and the amount in yuan; the query finds it', async () => {
      const attempt = await paid(1000)
      const rq = refundReq(attempt, { amount: 255 })
      const r = await channel.refund(rq)
      assert.deepEqual(r, { state: 'success', refundNo: rq.refundNo, refundId: fake.trades.get(attempt)!.trade_no, amount: 255 })
      const stored = fake.refunds.get(`${attempt}|${rq.refundNo}`)!
      assert.equal(stored.refund_amount, '2.55')
      assert.equal(stored.refund_reason, '商品破损')
      assert.deepEqual(await channel.queryRefund(rq), r)
      assert.equal((await channel.queryRefund({ attemptNo: attempt, refundNo: 'Rnever-sent' })).state, 'notfound')
      assert.equal((await channel.queryRefund({ attemptNo: 'NEVER_CREATED_2', refundNo: rq.refundNo })).state, 'notfound')
    })

    it('a retry after a time-out sends the same out_request_no: the money moves once', async () => {
      const attempt = await paid(1000)
      const rq = refundReq(attempt, { amount: 700 })
      fake.dropAnswers = 1
      await assert.rejects(channel.refund(rq))
      assert.ok(fake.refunds.has(`${attempt}|${rq.refundNo}`), 'Alipay did refund on the first request')
      assert.equal((await channel.refund(rq)).state, 'success')
      assert.equal([...fake.refunds.values()].filter((x) => x.out_trade_no === attempt).length, 1)
      // 300 left: a new refund of 301 is refused, 300 goes through
      await assert.rejects(channel.refund(refundReq(attempt, { amount: 301 })), (e: AlipayApiError) => e.subCode === 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL')
      assert.equal((await channel.refund(refundReq(attempt, { amount: 300 }))).amount, 300)
      // the same request number with another amount is not a retry
      await assert.rejects(channel.refund({ ...rq, amount: 1 }), (e: AlipayApiError) => e.subCode === 'ACQ.CONTEXT_INCONSISTENT')
    })

    it('an unpaid trade cannot be refunded; amounts are checked before calling', async () => {
      const r = req({ amount: 1000 })
      await channel.prepay(r)
      await assert.rejects(channel.refund(refundReq(r.attemptNo)), (e: AlipayApiError) => e.subCode === 'ACQ.TRADE_STATUS_ERROR')
      await assert.rejects(channel.refund(refundReq(r.attemptNo, { amount: 0 })), /positive integer/)
      await assert.rejects(channel.refund(refundReq(r.attemptNo, { amount: 1001 })), /at most the total/)
    })
  })

  it('a notification verifies and decodes; the server answers success', async () => {
    const r = req({ amount: 123456789 })
    await channel.prepay(r)
    const t = fake.pay(r.attemptNo)
    const answer = await fake.notify(r.attemptNo)
    assert.deepEqual(answer, { status: 200, body: 'success' })
    const n = fake.notification(r.attemptNo)
    assert.deepEqual(await channel.parseNotify(n.headers, n.body), {
      attemptNo: r.attemptNo, tradeNo: t.trade_no, amount: 123456789, paid: true, appId: fake.appId, merchantId: fake.sellerId,
    })
    // signed with sign_type included (some SDKs): accepted too
    const withType = fake.notification(r.attemptNo, { signWithSignType: true })
    assert.equal((await channel.parseNotify(withType.headers, withType.body)).paid, true)
    // an empty field signed along (some senders keep empty values in the signed text)
    const emptyKept = new URLSearchParams(fake.notification(r.attemptNo).body)
    emptyKept.set('body', '')
    emptyKept.delete('sign')
    const ownKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const withEmpty = Object.fromEntries(emptyKept)
    delete withEmpty.sign_type
    emptyKept.set('sign', rsa2Sign(Object.keys(withEmpty).sort().map((k) => `${k}=${withEmpty[k]}`).join('&'), ownKeys.privateKey))
    const ownChannel = new AlipayChannel({ ...fake.config, publicKey: ownKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString() })
    assert.equal((await ownChannel.parseNotify({}, emptyKept.toString())).paid, true)
    // TRADE_FINISHED is paid; WAIT_BUYER_PAY and TRADE_CLOSED are not
    for (const [status, paid] of [['TRADE_FINISHED', true], ['WAIT_BUYER_PAY', false], ['TRADE_CLOSED', false]] as const) {
      const x = fake.notification(r.attemptNo, { fields: { trade_status: status } })
      assert.equal((await channel.parseNotify(x.headers, x.body)).paid, paid, status)
    }
    // no seller configured: the seller is not reported (nothing to compare it with)
    const noSeller = new AlipayChannel({ ...fake.config, sellerId: '' })
    assert.equal((await noSeller.parseNotify(n.headers, n.body)).merchantId, '')
    assert.equal(noSeller.merchantId, '')
  })

  it('tampered, forged and malformed notifications are refused (failure)', async () => {
    const r = req({ amount: 500 })
    await channel.prepay(r)
    fake.pay(r.attemptNo)
    const n = fake.notification(r.attemptNo)
    const tampered = new URLSearchParams(n.body)
    tampered.set('total_amount', '0.01')
    await assert.rejects(channel.parseNotify(n.headers, tampered.toString()), /signature/)
    const forged = fake.notification(r.attemptNo, { forgeSignature: true })
    await assert.rejects(channel.parseNotify(forged.headers, forged.body), /signature/)
    const noSign = new URLSearchParams(n.body)
    noSign.delete('sign')
    await assert.rejects(channel.parseNotify(n.headers, noSign.toString()), /sign/)
    const rsa1 = new URLSearchParams(n.body)
    rsa1.set('sign_type', 'RSA')
    await assert.rejects(channel.parseNotify(n.headers, rsa1.toString()), /sign_type/)
    // a duplicated field could be read differently by the verifier and by us
    await assert.rejects(channel.parseNotify(n.headers, `${n.body}&total_amount=0.01`), /twice/)
    // a signed but malformed amount
    const k = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const own = new AlipayChannel({ ...fake.config, publicKey: k.publicKey.export({ type: 'spki', format: 'pem' }).toString() })
    const fields: Record<string, string> = { app_id: fake.appId, out_trade_no: r.attemptNo, trade_no: '1', trade_status: 'TRADE_SUCCESS', total_amount: '5.001', sign_type: 'RSA2' }
    const signed = { ...fields }
    delete (signed as Record<string, string | undefined>).sign_type
    fields.sign = rsa2Sign(alipaySignContent(signed), k.privateKey)
    assert.ok(rsa2Verify(alipaySignContent(signed), fields.sign, k.publicKey))
    await assert.rejects(own.parseNotify({}, new URLSearchParams(fields).toString()), /amount/)
    assert.deepEqual(await fake.notify(r.attemptNo, { forgeSignature: true }), { status: 200, body: 'failure' })
    assert.deepEqual(channel.notifyAnswer(true), { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' })
  })

  it('the control routes play my.tradePay for simulated clients', async () => {
    const r = req({ amount: 77 })
    const out = await channel.prepay(r)
    const res = await (await fetch(`${fake.url}/__fake/alipay/trade-pay`, { method: 'POST', body: JSON.stringify({ tradeNO: out.tradeNo }) })).json()
    assert.equal(res.resultCode, '9000')
    assert.deepEqual(res.notified, { status: 200, body: 'success' })
    assert.equal(fake.trades.get(r.attemptNo)!.trade_status, 'TRADE_SUCCESS')
  })
})

describe('the fake Alipay gateway beside fake-platforms', () => {
  it('passes login calls on to fake-platforms under one gateway, merchant key and platform key', async () => {
    const platforms = await startFakePlatforms()
    const gw = await startFakeAlipay({ appId: platforms.alipay.appId, merchantPrivateKeyPem: platforms.alipay.merchantPrivateKey, forwardTo: `${platforms.url}/gateway.do` })
    try {
      const settings = { appId: gw.appId, privateKey: gw.merchantPrivateKeyPem, publicKey: gw.platformPublicKeyPem, gateway: gw.gateway }
      const user = await oauthToken(settings, platforms.alipay.authCode({ user_id: '2088000000000077' }))
      assert.equal(user.userId, '2088000000000077')
      // payments on the same settings
      const channel = new AlipayChannel({ ...settings, sellerId: gw.sellerId })
      const no = attemptNo()
      const out = await channel.prepay({
        websiteId: 1, attemptNo: no, amount: 1, description: 'x', notifyUrl: 'http://127.0.0.1:9/n', returnUrl: 'http://127.0.0.1:9/r',
        clientKind: 'alipay_mini', clientIp: '127.0.0.1', buyerOpenId: user.userId, expiresAt: now() + 600,
      })
      assert.equal(out.tradeNo, gw.trades.get(no)!.trade_no)
      // a code used twice is refused by fake-platforms, and the refusal still reaches us
      const code = platforms.alipay.authCode({})
      await oauthToken(settings, code)
      await assert.rejects(oauthToken(settings, code), (e: AlipayApiError) => e.subCode === 'isv.code-invalid')
    } finally {
      await gw.close()
      await platforms.close()
    }
  })
})

describe('channel registry', () => {
  it('both gateways register and build from the WECHATPAY_* / ALIPAY_* settings, and stay off without them', async () => {
    const { startFakeWechatPay } = await import('../../../test/fake-gateways/wechatpay.js')
    const { configuredChannels } = await import('../pay.registry.js')
    const [wx, ali] = await Promise.all([startFakeWechatPay(), startFakeAlipay()])
    try {
      const on = { development: false, paySettings: { ...wx.env(), ...ali.env(), PAY_DEV_CHANNEL: 'off' } } as unknown as AppConfig
      const channels = await configuredChannels(on)
      assert.deepEqual(channels.map((c) => c.payType), ['wechatpay', 'alipay'])
      assert.deepEqual(channels[0].appIds, wx.appids)
      assert.equal(channels[0].merchantId, wx.mchid)
      assert.equal(channels[1].appId, ali.appId)
      assert.equal(channels[1].merchantId, ali.sellerId)
      // and they reach their gateways with what the environment gave them
      assert.equal((await channels[0].query('NOPE00000001')).state, 'notfound')
      assert.equal((await channels[1].query('NOPE00000001')).state, 'notfound')
      const off = { development: false, paySettings: { PAY_DEV_CHANNEL: 'off' } } as unknown as AppConfig
      assert.deepEqual((await configuredChannels(off)).map((c) => c.payType), [])
    } finally {
      await Promise.all([wx.close(), ali.close()])
    }
  })
})

describe('the payment form and the page CSP', () => {
  it('lets the H5 page post to the Alipay gateway only when Alipay payments are configured', async () => {
    const { paymentFormOrigins } = await import('./alipay.js')
    const { securityHeaders } = await import('../../../http/security-headers.js')
    assert.deepEqual(paymentFormOrigins({}), [])
    assert.deepEqual(paymentFormOrigins({ ALIPAY_APP_ID: 'a', ALIPAY_PRIVATE_KEY: 'k' }), [])
    const configured = { ALIPAY_APP_ID: 'a', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' }
    assert.deepEqual(paymentFormOrigins(configured), ['https://openapi.alipay.com'])
    assert.deepEqual(paymentFormOrigins({ ...configured, ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do' }), ['http://127.0.0.1:9'])
    const csp = securityHeaders('/nonexistent', paymentFormOrigins(configured))['content-security-policy']
    assert.match(csp, /form-action 'self' https:\/\/openapi\.alipay\.com(;|$)/)
    assert.match(securityHeaders('/nonexistent')['content-security-policy'], /form-action 'self'(;|$)/)
  })
})
