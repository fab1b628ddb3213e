import type { Updateable } from 'kysely'
import type { RequestContext } from '../../http/context.js'
import { DomainError, invalidParam, notFound } from '../../http/errors.js'
import { CatalogError } from '../catalog/catalog.errors.js'
import '../catalog/catalog.messages.js'
import * as repo from './goods.admin.repository.js'
import type {
  AdminCategoryEditInput, AdminCategoryView, AdminGoodsEditInput, AdminGoodsView,
} from './goods.admin.schema.js'
import { invalidateCategories, invalidateGoods, invalidateShopGoodsCounts } from './goods.service.js'
import type { GoodsTable } from './goods.table.js'

/**
 * The operator's catalogue writers. Each one writes in one transaction and, once it committed, drops
 * exactly the caches that show what it changed (in every server process, through the cache hub).
 */

export async function goodsInfo(ctx: RequestContext, input: { goods_id: number }): Promise<AdminGoodsView> {
  const goods = await repo.findGoods(ctx.db, ctx.websiteId, input.goods_id)
  if (!goods) throw notFound('goods_entity')
  const skus = await repo.skusOfGoods(ctx.db, goods.goods_id)
  return { ...goods, skus }
}

/** The goods columns the edit sets; a blank name is refused. */
function goodsColumns(input: AdminGoodsEditInput): Updateable<GoodsTable> {
  const set: Updateable<GoodsTable> = {}
  if (input.goods_name !== undefined) {
    const name = input.goods_name.trim()
    if (!name) throw invalidParam('goods_name')
    set.goods_name = name
  }
  if (input.introduction !== undefined) set.introduction = input.introduction.trim()
  if (input.description !== undefined) set.description = input.description
  if (input.status !== undefined) set.status = input.status
  return set
}

export async function goodsEdit(ctx: RequestContext, input: AdminGoodsEditInput): Promise<AdminGoodsView> {
  const set = goodsColumns(input)
  const skus = input.skus ?? []
  const seen = new Set<number>()
  for (const s of skus) {
    // each entry changes something, and names its SKU once: an edit means one thing
    if (seen.has(s.sku_id) || (s.price === undefined && s.market_price === undefined && s.stock === undefined)) throw invalidParam('skus')
    seen.add(s.sku_id)
  }
  if (!Object.keys(set).length && !skus.length) throw invalidParam('catalog_nothing_to_change')

  const goods = await ctx.db.transaction().execute(async (trx) => {
    const found = await repo.findGoods(trx, ctx.websiteId, input.goods_id)
    if (!found) throw notFound('goods_entity')
    const own = new Set((await repo.skusOfGoods(trx, input.goods_id)).map((s) => s.sku_id))
    const foreign = skus.find((s) => !own.has(s.sku_id))
    if (foreign) throw new DomainError(CatalogError.SKU_NOT_OF_GOODS, 'catalog_sku_not_of_goods', { sku_id: foreign.sku_id })
    if (Object.keys(set).length) await repo.updateGoods(trx, ctx.websiteId, input.goods_id, set)
    for (const s of skus) {
      await repo.updateSku(trx, input.goods_id, s.sku_id, { price: s.price, market_price: s.market_price, stock: s.stock })
    }
    return found
  })
  // its detail and card, and every list and count (status, name and price move goods in and out of lists)
  await invalidateGoods(ctx, [input.goods_id])
  // on or off sale: its shop's goods count (shop pages, street, the details' shop card) is counted again
  if (input.status !== undefined && input.status !== goods.status) {
    await invalidateShopGoodsCounts(ctx, ctx.websiteId, [goods.site_id])
  }
  return goodsInfo(ctx, { goods_id: input.goods_id })
}

export async function categoryEdit(ctx: RequestContext, input: AdminCategoryEditInput): Promise<AdminCategoryView> {
  const set: Parameters<typeof repo.updateCategory>[3] = {}
  if (input.category_name !== undefined) {
    const name = input.category_name.trim()
    if (!name) throw invalidParam('category_name')
    set.category_name = name
  }
  if (input.image !== undefined) set.image = input.image.trim()
  if (input.sort !== undefined) set.sort = input.sort
  if (!Object.keys(set).length) throw invalidParam('catalog_nothing_to_change')
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findCategory(trx, ctx.websiteId, input.category_id))) return undefined
    await repo.updateCategory(trx, ctx.websiteId, input.category_id, set)
    return repo.findCategory(trx, ctx.websiteId, input.category_id)
  })
  if (!updated) throw notFound('goods_category_entity')
  await invalidateCategories(ctx)
  return updated
}
