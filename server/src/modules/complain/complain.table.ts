import type { Generated } from 'kysely'

/** 1 waiting for the platform, 2 answered, 3 withdrawn by the buyer */
export const COMPLAIN_STATUS = { WAITING: 1, ANSWERED: 2, WITHDRAWN: 3 } as const
export type ComplainStatus = (typeof COMPLAIN_STATUS)[keyof typeof COMPLAIN_STATUS]

/** A complaint to the platform about an order line's refund (migration 0022_complain). */
export interface OrderComplainTable {
  id: Generated<number>
  website_id: number
  site_id: number
  member_id: number
  order_id: number
  order_goods_id: number
  refund_id: number
  complain_status: number
  complain_reason: string
  complain_remark: Generated<string>
  complain_images: Generated<string>
  /** '' while waiting; 'buyer' the refund goes ahead, 'seller' the shop's answer stands */
  result: Generated<string>
  platform_answer: Generated<string>
  apply_time: number
  handle_time: Generated<number>
  cancel_time: Generated<number>
}

export interface ComplainTables {
  order_complain: OrderComplainTable
}
