/**
 * The ledger calls (docs/api.md, member assets): the member's figures, a page of a ledger, one row,
 * the assets overview. Background reads pass `silent`: their failures show in the page, not as toasts.
 */
import type { RequestOptions } from '@/services/request'
import {
  accountAssets, accountDetail, accountInfo, accountPage,
  type AccountFigures, type AssetsOverview, type LedgerAccount, type LedgerDetail, type LedgerFromType, type LedgerPage, type LedgerRow,
} from '@/services/api/contract.gen'

export type { AccountFigures, AssetsOverview, LedgerAccount, LedgerDetail, LedgerFromType, LedgerPage, LedgerRow }

const quiet: RequestOptions = { silent: true }

export interface LedgerQuery {
  account_type: LedgerAccount
  /** one kind of movement ('' or absent: all) */
  from_type?: string
  /** YYYY-MM of the mall's calendar ('' or absent: every month) */
  date?: string
}

export const fetchAccountFigures = () => accountInfo({}, quiet)
export const fetchAssets = () => accountAssets(undefined, quiet)

export function fetchLedgerPage(q: LedgerQuery, page: number, pageSize: number): Promise<LedgerPage> {
  return accountPage({
    account_type: q.account_type,
    from_type: q.from_type || undefined,
    date: q.date || undefined,
    page,
    page_size: pageSize,
  }, quiet)
}

export const fetchLedgerRow = (id: number) => accountDetail({ id }, quiet)
