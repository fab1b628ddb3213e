/** Withdrawal accounts (/api/memberbankaccount/*), balance withdrawals (/api/memberwithdraw/*) and point withdrawals (/api/pointwithdraw/*). */
import {
  memberbankaccountAdd, memberbankaccountDelete, memberbankaccountEdit, memberbankaccountInfo, memberbankaccountPage, memberbankaccountSetDefault,
  memberwithdrawApply, memberwithdrawDetail, memberwithdrawInfo, memberwithdrawPage,
  pointwithdrawApply, pointwithdrawDetail, pointwithdrawInfo, pointwithdrawPage,
  type BankAccount, type MemberbankaccountAddInput, type PointWithdrawInfo, type WithdrawDetail, type WithdrawInfo, type WithdrawRecord,
} from '@/services/api/contract.gen'

export type { BankAccount, PointWithdrawInfo, WithdrawDetail, WithdrawInfo, WithdrawRecord }
export type AccountFields = MemberbankaccountAddInput
export type WithdrawKindKey = 'balance' | 'point'

/** A member keeps at most 10 accounts: one page holds them all. */
export const fetchAccounts = () => memberbankaccountPage({ page: 1, page_size: 50 }).then((p) => p.list)
export const fetchAccount = (id: number) => memberbankaccountInfo({ id })
export const addAccount = (input: AccountFields) => memberbankaccountAdd(input)
export const editAccount = (id: number, input: AccountFields) => memberbankaccountEdit({ id, ...input })
export const deleteAccount = (id: number) => memberbankaccountDelete({ id })
export const setDefaultAccount = (id: number) => memberbankaccountSetDefault({ id })

export const fetchWithdrawInfo = () => memberwithdrawInfo()
export const applyWithdraw = (apply_money: number, account_id: number, pay_password: string) => memberwithdrawApply({ apply_money, account_id, pay_password })
export const fetchPointWithdrawInfo = () => pointwithdrawInfo()
export const applyPointWithdraw = (point: number, account_id: number, pay_password: string) => pointwithdrawApply({ point, account_id, pay_password })

/** A page of the member's withdrawals of one kind, optionally of one status. */
export function fetchWithdrawals(kind: WithdrawKindKey, page: number, pageSize: number, status?: number) {
  const input = { page, page_size: pageSize, ...(status === undefined ? {} : { status }) }
  return kind === 'balance' ? memberwithdrawPage(input) : pointwithdrawPage(input)
}

export const fetchWithdrawal = (kind: WithdrawKindKey, id: number) => (kind === 'balance' ? memberwithdrawDetail({ id }) : pointwithdrawDetail({ id }))
