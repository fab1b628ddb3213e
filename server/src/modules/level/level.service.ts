import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { addonFlags, getWebsiteConfig } from '../config/config.service.js'
import { couponTypeView } from '../coupon/coupon.service.js'
import { EVALUATE_CONFIG_KEY, parseRewardConfig as parseEvaluateReward } from '../evaluate/evaluate.service.js'
import { moveAccount } from '../account/account.ledger.js'
import { effectiveReward } from '../member/member.reward.service.js'
import { REFUND_STATUS } from '../refund/refund.machine.js'
import { parseSigninConfig } from '../signin/signin.rules.js'
import { SIGNIN_CONFIG_KEY } from '../signin/signin.service.js'
import { giveLevelGift } from './level.gift.js'
import { LevelError } from './level.messages.js'
import {
  findLevel, idList, issuablePlatformCouponTypes, listLevels, memberCounts, stringList, type LevelRow,
} from './level.repository.js'
import { crossedLevels, levelProgress, nextLevel, orderGrowth, parseGrowthConfig, reachedLevel } from './level.rules.js'
import type {
  AdminMemberLevelView, GrowthRule, GrowthRules, LevelAddInput, LevelEditInput, LevelInfo, MemberLevelView,
} from './level.schema.js'
import { LEVEL_STATUS } from './level.table.js'

/** website_config key of the growth rule of orders: {order_growth: growth per yuan of the goods paid}. */
export const GROWTH_CONFIG_KEY = 'member_growth_config'
/** Ledger from_type of an order's growth (relate_tag: the order number). */
export const ORDER_GROWTH_FROM_TYPE = 'order_growth'

type CouponTypes = Awaited<ReturnType<typeof issuablePlatformCouponTypes>>

async function couponTypesOf(db: Kysely<Database>, websiteId: number, levels: LevelRow[]): Promise<Map<number, CouponTypes[number]>> {
  const ids = [...new Set(levels.flatMap((l) => idList(l.gift_coupon)))]
  return new Map((await issuablePlatformCouponTypes(db, websiteId, ids)).map((c) => [c.id, c]))
}

function levelView(l: LevelRow, rank: number, coupons: Map<number, CouponTypes[number]>): MemberLevelView {
  const ids = idList(l.gift_coupon)
  return {
    level_id: l.level_id,
    level_name: l.level_name,
    rank,
    growth: Number(l.growth),
    discount: l.discount,
    level_tag: l.level_tag,
    level_color: l.level_color,
    service: l.service,
    condition: l.condition_text,
    equity: stringList(l.equity),
    gift_point: Number(l.gift_point),
    gift_balance: Number(l.gift_balance),
    gift_coupon: ids,
    gift_coupon_list: ids.flatMap((id) => (coupons.has(id) ? [couponTypeView(coupons.get(id)!)] : [])),
    status: l.status,
  }
}

/** The levels switched on, ranked. */
async function shownLevels(db: Kysely<Database>, websiteId: number): Promise<MemberLevelView[]> {
  const levels = await listLevels(db, websiteId)
  const coupons = await couponTypesOf(db, websiteId, levels)
  return levels.map((l, i) => levelView(l, i + 1, coupons))
}

export async function lists(ctx: RequestContext): Promise<MemberLevelView[]> {
  return shownLevels(ctx.db, ctx.websiteId)
}

/**
 * The member's level (the one held: levels only go up; none while it is switched off), the next one
 * above it and the way there.
 */
export async function info(ctx: RequestContext): Promise<LevelInfo> {
  const memberId = requireMember(ctx)
  const member = await ctx.db.selectFrom('member').select(['growth', 'member_level'])
    .where('id', '=', memberId).where('website_id', '=', ctx.websiteId).executeTakeFirstOrThrow()
  const growth = Number(member.growth)
  const levels = await shownLevels(ctx.db, ctx.websiteId)
  const current = levels.find((l) => l.level_id === member.member_level) ?? null
  const threshold = current ? current.growth : -1
  const next = nextLevel(levels, threshold)
  return {
    growth,
    level: current,
    next_level: next,
    need_growth: next ? Math.max(0, next.growth - growth) : 0,
    progress: levelProgress(growth, Math.max(0, threshold), next ? next.growth : null),
  }
}

/** What gives growth now, from each rule's own setting. */
export async function growthRules(ctx: RequestContext): Promise<GrowthRules> {
  const [flags, growthRaw, signinRaw, evaluateRaw, reward] = await Promise.all([
    addonFlags(ctx),
    getWebsiteConfig(ctx, ctx.websiteId, GROWTH_CONFIG_KEY),
    getWebsiteConfig(ctx, ctx.websiteId, SIGNIN_CONFIG_KEY),
    getWebsiteConfig(ctx, ctx.websiteId, EVALUATE_CONFIG_KEY),
    effectiveReward(ctx.db, ctx),
  ])
  const list: GrowthRule[] = []
  const order = parseGrowthConfig(growthRaw)
  if (order.order_growth > 0) list.push({ type: 'order', growth: order.order_growth, days: 0 })
  const signin = parseSigninConfig(signinRaw)
  if (flags.membersignin && signin.is_use) {
    if (signin.growth > 0) list.push({ type: 'signin', growth: signin.growth, days: 0 })
    for (const r of signin.continuous) if (r.growth > 0) list.push({ type: 'signin_continuous', growth: r.growth, days: r.days })
  }
  const evaluate = parseEvaluateReward(evaluateRaw)
  if (evaluate.growth > 0) list.push({ type: 'evaluate', growth: evaluate.growth, days: 0 })
  if (reward.is_use && reward.value.growth > 0) list.push({ type: 'register', growth: reward.value.growth, days: 0 })
  return { list }
}

// ---- growth moves the level ----

/**
 * After a growth movement of the member (in its transaction, the member row already updated and so
 * locked): moves the member up to the highest level switched on whose threshold the growth meets,
 * never down, by a guarded update; each level passed on the way gives its upgrade gift package once.
 * Of movements racing for one member, each runs after the other's commit (the row lock; SQLite has
 * one writer), so the first sees the old level and the rest find it already moved.
 */
export async function recomputeLevel(trx: Kysely<Database>, websiteId: number, memberId: number, now: number): Promise<void> {
  const member = await trx.selectFrom('member').select(['growth', 'member_level'])
    .where('id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()
  if (!member) return
  const levels = await listLevels(trx, websiteId, { all: true })
  if (!levels.length) return
  const shown = levels.filter((l) => l.status === LEVEL_STATUS.ON)
  const held = levels.find((l) => l.level_id === member.member_level)
  const from = held ? held.growth : -1
  const target = reachedLevel(shown, Number(member.growth))
  if (!target || target.growth <= from) return
  const moved = await trx.updateTable('member').set({ member_level: target.level_id })
    .where('id', '=', memberId).where('website_id', '=', websiteId).where('member_level', '=', member.member_level)
    .executeTakeFirst()
  if (Number(moved.numUpdatedRows) !== 1) return
  for (const level of crossedLevels(shown, from, target.growth)) await giveLevelGift(trx, websiteId, memberId, level, now)
}

/**
 * The growth of a completed order: the operator's growth per yuan of the goods money paid (after every
 * discount, points included), lines refunded in full left out; once per order (the ledger's key is
 * the order number). A wholly refunded order closes and never completes: it earns none.
 */
export async function creditOrderGrowth(trx: Kysely<Database>, orderId: number, at: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['website_id', 'member_id', 'order_no']).where('order_id', '=', orderId).executeTakeFirst()
  if (!order) return
  const config = parseGrowthConfig(await getWebsiteConfig(trx, order.website_id, GROWTH_CONFIG_KEY))
  if (config.order_growth <= 0) return
  const lines = await trx.selectFrom('order_goods').select(['real_goods_money', 'refund_status']).where('order_id', '=', orderId).execute()
  const paid = lines.filter((l) => l.refund_status !== REFUND_STATUS.FINISHED).reduce((a, l) => a + Number(l.real_goods_money), 0)
  const growth = orderGrowth(paid, config.order_growth)
  if (growth <= 0) return
  await moveAccount(trx, {
    websiteId: order.website_id, memberId: order.member_id, accountType: 'growth', amount: growth,
    fromType: ORDER_GROWTH_FROM_TYPE, relateTag: order.order_no, remark: `order ${order.order_no}`, now: at,
  })
}

// ---- the operator ----

const fieldInvalid = (field: string) => new DomainError(LevelError.LEVEL_FIELD_INVALID, 'level_field_invalid', { field: `level_field_${field}` })
const notFound = () => new DomainError(LevelError.LEVEL_NOT_FOUND, 'level_not_found')
const COLOR = /^(#[0-9A-Fa-f]{6})?$/

async function adminView(ctx: RequestContext, levelId: number): Promise<AdminMemberLevelView> {
  const all = await adminLists(ctx)
  const v = all.find((l) => l.level_id === levelId)
  if (!v) throw notFound()
  return v
}

export async function adminLists(ctx: RequestContext): Promise<AdminMemberLevelView[]> {
  const levels = await listLevels(ctx.db, ctx.websiteId, { all: true })
  const [coupons, counts] = await Promise.all([couponTypesOf(ctx.db, ctx.websiteId, levels), memberCounts(ctx.db, ctx.websiteId)])
  return levels.map((l, i) => ({ ...levelView(l, i + 1, coupons), member_count: counts.get(l.level_id) ?? 0 }))
}

type LevelFields = Omit<LevelAddInput, 'level_name' | 'growth'> & { level_name?: string; growth?: number }

/** Checks and normalises what the operator sent; the stored columns it changes. */
async function columnsOf(ctx: RequestContext, input: LevelFields, selfId: number) {
  const out: Record<string, string | number> = {}
  if (input.level_name !== undefined) {
    const name = input.level_name.trim()
    if (!name) throw fieldInvalid('level_name')
    const taken = await ctx.db.selectFrom('member_level').select('level_id').where('website_id', '=', ctx.websiteId)
      .where('level_name', '=', name).where('level_id', '!=', selfId).executeTakeFirst()
    if (taken) throw new DomainError(LevelError.LEVEL_NAME_TAKEN, 'level_name_taken', { name })
    out.level_name = name
  }
  if (input.growth !== undefined) {
    const taken = await ctx.db.selectFrom('member_level').select('level_id').where('website_id', '=', ctx.websiteId)
      .where('growth', '=', input.growth).where('level_id', '!=', selfId).executeTakeFirst()
    if (taken) throw new DomainError(LevelError.LEVEL_GROWTH_TAKEN, 'level_growth_taken', { growth: input.growth })
    out.growth = input.growth
  }
  if (input.discount !== undefined) out.discount = input.discount
  if (input.level_tag !== undefined) out.level_tag = input.level_tag.trim()
  if (input.level_color !== undefined) {
    const color = input.level_color.trim()
    if (!COLOR.test(color)) throw fieldInvalid('level_color')
    out.level_color = color
  }
  if (input.service !== undefined) out.service = input.service.trim()
  if (input.condition !== undefined) out.condition_text = input.condition.trim()
  if (input.equity !== undefined) {
    const equity = input.equity.map((e) => e.trim())
    if (equity.some((e) => !e)) throw fieldInvalid('equity')
    out.equity = JSON.stringify(equity)
  }
  if (input.gift_point !== undefined) out.gift_point = input.gift_point
  if (input.gift_balance !== undefined) out.gift_balance = input.gift_balance
  if (input.gift_coupon !== undefined) {
    const ids = [...new Set(input.gift_coupon)]
    const found = new Set((await issuablePlatformCouponTypes(ctx.db, ctx.websiteId, ids)).map((c) => c.id))
    const missing = ids.find((id) => !found.has(id))
    if (missing !== undefined) throw new DomainError(LevelError.LEVEL_COUPON_INVALID, 'level_coupon_invalid', { id: missing })
    out.gift_coupon = JSON.stringify(ids)
  }
  if (input.status !== undefined) out.status = input.status
  return out
}

/** Two operators saving the same threshold or name at once: the unique index decides. */
async function unique<T>(ctx: RequestContext, input: LevelFields, selfId: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (!/unique|duplicate/i.test(String((err as Error)?.message))) throw err
    // the other writer's row is there now: say which rule it broke
    await columnsOf(ctx, input, selfId)
    throw err
  }
}

export async function adminAdd(ctx: RequestContext, input: LevelAddInput): Promise<AdminMemberLevelView> {
  const columns = await columnsOf(ctx, input, 0)
  const now = nowSeconds()
  const row = await unique(ctx, input, 0, () => ctx.db.insertInto('member_level')
    .values({ website_id: ctx.websiteId, level_name: columns.level_name as string, growth: columns.growth as number, ...columns, created_at: now, updated_at: now })
    .returning('level_id').executeTakeFirstOrThrow())
  return adminView(ctx, row.level_id)
}

export async function adminEdit(ctx: RequestContext, input: LevelEditInput): Promise<AdminMemberLevelView> {
  if (!(await findLevel(ctx.db, ctx.websiteId, input.level_id))) throw notFound()
  const columns = await columnsOf(ctx, input, input.level_id)
  await unique(ctx, input, input.level_id, () => ctx.db.updateTable('member_level').set({ ...columns, updated_at: nowSeconds() })
    .where('level_id', '=', input.level_id).where('website_id', '=', ctx.websiteId).execute())
  return adminView(ctx, input.level_id)
}

/**
 * Deletes a level nobody holds. The check and the delete are one statement, so a member moved up to
 * the level meanwhile keeps the delete from happening.
 */
export async function adminDelete(ctx: RequestContext, input: { level_id: number }): Promise<null> {
  if (!(await findLevel(ctx.db, ctx.websiteId, input.level_id))) throw notFound()
  const res = await ctx.db.deleteFrom('member_level').where('level_id', '=', input.level_id).where('website_id', '=', ctx.websiteId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member').select('member.id')
      .where('member.website_id', '=', ctx.websiteId).where('member.member_level', '=', input.level_id))))
    .executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) {
    const held = await ctx.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', ctx.websiteId).where('member_level', '=', input.level_id).executeTakeFirstOrThrow()
    if (Number(held.n) > 0) throw new DomainError(LevelError.LEVEL_IN_USE, 'level_in_use', { count: Number(held.n) })
    throw notFound()
  }
  return null
}
