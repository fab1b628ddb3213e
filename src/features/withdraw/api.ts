/** Withdrawal accounts (/api/memberbankaccount/*), balance withdrawals (/api/memberwithdraw/*) and point withdrawals (/api/pointwithdraw/*). */
import {
  withdrawAccountAdd, withdrawAccountDelete, withdrawAccountEdit, withdrawAccountInfo, withdrawAccountPage, withdrawAccountSetDefault,
  withdrawBalanceApply, withdrawBalanceDetail, withdrawBalanceInfo, withdrawBalancePage,
  withdrawPointApply, withdrawPointDetail, withdrawPointInfo, withdrawPointPage,
  type BankAccount, type WithdrawAccountAddInput, type PointWithdrawInfo, type WithdrawDetail, type WithdrawInfo, type WithdrawRecord, type WithdrawStatus,
} from '@/services/api/contract.gen'

export type { BankAccount, PointWithdrawInfo, WithdrawDetail, WithdrawInfo, WithdrawRecord }
export type AccountFields = WithdrawAccountAddInput
export type WithdrawKindKey = 'balance' | 'point'

/** A member keeps at most 10 accounts: one page holds them all. */
export const fetchAccounts = () => withdrawAccountPage({ page: 1, page_size: 50 }).then((p) => p.list)
export const fetchAccount = (id: number) => withdrawAccountInfo({ id })
export const addAccount = (input: AccountFields) => withdrawAccountAdd(input)
export const editAccount = (id: number, input: AccountFields) => withdrawAccountEdit({ id, ...input })
export const deleteAccount = (id: number) => withdrawAccountDelete({ id })
export const setDefaultAccount = (id: number) => withdrawAccountSetDefault({ id })

export const fetchWithdrawInfo = () => withdrawBalanceInfo()
export const applyWithdraw = (apply_money: number, account_id: number, pay_password: string) => withdrawBalanceApply({ apply_money, account_id, pay_password })
export const fetchPointWithdrawInfo = () => withdrawPointInfo()
export const applyPointWithdraw = (point: number, account_id: number, pay_password: string) => withdrawPointApply({ point, account_id, pay_password })

/** A page of the member's withdrawals of one kind, optionally of one status. */
export function fetchWithdrawals(kind: WithdrawKindKey, page: number, pageSize: number, status?: WithdrawStatus) {
  const input = { page, page_size: pageSize, ...(status === undefined ? {} : { status }) }
  return kind === 'balance' ? withdrawBalancePage(input) : withdrawPointPage(input)
}

export const fetchWithdrawal = (kind: WithdrawKindKey, id: number) => (kind === 'balance' ? withdrawBalanceDetail({ id }) : withdrawPointDetail({ id }))
