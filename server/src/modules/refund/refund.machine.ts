import { defineStateMachine } from '../../db/state-machine.js'
import { REFUND_STATUS, type RefundStatus } from '../order/order.table.js'
import { mirrorOntoCurrentRefund } from './refund.repository.js'

// The line's after-sale states are declared with its table (order_goods.refund_status in order.table.ts):
// the order module reads them without depending on refund.
export { OPEN_REFUND_STATES, REFUND_STATUS, REFUNDING_STATES, type RefundStatus } from '../order/order.table.js'

/** 1 refund only, 2 return the goods and refund */
export const REFUND_TYPE = { REFUND: 1, RETURN: 2 } as const
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE]

const R = REFUND_STATUS

/**
 * Refund only: requested -> agreed -> finished. Return and refund: requested -> buyer returns the goods
 * -> seller awaits them -> received -> finished. The buyer may withdraw before the goods travel back;
 * a refused request may be raised again (the window is the service's rule) or dropped.
 */
export const REFUND_MACHINE = defineStateMachine<RefundStatus>({
  aggregate: 'refund',
  table: 'order_goods',
  idColumn: 'order_goods_id',
  statusColumn: 'refund_status',
  numeric: true,
  transitions: {
    [R.NONE]: [R.APPLIED],
    [R.APPLIED]: [R.NONE, R.AGREED, R.WAIT_RETURN, R.REFUSED],
    [R.AGREED]: [R.FINISHED],
    [R.WAIT_RETURN]: [R.WAIT_RECEIVE, R.NONE],
    [R.WAIT_RECEIVE]: [R.RECEIVED, R.REFUSED],
    [R.RECEIVED]: [R.FINISHED],
    [R.FINISHED]: [],
    [R.REFUSED]: [R.APPLIED, R.NONE],
  } as Record<RefundStatus, readonly RefundStatus[]>,
})

/**
 * order_refund.refund_status is not a second machine: it is the line's status (the machine's column,
 * order_goods.refund_status) copied onto the line's current application, so lists can filter
 * applications by status and an application that ended keeps how it ended. It is written here only,
 * in the transaction of every move; the services never set it. Deriving it instead would lose the
 * end of earlier applications (and the refused one the buyer closed): the line has moved on since.
 * A new application is inserted (at the line's status) before the move that opens it, so it is the one
 * that follows.
 */
REFUND_MACHINE.onMove(async (trx, move) => {
  // a refused application the buyer closes stays refused in its own record
  if (move.from === R.REFUSED && move.to === R.NONE) return
  await mirrorOntoCurrentRefund(trx, move.id, move.to)
})

export type RefundSide = 'buyer' | 'seller'

interface RefundAction {
  side: RefundSide
  from: readonly RefundStatus[]
  /** where the action leads; agreeing depends on the kind of request */
  to: (type: RefundType) => RefundStatus
}

/**
 * What each side may do in each state. The refund's answer carries the actions of the caller's side,
 * so a page shows only those; the service refuses any other with the same table.
 */
export const REFUND_ACTIONS = {
  apply: { side: 'buyer', from: [R.NONE, R.REFUSED], to: () => R.APPLIED },
  cancel: { side: 'buyer', from: [R.APPLIED, R.WAIT_RETURN, R.REFUSED], to: () => R.NONE },
  /** the buyer posts the goods back with the company and tracking number */
  delivery: { side: 'buyer', from: [R.WAIT_RETURN], to: () => R.WAIT_RECEIVE },
  agree: { side: 'seller', from: [R.APPLIED], to: (type) => (type === REFUND_TYPE.RETURN ? R.WAIT_RETURN : R.AGREED) },
  refuse: { side: 'seller', from: [R.APPLIED, R.WAIT_RECEIVE], to: () => R.REFUSED },
  receive: { side: 'seller', from: [R.WAIT_RECEIVE], to: () => R.RECEIVED },
  /** the money goes back through the channel that paid, then the line is refunded */
  transfer: { side: 'seller', from: [R.AGREED, R.RECEIVED], to: () => R.FINISHED },
} as const satisfies Record<string, RefundAction>

export type RefundActionName = keyof typeof REFUND_ACTIONS

/** The actions `side` may take on a line in `status`. */
export function refundActions(status: RefundStatus, side: RefundSide): RefundActionName[] {
  return (Object.keys(REFUND_ACTIONS) as RefundActionName[]).filter((name) => {
    const a: RefundAction = REFUND_ACTIONS[name]
    return a.side === side && a.from.includes(status)
  })
}

/** Where `action` leads from `status`, or null when that side may not take it there. */
export function refundTarget(action: RefundActionName, status: RefundStatus, side: RefundSide, type: RefundType): RefundStatus | null {
  const a: RefundAction = REFUND_ACTIONS[action]
  return a.side === side && a.from.includes(status) ? a.to(type) : null
}
