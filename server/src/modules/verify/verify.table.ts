import type { Generated } from 'kysely'

/** What a code writes off: a pickup order, virtual goods (recharge and card codes later). */
export const VERIFY_TYPES = ['pickup', 'virtual'] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

/** Code guessing at the desk: unknown codes one member (or staff account) may try per window. */
export const GUESS_LIMIT = { misses: 20, windowSeconds: 600 }

/** shop_verifier.status */
export const VERIFIER_STATUS = { REMOVED: 0, ACTIVE: 1 } as const

/**
 * A member account a shop registered as its verifier (0021_verifier): it may look up and write off
 * that shop's codes at the member app's desk. Unique (site_id, member_id); status 1 active, 0 removed.
 */
export interface ShopVerifierTable {
  id: Generated<number>
  website_id: number
  site_id: number
  member_id: number
  status: Generated<number>
  created_at: number
}

/**
 * One write-off (0021_verifier). Unique (website_id, verify_code): the row is inserted in the same
 * transaction as the order's move, so of two racing write-offs of one code exactly one commits.
 */
export interface VerifyRecordTable {
  id: Generated<number>
  website_id: number
  site_id: number
  verify_code: string
  verify_type: string
  order_id: number
  /** the member at the desk; 0 when merchant staff wrote it off */
  verifier_member_id: Generated<number>
  /** the merchant staff account; 0 when a member verifier did */
  verifier_staff_id: Generated<number>
  /** nickname (masked mobile) or staff username, as it was then */
  verifier_name: Generated<string>
  /** JSON [{sku_name, sku_image, num}] of the order's lines, at most 5 */
  goods_summary: Generated<string>
  created_at: number
}

export interface VerifyTables {
  shop_verifier: ShopVerifierTable
  verify_record: VerifyRecordTable
}
