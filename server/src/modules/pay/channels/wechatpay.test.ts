import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { startFakeWechatPay, type FakeWechatPay } from '../../../test/fake-gateways/wechatpay.js'
import type { PrepayRequest, RefundRequest } from '../pay.channel.js'
import {
  authorizationHeader, decryptResource, encryptResource, jsapiPayParams, parseAuthorization, reportShipping, requestSignMessage,
  rfc3339Beijing, rsaSign, rsaVerify, truncateUtf8, verifyWechatpaySignature, WechatPayChannel, wechatPayConfigFromEnv, WechatPayError,
  weappShippingReporter,
} from './wechatpay.js'
import { MemoryKeyValueStore } from '../../../infra/kv.js'

const keys = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const now = () => Math.floor(Date.now() / 1000)
let seq = 0
const attemptNo = () => `T${Date.now()}${String(++seq).padStart(4, '0')}`

describe('WeChat Pay v3 signatures', () => {
  const merchant = keys()
  const platform = keys()

  it('signs a request the way the gateway checks it, and a changed body no longer verifies', () => {
    const body = '{"mchid":"1900000001"}'
    const auth = authorizationHeader({ mchid: '1900000001', serial: 'ABC', privateKey: merchant.privateKey, method: 'POST', pathAndQuery: '/v3/pay/transactions/jsapi', body, timestamp: '1554208460', nonce: 'n1' })
    const a = parseAuthorization(auth)!
    assert.equal(a.mchid, '1900000001')
    assert.equal(a.serial_no, 'ABC')
    assert.equal(a.timestamp, '1554208460')
    assert.equal(a.nonce_str, 'n1')
    assert.equal(requestSignMessage('POST', '/v3/pay/transactions/jsapi', '1554208460', 'n1', body), `POST\n/v3/pay/transactions/jsapi\n1554208460\nn1\n${body}\n`)
    assert.ok(rsaVerify(requestSignMessage('POST', '/v3/pay/transactions/jsapi', a.timestamp, a.nonce_str, body), a.signature, merchant.publicKey))
    assert.ok(!rsaVerify(requestSignMessage('POST', '/v3/pay/transactions/jsapi', a.timestamp, a.nonce_str, body.replace('1', '2')), a.signature, merchant.publicKey))
    assert.equal(parseAuthorization('Bearer x'), null)
  })

  it('verifies an answer signature; tampered, unknown serial, missing headers and stale timestamps are refused', () => {
    const body = '{"prepay_id":"wx1"}'
    const sign = (ts: number, b = body, key = platform.privateKey) => ({
      'wechatpay-timestamp': String(ts), 'wechatpay-nonce': 'abc', 'wechatpay-signature': rsaSign(`${ts}\nabc\n${b}\n`, key), 'wechatpay-serial': 'PUB_KEY_ID_1',
    })
    const pub = { PUB_KEY_ID_1: platform.publicKey }
    verifyWechatpaySignature(sign(now()), body, pub)
    // header names in any case
    verifyWechatpaySignature({ 'Wechatpay-Timestamp': String(now()), 'Wechatpay-Nonce': 'abc', 'Wechatpay-Signature': sign(now())['wechatpay-signature'], 'Wechatpay-Serial': 'PUB_KEY_ID_1' }, body, pub)
    const code = (fn: () => void) => {
      try {
        fn()
      } catch (e) {
        return (e as WechatPayError).code
      }
      return 'accepted'
    }
    assert.equal(code(() => verifyWechatpaySignature(sign(now()), body.replace('1', '2'), pub)), 'SIGN_INVALID')
    assert.equal(code(() => verifyWechatpaySignature(sign(now(), body, merchant.privateKey), body, pub)), 'SIGN_INVALID')
    assert.equal(code(() => verifyWechatpaySignature({ ...sign(now()), 'wechatpay-serial': 'PUB_KEY_ID_2' }, body, pub)), 'SIGN_UNKNOWN_SERIAL')
    assert.equal(code(() => verifyWechatpaySignature({ ...sign(now()), 'wechatpay-signature': undefined }, body, pub)), 'SIGN_MISSING')
    assert.equal(code(() => verifyWechatpaySignature(sign(now() - 301), body, pub)), 'SIGN_EXPIRED')
    assert.equal(code(() => verifyWechatpaySignature(sign(now() + 301), body, pub)), 'SIGN_EXPIRED')
    assert.equal(code(() => verifyWechatpaySignature(sign(now() - 299), body, pub)), 'accepted')
    // a key named like an Object prototype member is no key
    assert.equal(code(() => verifyWechatpaySignature({ ...sign(now()), 'wechatpay-serial': 'constructor' }, body, pub)), 'SIGN_UNKNOWN_SERIAL')
  })

  it('paySign covers appId, timeStamp, nonceStr and package, each followed by a newline', () => {
    const p = jsapiPayParams('wxapp', 'wx201410272009395522657a690389285100', merchant.privateKey, '1414561699', '5K8264ILTKCH16CQ2502SI8ZNMTM67VS')
    assert.deepEqual(Object.keys(p).sort(), ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    assert.equal(p.package, 'prepay_id=wx201410272009395522657a690389285100')
    assert.equal(p.signType, 'RSA')
    assert.ok(rsaVerify('wxapp\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n', p.paySign, merchant.publicKey))
    assert.ok(!rsaVerify('wxapp\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100', p.paySign, merchant.publicKey))
  })

  it('AEAD_AES_256_GCM round trip; a wrong key, a changed byte or changed associated data do not decrypt', () => {
    const key = '0123456789abcdef0123456789abcdef'
    const r = encryptResource('{"a":1}', key)
    assert.equal(decryptResource(r, key), '{"a":1}')
    assert.throws(() => decryptResource(r, 'fedcba9876543210fedcba9876543210'), WechatPayError)
    const bytes = Buffer.from(r.ciphertext, 'base64')
    bytes[0] ^= 1
    assert.throws(() => decryptResource({ ...r, ciphertext: bytes.toString('base64') }, key), WechatPayError)
    assert.throws(() => decryptResource({ ...r, associated_data: 'refund' }, key), WechatPayError)
    assert.throws(() => decryptResource({ ...r, algorithm: 'AES_256_CBC' }, key), WechatPayError)
  })

  it('formats times in RFC 3339 Beijing time and cuts descriptions on UTF-8 character boundaries', () => {
    assert.equal(rfc3339Beijing(1528425296), '2018-06-08T10:34:56+08:00')
    assert.equal(rfc3339Beijing(1528425296, true), '2018-06-08T10:34:56.000+08:00')
    assert.equal(truncateUtf8('商品'.repeat(40), 127).length, 42)
    assert.equal(Buffer.byteLength(truncateUtf8('商品'.repeat(40), 127)), 126)
    assert.equal(truncateUtf8('abc', 127), 'abc')
  })

  it('reads its configuration from the environment (PEM or a file path) and is null when incomplete', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxpay-'))
    const keyFile = path.join(dir, 'apiclient_key.pem')
    fs.writeFileSync(keyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }))
    const env = {
      WECHATPAY_MCHID: '1900000001', WECHATPAY_APPID_MP: 'wxmp', WECHATPAY_APPID_OA: 'wxoa', WECHATPAY_PRIVATE_KEY: keyFile, WECHATPAY_SERIAL: 'S1',
      WECHATPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef', WECHATPAY_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
    }
    const c = wechatPayConfigFromEnv(env)!
    assert.equal(c.mchid, '1900000001')
    assert.equal(c.appIdMp, 'wxmp')
    assert.equal(c.appIdOa, 'wxoa')
    assert.equal(c.baseUrl, 'https://api.mch.weixin.qq.com')
    assert.ok(c.platformKeys.PUB_KEY_ID_1)
    const ch = new WechatPayChannel(c)
    assert.deepEqual(ch.appIds, ['wxmp', 'wxoa'])
    assert.equal(ch.merchantId, '1900000001')
    assert.equal(wechatPayConfigFromEnv({ ...env, WECHATPAY_MCHID: '' }), null)
    assert.equal(wechatPayConfigFromEnv({ ...env, WECHATPAY_PUBLIC_KEY_ID: undefined }), null)
    assert.throws(() => wechatPayConfigFromEnv({ ...env, WECHATPAY_APIV3_KEY: 'short' }))
    // without pay app ids the login apps are taken; with one set, the other is not borrowed
    const login = wechatPayConfigFromEnv({ ...env, WECHATPAY_APPID_MP: '', WECHATPAY_APPID_OA: '', WECHAT_WEAPP_APPID: 'wxlogin_mp', WECHAT_MP_APPID: 'wxlogin_oa' })!
    assert.deepEqual([login.appIdMp, login.appIdOa], ['wxlogin_mp', 'wxlogin_oa'])
    const one = wechatPayConfigFromEnv({ ...env, WECHATPAY_APPID_OA: '', WECHAT_MP_APPID: 'wxlogin_oa' })!
    assert.deepEqual([one.appIdMp, one.appIdOa], ['wxmp', undefined])
    assert.equal(wechatPayConfigFromEnv({ ...env, WECHATPAY_APPID_MP: '', WECHATPAY_APPID_OA: '' }), null)
    // no official account: the channel does not offer JSAPI in the WeChat browser
    const mpOnly = new WechatPayChannel(wechatPayConfigFromEnv({ ...env, WECHATPAY_APPID_OA: undefined })!)
    assert.equal(mpOnly.supports('wechat_h5'), false)
    assert.equal(mpOnly.supports('weapp'), true)
    assert.equal(mpOnly.supports('alipay_mini'), false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('WeChat Pay v3 against the fake gateway', () => {
  let fake: FakeWechatPay
  let channel: WechatPayChannel
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
  let notifyServer: http.Server
  let notifyUrl = ''
  const req = (over: Partial<PrepayRequest> = {}): PrepayRequest => ({
    websiteId: 1, attemptNo: attemptNo(), amount: 1, description: '测试商品', notifyUrl, returnUrl: 'https://mall.example/h5/pages/pay/browser/browser?no=1',
    clientKind: 'weapp', clientIp: '203.0.113.7', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', expiresAt: now() + 1800, ...over,
  })

  before(async () => {
    fake = await startFakeWechatPay({ mchid: '1900000109', appids: ['wxweapp000000001', 'wxoa00000000001'] })
    channel = new WechatPayChannel(fake.config)
    notifyServer = http.createServer((rq, rs) => {
      const chunks: Buffer[] = []
      rq.on('data', (c: Buffer) => chunks.push(c))
      rq.on('end', async () => {
        const body = Buffer.concat(chunks).toString('utf8')
        received.push({ headers: rq.headers, body })
        let ok = true
        try {
          await channel.parseNotify(rq.headers, body)
        } catch {
          ok = false
        }
        const a = channel.notifyAnswer(ok)
        rs.writeHead(a.status, { 'content-type': a.contentType })
        rs.end(a.body)
      })
    })
    await new Promise<void>((r) => notifyServer.listen(0, '127.0.0.1', r))
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/pay/notify/wechatpay`
  })
  after(async () => {
    await fake.close()
    notifyServer.closeAllConnections()
    await new Promise((r) => notifyServer.close(r))
  })

  it('mini-program prepay: JSAPI with the mini-program app id, requestPayment parameters the client can verify', async () => {
    const r = req({ amount: 123456789 })
    const out = await channel.prepay(r)
    assert.equal(out.type, 'jsapi')
    const o = fake.orders.get(r.attemptNo)!
    assert.equal(o.appid, 'wxweapp000000001')
    assert.equal(o.total, 123456789)
    assert.equal(o.openid, r.openid)
    assert.equal(o.trade_type, 'JSAPI')
    assert.equal(o.notify_url, notifyUrl)
    assert.match(o.time_expire, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    assert.equal(out.data.appId, 'wxweapp000000001')
    assert.equal(out.data.package, `prepay_id=${o.prepay_id}`)
    assert.ok(fake.verifyPaySign(out.data))
    assert.ok(!fake.verifyPaySign({ ...out.data, package: 'prepay_id=other' }))
    // a repeated prepay of the same attempt gets the same prepay_id
    const again = await channel.prepay(r)
    assert.equal(again.data.package, out.data.package)
  })

  it('WeChat-browser prepay uses the official account app id; no openid is refused before calling', async () => {
    const r = req({ clientKind: 'wechat_h5' })
    const out = await channel.prepay(r)
    assert.equal(out.data.appId, 'wxoa00000000001')
    assert.equal(fake.orders.get(r.attemptNo)!.appid, 'wxoa00000000001')
    await assert.rejects(channel.prepay(req({ openid: undefined })), /openid/)
    await assert.rejects(channel.prepay(req({ clientKind: 'alipay_mini' })))
  })

  it('H5 outside WeChat: the h5 product with the payer IP, h5_url with the encoded redirect_url', async () => {
    const r = req({ clientKind: 'h5', openid: undefined })
    const out = await channel.prepay(r)
    assert.equal(out.type, 'url')
    const o = fake.orders.get(r.attemptNo)!
    assert.equal(o.trade_type, 'MWEB')
    assert.ok(out.url!.startsWith(`${fake.url}/__fake/wechatpay/h5?prepay_id=${o.prepay_id}`))
    assert.ok(out.url!.endsWith(`&redirect_url=${encodeURIComponent(r.returnUrl)}`))
    // the cashier page pays, notifies, and returns to redirect_url
    const res = await fetch(`${out.url!}&confirm=1`, { redirect: 'manual' })
    assert.equal(res.status, 302)
    assert.equal(res.headers.get('location'), r.returnUrl)
    assert.equal(o.trade_state, 'SUCCESS')
  })

  it('gateway refusals come back as WechatPayError with the gateway code', async () => {
    const r = req()
    await channel.prepay(r)
    // the same number with another amount
    await assert.rejects(channel.prepay({ ...r, amount: 2 }), (e: WechatPayError) => e.code === 'INVALID_REQUEST' && e.status === 400)
  })

  it('a request signed with another key is refused with 401 SIGN_ERROR', async () => {
    const wrong = new WechatPayChannel({ ...fake.config, privateKey: keys().privateKey })
    await assert.rejects(wrong.prepay(req()), (e: WechatPayError) => e.status === 401 && e.code === 'SIGN_ERROR')
    const wrongSerial = new WechatPayChannel({ ...fake.config, serial: 'NOT' + fake.config.serial })
    await assert.rejects(wrongSerial.query('x123456'), (e: WechatPayError) => e.status === 401 && e.code === 'SIGN_ERROR')
    assert.ok((fake.calls.get('SIGN_ERROR') ?? 0) >= 2)
  })

  it('an answer not signed by WeChat Pay is an error, even a success', async () => {
    fake.forgeAnswers = true
    try {
      await assert.rejects(channel.prepay(req()), (e: WechatPayError) => e.code === 'SIGN_INVALID')
    } finally {
      fake.forgeAnswers = false
    }
    const unknownKey = new WechatPayChannel({ ...fake.config, platformKeys: { PUB_KEY_ID_OTHER: keys().publicKey } })
    await assert.rejects(unknownKey.query('x123456'), (e: WechatPayError) => e.code === 'SIGN_UNKNOWN_SERIAL')
  })

  it('query maps trade_state; close answers 204 and closes; a number the gateway never saw is notfound and closes fine', async () => {
    const r = req({ amount: 100 })
    await channel.prepay(r)
    assert.deepEqual(await channel.query(r.attemptNo), { state: 'notpaid', tradeNo: '', amount: 100 })
    await channel.close(r.attemptNo)
    assert.equal(fake.orders.get(r.attemptNo)!.trade_state, 'CLOSED')
    assert.equal((await channel.query(r.attemptNo)).state, 'closed')
    assert.deepEqual(await channel.query('NEVER000001'), { state: 'notfound', tradeNo: '', amount: 0 })
    await channel.close('NEVER000001')
    const paid = req({ amount: 1 })
    await channel.prepay(paid)
    const o = fake.pay(paid.attemptNo)
    assert.deepEqual(await channel.query(paid.attemptNo), { state: 'paid', tradeNo: o.transaction_id, amount: 1 })
    // a paid order cannot be closed
    await assert.rejects(channel.close(paid.attemptNo), (e: WechatPayError) => e.code === 'ORDERPAID')
  })

  it('a notification is verified and decrypted; the server answers 204', async () => {
    const r = req({ amount: 1234567 })
    await channel.prepay(r)
    fake.pay(r.attemptNo)
    const answer = await fake.notify(r.attemptNo)
    assert.equal(answer.status, 204)
    const n = fake.notification(r.attemptNo)
    const v = await channel.parseNotify(n.headers, n.body)
    assert.deepEqual(v, {
      attemptNo: r.attemptNo, tradeNo: fake.orders.get(r.attemptNo)!.transaction_id, amount: 1234567, paid: true, appId: 'wxweapp000000001', merchantId: '1900000109',
    })
    // the body is encrypted: the transaction is not readable from it
    assert.ok(!n.body.includes(r.attemptNo))
  })

  it('a closed order notifies paid=false; a notification with another amount or app id reports what it says', async () => {
    const r = req({ amount: 500 })
    await channel.prepay(r)
    await channel.close(r.attemptNo)
    const closed = fake.notification(r.attemptNo)
    assert.equal((await channel.parseNotify(closed.headers, closed.body)).paid, false)
    const r2 = req({ amount: 500 })
    await channel.prepay(r2)
    fake.pay(r2.attemptNo)
    const n = fake.notification(r2.attemptNo, { transaction: { amount: { total: 1, currency: 'CNY' }, appid: 'wxother' } })
    const v = await channel.parseNotify(n.headers, n.body)
    assert.equal(v.amount, 1)
    assert.equal(v.appId, 'wxother')
  })

  it('tampered, forged, wrong-key and replayed notifications are refused (400 FAIL)', async () => {
    const r = req({ amount: 300 })
    await channel.prepay(r)
    fake.pay(r.attemptNo)
    const good = fake.notification(r.attemptNo)
    const tampered = good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCES5"')
    await assert.rejects(channel.parseNotify(good.headers, tampered), (e: WechatPayError) => e.code === 'SIGN_INVALID')
    const forged = fake.notification(r.attemptNo, { forgeSignature: true })
    await assert.rejects(channel.parseNotify(forged.headers, forged.body), (e: WechatPayError) => e.code === 'SIGN_INVALID')
    const wrongKey = fake.notification(r.attemptNo, { apiV3Key: 'fedcba9876543210fedcba9876543210' })
    await assert.rejects(channel.parseNotify(wrongKey.headers, wrongKey.body), (e: WechatPayError) => e.code === 'BAD_RESOURCE')
    const stale = fake.notification(r.attemptNo, { timestamp: now() - 301 })
    await assert.rejects(channel.parseNotify(stale.headers, stale.body), (e: WechatPayError) => e.code === 'SIGN_EXPIRED')
    await assert.rejects(channel.parseNotify({}, good.body), (e: WechatPayError) => e.code === 'SIGN_MISSING')
    const before = received.length
    assert.equal((await fake.notify(r.attemptNo, { forgeSignature: true })).status, 400)
    assert.equal(received.length, before + 1)
    assert.deepEqual(JSON.parse(channel.notifyAnswer(false).body), { code: 'FAIL', message: 'not accepted' })
    assert.equal(channel.notifyAnswer(true).status, 204)
  })

  describe('refunds', () => {
    const paid = async (amount: number) => {
      const r = req({ amount })
      await channel.prepay(r)
      fake.pay(r.attemptNo)
      return r.attemptNo
    }
    const refundReq = (attempt: string, over: Partial<RefundRequest> = {}): RefundRequest => ({
      attemptNo: attempt, refundNo: `R${attemptNo()}`, amount: 100, total: 1000, reason: '不想要了', notifyUrl, ...over,
    })

    it('refunds part of a payment with the documented body and reads the answer', async () => {
      const attempt = await paid(1000)
      const rq = refundReq(attempt, { amount: 250 })
      const r = await channel.refund(rq)
      assert.deepEqual({ ...r, refundId: r.refundId ? 'set' : '' }, { state: 'success', refundNo: rq.refundNo, refundId: 'set', amount: 250 })
      const stored = fake.refunds.get(rq.refundNo)!
      assert.equal(stored.out_trade_no, attempt)
      assert.equal(stored.reason, '不想要了')
      assert.equal(stored.notify_url, notifyUrl)
      assert.deepEqual(await channel.queryRefund(rq), r)
      assert.equal((await channel.queryRefund({ attemptNo: attempt, refundNo: 'Rnever-sent' })).state, 'notfound')
    })

    it('a retry after a time-out sends the same out_refund_no and gets the first refund back, not a second one', async () => {
      const attempt = await paid(1000)
      const rq = refundReq(attempt, { amount: 400 })
      fake.dropAnswers = 1
      await assert.rejects(channel.refund(rq), (e: WechatPayError) => e.code === 'UNREACHABLE')
      assert.equal(fake.refunds.get(rq.refundNo)?.refund, 400, 'WeChat did take the first request')
      const again = await channel.refund(rq)
      assert.equal(again.state, 'success')
      assert.equal(again.amount, 400)
      assert.equal([...fake.refunds.values()].filter((x) => x.out_trade_no === attempt).length, 1)
      // the same number with another amount is not a retry
      await assert.rejects(channel.refund({ ...rq, amount: 401 }), (e: WechatPayError) => e.code === 'INVALID_REQUEST')
    })

    it('never more than was paid, and never an unpaid order', async () => {
      const attempt = await paid(1000)
      await channel.refund(refundReq(attempt, { amount: 600 }))
      await assert.rejects(channel.refund(refundReq(attempt, { amount: 401 })), (e: WechatPayError) => e.code === 'INVALID_REQUEST')
      assert.equal((await channel.refund(refundReq(attempt, { amount: 400 }))).amount, 400)
      const unpaid = req({ amount: 1000 })
      await channel.prepay(unpaid)
      await assert.rejects(channel.refund(refundReq(unpaid.attemptNo)), (e: WechatPayError) => e.code === 'INVALID_REQUEST')
      await assert.rejects(channel.refund(refundReq(attempt, { amount: 0 })), /positive integer/)
      await assert.rejects(channel.refund(refundReq(attempt, { amount: 1001 })), /at most the total/)
    })

    it('a processing refund is reported as such until WeChat ends it; closed or abnormal means no money back', async () => {
      const attempt = await paid(1000)
      fake.refundOutcome = 'PROCESSING'
      try {
        const a = refundReq(attempt)
        const b = refundReq(attempt)
        assert.equal((await channel.refund(a)).state, 'processing')
        await channel.refund(b)
        fake.finishRefund(a.refundNo)
        fake.finishRefund(b.refundNo, 'ABNORMAL')
        assert.equal((await channel.queryRefund(a)).state, 'success')
        assert.equal((await channel.queryRefund(b)).state, 'failed')
      } finally {
        fake.refundOutcome = 'SUCCESS'
      }
    })

    it('reads a signed refund notification for its refund number only; forged or foreign ones are refused', async () => {
      const attempt = await paid(1000)
      const rq = refundReq(attempt)
      await channel.refund(rq)
      const note = fake.refundNotification(rq.refundNo)
      assert.deepEqual(await channel.parseRefundNotify(note.headers, note.body), { refundNo: rq.refundNo, attemptNo: attempt })
      const forged = fake.refundNotification(rq.refundNo, { forgeSignature: true })
      await assert.rejects(channel.parseRefundNotify(forged.headers, forged.body), WechatPayError)
      const otherKey = fake.refundNotification(rq.refundNo, { apiV3Key: 'x'.repeat(32) })
      await assert.rejects(channel.parseRefundNotify(otherKey.headers, otherKey.body), WechatPayError)
      // a payment notification is no refund notification
      const payment = fake.notification(attempt)
      await assert.rejects(channel.parseRefundNotify(payment.headers, payment.body), /out_refund_no/)
    })

    it('WeChat refuses the 51st partial refund of one payment', async () => {
      const attempt = await paid(1000)
      for (let i = 0; i < 50; i++) await channel.refund(refundReq(attempt, { amount: 1 }))
      await assert.rejects(channel.refund(refundReq(attempt, { amount: 1 })), (e: WechatPayError) => e.code === 'FREQUENCY_LIMITED' && e.status === 403)
    })
  })

  it('the control routes play wx.requestPayment for simulated clients', async () => {
    const r = req({ amount: 88 })
    const out = await channel.prepay(r)
    const bad = await (await fetch(`${fake.url}/__fake/wechatpay/request-payment`, { method: 'POST', body: JSON.stringify({ ...out.data, paySign: 'x' }) })).json()
    assert.match(bad.errMsg, /fail/)
    assert.equal(fake.orders.get(r.attemptNo)!.trade_state, 'NOTPAY')
    const ok = await (await fetch(`${fake.url}/__fake/wechatpay/request-payment`, { method: 'POST', body: JSON.stringify(out.data) })).json()
    assert.equal(ok.errMsg, 'requestPayment:ok')
    assert.equal(ok.notified.status, 204)
    assert.equal(fake.orders.get(r.attemptNo)!.trade_state, 'SUCCESS')
  })
})

describe('mini-program shipping information', () => {
  it('posts the documented body with the access token, replaces a refused token once, and throws other errcodes', async () => {
    const seen: { url: string; body: any }[] = []
    let valid = 'tok2'
    const server = http.createServer((rq, rs) => {
      const chunks: Buffer[] = []
      rq.on('data', (c: Buffer) => chunks.push(c))
      rq.on('end', () => {
        const u = new URL(rq.url ?? '/', 'http://x')
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        rs.writeHead(200, { 'content-type': 'application/json' })
        if (u.pathname === '/cgi-bin/stable_token') {
          assert.equal(body.appid, 'wxweapp')
          return rs.end(JSON.stringify({ access_token: body.force_refresh ? 'tok2' : 'tok1', expires_in: 7200 }))
        }
        seen.push({ url: rq.url ?? '', body })
        if (u.searchParams.get('access_token') !== valid) return rs.end('{"errcode":40001,"errmsg":"invalid credential"}')
        if (body.order_key.transaction_id === 'bad') return rs.end('{"errcode":10060001,"errmsg":"支付单不存在"}')
        rs.end('{"errcode":0,"errmsg":"ok"}')
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const forced: boolean[] = []
    const getter = async (force: boolean) => {
      forced.push(force)
      return force ? 'tok2' : 'tok1'
    }
    try {
      await reportShipping(base, getter, {
        transactionId: '4200001234', payerOpenid: 'oOPENID', logisticsType: 1, uploadTime: 1528425296,
        shippingList: [{ trackingNo: 'SF123', expressCompany: 'SF', itemDesc: '微信红包抱枕*1个', contact: { receiverContact: '189****1234' } }],
      })
      assert.deepEqual(forced, [false, true])
      assert.equal(seen.length, 2)
      assert.match(seen[1].url, /^\/wxa\/sec\/order\/upload_shipping_info\?access_token=tok2$/)
      assert.deepEqual(seen[1].body, {
        order_key: { order_number_type: 2, transaction_id: '4200001234' },
        logistics_type: 1, delivery_mode: 1,
        shipping_list: [{ tracking_no: 'SF123', express_company: 'SF', item_desc: '微信红包抱枕*1个', contact: { receiver_contact: '189****1234' } }],
        upload_time: '2018-06-08T10:34:56.000+08:00',
        payer: { openid: 'oOPENID' },
      })
      valid = 'tok1'
      const parcel = (n: number) => ({ trackingNo: `YT${n}`, expressCompany: 'YTO', itemDesc: `x${n}` })
      await reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 1, deliveryMode: 2, isAllDelivered: true, shippingList: [parcel(1), parcel(2)] })
      assert.equal(seen[2].body.delivery_mode, 2)
      assert.equal(seen[2].body.is_all_delivered, true)
      assert.deepEqual(seen[2].body.shipping_list.map((p: any) => p.tracking_no), ['YT1', 'YT2'])
      await reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 4, shippingList: [{ itemDesc: 'x' }] })
      assert.equal(seen[3].body.is_all_delivered, undefined)
      assert.equal(seen[3].body.shipping_list[0].tracking_no, undefined)
      // WeChat's rules are checked before anything is sent
      const sent = seen.length
      await assert.rejects(reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 4, deliveryMode: 2, isAllDelivered: true, shippingList: [{ itemDesc: 'x' }] }), /express/)
      await assert.rejects(reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 1, shippingList: [parcel(1), parcel(2)] }), /exactly one/)
      await assert.rejects(reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 1, deliveryMode: 2, isAllDelivered: false, shippingList: Array.from({ length: 16 }, (_, i) => parcel(i)) }), /1 to 15/)
      assert.equal(seen.length, sent)
      await assert.rejects(reportShipping(base, getter, { transactionId: 'bad', payerOpenid: 'o', logisticsType: 3, shippingList: [{ itemDesc: 'x' }] }), (e: any) => e.errcode === 10060001)
      await assert.rejects(reportShipping(base, getter, { transactionId: 't', payerOpenid: 'o', logisticsType: 1, shippingList: [{ itemDesc: 'x' }] }), /tracking_no/)
      // through the mini-program's stable access_token (modules/wechat), cached in the key-value store
      valid = 'tok2'
      const platforms = { wechatApiBase: base, wechatOpenBase: base, alipayGateway: '', alipayAuthBase: '' }
      assert.equal(weappShippingReporter(platforms, new MemoryKeyValueStore()), null)
      const report = weappShippingReporter({ ...platforms, wechatWeapp: { appId: 'wxweapp', appSecret: 's' } }, new MemoryKeyValueStore())!
      const n = seen.length
      await report({ transactionId: 'w1', payerOpenid: 'o', logisticsType: 2, shippingList: [{ itemDesc: 'x' }] })
      // tok1 refused, tok2 taken
      assert.deepEqual(seen.slice(n).map((x) => new URL(x.url, 'http://x').searchParams.get('access_token')), ['tok1', 'tok2'])
    } finally {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    }
  })
})
