import { useCallback, useEffect, useState } from 'react'
import { fetchShopInfo } from './api'
import type { ShopDetail } from './types'

/** One shop for a page: null while loading, 'failed' when unknown, closed or unreachable (the request layer said why). */
export function useShopInfo(siteId: number | undefined) {
  const [shop, setShop] = useState<ShopDetail | null | 'failed'>(null)
  const load = useCallback(async () => {
    if (!siteId) return setShop('failed')
    try {
      setShop(await fetchShopInfo(siteId))
    } catch {
      setShop('failed')
    }
  }, [siteId])
  useEffect(() => {
    load()
  }, [load])
  return { shop, reload: load }
}
