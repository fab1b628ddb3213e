import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * What pay needs to know of orders (the payment pages and pay-again read the orders a payment pays):
 * provided by the order module (order.hooks.ts), so pay imports nothing from it.
 */
export interface PayableOrders {
  /** order_status of an order still waiting for its payment */
  waitPayStatus: number
  /** seconds after which an unpaid payment of another event (a recharge) closes: the orders' unpaid timeout */
  unpaidTimeoutSeconds(db: Kysely<Database>, websiteId: number): Promise<number>
}

let provided: PayableOrders | null = null

export function providePayableOrders(p: PayableOrders): void {
  provided = p
}

export function payableOrders(): PayableOrders {
  if (!provided) throw new Error('pay: no PayableOrders provided (the order module registers them in order.hooks.ts)')
  return provided
}
