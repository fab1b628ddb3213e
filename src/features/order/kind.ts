import { ROUTES } from '@/constants/routes'
import { ORDER_STATUS, ORDER_TYPE } from '@/services/api/contract.gen'

/** The kinds of order the app draws differently (the server's order_type). */
export type OrderKind = 'express' | 'pickup' | 'local' | 'virtual'

export function orderKind(orderType: number): OrderKind {
  if (orderType === ORDER_TYPE.PICKUP) return 'pickup'
  if (orderType === ORDER_TYPE.LOCAL) return 'local'
  if (orderType === ORDER_TYPE.VIRTUAL) return 'virtual'
  return 'express'
}

/** The detail page of each kind of order (the server's order_type decides). */
export const DETAIL_ROUTES: Record<OrderKind, string> = {
  express: ROUTES.orderDetail,
  pickup: ROUTES.orderDetailPickup,
  local: ROUTES.orderDetailLocal,
  virtual: ROUTES.orderDetailVirtual,
}

export function detailUrl(order: { order_id: number; order_type: number }): string {
  return `${DETAIL_ROUTES[orderKind(order.order_type)]}?order_id=${order.order_id}`
}

/** i18n key (order:status.*) of an order's status; some statuses read differently per kind. */
export function statusKey(orderStatus: number, orderType: number): string {
  const kind = orderKind(orderType)
  switch (orderStatus) {
    case ORDER_STATUS.WAIT_PAY:
      return 'waitPay'
    case ORDER_STATUS.WAIT_SEND:
      return 'waitSend'
    case ORDER_STATUS.WAIT_PICKUP:
      // pickup orders wait at the store; a local delivery order in this status is with the rider
      return kind === 'local' ? 'delivering' : 'waitPickup'
    case ORDER_STATUS.SHIPPED:
      return kind === 'local' ? 'delivering' : 'shipped'
    case ORDER_STATUS.RECEIVED:
      return kind === 'pickup' ? 'pickedUp' : kind === 'virtual' ? 'virtualReceived' : 'received'
    case ORDER_STATUS.COMPLETED:
      return 'completed'
    case ORDER_STATUS.CLOSED:
      return 'closed'
    default:
      return 'unknown'
  }
}
