import type { Generated } from 'kysely'

export const WITHDRAW_TYPES = ['bank', 'wechatpay', 'alipay'] as const
/** bank card, WeChat (change), Alipay */
export type WithdrawType = (typeof WITHDRAW_TYPES)[number]

export const WITHDRAW_KINDS = ['balance', 'point'] as const
/** balance: of the withdrawable balance (member.balance_withdraw); point: points at the operator's rate */
export type WithdrawKind = (typeof WITHDRAW_KINDS)[number]

/** A member's withdrawal account (migration 0026_withdraw). */
export interface MemberBankAccountTable {
  id: Generated<number>
  website_id: number
  member_id: number
  realname: string
  mobile: string
  withdraw_type: WithdrawType
  /** the bank and branch; '' unless bank */
  bank_name: Generated<string>
  /** card number, Alipay account or WeChat ID; '' for WeChat: the WeChat bound to the member */
  account_number: Generated<string>
  is_default: Generated<number>
  created_at: number
  updated_at: number
}

/** One withdrawal application of either kind; the account is copied onto it when applying. */
export interface MemberWithdrawTable {
  id: Generated<number>
  website_id: number
  member_id: number
  withdraw_no: string
  kind: WithdrawKind
  /** withdraw.machine.ts: 0 applied, 1 approved, 2 transferred, -1 refused */
  status: number
  transfer_type: WithdrawType
  realname: string
  mobile: string
  bank_name: Generated<string>
  account_number: Generated<string>
  point: Generated<number>
  point_rate: Generated<number>
  apply_money: number
  fee_rate: Generated<number>
  service_money: Generated<number>
  money: number
  apply_day: string
  refuse_reason: Generated<string>
  certificate_remark: Generated<string>
  apply_time: number
  audit_time: Generated<number>
  payment_time: Generated<number>
  refuse_time: Generated<number>
}

/** The day's applications of a member and kind that count against the daily limits. */
export interface MemberWithdrawDayTable {
  id: Generated<number>
  website_id: number
  member_id: number
  kind: WithdrawKind
  day: string
  apply_count: Generated<number>
  apply_money: Generated<number>
}

export interface WithdrawTables {
  member_bank_account: MemberBankAccountTable
  member_withdraw: MemberWithdrawTable
  member_withdraw_day: MemberWithdrawDayTable
}
