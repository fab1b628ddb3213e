import { nowSeconds } from '../../db/database.js'
import { DomainError } from '../../http/errors.js'
import { orderTimings } from './order.config.js'
import { closeOrder, completeOrder, receiveOrder, type LifecycleDeps } from './order.lifecycle.js'
import { OrderError } from './order.messages.js'
import { PayError } from '../pay/pay.messages.js'
import { OPEN_REFUND_STATES, ORDER_STATUS as S, ORDER_TYPE as T } from './order.table.js'

/** orders moved per kind and website in one sweep; the next sweep takes the rest */
const BATCH = 200

export interface SweepResult {
  closed: number
  received: number
  completed: number
}

/** Another sweep (or the buyer) moved it first: nothing to do. */
const lostRace = (err: unknown) => err instanceof DomainError &&
  ([OrderError.ORDER_STATUS_CHANGED, OrderError.ORDER_CANNOT_CLOSE, OrderError.ORDER_CANNOT_RECEIVE] as number[]).includes(err.code)
/** The gateway could not be asked to close the open attempt: the next sweep tries again. */
const gatewayDown = (err: unknown) => err instanceof DomainError && err.code === PayError.PAY_GATEWAY_FAILED

/**
 * The timed moves, per website with its order_config: unpaid orders past their own pay_deadline close
 * (giving back stock, coupons, points and balance), shipped orders past auto_receive_at are received,
 * received orders (not virtual ones: those complete when their code is used) complete after
 * complete_days. Every move is guarded: sweeps running at once move each order once.
 */
export async function sweepOrders(deps: LifecycleDeps, now = nowSeconds()): Promise<SweepResult> {
  const out: SweepResult = { closed: 0, received: 0, completed: 0 }
  const sites = await deps.db.selectFrom('orders').select('website_id').distinct()
    .where('order_status', 'in', [S.WAIT_PAY, S.SHIPPED, S.RECEIVED]).execute()
  for (const { website_id: websiteId } of sites) {
    const cfg = await orderTimings(deps.db, websiteId)
    const run = async (ids: number[], move: (id: number) => Promise<unknown>, key: keyof SweepResult) => {
      for (const id of ids) {
        try {
          await move(id)
          out[key]++
        } catch (err) {
          if (gatewayDown(err)) deps.log?.warn({ err, orderId: id }, 'order sweep: close postponed, the gateway did not answer')
          // one broken order must not stop the others
          else if (!lostRace(err)) deps.log?.error({ err, orderId: id }, 'order sweep: move failed')
        }
      }
    }
    const unpaid = await deps.db.selectFrom('orders').select('order_id').where('website_id', '=', websiteId)
      .where('order_status', '=', S.WAIT_PAY).where('pay_deadline', '<=', now).orderBy('order_id').limit(BATCH).execute()
    await run(unpaid.map((r) => r.order_id), (orderId) => closeOrder(deps, { orderId, websiteId, actor: 'system', cause: 'timeout', at: now }), 'closed')
    const shipped = await deps.db.selectFrom('orders').select('order_id').where('website_id', '=', websiteId)
      .where('order_status', '=', S.SHIPPED).where('auto_receive_at', '>', 0).where('auto_receive_at', '<=', now).orderBy('order_id').limit(BATCH).execute()
    await run(shipped.map((r) => r.order_id), (orderId) => receiveOrder(deps, { orderId, websiteId, actor: 'system', reason: 'auto receive', at: now }), 'received')
    const received = await deps.db.selectFrom('orders').select('order_id').where('website_id', '=', websiteId)
      .where('order_status', '=', S.RECEIVED).where('order_type', '!=', T.VIRTUAL).where('sign_time', '>', 0)
      .where('sign_time', '<=', now - cfg.complete_days * 86400)
      // an after-sale in progress holds the window open until it ends
      .where((eb) => eb.not(eb.exists(eb.selectFrom('order_goods').select('order_goods.order_goods_id')
        .whereRef('order_goods.order_id', '=', 'orders.order_id').where('order_goods.refund_status', 'in', OPEN_REFUND_STATES))))
      .orderBy('order_id').limit(BATCH).execute()
    await run(received.map((r) => r.order_id), (orderId) => completeOrder(deps, { orderId, websiteId, actor: 'system', reason: 'after-sale window over', at: now }), 'completed')
  }
  return out
}
