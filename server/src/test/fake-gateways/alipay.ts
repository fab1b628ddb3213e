/**
 * A fake Alipay open-platform gateway for payments on 127.0.0.1, for tests and journeys. It verifies
 * OUR RSA2 signature with the merchant public key (error_response isv.invalid-signature otherwise, as
 * Alipay answers), keeps trades in memory, signs every answer with a platform key made here, and can
 * pay a trade and POST the signed form notification to its notify_url.
 *
 * Methods: alipay.trade.create (JSAPI_PAY), alipay.trade.wap.pay (the browser posts the form: the
 * trade is created and a cashier page answered, whose pay link pays, notifies and returns to
 * return_url), alipay.trade.close, alipay.trade.query. As a script (`node --import tsx
 * src/test/fake-gateways/alipay.ts`) it prints `{url, env}` (ALIPAY_*). Journeys steer it over HTTP too:
 * POST /__fake/alipay/pay {out_trade_no} pays and notifies; POST /__fake/alipay/trade-pay {tradeNO}
 * plays my.tradePay (answers {resultCode: '9000'} after paying and notifying).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { alipaySignContent, alipayTimestamp, extractSignedJson, rsa2Sign, rsa2Verify } from '../../modules/alipay/alipay.client.js'
import { yuanToFen, type AlipayPayConfig } from '../../modules/pay/channels/alipay.js'

export interface FakeAlipayTrade {
  app_id: string
  out_trade_no: string
  trade_no: string
  total_amount: string
  subject: string
  product_code: 'JSAPI_PAY' | 'QUICK_WAP_WAY'
  buyer_id: string
  buyer_open_id: string
  notify_url: string
  return_url: string
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  gmt_create: string
  gmt_payment: string
}

export interface FakeAlipayRefund {
  out_trade_no: string
  out_request_no: string
  refund_amount: string
  refund_reason: string
  gmt_refund_pay: string
}

export interface AlipayNotificationOptions {
  /** sign with a key that is not the platform's */
  forgeSignature?: boolean
  /** sign the text with sign_type included (what some SDK versions do) */
  signWithSignType?: boolean
  /** change fields before signing */
  fields?: Record<string, string>
}

export interface FakeAlipay {
  url: string
  /** the gateway address (url + '/gateway.do') */
  gateway: string
  appId: string
  sellerId: string
  /** what our channel needs to talk to this fake */
  config: AlipayPayConfig
  merchantPrivateKeyPem: string
  merchantPublicKeyPem: string
  platformPublicKeyPem: string
  /** ALIPAY_* for a server process talking to this fake */
  env(): Record<string, string>
  trades: Map<string, FakeAlipayTrade>
  calls: Map<string, number>
  pay(outTradeNo: string): FakeAlipayTrade
  /** the signed form notification of the trade's current state */
  notification(outTradeNo: string, opts?: AlipayNotificationOptions): { headers: Record<string, string>; body: string }
  notify(outTradeNo: string, opts?: AlipayNotificationOptions & { url?: string }): Promise<{ status: number; body: string }>
  /** the next answers are signed with a key that is not the platform's */
  forgeAnswers: boolean
  /** refunds by `${out_trade_no}|${out_request_no}` */
  refunds: Map<string, FakeAlipayRefund>
  /** the next N gateway calls are carried out, but their connection is cut before the answer (a time-out) */
  dropAnswers: number
  close(): Promise<void>
}

const pem = (k: crypto.KeyObject) => k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString()

export interface FakeAlipayOptions {
  appId?: string
  sellerId?: string
  host?: string
  port?: number
  /**
   * The merchant private key (PEM) our server signs with; generated when absent. Give the one of
   * another fake gateway (fake-platforms' alipay.merchantPrivateKey) to share one ALIPAY_PRIVATE_KEY.
   */
  merchantPrivateKeyPem?: string
  /**
   * Another gateway that answers the methods this one does not know (fake-platforms' alipay.system.oauth.token):
   * the call is passed on as it came, and the answer re-signed with this fake's platform key, so one
   * ALIPAY_GATEWAY / ALIPAY_PUBLIC_KEY serves login and payments.
   */
  forwardTo?: string
}

export async function startFakeAlipay(opts: FakeAlipayOptions = {}): Promise<FakeAlipay> {
  const host = opts.host ?? '127.0.0.1'
  const appId = opts.appId ?? '2021000000000002'
  const sellerId = opts.sellerId ?? '2088000000000009'
  const merchant = opts.merchantPrivateKeyPem
    ? (() => {
      const privateKey = crypto.createPrivateKey(opts.merchantPrivateKeyPem!)
      return { privateKey, publicKey: crypto.createPublicKey(privateKey) }
    })()
    : crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const forged = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const trades = new Map<string, FakeAlipayTrade>()
  const refunds = new Map<string, FakeAlipayRefund>()
  const calls = new Map<string, number>()
  let url = ''

  const pay = (outTradeNo: string) => {
    const t = trades.get(outTradeNo)
    if (!t) throw new Error(`no trade ${outTradeNo}`)
    if (t.trade_status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`)
    if (t.trade_status === 'WAIT_BUYER_PAY') {
      t.trade_status = 'TRADE_SUCCESS'
      t.gmt_payment = alipayTimestamp()
      if (!t.buyer_id) t.buyer_id = `2088${crypto.randomInt(1e11, 1e12 - 1)}0`
    }
    return t
  }

  const notification = (outTradeNo: string, n: AlipayNotificationOptions = {}) => {
    const t = trades.get(outTradeNo)
    if (!t) throw new Error(`no trade ${outTradeNo}`)
    const fields: Record<string, string> = {
      gmt_create: t.gmt_create, charset: 'utf-8', seller_email: 'seller@example.com', subject: t.subject,
      buyer_id: t.buyer_id, invoice_amount: t.total_amount, notify_id: crypto.randomBytes(16).toString('hex'),
      fund_bill_list: JSON.stringify([{ amount: t.total_amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync', trade_status: t.trade_status, receipt_amount: t.total_amount, app_id: t.app_id,
      buyer_pay_amount: t.total_amount, seller_id: sellerId, ...(t.gmt_payment ? { gmt_payment: t.gmt_payment } : {}),
      notify_time: alipayTimestamp(), version: '1.0', out_trade_no: t.out_trade_no, total_amount: t.total_amount,
      trade_no: t.trade_no, auth_app_id: t.app_id, point_amount: '0.00', sign_type: 'RSA2',
      ...n.fields,
    }
    const signed = { ...fields }
    if (!n.signWithSignType) delete signed.sign_type
    fields.sign = rsa2Sign(alipaySignContent(signed), n.forgeSignature ? forged.privateKey : platform.privateKey)
    return { headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(fields).toString() }
  }

  const notify = async (outTradeNo: string, n: AlipayNotificationOptions & { url?: string } = {}) => {
    const t = trades.get(outTradeNo)
    if (!t) throw new Error(`no trade ${outTradeNo}`)
    const { headers, body } = notification(outTradeNo, n)
    const res = await fetch(n.url ?? t.notify_url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) })
    return { status: res.status, body: await res.text() }
  }

  const answer = (field: string, payload: Record<string, unknown>) => {
    const text = JSON.stringify(payload)
    return `{"${field}":${text},"sign":"${rsa2Sign(text, fake.forgeAnswers ? forged.privateKey : platform.privateKey)}"}`
  }
  const error = (sub_code: string, sub_msg: string, code = '40002', msg = 'Invalid Arguments') => answer('error_response', { code, msg, sub_code, sub_msg })
  const business = (field: string, sub_code: string, sub_msg: string) => answer(field, { code: '40004', msg: 'Business Failed', sub_code, sub_msg })
  const success = (field: string, payload: Record<string, unknown>) => answer(field, { code: '10000', msg: 'Success', ...payload })

  const AMOUNT = /^\d{1,9}\.\d{2}$/

  /** Validates a new trade's biz_content; a string is the error answer. */
  function newTrade(params: Record<string, string>, biz: Record<string, any>, productCode: FakeAlipayTrade['product_code'], field: string): FakeAlipayTrade | string {
    if (biz.product_code !== productCode) return business(field, 'ACQ.PRODUCT_CODE_ERROR', '产品码错误')
    if (typeof biz.out_trade_no !== 'string' || !/^[0-9A-Za-z_]{1,64}$/.test(biz.out_trade_no)) return error('isv.invalid-parameter', 'out_trade_no 不合法')
    if (typeof biz.total_amount !== 'string' || !AMOUNT.test(biz.total_amount) || yuanToFen(biz.total_amount) < 1) return error('isv.invalid-parameter', 'total_amount 不合法')
    if (typeof biz.subject !== 'string' || !biz.subject) return error('isv.missing-parameter', '缺少必选参数 subject')
    if (biz.time_expire !== undefined && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(biz.time_expire)) return error('isv.invalid-parameter', 'time_expire 格式错误')
    const existing = trades.get(biz.out_trade_no)
    if (existing) {
      if (existing.trade_status === 'TRADE_SUCCESS') return business(field, 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付')
      if (existing.trade_status === 'TRADE_CLOSED') return business(field, 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭')
      if (existing.total_amount !== biz.total_amount) return business(field, 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改')
      return existing
    }
    const t: FakeAlipayTrade = {
      app_id: params.app_id, out_trade_no: biz.out_trade_no, trade_no: `2026${Date.now()}${crypto.randomInt(1e6, 1e7 - 1)}`,
      total_amount: biz.total_amount, subject: biz.subject, product_code: productCode,
      buyer_id: String(biz.buyer_id ?? ''), buyer_open_id: String(biz.buyer_open_id ?? ''),
      notify_url: params.notify_url ?? '', return_url: params.return_url ?? '', trade_status: 'WAIT_BUYER_PAY',
      gmt_create: alipayTimestamp(), gmt_payment: '',
    }
    trades.set(t.out_trade_no, t)
    return t
  }

  /** One gateway call: the signature over our parameters first, then the method. */
  /** Passes a call on to `forwardTo` and re-signs its answer with our platform key. */
  async function forward(params: Record<string, string>): Promise<string> {
    const res = await fetch(`${opts.forwardTo}?charset=utf-8`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: new URLSearchParams(params).toString(),
    })
    const text = await res.text()
    const body = JSON.parse(text) as Record<string, unknown>
    const field = Object.keys(body).find((k) => k !== 'sign')
    const inner = field ? extractSignedJson(text, field) : null
    if (!field || !inner) return text
    return `{"${field}":${inner},"sign":"${rsa2Sign(inner, fake.forgeAnswers ? forged.privateKey : platform.privateKey)}"}`
  }

  function gateway(params: Record<string, string>): { type: 'json' | 'html' | 'forward'; text: string } {
    const json = (text: string) => ({ type: 'json' as const, text })
    if (params.app_id !== appId) return json(error('isv.invalid-app-id', '无效的AppID参数'))
    if (params.sign_type !== 'RSA2') return json(error('isv.invalid-signature-type', '无效的签名类型'))
    if (!params.sign || !rsa2Verify(alipaySignContent(params), params.sign, merchant.publicKey)) {
      calls.set('invalid-signature', (calls.get('invalid-signature') ?? 0) + 1)
      return json(error('isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配'))
    }
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '')) return json(error('isv.invalid-timestamp', '非法的时间戳参数'))
    let biz: Record<string, any> = {}
    try {
      biz = JSON.parse(params.biz_content ?? '{}')
    } catch {
      return json(error('isv.invalid-parameter', 'biz_content 不是合法的JSON'))
    }
    const method = params.method ?? ''
    calls.set(method, (calls.get(method) ?? 0) + 1)
    const field = `${method.replace(/\./g, '_')}_response`
    switch (method) {
      case 'alipay.trade.create': {
        if (!biz.buyer_open_id && !biz.buyer_id) return json(business(field, 'ACQ.BUYER_NOT_EXIST', '买家不存在'))
        const t = newTrade(params, biz, 'JSAPI_PAY', field)
        if (typeof t === 'string') return json(t)
        return json(success(field, { out_trade_no: t.out_trade_no, trade_no: t.trade_no }))
      }
      case 'alipay.trade.wap.pay': {
        // the browser's form post: the trade exists from now on, and the cashier page opens
        const t = newTrade(params, biz, 'QUICK_WAP_WAY', field)
        if (typeof t === 'string') return json(t)
        const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
        return {
          type: 'html',
          text: `<!doctype html><meta name="viewport" content="width=device-width"><title>Alipay (fake)</title>` +
            `<p class="fake-alipay-amount">${esc(t.total_amount)}</p><p>${esc(t.subject)}</p>` +
            `<a class="fake-alipay-confirm" href="${esc(`${url}/__fake/alipay/cashier?out_trade_no=${encodeURIComponent(t.out_trade_no)}`)}">Pay</a>`,
        }
      }
      case 'alipay.trade.close': {
        const t = trades.get(String(biz.out_trade_no ?? ''))
        if (!t) return json(business(field, 'ACQ.TRADE_NOT_EXIST', '交易不存在'))
        if (t.trade_status !== 'WAIT_BUYER_PAY') return json(business(field, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法'))
        t.trade_status = 'TRADE_CLOSED'
        return json(success(field, { out_trade_no: t.out_trade_no, trade_no: t.trade_no }))
      }
      case 'alipay.trade.query': {
        const t = trades.get(String(biz.out_trade_no ?? ''))
        if (!t) return json(business(field, 'ACQ.TRADE_NOT_EXIST', '交易不存在'))
        return json(success(field, {
          out_trade_no: t.out_trade_no, trade_no: t.trade_no, trade_status: t.trade_status, total_amount: t.total_amount,
          buyer_logon_id: 'bu***@example.com', ...(t.buyer_id ? { buyer_user_id: t.buyer_id } : {}),
          ...(t.gmt_payment ? { send_pay_date: t.gmt_payment } : {}),
        }))
      }
      case 'alipay.trade.refund': {
        const t = trades.get(String(biz.out_trade_no ?? ''))
        if (!t) return json(business(field, 'ACQ.TRADE_NOT_EXIST', '交易不存在'))
        if (t.trade_status !== 'TRADE_SUCCESS') return json(business(field, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法'))
        if (typeof biz.refund_amount !== 'string' || !AMOUNT.test(biz.refund_amount) || yuanToFen(biz.refund_amount) < 1) return json(error('isv.invalid-parameter', 'refund_amount 不合法'))
        const requestNo = String(biz.out_request_no ?? t.out_trade_no)
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(requestNo)) return json(error('isv.invalid-parameter', 'out_request_no 不合法'))
        const ofTrade = [...refunds.values()].filter((r) => r.out_trade_no === t.out_trade_no)
        const refunded = () => ofTrade.reduce((a, r) => a + yuanToFen(r.refund_amount), 0)
        const key = `${t.out_trade_no}|${requestNo}`
        const existing = refunds.get(key)
        const done = (fundChange: 'Y' | 'N') => json(success(field, {
          trade_no: t.trade_no, out_trade_no: t.out_trade_no, buyer_logon_id: 'bu***@example.com', fund_change: fundChange,
          refund_fee: (refunded() / 100).toFixed(2), gmt_refund_pay: (existing ?? refunds.get(key))!.gmt_refund_pay,
        }))
        if (existing) {
          // a repeat of the same request: nothing more moves
          if (existing.refund_amount !== biz.refund_amount) return json(business(field, 'ACQ.CONTEXT_INCONSISTENT', '参数与原请求不一致'))
          return done('N')
        }
        if (refunded() + yuanToFen(biz.refund_amount) > yuanToFen(t.total_amount)) return json(business(field, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'))
        const r: FakeAlipayRefund = { out_trade_no: t.out_trade_no, out_request_no: requestNo, refund_amount: biz.refund_amount, refund_reason: String(biz.refund_reason ?? ''), gmt_refund_pay: alipayTimestamp() }
        refunds.set(key, r)
        ofTrade.push(r)
        return done('Y')
      }
      case 'alipay.trade.fastpay.refund.query': {
        const t = trades.get(String(biz.out_trade_no ?? ''))
        if (!t) return json(business(field, 'ACQ.TRADE_NOT_EXIST', '交易不存在'))
        const r = refunds.get(`${t.out_trade_no}|${String(biz.out_request_no ?? '')}`)
        // Alipay answers an unknown request number with success and no refund in it
        if (!r) return json(success(field, { trade_no: t.trade_no, out_trade_no: t.out_trade_no }))
        return json(success(field, {
          trade_no: t.trade_no, out_trade_no: t.out_trade_no, out_request_no: r.out_request_no, total_amount: t.total_amount,
          refund_amount: r.refund_amount, refund_status: 'REFUND_SUCCESS',
          ...(Array.isArray(biz.query_options) && biz.query_options.includes('gmt_refund_pay') ? { gmt_refund_pay: r.gmt_refund_pay } : {}),
        }))
      }
      default:
        if (opts.forwardTo) return { type: 'forward', text: '' }
        return json(error('isv.invalid-method', '不存在的方法名', '40004', 'Business Failed'))
    }
  }

  const server = http.createServer((req, res) => {
    // journeys call the control routes from the page under test: let any origin in
    if ((req.url ?? '').startsWith('/__fake/')) {
      res.setHeader('access-control-allow-origin', '*')
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' })
        return void res.end()
      }
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try {
        const u = new URL(req.url ?? '/', 'http://fake')
        const raw = Buffer.concat(chunks).toString('utf8')
        const type = String(req.headers['content-type'] ?? '')
        const sendJson = (status: number, payload: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
          res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
        }
        const payAndNotify = async (no: string) => {
          pay(no)
          return notify(no).catch((e: Error) => ({ status: 0, body: e.message }))
        }
        if (u.pathname === '/gateway.do') {
          const params: Record<string, string> = {}
          for (const [k, v] of u.searchParams) if (k !== 'charset') params[k] = v
          if (type.includes('application/x-www-form-urlencoded')) for (const [k, v] of new URLSearchParams(raw)) params[k] = v
          const out = gateway(params)
          if (fake.dropAnswers > 0) {
            fake.dropAnswers--
            return void req.socket.destroy()
          }
          if (out.type === 'forward') {
            return void forward(params).then((text) => sendJson(200, text), (e: Error) => sendJson(502, { error: e.message }))
          }
          res.writeHead(200, { 'content-type': out.type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' })
          return res.end(out.text)
        }
        let body: Record<string, any> = {}
        try {
          body = raw ? JSON.parse(raw) : {}
        } catch { /* not JSON */ }
        if (u.pathname === '/__fake/alipay/pay' && req.method === 'POST') {
          const no = String(body.out_trade_no ?? '')
          if (!trades.has(no)) return sendJson(404, { error: 'no such trade' })
          return void payAndNotify(no).then((notified) => sendJson(200, { out_trade_no: no, notified }), (e: Error) => sendJson(409, { error: e.message }))
        }
        if (u.pathname === '/__fake/alipay/trade-pay' && req.method === 'POST') {
          const t = [...trades.values()].find((x) => x.trade_no === String(body.tradeNO ?? ''))
          if (!t) return sendJson(200, { resultCode: '4000', memo: 'no such trade' })
          return void payAndNotify(t.out_trade_no).then((notified) => sendJson(200, { resultCode: '9000', notified }), () => sendJson(200, { resultCode: '4000' }))
        }
        if (u.pathname === '/__fake/alipay/cashier') {
          const t = trades.get(u.searchParams.get('out_trade_no') ?? '')
          if (!t) return sendJson(404, { error: 'no such trade' })
          return void payAndNotify(t.out_trade_no).then(() => {
            const back = new URL(t.return_url || url)
            back.searchParams.set('out_trade_no', t.out_trade_no)
            back.searchParams.set('trade_no', t.trade_no)
            back.searchParams.set('total_amount', t.total_amount)
            res.writeHead(302, { location: back.toString() })
            res.end()
          }, (e: Error) => sendJson(409, { error: e.message }))
        }
        sendJson(404, { error: 'not found' })
      } catch (e) {
        res.writeHead(500)
        res.end(String(e))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve))
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  const gatewayUrl = `${url}/gateway.do`

  const fake: FakeAlipay = {
    url, gateway: gatewayUrl, appId, sellerId,
    config: { appId, privateKey: pem(merchant.privateKey), publicKey: pem(platform.publicKey), gateway: gatewayUrl, sellerId },
    merchantPrivateKeyPem: pem(merchant.privateKey),
    merchantPublicKeyPem: pem(merchant.publicKey),
    platformPublicKeyPem: pem(platform.publicKey),
    env: () => ({
      ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: pem(merchant.privateKey), ALIPAY_PUBLIC_KEY: pem(platform.publicKey),
      ALIPAY_GATEWAY: gatewayUrl, ALIPAY_SELLER_ID: sellerId,
    }),
    trades, calls, pay, notification, notify,
    forgeAnswers: false,
    refunds,
    dropAnswers: 0,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
  return fake
}


// as a script: listens on FAKE_ALIPAY_PORT (default: any free port) and prints one JSON line {url, env}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeAlipay({ port: Number(process.env.FAKE_ALIPAY_PORT ?? 0) })
  process.stdout.write(`${JSON.stringify({ url: fake.url, env: fake.env() })}\n`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
