import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { moveAccount } from '../account/account.ledger.js'
import { addonFlags, getWebsiteConfig } from '../config/config.service.js'
import { SigninError } from './signin.messages.js'
import { dayBefore, mallDate, parseSigninConfig, signinReward, type SigninConfig } from './signin.rules.js'
import type { SigninAward, SigninResult, SigninStatus } from './signin.schema.js'

export const SIGNIN_CONFIG_KEY = 'membersignin_config'
/** The ledger's from_type of sign-in rewards (relate_tag: the day). */
export const SIGNIN_FROM_TYPE = 'signin'

async function configOf(ctx: RequestContext): Promise<SigninConfig> {
  const [flags, raw] = await Promise.all([addonFlags(ctx), getWebsiteConfig(ctx, ctx.websiteId, SIGNIN_CONFIG_KEY)])
  const config = parseSigninConfig(raw)
  return flags.membersignin ? config : { ...config, is_use: 0 }
}

export async function award(ctx: RequestContext): Promise<SigninAward> {
  return configOf(ctx)
}

export async function signStatus(ctx: RequestContext, input: { month?: string }): Promise<SigninStatus> {
  const memberId = requireMember(ctx)
  const config = await configOf(ctx)
  const today = mallDate(nowSeconds() * 1000)
  const month = input.month ?? today.slice(0, 7)
  const [days, last] = await Promise.all([
    ctx.db.selectFrom('member_signin').select('sign_date').where('member_id', '=', memberId).where('website_id', '=', ctx.websiteId)
      .where('sign_date', '>=', `${month}-01`).where('sign_date', '<=', `${month}-31`).orderBy('sign_date').execute(),
    ctx.db.selectFrom('member_signin').select(['sign_date', 'continuous_days']).where('member_id', '=', memberId).where('website_id', '=', ctx.websiteId)
      .orderBy('sign_date', 'desc').limit(1).executeTakeFirst(),
  ])
  const isSign = last?.sign_date === today
  const running = last && (isSign || last.sign_date === dayBefore(today)) ? last.continuous_days : 0
  return { is_use: config.is_use, today, is_sign: isSign ? 1 : 0, continuous_days: running, month, sign_dates: days.map((d) => d.sign_date) }
}

/**
 * Today's sign-in: the row (unique per member and day) and its ledger rows (unique per member, account
 * and day) in one transaction, so of two taps at once one signs in and the other is told it is done.
 */
export async function signin(ctx: RequestContext): Promise<SigninResult> {
  const memberId = requireMember(ctx)
  const config = await configOf(ctx)
  if (!config.is_use) throw new DomainError(SigninError.SIGNIN_CLOSED, 'signin_closed')
  const now = nowSeconds()
  const today = mallDate(now * 1000)
  const done = () => new DomainError(SigninError.SIGNIN_DONE_TODAY, 'signin_done_today')
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('member_signin').select(['sign_date', 'continuous_days']).where('member_id', '=', memberId)
        .where('website_id', '=', ctx.websiteId).orderBy('sign_date', 'desc').limit(1).executeTakeFirst()
      if (last?.sign_date === today) throw done()
      const reward = signinReward(config, last?.sign_date === dayBefore(today) ? last.continuous_days : 0)
      await trx.insertInto('member_signin').values({
        website_id: ctx.websiteId, member_id: memberId, sign_date: today, continuous_days: reward.continuous_days,
        point: reward.point, growth: reward.growth, created_at: now,
      }).execute()
      for (const [accountType, amount] of [['point', reward.point], ['growth', reward.growth]] as const) {
        await moveAccount(trx, { websiteId: ctx.websiteId, memberId, accountType, amount, fromType: SIGNIN_FROM_TYPE, relateTag: today, remark: `sign-in day ${reward.continuous_days}`, now })
      }
      return reward
    })
  } catch (err) {
    // the other tap's row: the unique index (member, day)
    if (err instanceof DomainError) throw err
    if (/unique|duplicate/i.test(String((err as Error)?.message))) throw done()
    throw err
  }
}
