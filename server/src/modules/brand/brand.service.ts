import type { RequestContext } from '../../http/context.js'
import { paging, pageResult } from '../../http/paging.js'
import * as repo from './brand.repository.js'
import type { BrandPageInput, GoodsBrandPage } from './brand.schema.js'

export async function brandPage(ctx: RequestContext, input: BrandPageInput): Promise<GoodsBrandPage> {
  const { pageSize, offset } = paging(input)
  const recommendOnly = input.is_recommend === 1
  const [count, rows] = await Promise.all([
    repo.countBrands(ctx.db, ctx.websiteId, recommendOnly),
    repo.pageBrands(ctx.db, ctx.websiteId, recommendOnly, pageSize, offset),
  ])
  const counts = await repo.goodsCountsByBrand(ctx.db, ctx.websiteId, rows.map((r) => r.brand_id))
  const list = rows.map((r) => ({ ...r, goods_count: counts.get(r.brand_id) ?? 0 }))
  return pageResult(list, count, pageSize)
}
