/**
 * How many pieces of a SKU one order may take: within its stock, the goods' per-order minimum and
 * maximum and what is left of the per-member limit. 0 in a limit means "no limit".
 */
export interface BuyLimits {
  stock: number
  /** pieces per order at least (0: 1) */
  minBuy?: number
  /** pieces per order at most (0: no limit) */
  maxBuy?: number
  /** pieces per member over all their orders (0: no limit) */
  memberLimit?: number
  /** pieces this member already bought, counted against memberLimit */
  memberBought?: number
}

export type LimitReason = 'stock' | 'max_buy' | 'member_limit'

export interface QuantityBounds {
  min: number
  max: number
  /** which limit sets max */
  reason: LimitReason
  /** false when no quantity fits (no stock, or the limits leave less than the minimum) */
  available: boolean
}

const nonNeg = (n: number | undefined) => (n && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

export function quantityBounds(l: BuyLimits): QuantityBounds {
  const min = Math.max(1, nonNeg(l.minBuy))
  let max = nonNeg(l.stock)
  let reason: LimitReason = 'stock'
  const maxBuy = nonNeg(l.maxBuy)
  if (maxBuy > 0 && maxBuy < max) {
    max = maxBuy
    reason = 'max_buy'
  }
  const memberLimit = nonNeg(l.memberLimit)
  if (memberLimit > 0) {
    const left = Math.max(0, memberLimit - nonNeg(l.memberBought))
    if (left < max) {
      max = left
      reason = 'member_limit'
    }
  }
  return { min, max, reason, available: max >= min }
}

/** The nearest quantity within the bounds (the minimum when none fits). */
export function clampQuantity(n: number, b: Pick<QuantityBounds, 'min' | 'max' | 'available'>): number {
  const v = Number.isFinite(n) ? Math.floor(n) : b.min
  if (!b.available) return b.min
  return Math.min(b.max, Math.max(b.min, v))
}

const numField = (o: object, key: string): number | undefined => {
  const v: unknown = Reflect.get(o, key)
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined
}

/**
 * The per-order and per-member limits of a goods detail answer. The catalogue's detail answer does not
 * carry them yet (only /api/cart/lists does); they are read by name so the picker keeps to them as soon
 * as it does, and /api/cart/add and checkout enforce them on the server either way.
 */
export function goodsLimits(goods: object): Omit<BuyLimits, 'stock'> {
  return {
    minBuy: numField(goods, 'min_buy'),
    maxBuy: numField(goods, 'max_buy'),
    memberLimit: numField(goods, 'member_limit'),
    memberBought: numField(goods, 'member_bought'),
  }
}
