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
