import { useResource, type Resource } from '@/features/resource/useResource'
import { fetchShopInfo } from './api'
import type { ShopDetail } from './types'

/** One shop for a page; a failure means unknown, closed or unreachable (the request layer said why). */
export function useShopInfo(siteId: number | undefined): Resource<ShopDetail> {
  return useResource(() => (siteId ? fetchShopInfo(siteId) : Promise.reject(new Error('no site_id'))), { deps: [siteId] })
}
