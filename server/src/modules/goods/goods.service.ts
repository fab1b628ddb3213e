import { boughtPieces } from '../cart/cart.repository.js'
import crypto from 'node:crypto'
import type { RequestContext } from '../../http/context.js'
import { ErrorCode, DomainError, notFound } from '../../http/errors.js'
import { likePattern, pageResult, paging, type PageResult } from '../catalog/catalog.paging.js'
import '../catalog/catalog.messages.js'
import { shopCardById } from '../shop/shop.service.js'
import type { ShopCard } from '../shop/shop.schema.js'
import * as repo from './goods.repository.js'
import type { GoodsCard, GoodsDetail, GoodsDetailInput, GoodsPageInput } from './goods.schema.js'

/** Counts of a filtered list change slowly; a few seconds of staleness saves a COUNT per page. */
const COUNT_TTL_SECONDS = 10

/** The category's own path ('1,5,23'), built by walking up its parents; undefined when unknown. */
export async function categoryPath(ctx: RequestContext, categoryId: number): Promise<string | undefined> {
  const ids: number[] = []
  let id = categoryId
  for (let depth = 0; depth < 3 && id > 0; depth++) {
    const c = await repo.findCategory(ctx.db, ctx.websiteId, id)
    if (!c) return undefined
    ids.unshift(c.category_id)
    id = c.pid
  }
  return ids.join(',')
}

/** Cards for these goods, in the given order; off-sale or foreign goods drop out. */
export async function goodsCards(ctx: RequestContext, goodsIds: number[]): Promise<GoodsCard[]> {
  const [goods, skus] = await Promise.all([repo.goodsWithShop(ctx.db, ctx.websiteId, goodsIds), repo.skusOf(ctx.db, goodsIds)])
  const byGoods = new Map<number, typeof skus>()
  for (const s of skus) {
    const list = byGoods.get(s.goods_id)
    if (list) list.push(s)
    else byGoods.set(s.goods_id, [s])
  }
  const cards = new Map<number, GoodsCard>()
  for (const g of goods) {
    const list = byGoods.get(g.goods_id)
    if (!list?.length) continue // a goods without SKUs cannot be bought: not shown
    const cheapest = list.reduce((a, b) => (b.price < a.price ? b : a))
    cards.set(g.goods_id, {
      goods_id: g.goods_id,
      sku_id: cheapest.sku_id,
      goods_name: g.goods_name,
      sku_image: cheapest.sku_image || g.goods_image,
      price: cheapest.price,
      market_price: cheapest.market_price,
      sale_num: g.sale_num,
      stock: list.reduce((n, s) => n + s.stock, 0),
      unit: g.unit,
      site_id: g.site_id,
      site_name: g.site_name,
    })
  }
  return goodsIds.flatMap((id) => cards.get(id) ?? [])
}

export async function goodsPage(ctx: RequestContext, input: GoodsPageInput): Promise<PageResult<GoodsCard>> {
  const { pageSize, offset } = paging(input)
  const filter: repo.GoodsFilter = { websiteId: ctx.websiteId }
  const keyword = input.keyword?.trim()
  if (keyword) filter.keywordPattern = likePattern(keyword)
  if (input.category_id) {
    const path = await categoryPath(ctx, input.category_id)
    if (path === undefined) return pageResult([], 0, pageSize)
    filter.categoryPath = path
  }
  if (input.site_id) filter.siteId = input.site_id
  if (input.recommend === 1) filter.recommend = true

  const countKey = `goods:count:${crypto.createHash('sha1').update(JSON.stringify(filter)).digest('hex')}`
  const cached = await ctx.kv.get(countKey)
  let count: number
  if (cached !== null) count = Number(cached)
  else {
    count = await repo.countGoods(ctx.db, filter)
    await ctx.kv.set(countKey, String(count), COUNT_TTL_SECONDS)
  }
  if (offset >= count) return pageResult([], count, pageSize)
  const ids = await repo.pageGoodsIds(ctx.db, filter, input.order ?? 'default', input.sort ?? 'desc', pageSize, offset)
  return pageResult(await goodsCards(ctx, ids), count, pageSize)
}

export async function goodsDetail(ctx: RequestContext, input: GoodsDetailInput): Promise<{ goods: GoodsDetail; shop: ShopCard }> {
  let goodsId = input.goods_id
  if (goodsId === undefined) {
    if (input.sku_id === undefined) throw new DomainError(ErrorCode.INVALID_PARAMS, 'invalid_param', { field: 'goods_id' })
    goodsId = await repo.goodsIdOfSku(ctx.db, input.sku_id)
  }
  const goods = goodsId === undefined ? undefined : await repo.findGoods(ctx.db, ctx.websiteId, goodsId)
  if (!goods) throw notFound('goods_entity')
  // what the member already bought only matters (and is only counted) under a per-member limit
  const memberId = ctx.memberId
  const [skus, shop, gallery, bought] = await Promise.all([
    repo.skusOf(ctx.db, [goods.goods_id]), shopCardById(ctx, goods.site_id), repo.galleryOf(ctx.db, goods.goods_id),
    memberId !== null && goods.member_limit > 0 ? boughtPieces(ctx.db, memberId, goods.goods_id) : 0,
  ])
  if (!skus.length || !shop) throw notFound('goods_entity')
  const images = gallery.length ? gallery : goods.goods_image ? [goods.goods_image] : []
  const prices = skus.map((s) => s.price)
  return {
    goods: {
      goods_id: goods.goods_id,
      goods_name: goods.goods_name,
      introduction: goods.introduction,
      description: goods.description,
      unit: goods.unit,
      category_id: goods.category_id,
      site_id: goods.site_id,
      images,
      sale_num: goods.sale_num,
      skus: skus.map((s) => ({
        sku_id: s.sku_id, spec_name: s.spec_name, sku_image: s.sku_image || goods.goods_image, price: s.price, market_price: s.market_price, stock: s.stock,
      })),
      price_min: Math.min(...prices),
      price_max: Math.max(...prices),
      stock_total: skus.reduce((n, s) => n + s.stock, 0),
      is_virtual: goods.is_virtual,
      min_buy: goods.min_buy,
      max_buy: goods.max_buy,
      member_limit: goods.member_limit,
      member_bought: bought,
    },
    shop,
  }
}

export interface CategoryNode {
  category_id: number
  category_name: string
  image: string
  level: number
  children: CategoryNode[]
}

export async function categoryTree(ctx: RequestContext): Promise<CategoryNode[]> {
  const rows = await repo.categoriesOf(ctx.db, ctx.websiteId)
  const nodes = new Map<number, CategoryNode>()
  for (const r of rows) nodes.set(r.category_id, { category_id: r.category_id, category_name: r.category_name, image: r.image, level: r.level, children: [] })
  const roots: CategoryNode[] = []
  // rows come in sort order, so children keep it too
  for (const r of rows) {
    const node = nodes.get(r.category_id)!
    if (r.pid === 0) roots.push(node)
    else nodes.get(r.pid)?.children.push(node)
  }
  return roots
}
