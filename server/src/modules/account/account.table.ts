import type { Generated } from 'kysely'

/** balance_money: the withdrawable balance (member.balance_withdraw), spent after the non-withdrawable one */
export const ACCOUNT_TYPES = ['point', 'balance', 'growth', 'balance_money'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/**
 * The ledger of a member's point, balance (fen, not withdrawable) and growth: one row per movement,
 * unique per (member_id, account_type, from_type, relate_tag) so one cause moves an account once.
 */
export interface MemberAccountTable {
  id: Generated<number>
  website_id: number
  member_id: number
  account_type: AccountType
  /** signed: a credit is positive, a debit negative */
  account_data: number
  /** what moved it: 'register' (registration reward) … */
  from_type: string
  /** which instance of from_type (an order number, 'reward' …) */
  relate_tag: string
  remark: Generated<string>
  created_at: number
}

export interface AccountTables {
  member_account: MemberAccountTable
}
