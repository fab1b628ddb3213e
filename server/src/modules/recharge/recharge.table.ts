import type { Generated } from 'kysely'

/** recharge_order.pay_status (recharge.machine.ts) */
export type RechargePayStatus = 'waiting' | 'paid' | 'closed'

/** recharge_package.status */
export const PACKAGE_STATUS = { OFF: 0, ON_SALE: 1 } as const

/** A package the operator sells (migration 0025_recharge). Money in fen. */
export interface RechargePackageTable {
  id: Generated<number>
  website_id: number
  recharge_name: string
  cover_img: Generated<string>
  /** fen the member pays and receives in the balance */
  face_value: number
  /** fen of balance given on top */
  gift_balance: Generated<number>
  point: Generated<number>
  growth: Generated<number>
  /** comma separated platform_coupon_type ids */
  coupon_ids: Generated<string>
  sort: Generated<number>
  /** 1 on sale, 0 off */
  status: Generated<number>
  sale_num: Generated<number>
  created_at: number
  updated_at: Generated<number>
}

/** One recharge of a member: a snapshot of what it gives and its payment (pay.event 'recharge'). */
export interface RechargeOrderTable {
  id: Generated<number>
  website_id: number
  member_id: number
  order_no: string
  out_trade_no: string
  /** 0: a free amount */
  recharge_id: Generated<number>
  recharge_name: string
  cover_img: Generated<string>
  face_value: number
  gift_balance: Generated<number>
  point: Generated<number>
  growth: Generated<number>
  /** JSON snapshot of the coupons given (RechargeCouponSnapshot[]) */
  coupons: Generated<string>
  pay_money: number
  pay_status: Generated<RechargePayStatus>
  pay_type: Generated<string>
  pay_time: Generated<number>
  close_time: Generated<number>
  created_at: number
}

export interface RechargeTables {
  recharge_package: RechargePackageTable
  recharge_order: RechargeOrderTable
}
