import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { DomainError } from '../../http/errors.js'
import { t, type Lang } from '../../http/messages.js'
import type { OrderHoldCaps } from './order.config.js'
import { CheckoutError as E } from './order.checkout.messages.js'
import { unpaidHolds } from './order.checkout.repository.js'
import type { CheckoutLimitView } from './order.checkout.schema.js'

/** What a checkout would add to the member's holds. */
export interface HoldRequest {
  /** orders it creates (one per shop) */
  orders: number
  /** pieces per goods over its lines */
  perGoods: Map<number, { num: number; name: string }>
  /** fen of goods at their prices, before any discount */
  goodsMoney: number
  /** money is left to pay, so its orders wait and hold their stock (a checkout paid in full at once holds nothing) */
  leavesUnpaid: boolean
}

/** What a refusal carries in `data` (and calculate in limit_refusal). */
export interface HoldLimitData {
  /** the cap: orders, pieces, or fen for the amount */
  limit: number
  /** what the member already holds unpaid (orders or pieces; 0 for the amount) */
  held: number
  /** what this checkout adds (orders, pieces, or fen of goods) */
  adding: number
  /** the goods of the per-goods cap; 0 otherwise */
  goods_id: number
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

function refusal(code: number, key: string, data: HoldLimitData, params: Record<string, string | number> = {}) {
  return new DomainError(code, key, { limit: data.limit, held: data.held, adding: data.adding, ...params }, data)
}

/**
 * The first cap the checkout would pass (order_config: amount, unpaid orders, unpaid pieces, unpaid
 * pieces of one goods), as the error create answers; null when none. The amount is the goods money before
 * discounts: the stock a checkout takes is worth its prices whatever coupons or points pay for it.
 * Create runs it again inside its transaction after the member row lock, so a member's concurrent
 * checkouts are counted one after another (SQLite runs transactions one at a time anyway).
 */
export async function holdRefusal(db: Kysely<Database>, websiteId: number, memberId: number, caps: OrderHoldCaps, req: HoldRequest): Promise<DomainError | null> {
  if (caps.max_order_money > 0 && req.goodsMoney > caps.max_order_money) {
    const data = { limit: caps.max_order_money, held: 0, adding: req.goodsMoney, goods_id: 0 }
    return refusal(E.ORDER_AMOUNT_LIMIT, 'checkout_order_amount_limit', data, { limit: yuan(data.limit), adding: yuan(data.adding) })
  }
  if (!req.leavesUnpaid || (!caps.max_unpaid_orders && !caps.max_unpaid_units && !caps.max_unpaid_goods_units)) return null
  const goodsIds = [...req.perGoods.keys()].sort((a, b) => a - b)
  const held = await unpaidHolds(db, websiteId, memberId, caps.max_unpaid_goods_units ? goodsIds : [])
  if (caps.max_unpaid_orders > 0 && held.orders + req.orders > caps.max_unpaid_orders) {
    const data = { limit: caps.max_unpaid_orders, held: held.orders, adding: req.orders, goods_id: 0 }
    return refusal(E.UNPAID_ORDER_LIMIT, held.orders >= caps.max_unpaid_orders ? 'checkout_unpaid_order_limit' : 'checkout_unpaid_order_limit_adding', data)
  }
  const adding = [...req.perGoods.values()].reduce((n, g) => n + g.num, 0)
  if (caps.max_unpaid_units > 0 && held.units + adding > caps.max_unpaid_units) {
    return refusal(E.UNPAID_UNIT_LIMIT, 'checkout_unpaid_unit_limit', { limit: caps.max_unpaid_units, held: held.units, adding, goods_id: 0 })
  }
  if (caps.max_unpaid_goods_units > 0) {
    for (const goodsId of goodsIds) {
      const g = req.perGoods.get(goodsId)!
      const had = held.perGoods.get(goodsId) ?? 0
      if (had + g.num > caps.max_unpaid_goods_units) {
        return refusal(E.UNPAID_GOODS_LIMIT, 'checkout_unpaid_goods_limit', { limit: caps.max_unpaid_goods_units, held: had, adding: g.num, goods_id: goodsId }, { name: g.name })
      }
    }
  }
  return null
}

/** calculate's view of a refusal: what create would answer, for the page to show before the tap. */
export function limitView(lang: Lang, err: DomainError | null): CheckoutLimitView | null {
  if (!err) return null
  return { code: err.code, message: t(lang, err.messageKey, err.params), ...(err.data as HoldLimitData) }
}
