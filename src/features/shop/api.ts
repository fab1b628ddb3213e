import { request } from '@/services/request'
import type { Page } from '@/features/catalog/types'
import { PAGE_SIZE } from '@/features/catalog/types'
import type { ShopCardData, ShopDetail } from './types'

export interface ShopPageQuery {
  page?: number
  page_size?: number
  keyword?: string
  lat?: number
  lng?: number
  recommend?: 1
}

export function fetchShopPage(query: ShopPageQuery, opts?: { silent?: boolean }): Promise<Page<ShopCardData>> {
  const payload: Record<string, unknown> = { page: 1, page_size: PAGE_SIZE }
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') payload[k] = v
  return request<Page<ShopCardData>>('/api/shop/page', payload, { ...opts, method: 'POST' })
}

export function fetchShopInfo(siteId: number): Promise<ShopDetail> {
  return request<ShopDetail>('/api/shop/info', { site_id: siteId }, { method: 'POST' })
}
