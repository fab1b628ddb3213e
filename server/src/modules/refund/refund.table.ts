import type { Generated } from 'kysely'

/** The gateway's part of a refund: 0 none (nothing to send), 1 sent or processing, 2 succeeded, -1 failed for good. */
export const CHANNEL_STATUS = { NONE: 0, PROCESSING: 1, SUCCESS: 2, FAILED: -1 } as const

/** One application for an order line's refund (migration 0019_refund). */
export interface OrderRefundTable {
  id: Generated<number>
  website_id: number
  site_id: number
  member_id: number
  order_id: number
  order_goods_id: number
  /** ours, fixed per application: the gateway's out_refund_no / out_request_no on every retry */
  refund_no: string
  refund_type: number
  /** the line's refund_status while this is its current application; where it ended after */
  refund_status: number
  /** a key of REFUND_REASONS */
  refund_reason: string
  refund_remark: Generated<string>
  refund_images: Generated<string>
  /** fen offered when applying */
  apply_money: number
  refund_balance: Generated<number>
  refund_channel: Generated<number>
  refund_point: Generated<number>
  refund_delivery_money: Generated<number>
  refund_money: Generated<number>
  channel_status: Generated<number>
  channel_pay_type: Generated<string>
  channel_attempt_no: Generated<string>
  channel_refund_id: Generated<string>
  channel_tries: Generated<number>
  channel_error: Generated<string>
  channel_next_at: Generated<number>
  refund_address: Generated<string>
  refund_delivery_name: Generated<string>
  refund_delivery_no: Generated<string>
  refund_delivery_remark: Generated<string>
  refuse_reason: Generated<string>
  apply_time: number
  audit_time: Generated<number>
  delivery_time: Generated<number>
  receive_time: Generated<number>
  finish_time: Generated<number>
}

export interface RefundTables {
  order_refund: OrderRefundTable
}
