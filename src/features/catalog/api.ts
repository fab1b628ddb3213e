import { goodsCategoryTree, goodsDetail, goodsPage, type GoodsDetailInput } from '@/services/api/contract.gen'
import type { CategoryTree, GoodsCardPage, GoodsDetailData, GoodsPageQuery } from './types'
import { PAGE_SIZE } from './types'

export function fetchGoodsPage(query: GoodsPageQuery, opts?: { silent?: boolean }): Promise<GoodsCardPage> {
  // an empty keyword is no keyword (the client leaves undefined fields out)
  return goodsPage({ ...query, page: query.page ?? 1, page_size: query.page_size ?? PAGE_SIZE, keyword: query.keyword || undefined }, opts)
}

export function fetchGoodsDetail(id: GoodsDetailInput): Promise<GoodsDetailData> {
  return goodsDetail(id)
}

export function fetchCategoryTree(): Promise<CategoryTree> {
  return goodsCategoryTree()
}
