import { nowSeconds } from '../../db/database.js'
import { memberActor, StaleTransitionError } from '../../db/state-machine.js'
import { requireMember, type AppType, type RequestContext } from '../../http/context.js'
import { DomainError, invalidParam, notFound } from '../../http/errors.js'
import { findMemberIdentity } from '../auth/auth.tripartite.repository.js'
import { payableOrders } from './pay.orders.js'
import type { PayChannel, PayClientKind, PrepayResult } from './pay.channel.js'
import { PAY_ATTEMPT_MACHINE, PAY_MACHINE } from './pay.machine.js'
import { PayError } from './pay.messages.js'
import { PAY_STATUS, type PayStatus } from './pay.table.js'
import { handleNotify } from './pay.notify.js'
import { channelsFor, getChannel } from './pay.registry.js'
import {
  countAttempts, findMemberAttempt, findMemberPayment, findMemberPaymentByAttemptNo, findOpenAttempt, insertAttempt, keepPrepay, memberOrdersByIds,
  moveOrderToPayment, ordersOfPayment, paymentsByNos, payStatusOf, type PayRow,
} from './pay.repository.js'
import { ORDER_PAY_MAX_IDS, type DevpayConfirmInput, type OrderPayInput, type PayInfo, type PayInfoInput, type PayPayInput, type PayStatusAnswer, type PayTypeInput, type PayTypes, type PrepayAnswer } from './pay.schema.js'
import { closeOpenAttempt, createPayment, freeOutTradeNo, settleAttempt } from './pay.service.js'
import { DevPayChannel } from './channels/devpay.js'

/**
 * The shopper's payment calls (routes in pay.routes.ts). The notification (pay.notify.ts) is the only
 * thing that pays; these open, resume and close attempts, and ask the gateway when a notification is late.
 */

/** Where the shopper pays: an explicit client_kind, else app_type, else (H5) the browser's User-Agent. */
export function detectClientKind(appType: AppType, userAgent: string, explicit?: PayClientKind): PayClientKind {
  if (explicit) return explicit
  if (appType === 'weapp') return 'weapp'
  if (appType === 'aliapp') return 'alipay_mini'
  if (appType === 'wechat') return 'wechat_h5'
  if (appType === 'alifuwu') return 'alipay_h5'
  if (/MicroMessenger/i.test(userAgent)) return 'wechat_h5'
  if (/AlipayClient/i.test(userAgent)) return 'alipay_h5'
  return 'h5'
}

/** The identity on the platform a client kind pays from (WeChat openid, Alipay open id). */
const IDENTITY_APP: Partial<Record<PayClientKind, string>> = { weapp: 'weapp', wechat_h5: 'wechat', alipay_mini: 'aliapp' }

export interface WebOrigin {
  /** https://host of this request (behind TRUST_PROXY: the forwarded one) */
  origin: string
}

const settingsOf = (ctx: RequestContext) => ctx.config.paySettings ?? {}
const publicBase = (ctx: RequestContext, web: WebOrigin) => (settingsOf(ctx).PAY_PUBLIC_BASE || web.origin).replace(/\/+$/, '')

/** The notification URL of a channel: PAY_NOTIFY_BASE (or PAY_PUBLIC_BASE, else this request's origin) + /api/pay/notify/<pay_type>. */
export function notifyUrl(ctx: RequestContext, web: WebOrigin, payType: string): string {
  const base = (settingsOf(ctx).PAY_NOTIFY_BASE || publicBase(ctx, web)).replace(/\/+$/, '')
  return `${base}/api/pay/notify/${payType}`
}

/** A return URL of this site (or a host PAY_RETURN_HOSTS names): a payment page must not send the shopper elsewhere. */
export function returnUrl(ctx: RequestContext, web: WebOrigin, given: string | undefined, outTradeNo: string): string {
  const base = publicBase(ctx, web)
  if (!given) return `${base}/h5/pages/pay/browser/browser?out_trade_no=${outTradeNo}`
  if (given.startsWith('/') && !given.startsWith('//') && !given.includes('\\')) return base + given
  let url: URL
  try {
    url = new URL(given)
  } catch {
    throw invalidParam('return_url')
  }
  const hosts = (settingsOf(ctx).PAY_RETURN_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
  let own = ''
  try {
    own = new URL(base).host.toLowerCase()
  } catch { /* a malformed PAY_PUBLIC_BASE allows only paths */ }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) throw invalidParam('return_url')
  if (url.host.toLowerCase() !== own && !hosts.includes(url.host.toLowerCase())) throw invalidParam('return_url')
  return url.href
}

async function ownPay(ctx: RequestContext, outTradeNo: string): Promise<PayRow> {
  const memberId = requireMember(ctx)
  // gateways hand back the number they know, the attempt's (Alipay's return_url, WeChat's
  // merchant_trade_no on the order_shipping page): it names its payment as well
  const pay = await findMemberPayment(ctx.db, ctx.websiteId, memberId, outTradeNo)
    ?? await findMemberPaymentByAttemptNo(ctx.db, ctx.websiteId, memberId, outTradeNo)
  // another member's payment answers exactly as an unknown one
  if (!pay) throw notFound('pay_entity')
  return pay
}

const originPayStatus = (status: PayStatus) => (status === 'paid' ? PAY_STATUS.PAID : PAY_STATUS.UNPAID)

export async function payInfo(ctx: RequestContext, input: PayInfoInput): Promise<PayInfo> {
  const pay = await ownPay(ctx, input.out_trade_no)
  const orders = await ordersOfPayment(ctx.db, ctx.websiteId, pay.out_trade_no)
  return {
    out_trade_no: pay.out_trade_no,
    pay_body: pay.pay_body,
    pay_money: Number(pay.pay_money),
    pay_status: originPayStatus(pay.pay_status),
    status: pay.pay_status,
    event: pay.event,
    pay_type: pay.pay_type,
    create_time: Number(pay.created_at),
    pay_time: Number(pay.pay_time),
    close_time: Number(pay.close_time),
    orders: orders.map((o) => ({
      order_id: o.order_id, order_no: o.order_no, site_id: o.site_id, site_name: o.site_name, order_status: o.order_status,
      order_money: Number(o.order_money), balance_money: Number(o.balance_money), pay_money: Number(o.pay_money),
    })),
  }
}

export async function payTypes(ctx: RequestContext, input: PayTypeInput): Promise<PayTypes> {
  const kind = detectClientKind(ctx.appType, ctx.userAgent, input.client_kind)
  const channels = await channelsFor(ctx.config, kind)
  return { pay_type: channels.map((c) => c.payType).join(','), client_kind: kind }
}

/** What an attempt keeps for a repeated tap (and merchant.repository reads client_kind from). */
interface StoredPrepay {
  client_kind: PayClientKind
  result: PrepayResult
}

function storedPrepay(raw: string): StoredPrepay | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as StoredPrepay
    return v && typeof v === 'object' && v.result && typeof v.result.type === 'string' ? v : null
  } catch {
    return null
  }
}

const answerOf = (r: PrepayResult, payType: string, attemptNo: string): PrepayAnswer => ({
  type: r.type, data: r.data, ...(r.url !== undefined ? { url: r.url } : {}), pay_type: payType, attempt_no: attemptNo,
})

/** the gateway must give the shopper at least this long; a reused attempt has at least a minute left */
const MIN_ATTEMPT_SECONDS = 5 * 60
const MAX_ATTEMPT_SECONDS = 2 * 3600
const REUSE_MARGIN_SECONDS = 60
/** attempt numbers carry a 2-digit sequence */
const MAX_ATTEMPTS = 99

/**
 * Fen still to take: the waiting orders' pay_money (an order closed on its own no longer counts); the
 * payment's for other events (a recharge), which close after the same unpaid timeout as orders.
 */
async function amountDue(ctx: RequestContext, pay: PayRow): Promise<{ amount: number; closesAt: number }> {
  const orders = await ordersOfPayment(ctx.db, ctx.websiteId, pay.out_trade_no)
  if (!orders.length) {
    const timeout = pay.event === 'order' ? 0 : await payableOrders().unpaidTimeoutSeconds(ctx.db, ctx.websiteId)
    return { amount: Number(pay.pay_money), closesAt: pay.event === 'order' ? 0 : Number(pay.created_at) + timeout }
  }
  const waiting = orders.filter((o) => o.order_status === payableOrders().waitPayStatus)
  if (!waiting.length) throw new DomainError(PayError.PAY_CLOSED, 'pay_closed')
  // the first order's own deadline: the sweep closes it then, and the attempt with it
  const closesAt = Math.min(...waiting.map((o) => Number(o.pay_deadline)))
  return { amount: waiting.reduce((s, o) => s + Number(o.pay_money), 0), closesAt }
}

function assertPayable(pay: { pay_status: string }) {
  if (pay.pay_status === 'paid') throw new DomainError(PayError.PAY_ALREADY_PAID, 'pay_already_paid')
  if (pay.pay_status === 'closed') throw new DomainError(PayError.PAY_CLOSED, 'pay_closed')
}

/** The payer's identity on the platform of this client kind (JSAPI, mini-programs). */
async function payerIdentity(ctx: RequestContext, memberId: number, kind: PayClientKind, channel: PayChannel): Promise<{ openid?: string; buyerOpenId?: string }> {
  const app = IDENTITY_APP[kind]
  if (!app) return {}
  const identity = await findMemberIdentity(ctx.db, memberId, app)
  if (!identity?.openid) {
    // the development channel pays without a platform
    if (channel instanceof DevPayChannel) return {}
    throw new DomainError(PayError.PAY_OPENID_REQUIRED, 'pay_openid_required')
  }
  return kind === 'alipay_mini' ? { buyerOpenId: identity.openid } : { openid: identity.openid }
}

/** Closes the open attempt of another channel (or kind, or one that expired); money found meanwhile completes the payment. */
async function closeBeforeSwitch(ctx: RequestContext, payId: number, memberId: number): Promise<void> {
  const r = await closeOpenAttempt(ctx, payId, memberActor(memberId))
  if (r === 'paid' || r === 'duplicate') throw new DomainError(PayError.PAY_ALREADY_PAID, 'pay_already_paid')
  if (r === 'refused:amount') throw new DomainError(PayError.PAY_GATEWAY_FAILED, 'pay_gateway_failed')
}

export async function payPay(ctx: RequestContext, input: PayPayInput, web: WebOrigin): Promise<PrepayAnswer> {
  const memberId = requireMember(ctx)
  const pay = await ownPay(ctx, input.out_trade_no)
  assertPayable(pay)
  const kind = detectClientKind(ctx.appType, ctx.userAgent, input.client_kind)
  const channel = await getChannel(ctx.config, input.pay_type)
  if (!channel || !channel.supports(kind)) throw new DomainError(PayError.PAY_TYPE_UNAVAILABLE, 'pay_type_unavailable')
  const { amount, closesAt } = await amountDue(ctx, pay)
  if (amount <= 0) throw new DomainError(PayError.PAY_NOTHING_TO_PAY, 'pay_nothing_to_pay')
  const back = returnUrl(ctx, web, input.return_url, pay.out_trade_no)
  const payer = await payerIdentity(ctx, memberId, kind, channel)
  const now = nowSeconds()

  const open = await findOpenAttempt(ctx.db, pay.id)
  if (open) {
    const kept = storedPrepay(open.prepay)
    if (open.pay_type === channel.payType && kept?.client_kind === kind && Number(open.amount) === amount
      && Number(open.expires_at) > now + REUSE_MARGIN_SECONDS) {
      return answerOf(kept.result, open.pay_type, open.attempt_no)
    }
    await closeBeforeSwitch(ctx, pay.id, memberId)
  }

  // the attempt exists before the gateway hears of it: its notification always finds it
  const attempt = await openNewAttempt(ctx, pay, channel, amount, now, Math.min(Math.max(closesAt || 0, now + MIN_ATTEMPT_SECONDS), now + MAX_ATTEMPT_SECONDS))
  // closed (orders closed, pay again) between our read and the insert: give the attempt up at once
  const fresh = await payStatusOf(ctx.db, pay.id)
  if (fresh !== 'waiting') {
    await PAY_ATTEMPT_MACHINE.move(ctx.db, { id: attempt.id, from: 'open', to: 'closed', actor: memberActor(memberId), reason: 'payment no longer waiting' }).catch(() => {})
    assertPayable({ pay_status: fresh })
  }
  let result: PrepayResult
  try {
    result = await channel.prepay({
      websiteId: ctx.websiteId, attemptNo: attempt.attempt_no, amount, description: pay.pay_body,
      notifyUrl: notifyUrl(ctx, web, channel.payType), returnUrl: back, clientKind: kind, clientIp: ctx.ip,
      ...payer, expiresAt: attempt.expires_at,
    })
  } catch (err) {
    ctx.log.warn({ err, attemptNo: attempt.attempt_no, payType: channel.payType }, 'pay: prepay failed')
    // left open without prepay data: the next tap closes it at the gateway first (it may exist there)
    throw new DomainError(PayError.PAY_GATEWAY_FAILED, 'pay_gateway_failed')
  }
  const stored: StoredPrepay = { client_kind: kind, result }
  await keepPrepay(ctx.db, attempt.id, JSON.stringify(stored), result.tradeNo?.slice(0, 64))
  return answerOf(result, channel.payType, attempt.attempt_no)
}

/** One open attempt per payment (a partial unique index): two taps at once, one opens and the other is told to retry. */
async function openNewAttempt(ctx: RequestContext, pay: PayRow, channel: PayChannel, amount: number, now: number, expiresAt: number) {
  const next = (await countAttempts(ctx.db, pay.id)) + 1
  if (next > MAX_ATTEMPTS) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
  const attemptNo = pay.out_trade_no + String(next).padStart(2, '0')
  try {
    const id = await insertAttempt(ctx.db, {
      pay_id: pay.id, website_id: pay.website_id, pay_type: channel.payType, attempt_no: attemptNo, amount, created_at: now, expires_at: expiresAt,
    })
    return { id, attempt_no: attemptNo, expires_at: expiresAt }
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
    throw err
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(e?.message ?? '')
}

/** per attempt, the gateway is asked at most this often by status polls */
const QUERY_EVERY_SECONDS = 3

export async function payStatus(ctx: RequestContext, input: PayInfoInput): Promise<PayStatusAnswer> {
  let pay = await ownPay(ctx, input.out_trade_no)
  if (pay.pay_status === 'waiting') {
    const open = await findOpenAttempt(ctx.db, pay.id)
    // only an attempt the gateway knows of (prepay answered), and not on every poll
    if (open && open.prepay && await ctx.kv.incr(`pay:query:${open.id}`, QUERY_EVERY_SECONDS) === 1) {
      const channel = await getChannel(ctx.config, open.pay_type)
      if (channel) {
        try {
          const q = await channel.query(open.attempt_no)
          if (q.state === 'paid') {
            const r = await settleAttempt(ctx.db, open.id, { tradeNo: q.tradeNo, amount: q.amount })
            if (r === 'refused:amount') ctx.log.warn({ attemptNo: open.attempt_no, amount: q.amount }, 'pay: the gateway reports another amount')
            pay = await ownPay(ctx, input.out_trade_no)
          }
        } catch (err) {
          // the notification still completes it; the poll answers what we know
          ctx.log.warn({ err, attemptNo: open.attempt_no }, 'pay: gateway query failed')
        }
      }
    }
  }
  return { pay_status: originPayStatus(pay.pay_status), status: pay.pay_status, out_trade_no: pay.out_trade_no, pay_money: Number(pay.pay_money) }
}

export async function devpayConfirm(ctx: RequestContext, input: DevpayConfirmInput): Promise<PayStatusAnswer> {
  const memberId = requireMember(ctx)
  const channel = await getChannel(ctx.config, 'devpay')
  if (!(channel instanceof DevPayChannel)) throw new DomainError(PayError.PAY_TYPE_UNAVAILABLE, 'pay_type_unavailable')
  const attempt = await findMemberAttempt(ctx.db, ctx.websiteId, memberId, input.attempt_no, channel.payType)
  if (!attempt) throw notFound('pay_attempt_entity')
  if (attempt.status === 'paid') throw new DomainError(PayError.PAY_ALREADY_PAID, 'pay_already_paid')
  if (attempt.status !== 'open') throw new DomainError(PayError.PAY_ATTEMPT_NOT_OPEN, 'pay_attempt_not_open')
  const note = channel.confirm(attempt.attempt_no, Number(attempt.amount))
  if (!note) throw new DomainError(PayError.PAY_ATTEMPT_NOT_OPEN, 'pay_attempt_not_open')
  const handled = await handleNotify(ctx, channel.payType, note.headers, note.raw)
  if (handled.result === 'paid_after_close') throw new DomainError(PayError.PAY_ATTEMPT_NOT_OPEN, 'pay_attempt_not_open')
  if (handled.result !== 'paid' && handled.result !== 'duplicate') throw new DomainError(PayError.PAY_GATEWAY_FAILED, 'pay_gateway_failed')
  return payStatus(ctx, { out_trade_no: attempt.out_trade_no })
}

/**
 * Pay again: the caller's orders pending payment get a new payment. Each old payment's open attempt is
 * closed at its gateway first (outside the transaction: a gateway is slow); then, in one transaction,
 * the old payments close, the orders take the new out_trade_no (guarded on the old one) and the new
 * payment row is written.
 */
export async function orderPay(ctx: RequestContext, input: OrderPayInput): Promise<{ out_trade_no: string; pay_money: number }> {
  const memberId = requireMember(ctx)
  const ids = [...new Set(input.order_ids.split(',').map(Number))]
  if (ids.length > ORDER_PAY_MAX_IDS || ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647)) throw invalidParam('order_ids')
  const orders = await memberOrdersByIds(ctx.db, ctx.websiteId, memberId, ids)
  if (orders.length !== ids.length) throw notFound('order_entity')
  const WAIT_PAY = payableOrders().waitPayStatus
  if (orders.some((o) => o.order_status !== WAIT_PAY)) throw new DomainError(PayError.ORDER_NOT_PAYABLE, 'order_not_payable')
  const oldNos = [...new Set(orders.map((o) => o.out_trade_no))]
  const oldPays = await paymentsByNos(ctx.db, ctx.websiteId, oldNos)
  for (const old of oldPays) {
    if (old.pay_status === 'paid') throw new DomainError(PayError.PAY_ALREADY_PAID, 'pay_already_paid')
    if (old.pay_status === 'waiting') await closeBeforeSwitch(ctx, old.id, memberId)
  }
  const payMoney = orders.reduce((s, o) => s + Number(o.pay_money), 0)
  const outTradeNo = await freeOutTradeNo(ctx.db)
  const at = nowSeconds()
  const actor = memberActor(memberId)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const old of oldPays) {
        if (old.pay_status !== 'waiting') continue
        try {
          await PAY_MACHINE.move(trx, { id: old.id, from: 'waiting', to: 'closed', actor, at, reason: `paid again as ${outTradeNo}`, set: { close_time: at } })
        } catch (err) {
          if (!(err instanceof StaleTransitionError)) throw err
          if (await payStatusOf(trx, old.id) === 'paid') throw new DomainError(PayError.PAY_ALREADY_PAID, 'pay_already_paid')
        }
        // an attempt opened meanwhile would take money for a closed payment: start over
        if (await findOpenAttempt(trx, old.id)) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
      }
      for (const o of orders) {
        const moved = await moveOrderToPayment(trx, o.order_id, { outTradeNo: o.out_trade_no, orderStatus: WAIT_PAY }, outTradeNo)
        if (!moved) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
      }
      const body = [...new Set(orders.map((o) => o.site_name))].join(',')
      await createPayment(trx, { websiteId: ctx.websiteId, memberId, payMoney, payBody: body, outTradeNo, at })
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
    throw err
  }
  return { out_trade_no: outTradeNo, pay_money: payMoney }
}
