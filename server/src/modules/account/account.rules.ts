import type { Lang } from '../../http/messages.js'
import type { AccountType } from '../account/account.table.js'

/** The mall's calendar: China time (UTC+8, no daylight saving). */
const OFFSET_S = 8 * 3600

/** The account types the pages ask for, and the ledger's account types each one reads. */
export const ACCOUNT_QUERIES = {
  point: ['point'],
  growth: ['growth'],
  balance: ['balance'],
  balance_money: ['balance_money'],
  // the balance page: both parts of the balance, withdrawable or not (the spec's account_type)
  'balance,balance_money': ['balance', 'balance_money'],
} as const satisfies Record<string, readonly AccountType[]>
export type AccountQuery = keyof typeof ACCOUNT_QUERIES
export const ACCOUNT_QUERY_VALUES = Object.keys(ACCOUNT_QUERIES) as AccountQuery[]

/** [start, end) in Unix seconds of a month 'YYYY-MM' of the mall's calendar. */
export function monthRange(month: string): { start: number; end: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(month)
  if (!m) throw new RangeError(`not a month: ${month}`)
  const year = Number(m[1])
  const mon = Number(m[2])
  if (mon < 1 || mon > 12) throw new RangeError(`not a month: ${month}`)
  // Date.UTC reads years 0-99 as 1900-1999; the schema allows 1970 onwards only
  const start = Date.UTC(year, mon - 1, 1) / 1000 - OFFSET_S
  const end = Date.UTC(year, mon, 1) / 1000 - OFFSET_S
  return { start, end }
}

/** 'YYYY-MM' of an instant (seconds) in the mall's calendar. */
export function mallMonth(seconds: number): string {
  return new Date((seconds + OFFSET_S) * 1000).toISOString().slice(0, 7)
}

type Names = Record<Lang, string>

/**
 * A readable name of every from_type the code writes (grep "FROM_TYPE\|fromType:" server/src/modules),
 * in both languages. A module that starts writing a new from_type adds its name here (or calls
 * nameFromType at import time); an unknown one is listed under OTHER.
 */
const FROM_TYPE_NAMES: Record<string, Names> = {
  // member.reward.service.ts: the registration reward
  register: { 'zh-cn': '注册奖励', 'en-us': 'Registration reward' },
  // order.checkout.service.ts: points and balance spent on an order
  order: { 'zh-cn': '订单支付', 'en-us': 'Order payment' },
  // order.lifecycle.ts: what a closed order gives back
  order_close: { 'zh-cn': '订单关闭退回', 'en-us': 'Order closed, returned' },
  // refund.transfer.ts: an after-sale refund to balance or points
  order_refund: { 'zh-cn': '订单退款', 'en-us': 'Order refund' },
  // evaluate.service.ts: the evaluation reward
  evaluate: { 'zh-cn': '评价奖励', 'en-us': 'Evaluation reward' },
  // signin.service.ts: the daily sign-in
  signin: { 'zh-cn': '签到奖励', 'en-us': 'Sign-in reward' },
  // level.service.ts: growth from a completed order
  order_growth: { 'zh-cn': '订单成长值', 'en-us': 'Growth from an order' },
  // level.gift.ts: the upgrade gift package of a level
  level_gift: { 'zh-cn': '升级礼包', 'en-us': 'Level-up gift' },
  // recharge.service.ts: a recharge paid, and what its package gives besides
  recharge: { 'zh-cn': '充值', 'en-us': 'Recharge' },
  recharge_gift: { 'zh-cn': '充值赠送', 'en-us': 'Recharge gift' },
  // withdraw.service.ts: the amount held by a withdrawal application, and given back when it is refused
  withdraw: { 'zh-cn': '余额提现', 'en-us': 'Withdrawal' },
  withdraw_refuse: { 'zh-cn': '提现退回', 'en-us': 'Withdrawal returned' },
  point_withdraw: { 'zh-cn': '积分提现', 'en-us': 'Points withdrawal' },
  point_withdraw_refuse: { 'zh-cn': '积分提现退回', 'en-us': 'Points withdrawal returned' },
  // seed/buying-seed.ts: the demo member's starting money
  demo: { 'zh-cn': '系统赠送', 'en-us': 'Gift from the mall' },
}
const OTHER: Names = { 'zh-cn': '其他', 'en-us': 'Other' }

/** Gives a from_type its names (a module writing a new kind of movement). */
export function nameFromType(fromType: string, names: Names): void {
  FROM_TYPE_NAMES[fromType] = names
}

export function fromTypeName(fromType: string, lang: Lang): string {
  return (Object.hasOwn(FROM_TYPE_NAMES, fromType) ? FROM_TYPE_NAMES[fromType] : OTHER)[lang]
}

export function knownFromTypes(): string[] {
  return Object.keys(FROM_TYPE_NAMES)
}

const ACCOUNT_TYPE_NAMES: Record<AccountType, Names> = {
  point: { 'zh-cn': '积分', 'en-us': 'Points' },
  growth: { 'zh-cn': '成长值', 'en-us': 'Growth' },
  balance: { 'zh-cn': '不可提现余额', 'en-us': 'Non-withdrawable balance' },
  balance_money: { 'zh-cn': '可提现余额', 'en-us': 'Withdrawable balance' },
}

export function accountTypeName(type: AccountType, lang: Lang): string {
  return (ACCOUNT_TYPE_NAMES[type] ?? OTHER)[lang]
}
