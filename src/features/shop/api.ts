import { shopInfo, shopPage, type ShopPageInput } from '@/services/api/contract.gen'
import { PAGE_SIZE } from '@/features/catalog/types'
import type { ShopCardPage, ShopDetail } from './types'

export type ShopPageQuery = ShopPageInput

export function fetchShopPage(query: ShopPageQuery, opts?: { silent?: boolean }): Promise<ShopCardPage> {
  // '' (no position, no keyword) is left out
  return shopPage({
    ...query,
    page: query.page ?? 1,
    page_size: query.page_size ?? PAGE_SIZE,
    keyword: query.keyword || undefined,
    lat: query.lat === '' ? undefined : query.lat,
    lng: query.lng === '' ? undefined : query.lng,
  }, opts)
}

export function fetchShopInfo(siteId: number): Promise<ShopDetail> {
  return shopInfo({ site_id: siteId })
}
