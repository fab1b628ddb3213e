import { splitProportionally } from '../order/order.pricing.js'

/**
 * What refunding one order line gives back, and through which channel (issue 10).
 *
 * A line cost its `real_goods_money` (goods after the level discount, both coupons and the points
 * deduction) plus the points it used. The order's money was paid by balance and by a channel (a
 * gateway, or nothing); each line's money, and the freight as one more part, carries a fixed share of
 * each, computed from the whole order. So the parts of all lines and the freight always add up to
 * exactly what was paid, whatever order the lines are refunded in: unlike the origin, where the whole
 * freight lands on whichever line is refunded last and rounding drifts.
 *
 * Freight is refundable only while nothing of the order has shipped, and only with the refund that
 * leaves no line of the order unrefunded (the order then closes): it is never given twice.
 */

export interface RefundOrder {
  delivery_money: number
  /** points spent on the order (a count, not fen) */
  point: number
  point_money: number
  balance_money: number
  pay_money: number
}

export interface RefundLine {
  order_goods_id: number
  real_goods_money: number
  point_money: number
}

/** One line's (or the freight's) share of each way the order was paid. */
export interface PaidShare {
  /** fen back to the member's balance */
  balance: number
  /** fen back through the channel that paid (WeChat Pay, Alipay …) */
  channel: number
  /** points back */
  point: number
}

export interface OrderShares {
  lines: Map<number, PaidShare>
  freight: PaidShare
}

const assertFen = (v: number, what: string) => {
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`${what} must be a non-negative integer number of fen, got ${v}`)
}

/** Each line's and the freight's share of balance, channel money and points; they add up to the order. */
export function orderShares(order: RefundOrder, lines: readonly RefundLine[]): OrderShares {
  for (const [k, v] of Object.entries(order)) assertFen(v, k)
  for (const l of lines) {
    assertFen(l.real_goods_money, 'real_goods_money')
    assertFen(l.point_money, 'point_money')
  }
  const money = [...lines.map((l) => l.real_goods_money), order.delivery_money]
  const paid = order.balance_money + order.pay_money
  const moneySum = money.reduce((a, b) => a + b, 0)
  if (paid !== moneySum) throw new Error(`order paid ${paid} fen but its lines and freight come to ${moneySum}`)
  const balance = moneySum > 0 ? splitProportionally(order.balance_money, money) : money.map(() => 0)
  const pointWeights = lines.map((l) => l.point_money)
  const pointSum = pointWeights.reduce((a, b) => a + b, 0)
  // points paid for point_money; should the order's point_money be 0 with points spent, split by money
  const points = order.point === 0 ? lines.map(() => 0)
    : splitProportionally(order.point, pointSum > 0 ? pointWeights : lines.map((l) => Math.max(1, l.real_goods_money)))
  const shares = new Map<number, PaidShare>()
  lines.forEach((l, i) => shares.set(l.order_goods_id, { balance: balance[i], channel: money[i] - balance[i], point: points[i] }))
  const f = lines.length
  return { lines: shares, freight: { balance: balance[f], channel: money[f] - balance[f], point: 0 } }
}

export interface LineRefundInput {
  order: RefundOrder
  lines: readonly RefundLine[]
  order_goods_id: number
  /** ids of the order's other lines already refunded (finished) or being refunded */
  refundedLineIds: ReadonlySet<number>
  /** anything of the order has left the shop (a parcel, a local delivery, a pickup) */
  anyShipped: boolean
}

export interface LineRefund extends PaidShare {
  /** money offered: balance + channel, in fen */
  refund_money: number
  /** of which freight */
  delivery_money: number
}

/** What refunding this line gives back: its own shares, plus the freight's when it is the last line and nothing shipped. */
export function lineRefund(input: LineRefundInput): LineRefund {
  const shares = orderShares(input.order, input.lines)
  const own = shares.lines.get(input.order_goods_id)
  if (!own) throw new Error(`line ${input.order_goods_id} is not of this order`)
  const last = input.lines.every((l) => l.order_goods_id === input.order_goods_id || input.refundedLineIds.has(l.order_goods_id))
  const freight = last && !input.anyShipped ? shares.freight : { balance: 0, channel: 0, point: 0 }
  const balance = own.balance + freight.balance
  const channel = own.channel + freight.channel
  return {
    balance,
    channel,
    point: own.point,
    refund_money: balance + channel,
    delivery_money: freight.balance + freight.channel,
  }
}
