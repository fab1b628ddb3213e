import crypto from 'node:crypto'
import type { GatewayQuery, GatewayRefund, NotifyAnswer, PayChannel, PayClientKind, PrepayRequest, PrepayResult, RefundRequest, VerifiedNotify } from '../pay.channel.js'
import { registerChannel, type ChannelSetup } from '../pay.registry.js'

/**
 * The development channel: the demo and the tests pay without a gateway, through the same
 * notification path as WeChat Pay and Alipay. Its "gateway" is this process: prepay opens the attempt
 * here, /api/pay/devpay/confirm builds a notification signed with this process's random key
 * (HMAC-SHA256; never a constant, so nobody outside can forge one) and hands it to the notify handling.
 * On when the server is a development server or PAY_DEV_CHANNEL=on; PAY_DEV_CHANNEL=off turns it off.
 */
export const DEVPAY = 'devpay'
export const DEVPAY_SIGNATURE_HEADER = 'x-devpay-signature'

/** the key of this process; a notification signed with anything else is refused */
const key = crypto.randomBytes(32)

export interface DevNotifyBody {
  attempt_no: string
  trade_no: string
  /** fen */
  amount: number
  app_id: string
  mch_id: string
  /** SUCCESS, or CLOSED for an attempt the shopper abandoned */
  trade_state: 'SUCCESS' | 'CLOSED'
  time: number
}

export function signDevNotify(raw: string): string {
  return crypto.createHmac('sha256', key).update(raw, 'utf8').digest('hex')
}

type DevState = { state: 'open' | 'paid' | 'closed'; amount: number; tradeNo: string }
/** at most this many attempts remembered: older ones answer 'notfound' (as a gateway that purged them) */
const MAX_REMEMBERED = 10_000

export class DevPayChannel implements PayChannel {
  readonly payType = DEVPAY
  private readonly attempts = new Map<string, DevState>()

  constructor(readonly appId: string, readonly merchantId: string) {}

  supports(_kind: PayClientKind): boolean {
    return true
  }

  async prepay(req: PrepayRequest): Promise<PrepayResult> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('amount must be a positive integer of fen')
    if (this.attempts.size >= MAX_REMEMBERED) this.attempts.delete(this.attempts.keys().next().value!)
    this.attempts.set(req.attemptNo, { state: 'open', amount: req.amount, tradeNo: '' })
    return { type: 'dev', data: { attempt_no: req.attemptNo } }
  }

  async close(attemptNo: string): Promise<void> {
    const a = this.attempts.get(attemptNo)
    if (a && a.state === 'open') a.state = 'closed'
  }

  async query(attemptNo: string): Promise<GatewayQuery> {
    const a = this.attempts.get(attemptNo)
    if (!a) return { state: 'notfound', tradeNo: '', amount: 0 }
    return { state: a.state === 'open' ? 'notpaid' : a.state, tradeNo: a.tradeNo, amount: a.amount }
  }

  /**
   * The shopper confirmed: the "gateway" takes the money (once) and answers the signed notification
   * it sends. Confirming an attempt this gateway closed answers null (a real gateway refuses it too).
   */
  confirm(attemptNo: string, amount: number): { headers: Record<string, string>; raw: string } | null {
    let a = this.attempts.get(attemptNo)
    // an attempt opened by another process (or before a restart): this gateway learns it now
    if (!a) {
      a = { state: 'open', amount, tradeNo: '' }
      this.attempts.set(attemptNo, a)
    }
    if (a.state === 'closed') return null
    if (a.state === 'open') {
      a.state = 'paid'
      a.tradeNo = `DEV${Date.now()}${crypto.randomBytes(6).toString('hex')}`
    }
    return this.notification({ attempt_no: attemptNo, trade_no: a.tradeNo, amount: a.amount, app_id: this.appId, mch_id: this.merchantId, trade_state: 'SUCCESS', time: Math.floor(Date.now() / 1000) })
  }

  /** A notification as this gateway signs it (tests build replays, wrong amounts and late ones with it). */
  notification(body: DevNotifyBody): { headers: Record<string, string>; raw: string } {
    const raw = JSON.stringify(body)
    return { raw, headers: { 'content-type': 'application/json', [DEVPAY_SIGNATURE_HEADER]: signDevNotify(raw) } }
  }

  async parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotify> {
    const given = headers[DEVPAY_SIGNATURE_HEADER]
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) throw new Error('devpay: no signature')
    const expected = Buffer.from(signDevNotify(rawBody), 'hex')
    if (!crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new Error('devpay: bad signature')
    const body = JSON.parse(rawBody) as Partial<DevNotifyBody>
    if (typeof body.attempt_no !== 'string' || typeof body.trade_no !== 'string' || !Number.isSafeInteger(body.amount)
      || typeof body.app_id !== 'string' || typeof body.mch_id !== 'string') throw new Error('devpay: malformed notification')
    return {
      attemptNo: body.attempt_no,
      tradeNo: body.trade_no,
      amount: body.amount!,
      paid: body.trade_state === 'SUCCESS',
      appId: body.app_id,
      merchantId: body.mch_id,
    }
  }

  /** how a new refund starts: paid back at once (the default), or processing until finishRefund (tests) */
  refundMode: 'success' | 'processing' = 'success'
  private readonly refunds = new Map<string, { attemptNo: string; amount: number; state: GatewayRefund['state']; refundId: string }>()

  /** Pays back part of a paid attempt, once per refund number; a repeat answers the refund as it stands. */
  async refund(req: RefundRequest): Promise<GatewayRefund> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('refund amount must be a positive integer of fen')
    const existing = this.refunds.get(req.refundNo)
    if (existing) {
      if (existing.attemptNo !== req.attemptNo || existing.amount !== req.amount) throw new Error('devpay: another refund under this number')
      return { state: existing.state, refundNo: req.refundNo, refundId: existing.refundId, amount: existing.amount }
    }
    const a = this.attempts.get(req.attemptNo)
    if (a && a.state !== 'paid') throw new Error('devpay: the attempt is not paid')
    const refunded = [...this.refunds.values()].filter((r) => r.attemptNo === req.attemptNo && r.state !== 'failed').reduce((n, r) => n + r.amount, 0)
    if (refunded + req.amount > (a?.amount ?? req.total)) throw new Error('devpay: more than was paid')
    const r = { attemptNo: req.attemptNo, amount: req.amount, state: this.refundMode, refundId: `DEVR${Date.now()}${crypto.randomBytes(4).toString('hex')}` }
    this.refunds.set(req.refundNo, r)
    return { state: r.state, refundNo: req.refundNo, refundId: r.refundId, amount: r.amount }
  }

  async queryRefund(q: { attemptNo: string; refundNo: string }): Promise<GatewayRefund> {
    const r = this.refunds.get(q.refundNo)
    if (!r || r.attemptNo !== q.attemptNo) return { state: 'notfound', refundNo: q.refundNo, refundId: '', amount: 0 }
    return { state: r.state, refundNo: q.refundNo, refundId: r.refundId, amount: r.amount }
  }

  /** Ends a processing refund (tests): success or failed. */
  finishRefund(refundNo: string, state: 'success' | 'failed' = 'success'): void {
    const r = this.refunds.get(refundNo)
    if (!r) throw new Error(`devpay: no refund ${refundNo}`)
    r.state = state
  }

  /** The signed refund notification this gateway sends (tests replay it). */
  refundNotification(refundNo: string): { headers: Record<string, string>; raw: string } {
    const r = this.refunds.get(refundNo)
    const raw = JSON.stringify({ event: 'REFUND', refund_no: refundNo, attempt_no: r?.attemptNo ?? '', state: r?.state ?? 'notfound', time: Math.floor(Date.now() / 1000) })
    return { raw, headers: { 'content-type': 'application/json', [DEVPAY_SIGNATURE_HEADER]: signDevNotify(raw) } }
  }

  async parseRefundNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ refundNo: string; attemptNo: string }> {
    const given = headers[DEVPAY_SIGNATURE_HEADER]
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) throw new Error('devpay: no signature')
    if (!crypto.timingSafeEqual(Buffer.from(signDevNotify(rawBody), 'hex'), Buffer.from(given, 'hex'))) throw new Error('devpay: bad signature')
    const body = JSON.parse(rawBody) as { event?: string; refund_no?: unknown; attempt_no?: unknown }
    if (body.event !== 'REFUND' || typeof body.refund_no !== 'string' || typeof body.attempt_no !== 'string') throw new Error('devpay: malformed refund notification')
    return { refundNo: body.refund_no, attemptNo: body.attempt_no }
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return accepted
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"refused"}' }
  }
}

/** On for development servers and PAY_DEV_CHANNEL=on; PAY_DEV_CHANNEL=off always wins. */
export function devPayEnabled(setup: ChannelSetup): boolean {
  const flag = (setup.settings.PAY_DEV_CHANNEL ?? '').toLowerCase()
  if (flag === 'off') return false
  return flag === 'on' || setup.config.development
}

registerChannel(DEVPAY, (setup) => devPayEnabled(setup)
  ? new DevPayChannel(setup.settings.PAY_DEV_APPID || 'devpay-app', setup.settings.PAY_DEV_MCHID || 'devpay-mch')
  : null, { order: 900 })
