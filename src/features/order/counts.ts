import { useCallback, useEffect, useState } from 'react'
import { useAppStore } from '@/store/app'
import { orderNum } from '@/services/api/contract.gen'
import { COUNTED_TABS, type CountedTab } from './tabs'

// The member centre (main package) imports this module: it stays free of the order feature's texts
// and components.

export type OrderCounts = Record<CountedTab, number>

/** Counts of every counted tab (a tab the answer leaves out counts 0). */
export async function fetchOrderCounts(opts?: { silent?: boolean }): Promise<OrderCounts> {
  const n = await orderNum({ order_status: COUNTED_TABS.join(',') }, opts)
  return { waitpay: n.waitpay ?? 0, waitsend: n.waitsend ?? 0, waitconfirm: n.waitconfirm ?? 0, waitrate: n.waitrate ?? 0, refunding: n.refunding ?? 0 }
}

/**
 * The tab counts of /api/order/num for a signed-in member (null for a visitor or before the first
 * answer). Quiet on failure: a missing badge must not interrupt the page. `reload` asks again (after an
 * action, when the page shows again).
 */
export function useOrderCounts(): { counts: OrderCounts | null; reload: () => void } {
  const token = useAppStore((s) => s.token)
  const [counts, setCounts] = useState<OrderCounts | null>(null)
  const reload = useCallback(() => {
    if (!useAppStore.getState().token) {
      setCounts(null)
      return
    }
    fetchOrderCounts({ silent: true })
      .then(setCounts)
      .catch(() => undefined)
  }, [])
  useEffect(() => {
    reload()
  }, [token, reload])
  return { counts, reload }
}
