import { ROUTES } from '@/constants/routes'
import type { AddonKey } from '@/store/app'

/**
 * Member centre shortcuts. A shortcut is shown only once its page is registered in app.config
 * (tests/jest/routes.test.ts fails on a link to an unregistered page): the spec's other entries
 * (balance, points, level, sign-in, collections, footprints, withdrawal accounts and records, gifts)
 * join this table with their pages.
 */

/** The order list page; null would hide the "my orders" card. */
export const ORDER_LIST_ROUTE: string | null = ROUTES.orderList

/** The status tabs of the spec's order list with a count, with the values that page and /api/order/num read. */
export const ORDER_STATUS_SHORTCUTS = [
  { key: 'waitPay', status: 'waitpay' },
  { key: 'waitSend', status: 'waitsend' },
  { key: 'waitConfirm', status: 'waitconfirm' },
  { key: 'waitRate', status: 'waitrate' },
] as const

/** After-sale: its own page (the refund list), badged with the lines in after-sale. */
export const REFUND_SHORTCUT = { key: 'refund', status: 'refunding', url: ROUTES.orderActivist } as const

/** Every tab of the order list ("all orders" first). */
export const ORDER_SHORTCUTS = [{ key: 'all', status: 'all' }, ...ORDER_STATUS_SHORTCUTS] as const

export type OrderShortcutKey = (typeof ORDER_SHORTCUTS)[number]['key']

export interface MemberEntry {
  key: 'info' | 'assets' | 'balance' | 'point' | 'address' | 'coupon' | 'signin' | 'account' | 'withdrawal' | 'recharge' | 'collection' | 'footprint' | 'level' | 'gift' | 'cancellation' | 'help'
  url: string
  /** hides the entry while this add-on is off */
  addon?: AddonKey
}

export const MEMBER_ENTRIES: MemberEntry[] = [
  { key: 'info', url: ROUTES.memberInfo },
  { key: 'assets', url: ROUTES.memberAssets },
  { key: 'balance', url: ROUTES.balance },
  { key: 'point', url: ROUTES.point },
  { key: 'address', url: ROUTES.address },
  // not behind the coupon add-on flag: checkout's shop and platform coupons are part of buying (issue 8)
  { key: 'coupon', url: ROUTES.memberCoupon },
  { key: 'signin', url: ROUTES.signin, addon: 'membersignin' },
  { key: 'level', url: ROUTES.level },
  { key: 'gift', url: ROUTES.gift, addon: 'gift' },
  { key: 'account', url: ROUTES.withdrawAccount, addon: 'memberwithdraw' },
  { key: 'withdrawal', url: ROUTES.withdrawal, addon: 'memberwithdraw' },
  { key: 'recharge', url: ROUTES.rechargeList, addon: 'memberrecharge' },
  { key: 'collection', url: ROUTES.collection },
  { key: 'footprint', url: ROUTES.footprint },
  { key: 'help', url: ROUTES.helpList },
  { key: 'cancellation', url: ROUTES.cancellation, addon: 'membercancel' },
]
