import { boughtPieces } from '../cart/cart.repository.js'
import type { AppDeps, RequestContext } from '../../http/context.js'
import { cacheHub, stringBytes } from '../../infra/cache.js'
import { KeyBatcher, batchersByOwner } from '../../infra/batch.js'
import { ErrorCode, DomainError, notFound } from '../../http/errors.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import '../catalog/catalog.messages.js'
import { forgetShopGoodsCounts, shopCardById } from '../shop/shop.service.js'
import { ShopCard } from '../shop/shop.schema.js'
import * as repo from './goods.repository.js'
import { GoodsDetail, type GoodsDetailAnswer, type GoodsCard, type GoodsDetailInput, type GoodsPageInput } from './goods.schema.js'
import { dataSerializer, SerializedData } from '../../contract/serialized.js'

/**
 * Caches (server/src/infra/cache.ts): what every visitor sees alike, for a few seconds. Stock and sales
 * move with every order, so goods cards live 5 s; a goods detail 5 minutes, because every write that
 * changes one drops it (checkouts, closes and refunds their stock, after they commit); list pages and counts 10 s (then up to 10 s more
 * while they reload in the background); shop cards 30 s; the category tree 5 minutes. Writers call
 * invalidateGoods / invalidateCategories after they commit, which drop them at once in every server
 * process: the operator's goods and category edits (goods.admin.service.ts) and evaluations (their
 * counters, invalidateGoodsDetail). Rows changed outside the server (SQL by hand, imports) show once
 * the entries expire.
 */
const CACHE = {
  // lists may be a little older still while they reload: pages loaded together expire together, and
  // without it every reader of an expired page waits for the database
  count: { name: 'goods:count', ttlMs: 10_000, staleMs: 10_000 },
  page: { name: 'goods:page', ttlMs: 10_000, staleMs: 10_000 },
  card: { name: 'goods:card', ttlMs: 5_000 },
  // invalidated by every write that changes one (operator edits, stock and sales moved by orders and
  // refunds, evaluations): the TTL only bounds what edits made outside the server leave stale
  detail: { name: 'goods:detail', ttlMs: 300_000, settleMs: 2_000 },
  shopCard: { name: 'goods:shop-card', ttlMs: 30_000 },
  categories: { name: 'goods:categories', ttlMs: 300_000 },
} as const
/** Each cache is bounded by bytes too (estimated from its values' JSON, infra/cache.ts): cards and pages 8 MiB each. */
const MB = 1024 * 1024
const cacheOf = <V>(deps: Pick<AppDeps, 'db'>, c: { name: string; ttlMs: number; staleMs?: number; settleMs?: number }, capacity = 20_000,
  maxBytes = 8 * MB, sizeOf?: (value: V) => number) =>
  cacheHub(deps).cache<V>(c.name, { ttlMs: c.ttlMs, staleMs: c.staleMs, settleMs: c.settleMs, capacity, maxBytes, sizeOf })

/** After goods, their SKUs or their shop changed: every cached piece of these goods (and every list) goes. */
export async function invalidateGoods(deps: Pick<AppDeps, 'db'>, goodsIds?: number[]): Promise<void> {
  const hub = cacheHub(deps)
  const keys = goodsIds?.map(String)
  await Promise.all([
    hub.invalidate(CACHE.card.name, keys), hub.invalidate(CACHE.detail.name, keys),
    hub.invalidate(CACHE.page.name), hub.invalidate(CACHE.count.name),
    // the shop cards' goods counts move with the goods
    ...(goodsIds ? [] : [hub.invalidate(CACHE.shopCard.name)]),
  ])
}

/**
 * After goods of these shops went on or off sale: their goods counts are counted again, on the shop
 * pages and in the shop cards the details join.
 */
export async function invalidateShopGoodsCounts(deps: Pick<AppDeps, 'db' | 'kv'>, websiteId: number, siteIds: number[]): Promise<void> {
  if (!siteIds.length) return
  await Promise.all([
    forgetShopGoodsCounts(deps, websiteId, siteIds),
    cacheHub(deps).invalidate(CACHE.shopCard.name, siteIds.map((id) => `${websiteId}:${id}`)),
  ])
}

/** After a goods' evaluation counters moved: only its detail shows them (cards and lists do not). */
export async function invalidateGoodsDetail(deps: Pick<AppDeps, 'db'>, goodsIds: number[]): Promise<void> {
  if (goodsIds.length) await cacheHub(deps).invalidate(CACHE.detail.name, goodsIds.map(String))
}

/** Percent of good evaluations, rounded; 0 with none. */
export const goodRate = (good: number, total: number): number => (total > 0 ? Math.round((good * 100) / total) : 0)

/** After categories changed. */
export async function invalidateCategories(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await cacheHub(deps).invalidate(CACHE.categories.name)
}

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

/** Cached pieces are keyed by goods_id alone (invalidations name goods) and carry their website. */
interface OfWebsite<T> { websiteId: number; value: T }

async function loadCards(db: RequestContext['db'], goodsIds: number[]): Promise<Map<number, OfWebsite<GoodsCard>>> {
  const [goods, skus] = await Promise.all([repo.goodsWithShop(db, goodsIds), repo.skusOf(db, goodsIds)])
  const byGoods = new Map<number, typeof skus>()
  for (const s of skus) {
    const list = byGoods.get(s.goods_id)
    if (list) list.push(s)
    else byGoods.set(s.goods_id, [s])
  }
  const cards = new Map<number, OfWebsite<GoodsCard>>()
  for (const g of goods) {
    const list = byGoods.get(g.goods_id)
    if (!list?.length) continue // a goods without SKUs cannot be bought: not shown
    const cheapest = list.reduce((a, b) => (b.price < a.price ? b : a))
    cards.set(g.goods_id, { websiteId: g.website_id, value: {
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
    } })
  }
  return cards
}

/** Card loads per database: the cards missing for every list page asked for in one turn share two queries. */
const cardBatcherOf = batchersByOwner<number, OfWebsite<GoodsCard>>()
const cardBatcher = ({ db }: RequestContext) => cardBatcherOf(db, () => new KeyBatcher((ids) => loadCards(db, ids)))

/** Cards for these goods, in the given order; off-sale or foreign goods drop out. */
export async function goodsCards(ctx: RequestContext, goodsIds: number[]): Promise<GoodsCard[]> {
  const cache = cacheOf<OfWebsite<GoodsCard> | null>(ctx, CACHE.card)
  const found = new Map<number, OfWebsite<GoodsCard> | null>()
  const missing: number[] = []
  for (const id of goodsIds) {
    const hit = cache.peek(String(id))
    if (hit === undefined) missing.push(id)
    else found.set(id, hit)
  }
  if (missing.length) {
    const loaded = await Promise.all(missing.map((id) => cardBatcher(ctx).load(id)))
    for (const [i, id] of missing.entries()) {
      const card = loaded[i] ?? null
      cache.set(String(id), card)
      found.set(id, card)
    }
  }
  return goodsIds.flatMap((id) => {
    const card = found.get(id)
    return card && card.websiteId === ctx.websiteId ? [card.value] : []
  })
}

export async function goodsPage(ctx: RequestContext, input: GoodsPageInput): Promise<PageResult<GoodsCard>> {
  const { pageSize, offset } = paging(input)
  const filter: repo.GoodsFilter = { websiteId: ctx.websiteId }
  const keyword = input.keyword?.trim()
  if (keyword) {
    filter.searchTokens = repo.searchTokens(keyword)
    // punctuation alone: no word to look for
    if (!filter.searchTokens.length) return pageResult([], 0, pageSize)
  }
  if (input.category_id) {
    const path = await categoryPath(ctx, input.category_id)
    if (path === undefined) return pageResult([], 0, pageSize)
    filter.categoryPath = path
  }
  if (input.site_id) filter.siteId = input.site_id
  if (input.brand_id) filter.brandId = input.brand_id
  if (input.recommend === 1) filter.recommend = true

  // one load per distinct list at a time, however many requests ask for it (single flight)
  const filterKey = JSON.stringify(filter)
  const count = await cacheOf<number>(ctx, CACHE.count, 5_000).get(filterKey, () => repo.countGoods(ctx.db, ctx.dialect, filter))
  if (offset >= count) return pageResult([], count, pageSize)
  const order = input.order ?? 'default'
  const dir = input.sort ?? 'desc'
  const ids = await cacheOf<number[]>(ctx, CACHE.page).get(`${filterKey}|${order}|${dir}|${pageSize}|${offset}`,
    () => repo.pageGoodsIds(ctx.db, ctx.dialect, filter, order, dir, pageSize, offset))
  return pageResult(await goodsCards(ctx, ids), count, pageSize)
}

/**
 * What every caller sees of a goods (member_bought 0), or null when it is not for sale: kept serialized.
 * With 100,000 goods most details in the cache are cold; as text, a hit sends them as they are and the
 * collector marks one object per goods, not the dozens of the answer's object graph. The shop's card is
 * cached apart and joined per request: its name, logo and goods count are fresh in every detail of the
 * shop as soon as its own entry is (30 s, or at once when goods of the shop go on or off sale).
 */
interface PublicDetail {
  websiteId: number
  siteId: number
  memberLimit: number
  goods: SerializedData<GoodsDetail>
}

interface CachedShopCard {
  card: ShopCard
  serialized: SerializedData<ShopCard>
}

/** Details are bounded by the bytes of their text (GOODS_DETAIL_CACHE_MB), the rest of an entry is small. */
const detailCache = (ctx: RequestContext) => cacheOf<PublicDetail | null>(ctx, CACHE.detail, 1_000_000, ctx.config.goodsDetailCacheMb * MB,
  (d) => (d ? stringBytes(d.goods.text) + 64 : 16))

const serializeGoods = dataSerializer<GoodsDetail>(GoodsDetail)
const serializeShop = dataSerializer<ShopCard>(ShopCard)

/** Detail rows by goods id, per database: the misses of one turn of the event loop share one query. */
const detailBatcherOf = batchersByOwner<number, repo.GoodsDetailRow>()
const detailRow = ({ db, dialect }: RequestContext, goodsId: number) =>
  detailBatcherOf(db, () => new KeyBatcher((ids) => repo.findGoodsDetails(db, dialect, ids))).load(goodsId)

async function loadDetail(ctx: RequestContext, goodsId: number): Promise<PublicDetail | null> {
  const goods = await detailRow(ctx, goodsId)
  if (!goods) return null
  const { skus, gallery } = goods
  if (!skus.length) return null
  const images = gallery.length ? gallery : goods.goods_image ? [goods.goods_image] : []
  const prices = skus.map((s) => s.price)
  const detail: GoodsDetail = {
    goods_id: goods.goods_id,
    goods_name: goods.goods_name,
    introduction: goods.introduction,
    description: goods.description,
    unit: goods.unit,
    category_id: goods.category_id,
    site_id: goods.site_id,
    brand_id: goods.brand_id,
    brand_name: goods.brand_name,
    video_url: goods.video_url,
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
    member_bought: 0,
    // counters kept on the goods row by each evaluation: no extra query here
    evaluate: Number(goods.evaluate),
    evaluate_good_rate: goodRate(Number(goods.evaluate_good), Number(goods.evaluate)),
  }
  return { websiteId: goods.website_id, siteId: goods.site_id, memberLimit: goods.member_limit, goods: serializeGoods(detail) }
}

/** A shop's card as the details show it (null: closed or gone), cached apart: shops are few, goods many. */
async function detailShopCard(ctx: RequestContext, siteId: number): Promise<CachedShopCard | null> {
  return cacheOf<CachedShopCard | null>(ctx, CACHE.shopCard, 5_000).get(`${ctx.websiteId}:${siteId}`, async () => {
    const card = await shopCardById(ctx, siteId)
    return card ? { card, serialized: serializeShop(card) } : null
  })
}

/**
 * The detail as the route sends it: the cached goods and shop texts joined, or, for a member under a
 * per-member limit, the object with what that member already bought (only then counted).
 */
export async function goodsDetail(ctx: RequestContext, input: GoodsDetailInput): Promise<GoodsDetailAnswer | SerializedData<GoodsDetailAnswer>> {
  let goodsId = input.goods_id
  if (goodsId === undefined) {
    if (input.sku_id === undefined) throw new DomainError(ErrorCode.INVALID_PARAMS, 'invalid_param', { field: 'goods_id' })
    goodsId = await repo.goodsIdOfSku(ctx.db, input.sku_id)
  }
  const id = goodsId
  const cached = id === undefined ? null : await detailCache(ctx).get(String(id), () => loadDetail(ctx, id))
  if (!cached || cached.websiteId !== ctx.websiteId) throw notFound('goods_entity')
  const shop = await detailShopCard(ctx, cached.siteId)
  if (!shop) throw notFound('goods_entity')
  const memberId = ctx.memberId
  if (memberId === null || cached.memberLimit <= 0) {
    return new SerializedData<GoodsDetailAnswer>(`{"goods":${cached.goods.text},"shop":${shop.serialized.text}}`)
  }
  const goods = cached.goods.parse()
  goods.member_bought = await boughtPieces(ctx.db, memberId, goods.goods_id)
  return { goods, shop: shop.card }
}

export interface CategoryNode {
  category_id: number
  category_name: string
  image: string
  level: number
  children: CategoryNode[]
}

export async function categoryTree(ctx: RequestContext): Promise<CategoryNode[]> {
  return cacheOf<CategoryNode[]>(ctx, CACHE.categories, 1_000).get(String(ctx.websiteId), () => loadCategoryTree(ctx))
}

async function loadCategoryTree(ctx: RequestContext): Promise<CategoryNode[]> {
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
