import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, notFound } from '../../http/errors.js'
import { likePattern, pageResult, paging, type PageResult } from '../catalog/catalog.paging.js'
import '../catalog/catalog.messages.js'
import { distanceMetres } from './shop.geo.js'
import * as repo from './shop.repository.js'
import type { ShopCard, ShopDetail, ShopInfoInput, ShopPageInput } from './shop.schema.js'

type CardRow = Awaited<ReturnType<typeof repo.pageShops>>[number]

/**
 * A shop's goods count changes slowly but costs a COUNT over its goods (tens of thousands in a real
 * mall) on every card: a few seconds of staleness, as for the goods list's count, saves it per call.
 */
const GOODS_COUNT_TTL_SECONDS = 10

async function goodsCounts(ctx: RequestContext, siteIds: number[]): Promise<Map<number, number>> {
  const key = (id: number) => `shop:goods_count:${ctx.websiteId}:${id}`
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

export async function shopInfo(ctx: RequestContext, input: ShopInfoInput): Promise<ShopDetail> {
  const shop = await repo.findShop(ctx.db, ctx.websiteId, input.site_id)
  if (!shop) throw notFound('shop_entity')
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
