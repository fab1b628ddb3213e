import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { RequestContext } from '../../http/context.js'
import { moveAccount } from '../account/account.ledger.js'
import { addonFlags, getWebsiteConfig } from '../config/config.service.js'
import { findActiveCouponTypes, issueCoupons } from '../coupon/coupon.repository.js'
import type { CouponTypeView } from '../coupon/coupon.schema.js'
import { couponTypeView } from '../coupon/coupon.service.js'
import { onMemberRegistered } from './member.service.js'

export const REWARD_CONFIG_KEY = 'memberregister_config'
/** The ledger / coupon grant key of the registration reward: (member, 'register', 'reward') happens once. */
export const REWARD_FROM_TYPE = 'register'
export const REWARD_TAG = 'reward'

/** What the operator stores under website_config 'memberregister_config'. */
export interface StoredRewardConfig {
  is_use: 0 | 1
  point: number
  /** fen, credited to the non-withdrawable balance */
  balance: number
  growth: number
  /** platform_coupon_type ids */
  coupon: number[]
}

export interface RewardConfigAnswer {
  is_use: 0 | 1
  value: {
    point: number
    balance: number
    growth: number
    coupon: number[]
    coupon_list: CouponTypeView[]
  }
}

const amount = (v: unknown) => {
  const n = Number(v)
  return Number.isSafeInteger(n) && n > 0 ? n : 0
}

export function parseRewardConfig(raw: unknown): StoredRewardConfig {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const coupon = Array.isArray(s.coupon) ? [...new Set(s.coupon.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))] : []
  return {
    is_use: s.is_use === 1 || s.is_use === '1' || s.is_use === true ? 1 : 0,
    point: amount(s.point),
    balance: amount(s.balance),
    growth: amount(s.growth),
    coupon,
  }
}

/**
 * The reward a member registering now receives. `is_use` is 1 only when the add-on is on, the
 * operator enabled it and at least one of point, balance, growth or an issuable coupon is above zero
 * (spec section 9); coupon types that were withdrawn or belong to another website drop out.
 * `db` must be the registration's transaction when called from inside it.
 */
export async function effectiveReward(db: Kysely<Database>, ctx: RequestContext): Promise<RewardConfigAnswer> {
  const stored = parseRewardConfig(await getWebsiteConfig(db, ctx.websiteId, REWARD_CONFIG_KEY))
  const types = await findActiveCouponTypes(db, ctx.websiteId, stored.coupon)
  const coupon_list = types.map(couponTypeView)
  const addonOn = (await addonFlags({ ...ctx, db })).memberregister === 1
  const anything = stored.point > 0 || stored.balance > 0 || stored.growth > 0 || coupon_list.length > 0
  const on = addonOn && stored.is_use === 1 && anything
  return {
    is_use: on ? 1 : 0,
    value: {
      point: stored.point,
      balance: stored.balance,
      growth: stored.growth,
      coupon: coupon_list.map((c) => c.coupon_type_id),
      coupon_list,
    },
  }
}

export async function rewardConfig(ctx: RequestContext): Promise<RewardConfigAnswer> {
  return effectiveReward(ctx.db, ctx)
}

/**
 * The registration hook: credits the reward inside the registration's transaction, each account with
 * its ledger row. The ledger's and the coupon grant's unique keys make a second run for the same
 * member a no-op, so the reward is credited exactly once however often the hook runs.
 */
export async function creditRegistrationReward(trx: Kysely<Database>, ctx: RequestContext, memberId: number): Promise<void> {
  const reward = await effectiveReward(trx, ctx)
  if (reward.is_use !== 1) return
  const now = nowSeconds()
  const base = { websiteId: ctx.websiteId, memberId, fromType: REWARD_FROM_TYPE, relateTag: REWARD_TAG, now }
  await moveAccount(trx, { ...base, accountType: 'point', amount: reward.value.point, remark: 'registration reward' })
  await moveAccount(trx, { ...base, accountType: 'balance', amount: reward.value.balance, remark: 'registration reward' })
  await moveAccount(trx, { ...base, accountType: 'growth', amount: reward.value.growth, remark: 'registration reward' })
  await issueCoupons(trx, { websiteId: ctx.websiteId, memberId, typeIds: reward.value.coupon, getType: REWARD_FROM_TYPE, relateTag: REWARD_TAG, now })
}

onMemberRegistered(creditRegistrationReward)
