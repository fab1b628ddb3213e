import {
  cartAdd,
  orderClose,
  orderDelete,
  orderDetail,
  orderExtendTakeDelivery,
  orderLists,
  orderPackage,
  orderTakeDelivery,
  type OrderDetail,
  type OrderPackageTrace,
  type OrderPage,
  type OrderTab,
} from '@/services/api/contract.gen'
import { refreshCartCount } from '@/features/cart/api'
import { chooseAdded } from '@/features/cart/chosen'
export { fetchOrderCounts } from './counts'

export type { OrderDetail, OrderLine, OrderNum, OrderPackageTrace, OrderPage, OrderSummary } from '@/services/api/contract.gen'

export function fetchOrderPage(p: { page: number; page_size: number; order_status: OrderTab; search?: string }): Promise<OrderPage> {
  return orderLists({ page: p.page, page_size: p.page_size, order_status: p.order_status, search: p.search || undefined })
}

export function fetchOrderDetail(orderId: number, opts?: { silent?: boolean }): Promise<OrderDetail> {
  return orderDetail({ order_id: orderId }, opts)
}

export function fetchPackages(orderId: number): Promise<OrderPackageTrace[]> {
  return orderPackage({ order_id: orderId })
}

export const closeOrder = (orderId: number) => orderClose({ order_id: orderId })
export const takeDelivery = (orderId: number) => orderTakeDelivery({ order_id: orderId })
export const extendTakeDelivery = (orderId: number) => orderExtendTakeDelivery({ order_id: orderId })
export const deleteOrder = (orderId: number) => orderDelete({ order_id: orderId })

/**
 * Buy again: each line back into the cart, one after the other (the cart adds to the member's line of
 * the same SKU), ticked. A line that cannot go back (off sale, out of stock) is skipped quietly; the caller
 * says how it went, with the server's first refusal when nothing made it.
 */
export async function addLinesToCart(
  lines: ReadonlyArray<{ sku_id: number; num: number }>,
): Promise<{ added: number; failed: number; firstError: string }> {
  let added = 0
  let failed = 0
  let firstError = ''
  for (const l of lines) {
    try {
      chooseAdded(await cartAdd({ sku_id: l.sku_id, num: l.num }, { silent: true }))
      added++
    } catch (err) {
      failed++
      if (!firstError && err instanceof Error) firstError = err.message
    }
  }
  if (added) await refreshCartCount()
  return { added, failed, firstError }
}
