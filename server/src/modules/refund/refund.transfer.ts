import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { DomainError } from '../../http/errors.js'
import { moveAccount } from '../account/account.ledger.js'
import { markPaymentForReport } from '../merchant/merchant.wechat-report.js'
import type { AccountType } from '../account/account.table.js'
import { orderTimings } from '../order/order.config.js'
import { giveBackCoupons } from '../order/order.lifecycle.js'
import { ORDER_MACHINE } from '../order/order.machine.js'
import type { OrderGoodsRow, OrderRow } from '../order/order.repository.js'
import { invalidateGoodsDetail } from '../goods/goods.service.js'
import { DELIVERY_STATUS, ORDER_STATUS as S, type OrderStatus } from '../order/order.table.js'
import type { GatewayRefund, PayChannel } from '../pay/pay.channel.js'
import { getChannel } from '../pay/pay.registry.js'
import { findAttemptAmount } from '../pay/pay.repository.js'
import { lineRefund, type LineRefund } from './refund.amounts.js'
import { REFUND_MACHINE, REFUND_STATUS as R, REFUND_TYPE, type RefundStatus } from './refund.machine.js'
import { RefundError } from './refund.messages.js'
import { refundNotifyUrl } from './refund.notify-url.js'
import { currentRefund, findLine, findOrderById, findRefund, linesOfOrder, updateRefund, type RefundRow } from './refund.repository.js'
import { CHANNEL_STATUS as C } from './refund.table.js'
import {
  claimRefundAmounts, countChannelRefunds, dueChannelRefunds, findPaidAttempt, findWebsiteLine, lineStatesOf, linesPayingBack, lockOrder, returnStock,
  updateChannelRefund, withdrawableGivenBack, withdrawableTakenBy,
} from './refund.transfer.repository.js'

/**
 * Paying a refund back (the seller's "transfer", the sweep, the gateway's refund notification).
 *
 * 1. claim (one transaction, the order row locked): the amounts are fixed from the whole order as it
 *    stands (refund.amounts.ts; freight only for the refund that leaves no line unrefunded, counting
 *    refunds already being paid back), and the gateway part is marked as sent (channel_status 1).
 *    Without a gateway part the refund finishes in the same transaction.
 * 2. the gateway is asked to refund with the refund's own number, the same on every retry, so it
 *    pays once however often we ask. Success finishes the refund; processing, a time-out or an error
 *    leave it sent: the refund notification or the sweep's query finishes it later.
 * 3. finish (one transaction): the line moves to 3 through the state machine (of racing finishers
 *    exactly one moves it and does the rest), balance and points go back to the accounts they came
 *    from (ledger rows once per refund number), stock goes back when the goods did not leave or came
 *    back, and the order closes when every line is refunded, giving back its coupons when nothing
 *    shipped; an order whose other lines all shipped moves on to shipped.
 */

export interface RefundDeps {
  db: Kysely<Database>
  config: AppConfig
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>
}


/** The ledger's from_type of what a refund gives back (relate_tag: the refund number). */
export const REFUND_FROM_TYPE = 'order_refund'
/** WeChat Pay takes at most this many partial refunds of one payment */
export const WECHAT_REFUND_LIMIT = 50
/** a refund the gateway has not confirmed is asked about again after this many seconds (growing per try) */
export const CHANNEL_RETRY_SECONDS = 60
/** after this many unanswered tries the refund waits for an operator (channel_status -1) */
export const CHANNEL_MAX_TRIES = 20

const changed = () => new DomainError(RefundError.REFUND_STATUS_CHANGED, 'refund_status_changed')
const notAllowed = () => new DomainError(RefundError.REFUND_ACTION_NOT_ALLOWED, 'refund_action_not_allowed')

/** Something of the order left the shop: a parcel, a local delivery, a verified pickup, a virtual code issued. */
export function anyShipped(order: Pick<OrderRow, 'order_status' | 'delivery_time'>, lines: ReadonlyArray<Pick<OrderGoodsRow, 'delivery_status'>>): boolean {
  return Number(order.delivery_time) > 0 || lines.some((l) => l.delivery_status === DELIVERY_STATUS.SHIPPED)
    || order.order_status === S.SHIPPED || order.order_status === S.RECEIVED || order.order_status === S.COMPLETED
}

/**
 * What refunding `lineId` gives back now. `counted`: the other lines that count as refunded (finished,
 * and for an offer also those being refunded), so freight goes only with the last.
 */
export function refundOf(order: OrderRow, lines: readonly OrderGoodsRow[], lineId: number, counted: ReadonlySet<number>): LineRefund {
  return lineRefund({
    order: {
      delivery_money: Number(order.delivery_money), point: Number(order.point), point_money: Number(order.point_money),
      balance_money: Number(order.balance_money), pay_money: Number(order.pay_money),
    },
    lines: lines.map((l) => ({ order_goods_id: l.order_goods_id, real_goods_money: Number(l.real_goods_money), point_money: Number(l.point_money) })),
    order_goods_id: lineId,
    refundedLineIds: counted,
    anyShipped: anyShipped(order, lines),
  })
}

export interface TransferRequest {
  orderGoodsId: number
  websiteId: number
  /** the shop's staff: the line must be this shop's */
  siteId?: number
  actor: Actor
  /** the base of the URL the gateway sends its refund notification to; '' for none (the sweep then asks) */
  notifyBase: string
  at?: number
}

/**
 * The seller's transfer of an agreed refund (2) or of returned goods received (6). Answers when the
 * refund finished or is with the gateway; a refund already with the gateway is asked about again.
 */
export async function transferRefund(deps: RefundDeps, p: TransferRequest): Promise<void> {
  const at = p.at ?? nowSeconds()
  let stockBackOf: number | null = null
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const line = await findWebsiteLine(trx, p.websiteId, p.orderGoodsId)
    if (!line || (p.siteId !== undefined && line.site_id !== p.siteId)) throw new DomainError(RefundError.REFUND_LINE_NOT_FOUND, 'refund_line_not_found')
    // the order row is locked first: claims of one order run one after the other (SQLite has one writer)
    await lockOrder(trx, line.order_id)
    const refund = await currentRefund(trx, line.order_goods_id)
    if (!refund || (line.refund_status !== R.AGREED && line.refund_status !== R.RECEIVED)) throw notAllowed()
    if (refund.channel_status === C.PROCESSING || refund.channel_status === C.SUCCESS) return refund
    if (refund.channel_status === C.FAILED) throw new DomainError(RefundError.REFUND_CHANNEL_UNAVAILABLE, 'refund_channel_unavailable')
    const order = await findOrderById(trx, line.order_id)
    const lines = await linesOfOrder(trx, order.order_id)
    const inFlight = await linesPayingBack(trx, order.order_id)
    const counted = new Set([...lines.filter((l) => l.refund_status === R.FINISHED).map((l) => l.order_goods_id), ...inFlight])
    counted.delete(line.order_goods_id)
    const money = refundOf(order, lines, line.order_goods_id, counted)
    let channelSet = {}
    if (money.channel > 0) {
      const attempt = await findPaidAttempt(trx, order)
      const channel = attempt ? await getChannel(deps.config, attempt.pay_type) : null
      if (!attempt || !channel?.refund) throw new DomainError(RefundError.REFUND_CHANNEL_UNAVAILABLE, 'refund_channel_unavailable')
      if (attempt.pay_type === 'wechatpay') {
        if (await countChannelRefunds(trx, attempt.attempt_no) >= WECHAT_REFUND_LIMIT) throw new DomainError(RefundError.REFUND_CHANNEL_LIMIT, 'refund_channel_limit')
      }
      channelSet = { channel_status: C.PROCESSING, channel_pay_type: attempt.pay_type, channel_attempt_no: attempt.attempt_no, channel_next_at: at }
    }
    const claimedNow = await claimRefundAmounts(trx, refund.id, {
      refund_balance: money.balance, refund_channel: money.channel, refund_point: money.point, refund_delivery_money: money.delivery_money,
      refund_money: money.refund_money, ...channelSet,
    })
    if (!claimedNow) throw changed()
    const row = { ...refund, refund_balance: money.balance, refund_channel: money.channel, refund_point: money.point, refund_delivery_money: money.delivery_money, refund_money: money.refund_money, ...channelSet } as RefundRow
    if (money.channel === 0) {
      stockBackOf = await finishIn(trx, row, p.actor, at)
      return null
    }
    return row
  })
  if (stockBackOf !== null) await invalidateGoodsDetail(deps, [stockBackOf])
  if (claimed) await askGateway(deps, claimed, refundNotifyUrl(p.notifyBase, claimed.channel_pay_type), at)
}

/** Sends (or re-sends, with the same number) the gateway part and acts on the answer. */
async function askGateway(deps: RefundDeps, refund: RefundRow, notifyUrl: string, at: number): Promise<void> {
  if (refund.channel_status === C.SUCCESS) return finishRefund(deps, refund.id, 'system', at)
  const channel = await getChannel(deps.config, refund.channel_pay_type)
  const total = await findAttemptAmount(deps.db, refund.channel_attempt_no)
  let answer: GatewayRefund
  try {
    if (!channel?.refund || !total) throw new Error(`channel ${refund.channel_pay_type} cannot refund now`)
    answer = await channel.refund({
      attemptNo: refund.channel_attempt_no, refundNo: refund.refund_no, amount: Number(refund.refund_channel), total: Number(total.amount),
      reason: refund.refund_reason, notifyUrl,
    })
  } catch (err) {
    deps.log?.warn({ err, refundNo: refund.refund_no }, 'refund: the gateway did not answer; the sweep asks again')
    await postpone(deps.db, refund, String((err as Error)?.message ?? err), at)
    return
  }
  await actOnAnswer(deps, refund, answer, at)
}

async function actOnAnswer(deps: RefundDeps, refund: RefundRow, answer: GatewayRefund, at: number): Promise<void> {
  if (answer.state === 'success') {
    if (answer.amount !== Number(refund.refund_channel)) {
      deps.log?.error({ refundNo: refund.refund_no, expected: Number(refund.refund_channel), got: answer.amount }, 'refund: the gateway refunded another amount')
    }
    await updateChannelRefund(deps.db, refund.id, { channel_status: C.SUCCESS, channel_refund_id: answer.refundId.slice(0, 64), channel_error: '' })
    await finishRefund(deps, refund.id, `gateway:${refund.channel_pay_type}`, at)
    return
  }
  if (answer.state === 'failed') {
    deps.log?.error({ refundNo: refund.refund_no }, 'refund: the gateway closed the refund without paying; an operator must act')
    await updateChannelRefund(deps.db, refund.id, { channel_status: C.FAILED, channel_error: 'closed or abnormal at the gateway' })
    return
  }
  // processing, or 'notfound' (our request never reached it): ask again later with the same number
  await postpone(deps.db, refund, answer.state, at)
}

async function postpone(db: Kysely<Database>, refund: RefundRow, why: string, at: number): Promise<void> {
  const tries = refund.channel_tries + 1
  const giveUp = tries >= CHANNEL_MAX_TRIES
  await updateChannelRefund(db, refund.id, {
    channel_tries: tries, channel_error: why.slice(0, 255), channel_next_at: at + CHANNEL_RETRY_SECONDS * Math.min(tries, 30),
    ...(giveUp ? { channel_status: C.FAILED } : {}),
  })
}

/** Finishes a refund whose money is with the buyer (balance and points are given back here). */
export async function finishRefund(deps: RefundDeps, refundId: number, actor: Actor, at = nowSeconds()): Promise<void> {
  const goodsId = await deps.db.transaction().execute(async (trx) => {
    return finishIn(trx, await findRefund(trx, refundId), actor, at)
  })
  if (goodsId !== null) await invalidateGoodsDetail(deps, [goodsId])
}

/** Answers the goods whose stock came back (its cached detail must go once the transaction committed), else null. */
async function finishIn(trx: Kysely<Database>, refund: RefundRow, actor: Actor, at: number): Promise<number | null> {
  const line = await findLine(trx, refund.order_goods_id)
  if (!line) throw new Error(`refund ${refund.refund_no}: its line ${refund.order_goods_id} is gone`)
  if (line.refund_status !== R.AGREED && line.refund_status !== R.RECEIVED) return null
  try {
    await REFUND_MACHINE.move(trx, { id: line.order_goods_id, from: line.refund_status as RefundStatus, to: R.FINISHED, actor, reason: 'refunded', at })
  } catch (err) {
    // another finisher won: it did the rest
    if (err instanceof StaleTransitionError) return null
    throw err
  }
  await updateRefund(trx, refund.id, { finish_time: at })
  const order = await findOrderById(trx, refund.order_id)
  await accountsBack(trx, order, refund, at)
  // the goods are the shop's again when they never left or came back
  const stockBack = line.delivery_status === DELIVERY_STATUS.NOT_SHIPPED || refund.refund_type === REFUND_TYPE.RETURN
  if (stockBack) await returnStock(trx, line)
  const lines = await lineStatesOf(trx, order.order_id)
  const open = lines.filter((l) => l.refund_status !== R.FINISHED)
  const from = order.order_status as OrderStatus
  if (open.length === 0) {
    if (!ORDER_MACHINE.canMove(from, S.CLOSED)) return stockBack ? line.goods_id : null
    const shipped = anyShipped(order, lines)
    await ORDER_MACHINE.move(trx, { id: order.order_id, from, to: S.CLOSED, actor, reason: 'refunded', set: { close_time: at, close_cause: 'refund' }, at })
    if (!shipped) await giveBackCoupons(trx, order)
    // a closed order counts as done in WeChat's shipping report: the payment may now be all delivered (the sweep sends it)
    await markPaymentForReport(trx, order.website_id, order.out_trade_no)
    return stockBack ? line.goods_id : null
  }
  // the line held back the shipment: the rest left already, so the order is shipped now
  if (from === S.WAIT_SEND && open.every((l) => l.delivery_status === DELIVERY_STATUS.SHIPPED)) {
    const timings = await orderTimings(trx, order.website_id)
    await ORDER_MACHINE.move(trx, {
      id: order.order_id, from, to: S.SHIPPED, actor, reason: 'the rest shipped', at,
      set: { delivery_time: at, auto_receive_at: at + timings.auto_receive_days * 86400 },
    })
  }
  return stockBack ? line.goods_id : null
}

/**
 * Balance and points back to where the order took them: the withdrawable balance first, up to what
 * checkout took from it less what earlier refunds of the order gave back to it, the rest to the
 * stored balance; one ledger row per account and refund number.
 */
async function accountsBack(trx: Kysely<Database>, order: OrderRow, refund: RefundRow, at: number): Promise<void> {
  const balance = Number(refund.refund_balance)
  const point = Number(refund.refund_point)
  const move = (accountType: AccountType, amount: number) => moveAccount(trx, {
    websiteId: order.website_id, memberId: order.member_id, accountType, amount, fromType: REFUND_FROM_TYPE, relateTag: refund.refund_no,
    remark: `refund ${order.order_no}`, now: at,
  })
  if (point > 0) await move('point', point)
  if (balance <= 0) return
  const taken = await withdrawableTakenBy(trx, order.member_id, order.order_no)
  const given = await withdrawableGivenBack(trx, order.member_id, order.order_id, REFUND_FROM_TYPE)
  const withdrawable = Math.max(0, Math.min(balance, -taken - given))
  await move('balance_money', withdrawable)
  await move('balance', balance - withdrawable)
}

/** The gateway parts still unconfirmed whose time has come: asked again (query first, then the same refund). */
export async function retryChannelRefunds(deps: RefundDeps, now = nowSeconds(), limit = 100): Promise<number> {
  // SUCCESS with the line not finished: the gateway paid but finishing lost a race with another move of the order
  const due = await dueChannelRefunds(deps.db, now, limit)
  for (const refund of due) {
    try {
      await recheckRefund(deps, refund, now)
    } catch (err) {
      deps.log?.error({ err, refundNo: refund.refund_no }, 'refund sweep: recheck failed')
    }
  }
  return due.length
}

/** Asks the gateway how a sent refund stands; one it never received is sent again with the same number. */
export async function recheckRefund(deps: RefundDeps, refund: RefundRow, at = nowSeconds()): Promise<void> {
  if (refund.channel_status === C.SUCCESS) return finishRefund(deps, refund.id, 'system', at)
  if (refund.channel_status !== C.PROCESSING) return
  const channel: PayChannel | null = await getChannel(deps.config, refund.channel_pay_type)
  if (!channel?.queryRefund) return postpone(deps.db, refund, 'channel not configured', at)
  let answer: GatewayRefund
  try {
    answer = await channel.queryRefund({ attemptNo: refund.channel_attempt_no, refundNo: refund.refund_no })
  } catch (err) {
    return postpone(deps.db, refund, String((err as Error)?.message ?? err), at)
  }
  if (answer.state === 'notfound') return askGateway(deps, refund, '', at)
  return actOnAnswer(deps, refund, answer, at)
}
