import {
  AlipayApiError, alipayCall, alipaySignContent, alipayTimestamp, loadPrivateKey, loadPublicKey, rsa2Sign, rsa2Verify, type AlipaySettings,
} from '../../alipay/alipay.client.js'
import { escapeHtml } from '../../../http/html.js'
import { registerChannel } from '../pay.registry.js'
import type {
  GatewayQuery, GatewayRefund, NotifyAnswer, PayChannel, PayClientKind, PrepayRequest, PrepayResult, RefundRequest, VerifiedNotify,
} from '../pay.channel.js'
import { keyMaterial } from './wechatpay.js'

/**
 * Alipay open platform (docs/platforms.md): gateway calls signed RSA2 over the sorted parameters,
 * answers verified over the exact `<method>_response` text, notifications verified over the sorted
 * form fields without sign and sign_type. Money crosses as yuan strings with two decimals.
 */
export interface AlipayPayConfig extends AlipaySettings {
  /** the seller's Alipay user id (2088…): notifications naming another seller are refused; '' = not checked */
  sellerId: string
  /** the mini-program's app id when it is not the paying app (op_app_id of alipay.trade.create) */
  miniAppId?: string
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'

/** The channel's configuration from the environment; null when Alipay payments are not configured. */
/**
 * Where the H5 page may post a payment form: QUICK_WAP_WAY answers a form that posts to the Alipay
 * gateway, which the CSP's form-action must allow (only when Alipay payments are configured).
 */
export function paymentFormOrigins(env: Readonly<Record<string, string | undefined>> = {}): string[] {
  const appId = env.ALIPAY_APP_ID || env.ALIPAY_APPID
  if (!appId || !env.ALIPAY_PRIVATE_KEY || !env.ALIPAY_PUBLIC_KEY) return []
  try {
    return [new URL(env.ALIPAY_GATEWAY || ALIPAY_GATEWAY).origin]
  } catch {
    return []
  }
}

export function alipayConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): AlipayPayConfig | null {
  // ALIPAY_APPID is the name the login module reads; the same app takes the payments unless told apart
  const appId = env.ALIPAY_APP_ID || env.ALIPAY_APPID
  const priv = env.ALIPAY_PRIVATE_KEY
  const pub = env.ALIPAY_PUBLIC_KEY
  if (!appId || !priv || !pub) return null
  const privateKey = keyMaterial(priv)
  const publicKey = keyMaterial(pub)
  // fail at start, not at the first payment
  loadPrivateKey(privateKey)
  loadPublicKey(publicKey)
  return {
    appId, privateKey, publicKey,
    gateway: env.ALIPAY_GATEWAY || ALIPAY_GATEWAY,
    sellerId: env.ALIPAY_SELLER_ID || '',
    miniAppId: env.ALIPAY_MINI_APP_ID || undefined,
  }
}

/** Integer fen -> '12.34' (no floating point anywhere). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount of fen: ${fen}`)
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** '12.34', '12.3', '12' -> fen; anything else (signs, exponents, three decimals) throws. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(yuan).trim())
  if (!m) throw new Error(`not an amount of yuan: ${yuan}`)
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** The page-method form: every signed parameter posted to the gateway, submitted on load. */
export function autoSubmitForm(action: string, params: Record<string, string>): string {
  const inputs = Object.entries(params).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}"/>`).join('')
  return `<form id="alipaysubmit" name="alipaysubmit" action="${escapeHtml(action)}" method="POST">${inputs}<input type="submit" value="ok" style="display:none"/></form>` +
    `<script>document.forms['alipaysubmit'].submit();</script>`
}

/** The sorted `k=v&…` text with empty values kept (every key but sign). */
const notifyContentKeepingEmpty = (params: Record<string, string>) =>
  Object.keys(params).filter((k) => k !== 'sign').sort().map((k) => `${k}=${params[k]}`).join('&')

const TRADE_STATUS: Record<string, GatewayQuery['state']> = {
  WAIT_BUYER_PAY: 'notpaid',
  TRADE_CLOSED: 'closed',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
}

export class AlipayChannel implements PayChannel {
  readonly payType = 'alipay'
  readonly appId: string
  readonly merchantId: string

  constructor(readonly config: AlipayPayConfig, private readonly now: () => Date = () => new Date()) {
    this.appId = config.appId
    this.merchantId = config.sellerId
  }

  supports(kind: PayClientKind): boolean {
    return kind === 'alipay_mini' || kind === 'alipay_h5' || kind === 'h5'
  }

  private biz(req: PrepayRequest, productCode: string): Record<string, unknown> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('amount must be a positive integer of fen')
    return {
      out_trade_no: req.attemptNo,
      total_amount: fenToYuan(req.amount),
      subject: [...(req.description || req.attemptNo)].slice(0, 256).join(''),
      product_code: productCode,
      time_expire: alipayTimestamp(new Date(req.expiresAt * 1000)),
    }
  }

  async prepay(req: PrepayRequest): Promise<PrepayResult> {
    if (req.clientKind === 'alipay_mini') {
      if (!req.buyerOpenId) throw new Error('alipay.trade.create needs the buyer open id')
      // older apps know the buyer by the 2088… user id, newer ones by open_id
      const buyer = /^2088\d{12}$/.test(req.buyerOpenId) ? { buyer_id: req.buyerOpenId } : { buyer_open_id: req.buyerOpenId }
      const r = await alipayCall(this.config, 'alipay.trade.create', { notify_url: req.notifyUrl }, {
        ...this.biz(req, 'JSAPI_PAY'), ...buyer, ...(this.config.miniAppId ? { op_app_id: this.config.miniAppId } : {}),
      }, this.now())
      const tradeNo = String(r.trade_no ?? '')
      if (!tradeNo || r.out_trade_no !== req.attemptNo) throw new AlipayApiError('bad_answer', '', 'no trade_no for our out_trade_no')
      return { type: 'tradepay', data: { tradeNO: tradeNo }, tradeNo }
    }
    if (req.clientKind === 'alipay_h5' || req.clientKind === 'h5') {
      const params: Record<string, string> = {
        app_id: this.config.appId, method: 'alipay.trade.wap.pay', format: 'JSON', charset: 'utf-8', sign_type: 'RSA2',
        timestamp: alipayTimestamp(this.now()), version: '1.0', notify_url: req.notifyUrl, return_url: req.returnUrl,
        biz_content: JSON.stringify({ ...this.biz(req, 'QUICK_WAP_WAY'), quit_url: req.returnUrl }),
      }
      params.sign = rsa2Sign(alipaySignContent(params), this.config.privateKey)
      const action = `${this.config.gateway}${this.config.gateway.includes('?') ? '&' : '?'}charset=utf-8`
      return { type: 'form', data: { html: autoSubmitForm(action, params) } }
    }
    throw new Error(`Alipay does not serve ${req.clientKind}`)
  }

  async close(attemptNo: string): Promise<void> {
    try {
      await alipayCall(this.config, 'alipay.trade.close', {}, { out_trade_no: attemptNo }, this.now())
    } catch (err) {
      // a wap.pay form never opened leaves no trade at Alipay: nothing to close
      if (err instanceof AlipayApiError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return
      // closed already is fine; paid is not
      if (err instanceof AlipayApiError && err.subCode === 'ACQ.TRADE_STATUS_ERROR') {
        const q = await this.query(attemptNo)
        if (q.state === 'closed' || q.state === 'notfound') return
      }
      throw err
    }
  }

  async query(attemptNo: string): Promise<GatewayQuery> {
    let r: Record<string, unknown>
    try {
      r = await alipayCall(this.config, 'alipay.trade.query', {}, { out_trade_no: attemptNo }, this.now())
    } catch (err) {
      if (err instanceof AlipayApiError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'notfound', tradeNo: '', amount: 0 }
      throw err
    }
    const state = TRADE_STATUS[String(r.trade_status)]
    if (!state) throw new AlipayApiError('bad_answer', '', `unknown trade_status ${r.trade_status}`)
    if (r.out_trade_no !== attemptNo) throw new AlipayApiError('bad_answer', '', 'the answer names another order')
    return { state, tradeNo: String(r.trade_no ?? ''), amount: yuanToFen(String(r.total_amount ?? '0')) }
  }

  async parseNotify(_headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotify> {
    const params: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(rawBody)) {
      if (Object.hasOwn(params, k)) throw new Error(`notification field ${k} given twice`)
      params[k] = v
    }
    const sign = params.sign
    if (!sign) throw new Error('notification without sign')
    if (params.sign_type && params.sign_type !== 'RSA2') throw new Error(`sign_type ${params.sign_type} is not accepted`)
    const withoutType = { ...params }
    delete withoutType.sign_type
    // the documents drop sign_type (and empty values) from the signed text; some SDK versions keep them
    const variants = [alipaySignContent(withoutType), notifyContentKeepingEmpty(withoutType)]
    if (params.sign_type !== undefined) variants.push(alipaySignContent(params), notifyContentKeepingEmpty(params))
    const ok = [...new Set(variants)].some((content) => rsa2Verify(content, sign, this.config.publicKey))
    if (!ok) throw new Error('notification signature does not verify')
    if (!params.out_trade_no || !params.trade_status || params.total_amount === undefined) throw new Error('notification lacks out_trade_no, trade_status or total_amount')
    return {
      attemptNo: params.out_trade_no,
      tradeNo: params.trade_no ?? '',
      amount: yuanToFen(params.total_amount),
      paid: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      appId: params.app_id ?? '',
      // no seller configured: nothing to compare with, so answer our own (empty) id
      merchantId: this.config.sellerId ? (params.seller_id ?? '') : '',
    }
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'failure' }
  }

  /**
   * alipay.trade.refund: synchronous, success when the call succeeds. out_request_no is always sent
   * (partial refunds need it) and is the same on every retry, so a repeat refunds nothing more
   * (Alipay answers fund_change N).
   */
  async refund(req: RefundRequest): Promise<GatewayRefund> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0 || !Number.isSafeInteger(req.total) || req.amount > req.total) {
      throw new Error('refund amount must be a positive integer of fen, at most the total')
    }
    const r = await alipayCall(this.config, 'alipay.trade.refund', {}, {
      out_trade_no: req.attemptNo,
      refund_amount: fenToYuan(req.amount),
      out_request_no: req.refundNo,
      ...(req.reason ? { refund_reason: [...req.reason].slice(0, 256).join('') } : {}),
    }, this.now())
    if (r.out_trade_no !== req.attemptNo) throw new AlipayApiError('bad_answer', '', 'the answer names another order')
    return { state: 'success', refundNo: req.refundNo, refundId: String(r.trade_no ?? ''), amount: req.amount }
  }

  async queryRefund(q: { attemptNo: string; refundNo: string }): Promise<GatewayRefund> {
    let r: Record<string, unknown>
    try {
      r = await alipayCall(this.config, 'alipay.trade.fastpay.refund.query', {}, {
        out_trade_no: q.attemptNo, out_request_no: q.refundNo, query_options: ['gmt_refund_pay'],
      }, this.now())
    } catch (err) {
      if (err instanceof AlipayApiError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'notfound', refundNo: q.refundNo, refundId: '', amount: 0 }
      throw err
    }
    // an unknown out_request_no answers success without a refund in it
    if (r.refund_amount === undefined) return { state: 'notfound', refundNo: q.refundNo, refundId: '', amount: 0 }
    if (r.out_request_no !== undefined && r.out_request_no !== q.refundNo) throw new AlipayApiError('bad_answer', '', 'the answer names another refund')
    // refund_status is given when asked for; its absence with an amount means the refund succeeded
    const state = r.refund_status === undefined || r.refund_status === 'REFUND_SUCCESS' ? 'success' : 'processing'
    return { state, refundNo: q.refundNo, refundId: String(r.trade_no ?? ''), amount: yuanToFen(String(r.refund_amount)) }
  }
}

registerChannel('alipay', ({ settings }) => {
  const config = alipayConfigFromEnv(settings)
  return config ? new AlipayChannel(config) : null
}, { order: 20 })
