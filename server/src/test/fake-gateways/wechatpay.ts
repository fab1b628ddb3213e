/**
 * A fake WeChat Pay API v3 on 127.0.0.1 for tests and journeys. It checks OUR request signatures with
 * the merchant public key (401 SIGN_ERROR otherwise, as WeChat answers), keeps orders in memory,
 * signs every answer with a WeChat Pay public-key pair made here (Wechatpay-Serial PUB_KEY_ID_…), and
 * can pay an order and send the signed, AES-GCM encrypted notification to its notify_url.
 *
 * As a script (`node --import tsx src/test/fake-gateways/wechatpay.ts`) it prints `{url, env}` (the
 * server's WECHATPAY_* environment). Journeys steer it over HTTP too: POST /__fake/wechatpay/pay {out_trade_no} pays and notifies;
 * POST /__fake/wechatpay/request-payment {appId, timeStamp, nonceStr, package, signType, paySign}
 * plays wx.requestPayment (checks paySign, then pays and notifies); GET /__fake/wechatpay/h5?prepay_id=…
 * is the MWEB cashier page (a pay button that pays, notifies and returns to redirect_url).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  encryptResource, nonceStr, parseAuthorization, requestSignMessage, responseSignMessage, rsaSign, rsaVerify, type WechatPayConfig,
} from '../../modules/pay/channels/wechatpay.js'

export interface FakeWechatOrder {
  appid: string
  mchid: string
  out_trade_no: string
  description: string
  notify_url: string
  total: number
  trade_type: 'JSAPI' | 'MWEB'
  openid: string
  prepay_id: string
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED'
  transaction_id: string
  success_time: string
  time_expire: string
  /** the request body as first sent: a repeat with other fields is refused */
  request: string
}

export interface FakeWechatRefund {
  out_refund_no: string
  out_trade_no: string
  transaction_id: string
  refund_id: string
  refund: number
  total: number
  reason: string
  notify_url: string
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
  create_time: string
  success_time: string
}

/** WeChat takes at most this many partial refunds of one payment */
export const FAKE_WECHAT_REFUND_MAX = 50

export interface NotificationOptions {
  /** Wechatpay-Timestamp (Unix seconds); now by default */
  timestamp?: number
  /** sign with a key that is not the platform's */
  forgeSignature?: boolean
  /** encrypt with this APIv3 key instead of the merchant's */
  apiV3Key?: string
  /** change the transaction before it is encrypted */
  transaction?: Record<string, unknown>
}

export interface FakeWechatPay {
  url: string
  mchid: string
  appids: string[]
  apiV3Key: string
  /** what our channel needs to talk to this fake (mini-program = appids[0], official account = appids[1] ?? appids[0]) */
  config: WechatPayConfig
  /** PEMs, for the server's environment */
  merchantPrivateKeyPem: string
  merchantPublicKeyPem: string
  platformPublicKeyPem: string
  platformPublicKeyId: string
  merchantSerial: string
  /** WECHATPAY_* for a server process talking to this fake */
  env(): Record<string, string>
  orders: Map<string, FakeWechatOrder>
  /** how often each route was called, and how often a signature was refused */
  calls: Map<string, number>
  /** marks the order paid (SUCCESS) and answers it */
  pay(outTradeNo: string): FakeWechatOrder
  /** the signed, encrypted notification of the order's current state */
  notification(outTradeNo: string, opts?: NotificationOptions): { headers: Record<string, string>; body: string }
  /** the signed, encrypted REFUND.* notification of a refund as it stands */
  refundNotification(outRefundNo: string, opts?: Pick<NotificationOptions, 'forgeSignature' | 'apiV3Key'>): { headers: Record<string, string>; body: string }
  /** POSTs the notification to the order's notify_url (or `url`), answering the server's status and body */
  notify(outTradeNo: string, opts?: NotificationOptions & { url?: string }): Promise<{ status: number; body: string }>
  /** checks a requestPayment parameter set the way WeChat's client does */
  verifyPaySign(p: Record<string, string>): boolean
  /** the next answers are signed with a key that is not the platform's */
  forgeAnswers: boolean
  refunds: Map<string, FakeWechatRefund>
  /** the status a new refund starts in (default SUCCESS; PROCESSING until finishRefund) */
  refundOutcome: 'SUCCESS' | 'PROCESSING'
  /** ends a processing refund: SUCCESS, or CLOSED / ABNORMAL (no money back) */
  finishRefund(outRefundNo: string, status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'): FakeWechatRefund
  /** the next N API requests are carried out, but their connection is cut before the answer (a time-out) */
  dropAnswers: number
  close(): Promise<void>
}

const pem = (k: crypto.KeyObject) => k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString()
const rfc3339 = (ms: number) => `${new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`

export async function startFakeWechatPay(opts: { mchid?: string; appids?: string[]; apiV3Key?: string; host?: string; port?: number } = {}): Promise<FakeWechatPay> {
  const host = opts.host ?? '127.0.0.1'
  const mchid = opts.mchid ?? '1900000001'
  const appids = opts.appids?.length ? opts.appids : ['wxfakeweapp0000001', 'wxfakemp0000000001']
  const apiV3Key = opts.apiV3Key ?? crypto.randomBytes(16).toString('hex')
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('apiV3Key must be 32 bytes')
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const forged = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const merchantSerial = crypto.randomBytes(20).toString('hex').toUpperCase()
  const platformPublicKeyId = `PUB_KEY_ID_0${mchid}${crypto.randomBytes(6).toString('hex').toUpperCase()}`
  const orders = new Map<string, FakeWechatOrder>()
  const refunds = new Map<string, FakeWechatRefund>()
  const byPrepay = new Map<string, string>()
  const calls = new Map<string, number>()
  const count = (k: string) => calls.set(k, (calls.get(k) ?? 0) + 1)
  let url = ''

  const signedHeaders = (body: string, timestamp = Math.floor(Date.now() / 1000), forge = false): Record<string, string> => {
    const nonce = nonceStr()
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': rsaSign(responseSignMessage(String(timestamp), nonce, body), forge ? forged.privateKey : platform.privateKey),
      'Wechatpay-Serial': platformPublicKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    }
  }

  const transactionOf = (o: FakeWechatOrder) => ({
    appid: o.appid, mchid: o.mchid, out_trade_no: o.out_trade_no,
    ...(o.trade_state === 'SUCCESS' ? { transaction_id: o.transaction_id, success_time: o.success_time, bank_type: 'OTHERS' } : {}),
    trade_type: o.trade_type, trade_state: o.trade_state,
    trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭' }[o.trade_state], attach: '',
    payer: { openid: o.openid },
    amount: { total: o.total, currency: 'CNY', ...(o.trade_state === 'SUCCESS' ? { payer_total: o.total, payer_currency: 'CNY' } : {}) },
  })

  const pay = (outTradeNo: string): FakeWechatOrder => {
    const o = orders.get(outTradeNo)
    if (!o) throw new Error(`no order ${outTradeNo}`)
    if (o.trade_state === 'CLOSED') throw new Error(`order ${outTradeNo} is closed`)
    if (o.trade_state === 'NOTPAY') {
      o.trade_state = 'SUCCESS'
      o.transaction_id = `42000${Date.now()}${crypto.randomInt(100000, 999999)}`
      o.success_time = rfc3339(Date.now())
    }
    return o
  }

  const notification = (outTradeNo: string, n: NotificationOptions = {}) => {
    const o = orders.get(outTradeNo)
    if (!o) throw new Error(`no order ${outTradeNo}`)
    const transaction = { ...transactionOf(o), ...n.transaction }
    const body = JSON.stringify({
      id: crypto.randomUUID(), create_time: rfc3339(Date.now()), resource_type: 'encrypt-resource',
      event_type: o.trade_state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED', summary: '支付成功',
      resource: encryptResource(JSON.stringify(transaction), n.apiV3Key ?? apiV3Key),
    })
    return { headers: { 'Content-Type': 'application/json', ...signedHeaders(body, n.timestamp, n.forgeSignature) }, body }
  }

  const refundNotification = (outRefundNo: string, n: Pick<NotificationOptions, 'forgeSignature' | 'apiV3Key'> = {}) => {
    const r = refunds.get(outRefundNo)
    if (!r) throw new Error(`no refund ${outRefundNo}`)
    const resource = {
      mchid, out_trade_no: r.out_trade_no, transaction_id: r.transaction_id, out_refund_no: r.out_refund_no, refund_id: r.refund_id,
      refund_status: r.status, ...(r.success_time ? { success_time: r.success_time } : {}), user_received_account: '支付用户零钱',
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
    }
    const body = JSON.stringify({
      id: crypto.randomUUID(), create_time: rfc3339(Date.now()), resource_type: 'encrypt-resource', event_type: `REFUND.${r.status}`,
      summary: '退款成功', resource: encryptResource(JSON.stringify(resource), n.apiV3Key ?? apiV3Key),
    })
    return { headers: { 'Content-Type': 'application/json', ...signedHeaders(body, undefined, n.forgeSignature) }, body }
  }

  const notify = async (outTradeNo: string, n: NotificationOptions & { url?: string } = {}) => {
    const o = orders.get(outTradeNo)
    if (!o) throw new Error(`no order ${outTradeNo}`)
    const { headers, body } = notification(outTradeNo, n)
    const res = await fetch(n.url ?? o.notify_url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) })
    return { status: res.status, body: await res.text() }
  }

  const verifyPaySign = (p: Record<string, string>) => {
    if (p.signType !== 'RSA' || !p.package?.startsWith('prepay_id=')) return false
    return rsaVerify(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign ?? '', merchant.publicKey)
  }

  const err = (status: number, code: string, message: string) => ({ status, json: { code, message } })

  /** One API answer (after the signature check). */
  function api(method: string, path: string, qs: URLSearchParams, raw: string): { status: number; json?: unknown } {
    let body: any = {}
    if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        return err(400, 'PARAM_ERROR', '请求体不是合法的JSON')
      }
    }
    const create = path === '/v3/pay/transactions/jsapi' || path === '/v3/pay/transactions/h5'
    if (create && method === 'POST') {
      const h5 = path.endsWith('/h5')
      const total = body?.amount?.total
      if (body.mchid !== mchid) return err(400, 'MCH_NOT_EXISTS', '商户号不存在')
      if (!appids.includes(body.appid)) return err(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配')
      if (typeof body.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-*|]{6,32}$/.test(body.out_trade_no)) return err(400, 'PARAM_ERROR', '输入源“/body/out_trade_no”映射到字段“商户订单号”必填性规则校验失败')
      if (typeof body.description !== 'string' || !body.description || Buffer.byteLength(body.description) > 127) return err(400, 'PARAM_ERROR', 'description 不合法')
      if (!Number.isSafeInteger(total) || total < 1 || (body.amount.currency ?? 'CNY') !== 'CNY') return err(400, 'PARAM_ERROR', 'amount.total 不合法')
      if (typeof body.notify_url !== 'string' || !/^https?:\/\//.test(body.notify_url)) return err(400, 'PARAM_ERROR', 'notify_url 不合法')
      if (body.time_expire !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(body.time_expire)) return err(400, 'PARAM_ERROR', 'time_expire 格式错误')
      if (!h5 && (typeof body.payer?.openid !== 'string' || !body.payer.openid)) return err(400, 'PARAM_ERROR', '输入源“/body/payer/openid”映射到字段“用户标识”必填性规则校验失败')
      if (h5 && (typeof body.scene_info?.payer_client_ip !== 'string' || !body.scene_info.payer_client_ip || !body.scene_info?.h5_info?.type)) return err(400, 'PARAM_ERROR', 'scene_info 不合法')
      const existing = orders.get(body.out_trade_no)
      if (existing) {
        if (existing.trade_state === 'SUCCESS') return err(400, 'ORDERPAID', '该订单已支付')
        if (existing.trade_state === 'CLOSED') return err(400, 'ORDER_CLOSED', '订单已关闭')
        // the same order again: the same prepay; other fields under the same number: refused
        if (existing.request !== JSON.stringify({ ...body, time_expire: undefined })) return err(400, 'INVALID_REQUEST', '201 商户订单号重复')
      } else {
        const o: FakeWechatOrder = {
          appid: body.appid, mchid, out_trade_no: body.out_trade_no, description: body.description, notify_url: body.notify_url, total,
          trade_type: h5 ? 'MWEB' : 'JSAPI', openid: h5 ? '' : body.payer.openid, prepay_id: `wx${Date.now()}${crypto.randomBytes(8).toString('hex')}`,
          trade_state: 'NOTPAY', transaction_id: '', success_time: '', time_expire: body.time_expire ?? '',
          request: JSON.stringify({ ...body, time_expire: undefined }),
        }
        orders.set(o.out_trade_no, o)
        byPrepay.set(o.prepay_id, o.out_trade_no)
      }
      const o = orders.get(body.out_trade_no)!
      return h5
        ? { status: 200, json: { h5_url: `${url}/__fake/wechatpay/h5?prepay_id=${o.prepay_id}&package=${crypto.randomInt(1e9)}` } }
        : { status: 200, json: { prepay_id: o.prepay_id } }
    }
    let m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path)
    if (m && method === 'POST') {
      if (body.mchid !== mchid) return err(400, 'PARAM_ERROR', 'mchid 不合法')
      const o = orders.get(decodeURIComponent(m[1]))
      if (!o) return err(404, 'ORDER_NOT_EXIST', '订单不存在')
      if (o.trade_state === 'SUCCESS') return err(400, 'ORDERPAID', '订单已支付')
      o.trade_state = 'CLOSED'
      return { status: 204 }
    }
    m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path)
    if (m && method === 'GET') {
      if (qs.get('mchid') !== mchid) return err(400, 'PARAM_ERROR', 'mchid 不合法')
      const o = orders.get(decodeURIComponent(m[1]))
      if (!o) return err(404, 'ORDER_NOT_EXIST', '订单不存在')
      return { status: 200, json: transactionOf(o) }
    }
    if (path === '/v3/refund/domestic/refunds' && method === 'POST') {
      const amount = body?.amount
      if (typeof body.out_refund_no !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(body.out_refund_no)) return err(400, 'PARAM_ERROR', 'out_refund_no 不合法')
      if (!Number.isSafeInteger(amount?.refund) || amount.refund < 1 || !Number.isSafeInteger(amount?.total) || (amount.currency ?? 'CNY') !== 'CNY') return err(400, 'PARAM_ERROR', 'amount 不合法')
      if (body.reason !== undefined && (typeof body.reason !== 'string' || [...body.reason].length > 80)) return err(400, 'PARAM_ERROR', 'reason 不合法')
      const o = orders.get(String(body.out_trade_no ?? ''))
      if (!o) return err(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
      if (o.trade_state !== 'SUCCESS') return err(400, 'INVALID_REQUEST', '订单未支付')
      if (amount.total !== o.total) return err(400, 'PARAM_ERROR', '订单金额与实际不一致')
      const existing = refunds.get(body.out_refund_no)
      if (existing) {
        // a retry of the same refund: the refund as it stands, never a second one
        if (existing.out_trade_no !== o.out_trade_no || existing.refund !== amount.refund) return err(400, 'INVALID_REQUEST', '退款单号已存在，退款金额或订单与原请求不一致')
        return { status: 200, json: refundOf(existing) }
      }
      const ofOrder = [...refunds.values()].filter((r) => r.out_trade_no === o.out_trade_no && r.status !== 'CLOSED' && r.status !== 'ABNORMAL')
      if (ofOrder.length >= FAKE_WECHAT_REFUND_MAX) return err(403, 'FREQUENCY_LIMITED', '退款次数超过限制')
      if (ofOrder.reduce((a, r) => a + r.refund, 0) + amount.refund > o.total) return err(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额')
      const r: FakeWechatRefund = {
        out_refund_no: body.out_refund_no, out_trade_no: o.out_trade_no, transaction_id: o.transaction_id,
        refund_id: `50000${Date.now()}${crypto.randomInt(100000, 999999)}`, refund: amount.refund, total: o.total,
        reason: body.reason ?? '', notify_url: body.notify_url ?? '', status: fake.refundOutcome,
        create_time: rfc3339(Date.now()), success_time: fake.refundOutcome === 'SUCCESS' ? rfc3339(Date.now()) : '',
      }
      refunds.set(r.out_refund_no, r)
      return { status: 200, json: refundOf(r) }
    }
    m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path)
    if (m && method === 'GET') {
      const r = refunds.get(decodeURIComponent(m[1]))
      if (!r) return err(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
      return { status: 200, json: refundOf(r) }
    }
    return err(404, 'NOT_FOUND', '无效的请求路径')
  }

  const refundOf = (r: FakeWechatRefund) => ({
    refund_id: r.refund_id, out_refund_no: r.out_refund_no, transaction_id: r.transaction_id, out_trade_no: r.out_trade_no,
    channel: 'ORIGINAL', user_received_account: '支付用户零钱', create_time: r.create_time,
    ...(r.success_time ? { success_time: r.success_time } : {}), status: r.status, funds_account: 'AVAILABLE',
    amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund, settlement_refund: r.refund, settlement_total: r.total, discount_refund: 0, currency: 'CNY' },
  })

  /** The merchant's Authorization: mchid, serial, a fresh timestamp, and the signature. */
  function checkAuth(method: string, pathAndQuery: string, raw: string, authorization: string | undefined): string | null {
    const a = parseAuthorization(authorization)
    if (!a || !a.mchid || !a.nonce_str || !a.signature || !a.timestamp || !a.serial_no) return 'Authorization 不合法'
    if (a.mchid !== mchid) return '商户号与签名不匹配'
    if (a.serial_no !== merchantSerial) return '商户证书序列号有误'
    if (Math.abs(Date.now() / 1000 - Number(a.timestamp)) > 300) return '签名时间戳已过期'
    if (!rsaVerify(requestSignMessage(method, pathAndQuery, a.timestamp, a.nonce_str, raw), a.signature, merchant.publicKey)) return '签名错误'
    return null
  }

  function control(path: string, qs: URLSearchParams, body: Record<string, any>, res: http.ServerResponse): boolean {
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(payload))
    }
    const payAndNotify = async (outTradeNo: string) => {
      pay(outTradeNo)
      const answer = await notify(outTradeNo).catch((e: Error) => ({ status: 0, body: e.message }))
      return { out_trade_no: outTradeNo, notified: answer }
    }
    if (path === '/__fake/wechatpay/pay') {
      const no = String(body.out_trade_no ?? '')
      if (!orders.has(no)) return json(404, { error: 'no such order' }), true
      payAndNotify(no).then((r) => json(200, r), (e: Error) => json(409, { error: e.message }))
      return true
    }
    if (path === '/__fake/wechatpay/request-payment') {
      const no = byPrepay.get(String(body.package ?? '').replace(/^prepay_id=/, ''))
      if (!no || !verifyPaySign(body)) return json(200, { errMsg: 'requestPayment:fail invalid paySign' }), true
      if (orders.get(no)!.appid !== body.appId) return json(200, { errMsg: 'requestPayment:fail appid mismatch' }), true
      payAndNotify(no).then((r) => json(200, { errMsg: 'requestPayment:ok', ...r }), (e: Error) => json(200, { errMsg: `requestPayment:fail ${e.message}` }))
      return true
    }
    if (path === '/__fake/wechatpay/h5') {
      const no = byPrepay.get(qs.get('prepay_id') ?? '')
      const o = no ? orders.get(no) : undefined
      if (!o) return json(404, { error: 'no such prepay' }), true
      const redirect = qs.get('redirect_url') ?? ''
      if (qs.get('confirm') === '1') {
        payAndNotify(o.out_trade_no).then(() => {
          res.writeHead(redirect ? 302 : 200, redirect ? { location: redirect } : { 'content-type': 'text/plain' })
          res.end(redirect ? '' : 'paid')
        }, (e: Error) => json(409, { error: e.message }))
        return true
      }
      const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><meta name="viewport" content="width=device-width"><title>WeChat Pay (fake)</title>` +
        `<p class="fake-wechatpay-amount">${(o.total / 100).toFixed(2)}</p><p>${esc(o.description)}</p>` +
        `<a class="fake-wechatpay-confirm" href="?prepay_id=${esc(o.prepay_id)}&confirm=1&redirect_url=${esc(encodeURIComponent(redirect))}">Pay</a>`)
      return true
    }
    return false
  }

  const fake: FakeWechatPay = {
    url: '', mchid, appids, apiV3Key,
    config: undefined as unknown as WechatPayConfig,
    merchantPrivateKeyPem: pem(merchant.privateKey),
    merchantPublicKeyPem: pem(merchant.publicKey),
    platformPublicKeyPem: pem(platform.publicKey),
    platformPublicKeyId,
    merchantSerial,
    env: () => ({
      WECHATPAY_MCHID: mchid, WECHATPAY_APPID_MP: appids[0], WECHATPAY_APPID_OA: appids[1] ?? appids[0],
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey), WECHATPAY_SERIAL: merchantSerial, WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PUBLIC_KEY: pem(platform.publicKey), WECHATPAY_PUBLIC_KEY_ID: platformPublicKeyId, WECHATPAY_BASE_URL: url,
    }),
    orders, calls, pay, notification, refundNotification, notify, verifyPaySign,
    forgeAnswers: false,
    refunds,
    refundOutcome: 'SUCCESS',
    finishRefund(outRefundNo, status = 'SUCCESS') {
      const r = refunds.get(outRefundNo)
      if (!r) throw new Error(`no refund ${outRefundNo}`)
      if (r.status !== 'PROCESSING') throw new Error(`refund ${outRefundNo} is ${r.status}`)
      r.status = status
      if (status === 'SUCCESS') r.success_time = rfc3339(Date.now())
      return r
    },
    dropAnswers: 0,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
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
        const raw = Buffer.concat(chunks).toString('utf8')
        const u = new URL(req.url ?? '/', 'http://fake')
        if (u.pathname.startsWith('/__fake/')) {
          let body: Record<string, any> = {}
          try {
            body = raw ? JSON.parse(raw) : {}
          } catch { /* a GET page or a form: no JSON body */ }
          if (control(u.pathname, u.searchParams, body, res)) return
          res.writeHead(404)
          return res.end()
        }
        const method = req.method ?? 'GET'
        const send = (status: number, json?: unknown) => {
          const text = json === undefined ? '' : JSON.stringify(json)
          res.writeHead(status, {
            ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
            'request-id': crypto.randomUUID(),
            ...signedHeaders(text, undefined, fake.forgeAnswers),
          })
          res.end(text)
        }
        const refused = checkAuth(method, req.url ?? '/', raw, req.headers.authorization)
        if (refused) {
          count('SIGN_ERROR')
          return send(401, { code: 'SIGN_ERROR', message: refused })
        }
        count(`${method} ${u.pathname.replace(/out-trade-no\/[^/]+/, 'out-trade-no/{no}').replace(/refunds\/[^/]+/, 'refunds/{no}')}`)
        const answer = api(method, u.pathname, u.searchParams, raw)
        if (fake.dropAnswers > 0) {
          fake.dropAnswers--
          return void req.socket.destroy()
        }
        send(answer.status, answer.json)
      } catch (e) {
        res.writeHead(500)
        res.end(String(e))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve))
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  fake.url = url
  fake.config = {
    mchid, appIdMp: appids[0], appIdOa: appids[1] ?? appids[0], privateKey: merchant.privateKey, serial: merchantSerial, apiV3Key,
    platformKeys: { [platformPublicKeyId]: platform.publicKey }, baseUrl: url,
  }
  return fake
}

// as a script: listens on FAKE_WECHATPAY_PORT (default: any free port) and prints one JSON line {url, env}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeWechatPay({ port: Number(process.env.FAKE_WECHATPAY_PORT ?? 0) })
  process.stdout.write(`${JSON.stringify({ url: fake.url, env: fake.env() })}\n`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
