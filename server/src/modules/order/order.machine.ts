import { defineStateMachine } from '../../db/state-machine.js'
import { ORDER_STATUS as S, ORDER_TYPE, type OrderStatus } from './order.table.js'

/**
 * The order's transition table (the origin's numbers). Paid: express and local delivery wait for
 * shipment (1), pickup waits at the store (2), virtual goods are received at once (4, codes issued).
 * Shipped or out for local delivery (3) is received by the buyer, the merchant's delivery rider or the
 * timed job (4); completed (10) after the after-sale window. Unpaid orders close (-1); paid ones close
 * only when every line is refunded (issue 10), before or after shipping, never once completed.
 */
export const ORDER_MACHINE = defineStateMachine<OrderStatus>({
  aggregate: 'order',
  table: 'orders',
  idColumn: 'order_id',
  statusColumn: 'order_status',
  numeric: true,
  transitions: {
    [S.WAIT_PAY]: [S.WAIT_SEND, S.WAIT_PICKUP, S.RECEIVED, S.CLOSED],
    [S.WAIT_SEND]: [S.SHIPPED, S.CLOSED],
    [S.WAIT_PICKUP]: [S.RECEIVED, S.CLOSED],
    [S.SHIPPED]: [S.RECEIVED, S.CLOSED],
    [S.RECEIVED]: [S.COMPLETED, S.CLOSED],
    [S.COMPLETED]: [],
    [S.CLOSED]: [],
  } as Record<OrderStatus, readonly OrderStatus[]>,
})

/**
 * Whether the buyer may evaluate the order now: once it is received or completed. A virtual order is
 * "received" as soon as it is paid (its code issued, 待使用): it is evaluated after the code is used.
 */
export function isEvaluable(o: { order_status: number; order_type: number }): boolean {
  if (o.order_status === S.COMPLETED) return true
  return o.order_status === S.RECEIVED && o.order_type !== ORDER_TYPE.VIRTUAL
}
