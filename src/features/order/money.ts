import { PAID_STATUS } from '@/services/api/contract.gen'

/**
 * The money breakdown of an order's detail, in fen: what the goods cost, what was added and taken
 * off, and what was or is to be paid. Discounts that did not apply (0) are left out; goods and
 * freight always show.
 */
export interface OrderMoney {
  goods_money: number
  delivery_money: number
  coupon_money: number
  platform_coupon_money: number
  promotion_money: number
  point_money: number
  point: number
  balance_money: number
  order_money: number
  pay_money: number
  pay_status: number
}

export type MoneyRowKey = 'goods' | 'freight' | 'coupon' | 'platformCoupon' | 'promotion' | 'point' | 'balance' | 'paid' | 'toPay'

export interface MoneyRow {
  key: MoneyRowKey
  /** i18n key under order:detail.money */
  label: string
  /** params of the label (points spent) */
  params?: Record<string, unknown>
  fen: number
  /** '+' adds to the order, '-' takes off; the last row is the total */
  sign: '+' | '-' | '='
}

export function moneyRows(o: OrderMoney): MoneyRow[] {
  const rows: MoneyRow[] = [
    { key: 'goods', label: 'goods', fen: o.goods_money, sign: '+' },
    { key: 'freight', label: 'freight', fen: o.delivery_money, sign: '+' },
  ]
  const off = (key: MoneyRowKey, fen: number, label: string = key, params?: Record<string, unknown>) => {
    if (fen > 0) rows.push({ key, label, fen, sign: '-', ...(params ? { params } : {}) })
  }
  off('coupon', o.coupon_money)
  off('platformCoupon', o.platform_coupon_money)
  off('promotion', o.promotion_money)
  off('point', o.point_money, o.point > 0 ? 'pointUsed' : 'point', o.point > 0 ? { count: o.point } : undefined)
  off('balance', o.balance_money)
  // what the payment channel took (paid) or still takes; balance and discounts are already off
  rows.push(o.pay_status === PAID_STATUS.PAID ? { key: 'paid', label: 'paid', fen: o.pay_money, sign: '=' } : { key: 'toPay', label: 'toPay', fen: o.pay_money, sign: '=' })
  return rows
}

/** The rows add up: goods + freight - every discount - balance = pay money (a check on the server's figures). */
export function rowsBalance(rows: MoneyRow[]): boolean {
  let sum = 0
  let total = 0
  for (const r of rows) {
    if (r.sign === '+') sum += r.fen
    else if (r.sign === '-') sum -= r.fen
    else total = r.fen
  }
  return sum === total
}
