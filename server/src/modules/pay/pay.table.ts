import type { Generated } from 'kysely'

// Payments, their gateway attempts and the notifications acted on (migration 0011_buying).

export type PayStatus = 'waiting' | 'paid' | 'closed'
export type PayAttemptStatus = 'open' | 'paid' | 'closed'

/**
 * The origin's numbers for "paid or not": orders.pay_status and the pay_status of the payment answers
 * (the payment's own state is pay.pay_status, moved by PAY_MACHINE). Here, not with orders: order imports pay.
 */
export const PAY_STATUS = { UNPAID: 0, PAID: 2 } as const

/** pay_attempt.late_refund_status (pay.late-refund.ts): 0 none, 1 to refund (sent or processing), 2 refunded, -1 failed for an operator */
export const LATE_REFUND = { NONE: 0, PENDING: 1, DONE: 2, FAILED: -1 } as const

/** One payment per checkout (out_trade_no): the online part of every order it joins. */
export interface PayTable {
  id: Generated<number>
  website_id: number
  member_id: number
  out_trade_no: string
  pay_body: string
  /** fen a channel must take; 0 when balance covered everything */
  pay_money: number
  /** 'order' (checkout, pay again) or 'recharge' (recharge orders: modules/recharge, paid through onPaymentPaid) */
  event: string
  pay_status: Generated<PayStatus>
  pay_type: Generated<string>
  /** the channel's transaction number once paid */
  trade_no: Generated<string>
  created_at: number
  pay_time: Generated<number>
  close_time: Generated<number>
  /** WeChat shipping-information report of a mini-program payment (0013): 0 none, 1 waiting, 2 reported, -1 failed, -2 refused for good */
  wechat_report_status: Generated<number>
  wechat_report_attempts: Generated<number>
  wechat_report_at: Generated<number>
  /** bumped by each shipment, local delivery or used code of the payment's orders */
  wechat_report_version: Generated<number>
  /** the version WeChat last accepted (0: nothing reported yet) */
  wechat_reported_version: Generated<number>
  /** WeChat's last refusal, for the merchant and the operator */
  wechat_report_error: Generated<string>
}

/** A prepay at one gateway; at most one is open per payment. */
export interface PayAttemptTable {
  id: Generated<number>
  pay_id: number
  website_id: number
  pay_type: string
  /** the number the gateway knows: out_trade_no plus a sequence */
  attempt_no: string
  status: Generated<PayAttemptStatus>
  amount: number
  /** JSON the client needs to pay, kept for a repeated tap */
  prepay: Generated<string>
  trade_no: Generated<string>
  created_at: number
  expires_at: Generated<number>
  /** money taken after the attempt could no longer pay, given back in full (0023): 0 none, 1 to refund, 2 refunded, -1 failed */
  late_refund_status: Generated<number>
  late_refund_tries: Generated<number>
  late_refund_next_at: Generated<number>
  late_refund_error: Generated<string>
}

export interface PayNotifyTable {
  id: Generated<number>
  website_id: number
  pay_type: string
  attempt_no: string
  trade_no: Generated<string>
  amount: number
  /** 'paid' | 'duplicate' | 'refused:<why>' */
  result: string
  created_at: number
  /** the address it came from (0032); '' for the development channel's own confirm */
  client_ip: Generated<string>
  /** the body: in full when the signature verified, else its first 2 KB */
  raw_body: Generated<string>
  /** JSON of the headers that matter (content type, signature, serial, timestamp, nonce) */
  raw_headers: Generated<string>
}

/** Refused notifications of an address beyond its hourly cap: counted, not stored (0032). */
export interface PayNotifyDroppedTable {
  client_ip: string
  /** Unix seconds at the start of the hour */
  hour_at: number
  dropped: number
  last_at: number
}

export interface PayTables {
  pay: PayTable
  pay_attempt: PayAttemptTable
  pay_notify: PayNotifyTable
  pay_notify_dropped: PayNotifyDroppedTable
}
