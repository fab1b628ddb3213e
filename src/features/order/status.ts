import { ROUTES } from '@/constants/routes'

/** The list's tabs, with the `order_status` filter values /api/order/lists and /api/order/num take. */
export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** The tabs that carry a count badge (/api/order/num); 'refunding' badges the member centre's after-sale entry. */
export const COUNTED_TABS = ['waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'refunding'] as const
export type CountedTab = (typeof COUNTED_TABS)[number]

/** A page parameter to a tab; anything unknown is 'all'. */
export function parseTab(value: string | undefined | null): OrderTab {
  const v = (value ?? '').toLowerCase()
  return (ORDER_TABS as readonly string[]).includes(v) ? (v as OrderTab) : 'all'
}

/** The origin's numbers. */
export const ORDER_STATUS = { WAIT_PAY: 0, WAIT_SEND: 1, WAIT_PICKUP: 2, SHIPPED: 3, RECEIVED: 4, COMPLETED: 10, CLOSED: -1 } as const
/** 1 express, 2 pickup, 3 local delivery, 4 virtual */
export const ORDER_TYPE = { EXPRESS: 1, PICKUP: 2, LOCAL: 3, VIRTUAL: 4 } as const

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

/** i18n key (order:status.*) of an order's status; some numbers read differently per kind. */
export function statusKey(orderStatus: number, orderType: number): string {
  const kind = orderKind(orderType)
  switch (orderStatus) {
    case ORDER_STATUS.WAIT_PAY:
      return 'waitPay'
    case ORDER_STATUS.WAIT_SEND:
      return 'waitSend'
    case ORDER_STATUS.WAIT_PICKUP:
      // pickup orders wait at the store; a local delivery order in 2 is with the rider
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

/** Every buyer action the server may allow, in the order the buttons are drawn (main action last). */
export const ORDER_ACTIONS = ['delete', 'close', 'buyagain', 'logistics', 'extendtakedelivery', 'takedelivery', 'evaluateagain', 'evaluate', 'pay'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** The buttons for the server's `actions` list: only known actions, each once, in drawing order. */
export function visibleActions(allowed: readonly string[] | null | undefined): OrderAction[] {
  const set = new Set(allowed ?? [])
  return ORDER_ACTIONS.filter((a) => set.has(a))
}

/** The highlighted button (what the buyer most likely wants next). */
export function isPrimaryAction(action: OrderAction): boolean {
  return action === 'pay' || action === 'takedelivery' || action === 'evaluate'
}

/** Actions that change or remove the order and ask first. */
export const CONFIRMED_ACTIONS: readonly OrderAction[] = ['close', 'takedelivery', 'extendtakedelivery', 'delete']
