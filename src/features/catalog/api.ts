import { request } from '@/services/request'
import type { ShopCardData } from '@/features/shop/types'
import type { CategoryNode, GoodsCardData, GoodsDetail, GoodsPageQuery, Page } from './types'
import { PAGE_SIZE } from './types'

export function fetchGoodsPage(query: GoodsPageQuery, opts?: { silent?: boolean }): Promise<Page<GoodsCardData>> {
  // undefined fields are dropped so the server never sees "keyword: undefined"
  const payload: Record<string, unknown> = { page: 1, page_size: PAGE_SIZE }
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') payload[k] = v
  return request<Page<GoodsCardData>>('/api/goodssku/page', payload, { ...opts, method: 'POST' })
}

export function fetchGoodsDetail(id: { goods_id?: number; sku_id?: number }): Promise<{ goods: GoodsDetail; shop: ShopCardData }> {
  return request('/api/goodssku/detail', id, { method: 'POST' })
}

export function fetchCategoryTree(): Promise<CategoryNode[]> {
  return request<CategoryNode[]>('/api/goodscategory/tree', undefined, { method: 'GET' })
}
