import type { Generated } from 'kysely'

/** member_level.status */
export const LEVEL_STATUS = { OFF: 0, ON: 1 } as const

/** One level of the operator's (migration 0027_member_level); ranked by its growth threshold. */
export interface MemberLevelTable {
  level_id: Generated<number>
  website_id: number
  level_name: string
  /** growth a member needs to reach it (unique per website) */
  growth: number
  /** tenths of a percent of the goods at checkout: 100 none, 95 = 9.5折 */
  discount: Generated<number>
  level_tag: Generated<string>
  /** #RRGGBB or '' */
  level_color: Generated<string>
  service: Generated<string>
  condition_text: Generated<string>
  /** JSON array of strings */
  equity: Generated<string>
  /** the upgrade gift package: points, non-withdrawable balance (fen), platform coupon type ids (JSON array) */
  gift_point: Generated<number>
  gift_balance: Generated<number>
  gift_coupon: Generated<string>
  /** LEVEL_STATUS: 1 on, 0 off */
  status: Generated<number>
  created_at: number
  updated_at: number
}

/** A gift package a member received, once per (member, source, source_id). */
export interface MemberGiftTable {
  id: Generated<number>
  website_id: number
  member_id: number
  /** 'level_upgrade' … */
  source: string
  source_id: number
  title: string
  point: Generated<number>
  /** fen, non-withdrawable balance */
  balance: Generated<number>
  /** JSON [{coupon_type_id, name, type, money, discount, at_least}] */
  coupons: Generated<string>
  created_at: number
}

export interface LevelTables {
  member_level: MemberLevelTable
  member_gift: MemberGiftTable
}
