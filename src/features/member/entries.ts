import { ROUTES } from '@/constants/routes'
import type { AddonKey } from '@/store/app'

/**
 * Member centre shortcuts. A shortcut is shown only once its page is registered in app.config
 * (tests/jest/routes.test.ts fails on a link to an unregistered page): the spec's other entries
 * (balance, points, coupons, level, sign-in, collections, footprints, addresses, withdrawal accounts
 * and records, gifts) and the order list with its status shortcuts join this table with their pages.
 */

/** The order list page; null until it exists, which keeps the "my orders" card hidden. */
export const ORDER_LIST_ROUTE: string | null = null

/** Order tabs of the spec's order list, with the status values that page reads. */
export const ORDER_SHORTCUTS = [
  { key: 'all', status: 'all' },
  { key: 'waitPay', status: 'waitpay' },
  { key: 'waitSend', status: 'waitsend' },
  { key: 'waitConfirm', status: 'waitconfirm' },
  { key: 'waitRate', status: 'waitrate' },
] as const

export type OrderShortcutKey = (typeof ORDER_SHORTCUTS)[number]['key']

export interface MemberEntry {
  key: 'info' | 'cancellation'
  url: string
  /** hides the entry while this add-on is off */
  addon?: AddonKey
}

export const MEMBER_ENTRIES: MemberEntry[] = [
  { key: 'info', url: ROUTES.memberInfo },
  { key: 'cancellation', url: ROUTES.cancellation, addon: 'membercancel' },
]
