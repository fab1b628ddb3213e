import type { Static } from '@sinclair/typebox'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import { goodsCards } from '../goods/goods.service.js'
import * as repo from './favorite.repository.js'
import { FavoriteError } from './favorite.messages.js'
import type {
  BrowseDeleteInput, BrowseItem, CollectDeleteInput, CollectItem, CollectState, FavoritePageInput, GoodsIdInput,
} from './favorite.schema.js'

/** Bounds the rows one account can create. */
export const MAX_COLLECTS = 500
/** Footprints kept per member: the newest ones. */
export const MAX_FOOTPRINTS = 200

type Card = Omit<CollectItem, 'collect_id' | 'create_time'>

/** Cards for the goods, on-sale ones from the goods cards, the rest as invalid with their last name and picture. */
async function cardsOf(ctx: RequestContext, goodsIds: number[]): Promise<Map<number, Card>> {
  const unique = [...new Set(goodsIds)]
  const out = new Map<number, Card>()
  for (const c of await goodsCards(ctx, unique)) out.set(c.goods_id, { ...c, is_valid: 1 })
  const rest = unique.filter((id) => !out.has(id))
  for (const g of await repo.goodsBasics(ctx.db, ctx.websiteId, rest)) {
    out.set(g.goods_id, {
      goods_id: g.goods_id, sku_id: 0, goods_name: g.goods_name, sku_image: g.goods_image, price: 0, market_price: 0,
      sale_num: Number(g.sale_num), stock: 0, unit: g.unit, site_id: g.site_id, site_name: g.site_name ?? '', is_valid: 0,
    })
  }
  return out
}

function gone(goodsId: number, siteId: number): Card {
  return { goods_id: goodsId, sku_id: 0, goods_name: '', sku_image: '', price: 0, market_price: 0, sale_num: 0, stock: 0, unit: '', site_id: siteId, site_name: '', is_valid: 0 }
}

function idList(one: number | undefined, many: string | undefined): number[] {
  const ids = new Set<number>()
  if (one) ids.add(one)
  for (const s of (many ?? '').split(',')) {
    const n = Number(s)
    if (s && Number.isSafeInteger(n) && n > 0 && n <= 2147483647) ids.add(n)
  }
  return [...ids]
}

async function requireSaleable(ctx: RequestContext, goodsId: number) {
  const goods = await repo.saleableGoods(ctx.db, ctx.websiteId, goodsId)
  if (!goods) throw new DomainError(FavoriteError.GOODS_UNAVAILABLE, 'favorite_goods_unavailable')
  return goods
}

// ---- collections

export async function collectAdd(ctx: RequestContext, input: GoodsIdInput): Promise<Static<typeof CollectState>> {
  const memberId = requireMember(ctx)
  const goods = await requireSaleable(ctx, input.goods_id)
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertCollect(trx, { websiteId: ctx.websiteId, memberId, goodsId: goods.goods_id, siteId: goods.site_id, now: nowSeconds() })
    // counted after the insert, in the transaction: concurrent adds cannot pass the limit together
    if (inserted && await repo.countCollects(trx, ctx.websiteId, memberId) > MAX_COLLECTS) {
      throw new DomainError(FavoriteError.COLLECT_LIMIT, 'favorite_collect_limit', { max: MAX_COLLECTS })
    }
  })
  return { is_collect: 1 }
}

export async function collectDelete(ctx: RequestContext, input: CollectDeleteInput): Promise<{ deleted: number }> {
  const memberId = requireMember(ctx)
  const ids = idList(input.goods_id, input.goods_ids)
  const deleted = ids.length ? await repo.deleteCollects(ctx.db, ctx.websiteId, memberId, ids) : 0
  if (!deleted) throw new DomainError(FavoriteError.COLLECT_NOT_FOUND, 'favorite_collect_not_found')
  return { deleted }
}

export async function collectIs(ctx: RequestContext, input: GoodsIdInput): Promise<Static<typeof CollectState>> {
  const memberId = requireMember(ctx)
  return { is_collect: (await repo.isCollected(ctx.db, ctx.websiteId, memberId, input.goods_id)) ? 1 : 0 }
}

export async function collectPage(ctx: RequestContext, input: FavoritePageInput): Promise<PageResult<CollectItem>> {
  const memberId = requireMember(ctx)
  const { pageSize, offset } = paging(input)
  const count = await repo.countCollects(ctx.db, ctx.websiteId, memberId)
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageCollects(ctx.db, ctx.websiteId, memberId, pageSize, offset)
  const cards = await cardsOf(ctx, rows.map((r) => r.goods_id))
  return pageResult(rows.map((r) => ({
    ...(cards.get(r.goods_id) ?? gone(r.goods_id, r.site_id)),
    collect_id: Number(r.id),
    create_time: Number(r.created_at),
  })), count, pageSize)
}

// ---- footprints

export async function browseAdd(ctx: RequestContext, input: GoodsIdInput): Promise<{ id: number }> {
  const memberId = requireMember(ctx)
  const goods = await requireSaleable(ctx, input.goods_id)
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.upsertBrowse(trx, { websiteId: ctx.websiteId, memberId, goodsId: goods.goods_id, siteId: goods.site_id, now: nowSeconds() })
    await repo.trimBrowse(trx, ctx.websiteId, memberId, MAX_FOOTPRINTS)
    return id
  })
  return { id }
}

export async function browsePage(ctx: RequestContext, input: FavoritePageInput): Promise<PageResult<BrowseItem>> {
  const memberId = requireMember(ctx)
  const { pageSize, offset } = paging(input)
  const count = await repo.countBrowse(ctx.db, ctx.websiteId, memberId)
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageBrowse(ctx.db, ctx.websiteId, memberId, pageSize, offset)
  const cards = await cardsOf(ctx, rows.map((r) => r.goods_id))
  return pageResult(rows.map((r) => ({
    ...(cards.get(r.goods_id) ?? gone(r.goods_id, r.site_id)),
    id: Number(r.id),
    browse_time: Number(r.browse_time),
  })), count, pageSize)
}

export async function browseDelete(ctx: RequestContext, input: BrowseDeleteInput): Promise<{ deleted: number }> {
  const memberId = requireMember(ctx)
  const ids = idList(input.id, input.ids)
  const deleted = ids.length ? await repo.deleteBrowse(ctx.db, ctx.websiteId, memberId, ids) : 0
  if (!deleted) throw new DomainError(FavoriteError.BROWSE_NOT_FOUND, 'favorite_browse_not_found')
  return { deleted }
}
