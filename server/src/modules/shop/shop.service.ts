import { nowSeconds } from '../../db/database.js'
import { requireMember, type AppDeps, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, notFound } from '../../http/errors.js'
import { likePattern, pageResult, paging, type PageResult } from '../../http/paging.js'
import '../catalog/catalog.messages.js'
import { distanceMetres } from './shop.geo.js'
import * as repo from './shop.repository.js'
import { ShopFollowError } from './shop.messages.js'
import type {
  FollowedShop, MemberShopPageInput, ShopCard, ShopCategoryNode, ShopDetail, ShopFollowState, ShopInfoInput, ShopPageInput,
  ShopPublicDetail, ShopSiteInput, ShopStore,
} from './shop.schema.js'

type CardRow = Awaited<ReturnType<typeof repo.pageShops>>[number]

/**
 * A shop's goods count changes slowly but costs a COUNT over its goods (tens of thousands in a real
 * mall) on every card: a few seconds of staleness, as for the goods list's count, saves it per call.
 */
const GOODS_COUNT_TTL_SECONDS = 10

const goodsCountKey = (websiteId: number, siteId: number) => `shop:goods_count:${websiteId}:${siteId}`

/** After goods of these shops went on or off sale: their counts are counted again at the next read. */
export async function forgetShopGoodsCounts(deps: Pick<AppDeps, 'kv'>, websiteId: number, siteIds: number[]): Promise<void> {
  await Promise.all(siteIds.map((id) => deps.kv.del(goodsCountKey(websiteId, id))))
}

async function goodsCounts(ctx: RequestContext, siteIds: number[]): Promise<Map<number, number>> {
  const key = (id: number) => goodsCountKey(ctx.websiteId, id)
  const counts = new Map<number, number>()
  const cached = await Promise.all(siteIds.map((id) => ctx.kv.get(key(id))))
  const missing = siteIds.filter((id, i) => {
    if (cached[i] === null) return true
    counts.set(id, Number(cached[i]))
    return false
  })
  if (missing.length) {
    const fresh = await repo.goodsCounts(ctx.db, missing)
    await Promise.all(missing.map((id) => {
      const n = fresh.get(id) ?? 0
      counts.set(id, n)
      return ctx.kv.set(key(id), String(n), GOODS_COUNT_TTL_SECONDS)
    }))
  }
  return counts
}

const card = (r: CardRow, goodsCount: number, distance?: number): ShopCard => ({
  site_id: r.site_id,
  site_name: r.site_name,
  logo: r.logo,
  banner: r.banner,
  address: r.address,
  full_address: r.full_address,
  lat: Number(r.lat),
  lng: Number(r.lng),
  start_time: r.start_time,
  end_time: r.end_time,
  ...(distance === undefined ? {} : { distance }),
  goods_count: goodsCount,
  is_recommend: r.is_recommend,
})

export async function shopPage(ctx: RequestContext, input: ShopPageInput): Promise<PageResult<ShopCard>> {
  const { pageSize, offset } = paging(input)
  const lat = input.lat === '' ? undefined : input.lat
  const lng = input.lng === '' ? undefined : input.lng
  if ((lat === undefined) !== (lng === undefined)) {
    throw new DomainError(ErrorCode.INVALID_PARAMS, 'invalid_param', { field: lat === undefined ? 'lat' : 'lng' })
  }
  const filter: repo.ShopFilter = { websiteId: ctx.websiteId }
  const keyword = input.keyword?.trim()
  if (keyword) filter.keywordPattern = likePattern(keyword)
  if (input.recommend === 1) filter.recommend = true

  if (lat !== undefined && lng !== undefined) {
    const ranked = (await repo.shopPositions(ctx.db, filter))
      .map((p) => ({ id: p.site_id, d: distanceMetres(lat, lng, Number(p.lat), Number(p.lng)) }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
    const slice = ranked.slice(offset, offset + pageSize)
    const ids = slice.map((x) => x.id)
    const [rows, counts] = await Promise.all([repo.shopsByIds(ctx.db, ctx.websiteId, ids), goodsCounts(ctx, ids)])
    const rowOf = new Map(rows.map((r) => [r.site_id, r]))
    const list = slice.flatMap((x) => {
      const r = rowOf.get(x.id)
      return r ? [card(r, counts.get(x.id) ?? 0, x.d)] : []
    })
    return pageResult(list, ranked.length, pageSize)
  }
  const count = await repo.countShops(ctx.db, filter)
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageShops(ctx.db, filter, pageSize, offset)
  const counts = await goodsCounts(ctx, rows.map((r) => r.site_id))
  return pageResult(rows.map((r) => card(r, counts.get(r.site_id) ?? 0)), count, pageSize)
}

export async function shopCardById(ctx: RequestContext, siteId: number): Promise<ShopCard | undefined> {
  const shop = await repo.findShop(ctx.db, ctx.websiteId, siteId)
  if (!shop) return undefined
  const counts = await goodsCounts(ctx, [siteId])
  return card(shop, counts.get(siteId) ?? 0)
}

/**
 * What every caller sees of an open shop, or undefined: nothing of the caller in it, so a cache may
 * wrap this function as it is (the follow state is added per caller by shopInfo).
 */
export async function shopPublicDetail(ctx: RequestContext, siteId: number): Promise<ShopPublicDetail | undefined> {
  const shop = await repo.findShop(ctx.db, ctx.websiteId, siteId)
  if (!shop) return undefined
  const counts = await goodsCounts(ctx, [shop.site_id])
  return {
    ...card(shop, counts.get(shop.site_id) ?? 0),
    introduction: shop.introduction,
    telephone: shop.telephone,
    province_name: shop.province_name,
    city_name: shop.city_name,
    district_name: shop.district_name,
  }
}

/** follow_num read fresh (it moves with every follow) and the caller's own state. */
async function followState(ctx: RequestContext, siteId: number, memberId = ctx.memberId): Promise<ShopFollowState> {
  const [num, following] = await Promise.all([
    repo.followNum(ctx.db, ctx.websiteId, siteId),
    memberId ? repo.isFollowing(ctx.db, siteId, memberId) : Promise.resolve(false),
  ])
  return { follow_num: num ?? 0, is_follow: num !== undefined && following ? 1 : 0 }
}

export async function shopInfo(ctx: RequestContext, input: ShopInfoInput): Promise<ShopDetail> {
  const detail = await shopPublicDetail(ctx, input.site_id)
  if (!detail) throw notFound('shop_entity')
  return { ...detail, ...(await followState(ctx, input.site_id)) }
}

async function requireOpenShop(ctx: RequestContext, siteId: number) {
  const shop = await repo.findShop(ctx.db, ctx.websiteId, siteId)
  if (!shop) throw notFound('shop_entity')
  return shop
}

// ---- following

/** A member follows at most this many shops: bounds the rows one account can create. */
export const MAX_FOLLOWS = 500

export async function follow(ctx: RequestContext, input: ShopSiteInput): Promise<ShopFollowState> {
  const memberId = requireMember(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    const shop = await repo.findShop(trx, ctx.websiteId, input.site_id)
    if (!shop) throw new DomainError(ShopFollowError.SHOP_UNAVAILABLE, 'shopfollow_shop_unavailable')
    const inserted = await repo.insertFollow(trx, { websiteId: ctx.websiteId, siteId: shop.site_id, memberId, now: nowSeconds() })
    if (!inserted) return
    // counted after the insert, in the transaction: concurrent follows of different shops cannot pass the limit together
    if (await repo.countFollows(trx, ctx.websiteId, memberId) > MAX_FOLLOWS) {
      throw new DomainError(ShopFollowError.FOLLOW_LIMIT, 'shopfollow_limit', { max: MAX_FOLLOWS })
    }
    await repo.addFollowNum(trx, shop.site_id, 1)
  })
  return followState(ctx, input.site_id, memberId)
}

export async function unfollow(ctx: RequestContext, input: ShopSiteInput): Promise<ShopFollowState> {
  const memberId = requireMember(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    if (await repo.deleteFollow(trx, input.site_id, memberId)) await repo.addFollowNum(trx, input.site_id, -1)
  })
  return followState(ctx, input.site_id, memberId)
}

export async function isFollow(ctx: RequestContext, input: ShopSiteInput): Promise<ShopFollowState> {
  return followState(ctx, input.site_id, requireMember(ctx))
}

export async function memberShopPage(ctx: RequestContext, input: MemberShopPageInput): Promise<PageResult<FollowedShop>> {
  const memberId = requireMember(ctx)
  const { pageSize, offset } = paging(input)
  const count = await repo.countFollows(ctx.db, ctx.websiteId, memberId, true)
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageFollowedShops(ctx.db, ctx.websiteId, memberId, pageSize, offset)
  const counts = await goodsCounts(ctx, rows.map((r) => r.site_id))
  return pageResult(rows.map((r) => ({
    ...card(r, counts.get(r.site_id) ?? 0),
    follow_num: Number(r.follow_num),
    follow_time: Number(r.follow_time),
  })), count, pageSize)
}

// ---- categories and stores

/**
 * The tree drawn from the categories of the shop's goods on sale. It costs a DISTINCT over the shop's
 * goods, so it is kept for a minute per shop (a shop's goods rarely move between categories).
 */
const CATEGORY_TTL_SECONDS = 60

export async function shopCategories(ctx: RequestContext, input: ShopSiteInput): Promise<ShopCategoryNode[]> {
  await requireOpenShop(ctx, input.site_id)
  const key = `shop:categories:${ctx.websiteId}:${input.site_id}`
  const cached = await ctx.kv.get(key)
  if (cached !== null) return JSON.parse(cached) as ShopCategoryNode[]
  const tree = await buildCategoryTree(ctx, input.site_id)
  await ctx.kv.set(key, JSON.stringify(tree), CATEGORY_TTL_SECONDS)
  return tree
}

async function buildCategoryTree(ctx: RequestContext, siteId: number): Promise<ShopCategoryNode[]> {
  const ids = new Set<number>()
  for (const path of await repo.shopCategoryPaths(ctx.db, ctx.websiteId, siteId)) {
    for (const part of path.split(',')) {
      const id = Number(part)
      if (Number.isInteger(id) && id > 0) ids.add(id)
    }
  }
  const rows = await repo.categoriesByIds(ctx.db, ctx.websiteId, [...ids])
  type Node = { category_id: number; category_name: string; image: string; level: number; children: Node[] }
  const nodes = new Map<number, Node>(rows.map((r) => [r.category_id, {
    category_id: r.category_id, category_name: r.category_name, image: r.image, level: r.level, children: [],
  }]))
  const roots: Node[] = []
  // rows come in sort order, so children are appended in sort order too
  for (const r of rows) {
    const node = nodes.get(r.category_id)!
    if (r.level <= 1 || r.pid === 0) roots.push(node)
    else if (r.level <= 3) nodes.get(r.pid)?.children.push(node)
  }
  return roots as ShopCategoryNode[]
}

export async function shopStores(ctx: RequestContext, input: ShopSiteInput): Promise<ShopStore[]> {
  await requireOpenShop(ctx, input.site_id)
  const rows = await repo.shopStores(ctx.db, ctx.websiteId, input.site_id)
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }))
}
