import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { StaleTransitionError } from '../../db/state-machine.js'
import { providePayableOrders } from '../pay/pay.orders.js'
import { onPaymentPaid, type PaidPayment } from '../pay/pay.service.js'
import { orderTimings } from './order.config.js'
import { ORDER_MACHINE } from './order.machine.js'
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from './order.table.js'
import { PAY_STATUS } from '../pay/pay.table.js'

// Orders react to their payment: pay knows nothing of orders, calls its 'order' paid-handlers and
// reads what it needs of orders through PayableOrders.
// Imported by the order routes, checkout and jobs (each loads it once; registering twice adds it once).

/** The event of payments that pay orders (checkout, pay again). */
export const ORDER_PAY_EVENT = 'order'

/** Where a paid order goes: express and local delivery wait for shipment, pickup at the store, virtual goods are received at once. */
export function paidStatusOf(orderType: number): OrderStatus {
  if (orderType === ORDER_TYPE.PICKUP) return ORDER_STATUS.WAIT_PICKUP
  if (orderType === ORDER_TYPE.VIRTUAL) return ORDER_STATUS.RECEIVED
  return ORDER_STATUS.WAIT_SEND
}

/** 12 random digits, the first not 0: ~9·10^11 codes, and checked against the website's live codes. */
function randomVerifyCode(): string {
  return String(crypto.randomInt(1, 10)) + Array.from({ length: 11 }, () => crypto.randomInt(0, 10)).join('')
}

async function newVerifyCode(trx: Kysely<Database>, websiteId: number): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const code = randomVerifyCode()
    const taken = await trx.selectFrom('orders').select('order_id')
      .where('website_id', '=', websiteId).where('verify_code', '=', code).executeTakeFirst()
    if (!taken) return code
  }
  throw new Error('no free verify code after 5 draws')
}

/**
 * A paid payment moves its orders that are still pending payment to their paid status, inside
 * markPaid's transaction (a throw undoes the payment's move too).
 */
export async function payOrders(trx: Kysely<Database>, p: Readonly<PaidPayment>): Promise<void> {
  const orders = await trx.selectFrom('orders').select(['order_id', 'order_type'])
    .where('website_id', '=', p.websiteId).where('out_trade_no', '=', p.outTradeNo)
    .where('order_status', '=', ORDER_STATUS.WAIT_PAY).orderBy('order_id').execute()
  for (const order of orders) {
    const to = paidStatusOf(order.order_type)
    const needsCode = order.order_type === ORDER_TYPE.PICKUP || order.order_type === ORDER_TYPE.VIRTUAL
    const set: Record<string, unknown> = { pay_status: PAY_STATUS.PAID, pay_time: p.at, pay_type: p.payType.slice(0, 20) }
    if (needsCode) set.verify_code = await newVerifyCode(trx, p.websiteId)
    if (to === ORDER_STATUS.RECEIVED) set.sign_time = p.at
    // the payment row moved inside this transaction, so nobody else is paying these orders; an order
    // that closed meanwhile keeps its status (its money is refunded with the after-sale flow)
    try {
      await ORDER_MACHINE.move(trx, { id: order.order_id, from: ORDER_STATUS.WAIT_PAY, to, actor: p.actor, at: p.at, reason: 'paid', set })
    } catch (err) {
      if (!(err instanceof StaleTransitionError)) throw err
    }
  }
}

onPaymentPaid(ORDER_PAY_EVENT, payOrders)

providePayableOrders({
  waitPayStatus: ORDER_STATUS.WAIT_PAY,
  unpaidTimeoutSeconds: async (db, websiteId) => (await orderTimings(db, websiteId)).auto_close_minutes * 60,
})
