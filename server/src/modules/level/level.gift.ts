import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { paging } from '../../http/paging.js'
import { issueCoupons } from '../coupon/coupon.repository.js'
import { moveAccount } from '../account/account.ledger.js'
import { LevelError } from './level.messages.js'
import { idList, issuablePlatformCouponTypes, type GiftRow, type LevelRow } from './level.repository.js'
import type { GiftView } from './level.schema.js'

/** member_gift.source of an upgrade gift package (source_id: the level). */
export const LEVEL_GIFT_SOURCE = 'level_upgrade'
/** Ledger from_type and coupon get_type of an upgrade gift package (relate_tag: the level id). */
export const LEVEL_GIFT_FROM_TYPE = 'level_gift'

interface GiftCouponSnapshot {
  coupon_type_id: number
  coupon_name: string
  type: 'reward' | 'discount'
  money: number
  discount: number
  at_least: number
}

/**
 * The upgrade gift package of a level, to a member who just reached it, inside the growth movement's
 * transaction: the gift row first (unique per member and level: a second arrival inserts nothing and
 * gives nothing), then its points and balance through the ledger (from_type 'level_gift', relate_tag
 * the level id: once) and its coupons (one grant per member, type and level). An empty package leaves
 * no row. The package holds no growth, so it cannot move the member again.
 */
export async function giveLevelGift(trx: Kysely<Database>, websiteId: number, memberId: number, level: LevelRow, now: number): Promise<boolean> {
  const point = Number(level.gift_point)
  const balance = Number(level.gift_balance)
  const types = await issuablePlatformCouponTypes(trx, websiteId, idList(level.gift_coupon))
  if (point <= 0 && balance <= 0 && !types.length) return false
  const gift = await trx.insertInto('member_gift')
    .values({ website_id: websiteId, member_id: memberId, source: LEVEL_GIFT_SOURCE, source_id: level.level_id, title: level.level_name, point, balance, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'source', 'source_id']).doNothing())
    .returning('id').executeTakeFirst()
  if (!gift) return false
  const tag = String(level.level_id)
  const base = { websiteId, memberId, fromType: LEVEL_GIFT_FROM_TYPE, relateTag: tag, remark: `level ${level.level_name}`, now }
  await moveAccount(trx, { ...base, accountType: 'point', amount: point })
  await moveAccount(trx, { ...base, accountType: 'balance', amount: balance })
  const issued = new Set(await issueCoupons(trx, { websiteId, memberId, typeIds: types.map((t) => t.id), getType: LEVEL_GIFT_FROM_TYPE, relateTag: `level:${tag}`, now }))
  const coupons: GiftCouponSnapshot[] = types.filter((t) => issued.has(t.id)).map((t) => ({
    coupon_type_id: t.id, coupon_name: t.name, type: t.type, money: Number(t.money), discount: t.discount, at_least: Number(t.at_least),
  }))
  if (coupons.length) await trx.updateTable('member_gift').set({ coupons: JSON.stringify(coupons) }).where('id', '=', gift.id).execute()
  return true
}

function couponsOf(text: string): GiftCouponSnapshot[] {
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? v.filter((c) => c && typeof c === 'object' && Number.isSafeInteger(c.coupon_type_id)).map((c) => ({
      coupon_type_id: c.coupon_type_id, coupon_name: String(c.coupon_name ?? ''), type: c.type === 'discount' ? 'discount' : 'reward',
      money: Number(c.money) || 0, discount: Number(c.discount) || 0, at_least: Number(c.at_least) || 0,
    })) : []
  } catch {
    return []
  }
}

const giftView = (g: GiftRow): GiftView => ({
  id: g.id, source: g.source, source_id: g.source_id, title: g.title, point: Number(g.point), balance: Number(g.balance),
  coupon_list: couponsOf(g.coupons), create_time: Number(g.created_at),
})

export async function giftPage(ctx: RequestContext, input: { page?: number; page_size?: number }) {
  const memberId = requireMember(ctx)
  const pg = paging(input)
  const q = ctx.db.selectFrom('member_gift').where('website_id', '=', ctx.websiteId).where('member_id', '=', memberId)
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').offset(pg.offset).limit(pg.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const count = Number(total.n)
  return { list: rows.map(giftView), count, page_count: Math.ceil(count / pg.pageSize) }
}

/** One of the caller's gifts; another member's is not found. */
export async function giftDetail(ctx: RequestContext, input: { id: number }): Promise<GiftView> {
  const memberId = requireMember(ctx)
  const g = await ctx.db.selectFrom('member_gift').selectAll()
    .where('id', '=', input.id).where('website_id', '=', ctx.websiteId).where('member_id', '=', memberId).executeTakeFirst()
  if (!g) throw new DomainError(LevelError.GIFT_NOT_FOUND, 'gift_not_found')
  return giftView(g)
}
