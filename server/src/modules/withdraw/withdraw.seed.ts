// The demo's withdrawal settings (not loaded by the app). The demo member's withdrawable balance
// (¥200.00) and points come from the buying demo's ledger rows (seed/buying-seed.ts).
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import type { PointWithdrawConfig, WithdrawConfig } from './withdraw.rules.js'
import { POINT_WITHDRAW_CONFIG_KEY, WITHDRAW_CONFIG_KEY } from './withdraw.service.js'

/** From ¥1.00, a 0.6 % fee, three applications and ¥5,000.00 a day, to a card, WeChat or Alipay. */
export const DEMO_WITHDRAW_CONFIG: WithdrawConfig = { is_use: 1, min_money: 100, fee_rate: 6, day_count: 3, day_money: 500000, transfer_types: ['bank', 'wechatpay', 'alipay'] }
/** 100 points a yuan, from 100 points, no fee, three a day. */
export const DEMO_POINT_WITHDRAW_CONFIG: PointWithdrawConfig = { is_use: 1, rate: 100, min_point: 100, fee_rate: 0, day_count: 3, transfer_types: ['bank', 'wechatpay', 'alipay'] }

/** Each setting only when the operator stored none; answers whether anything was written. */
export async function seedWithdrawDemo(db: Kysely<Database>, websiteId = 1): Promise<boolean> {
  let wrote = false
  if ((await getWebsiteConfig(db, websiteId, WITHDRAW_CONFIG_KEY)) === undefined) {
    await setWebsiteConfig(db, websiteId, WITHDRAW_CONFIG_KEY, DEMO_WITHDRAW_CONFIG)
    wrote = true
  }
  if ((await getWebsiteConfig(db, websiteId, POINT_WITHDRAW_CONFIG_KEY)) === undefined) {
    await setWebsiteConfig(db, websiteId, POINT_WITHDRAW_CONFIG_KEY, DEMO_POINT_WITHDRAW_CONFIG)
    wrote = true
  }
  return wrote
}
