import type { DbHandle } from '../db/database.js'
import { nowSeconds } from '../db/database.js'
import { getWebsiteConfig, setWebsiteConfig } from '../modules/config/config.service.js'
import { SIGNIN_CONFIG_KEY } from '../modules/signin/signin.service.js'
import { hashPassword } from '../modules/member/member.password.js'
import { CANCEL_CONFIG_KEY } from '../modules/member/member.cancel.service.js'
import { REWARD_CONFIG_KEY, type StoredRewardConfig } from '../modules/member/member.reward.service.js'
import { COUPON_TYPE_STATUS } from '../modules/coupon/coupon.table.js'
import { MEMBER_STATUS } from '../modules/member/member.table.js'

/** The member the demo logs in with (README and journeys refer to it). */
export const DEMO_MEMBER = { mobile: '13800000000', password: 'mall123456', nickname: '演示会员' }

export const DEMO_COUPON_TYPES = [
  // ¥10 off orders of ¥99
  { name: '满99减10元', type: 'reward' as const, money: 1000, discount: 0, at_least: 9900, validity_days: 30 },
  // 9.5折 on orders of ¥50
  { name: '满50享9.5折', type: 'discount' as const, money: 0, discount: 95, at_least: 5000, validity_days: 30 },
]

const DEMO_AGREEMENT = {
  'zh-cn': '注销账号是不可恢复的操作。注销后，您将无法再登录本账号，账号中的积分、余额、成长值和优惠券将一并作废，手机号与第三方账号的绑定将被解除。请确认订单均已完成、售后均已处理后再申请。',
  'en-us': 'Cancelling your account cannot be undone. Afterwards you can no longer log in to this account; its points, balance, growth and coupons are forfeited and the bindings of your mobile number and third-party accounts are released. Please make sure all orders and after-sales cases are finished before applying.',
}

export interface MemberSeedSummary {
  couponTypes: number
  memberCreated: boolean
}

/**
 * The member-side demo: the registration reward (100 points, ¥5.00, 10 growth, two coupons), the
 * cancellation settings, the add-on flags of both switched on, and a member with a password.
 * Each part is added only when absent, so running it again changes nothing.
 */
export async function seedMemberDemo(handle: DbHandle, websiteId = 1): Promise<MemberSeedSummary> {
  const { db } = handle
  const now = nowSeconds()
  let couponTypes = 0
  if ((await getWebsiteConfig(db, websiteId, REWARD_CONFIG_KEY)) === undefined) {
    const ids: number[] = []
    for (const t of DEMO_COUPON_TYPES) {
      const { id } = await db.insertInto('platform_coupon_type').values({ website_id: websiteId, ...t, status: COUPON_TYPE_STATUS.ISSUABLE, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      ids.push(id)
    }
    couponTypes = ids.length
    const reward: StoredRewardConfig = { is_use: 1, point: 100, balance: 500, growth: 10, coupon: ids }
    await setWebsiteConfig(db, websiteId, REWARD_CONFIG_KEY, reward)
  }
  if ((await getWebsiteConfig(db, websiteId, CANCEL_CONFIG_KEY)) === undefined) {
    await setWebsiteConfig(db, websiteId, CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: 1, agreement: DEMO_AGREEMENT })
  }
  // the daily sign-in: 5 points a day, a bonus on the 3rd and the 7th day in a row
  if ((await getWebsiteConfig(db, websiteId, SIGNIN_CONFIG_KEY)) === undefined) {
    await setWebsiteConfig(db, websiteId, SIGNIN_CONFIG_KEY, { is_use: 1, point: 5, growth: 1, continuous: [{ days: 3, point: 10, growth: 0 }, { days: 7, point: 30, growth: 10 }] })
  }
  // merged into whatever flags are stored: only these are switched on here
  const stored = await getWebsiteConfig(db, websiteId, 'addon_is_exit')
  const flags = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {}
  if (flags.memberregister !== 1 || flags.membercancel !== 1 || flags.membersignin !== 1) {
    await setWebsiteConfig(db, websiteId, 'addon_is_exit', { ...flags, memberregister: 1, membercancel: 1, membersignin: 1 })
  }

  const exists = await db.selectFrom('member').select('id').where('website_id', '=', websiteId).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirst()
  if (!exists) {
    await db.insertInto('member').values({
      website_id: websiteId, mobile: DEMO_MEMBER.mobile, nickname: DEMO_MEMBER.nickname, headimg: '', status: MEMBER_STATUS.ACTIVE,
      password_hash: await hashPassword(DEMO_MEMBER.password), created_at: now, last_login_at: now,
    }).execute()
  }
  return { couponTypes, memberCreated: !exists }
}
