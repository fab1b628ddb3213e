import { brandPage, type GoodsBrandPage } from '@/services/api/contract.gen'

export type { GoodsBrand, GoodsBrandPage } from '@/services/api/contract.gen'

export function fetchBrandPage(page: number, pageSize: number, recommendOnly = false): Promise<GoodsBrandPage> {
  return brandPage({ page, page_size: pageSize, is_recommend: recommendOnly ? 1 : undefined })
}
