import { useCallback, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { appendQuery } from '@/utils/query'
import { go } from '@/utils/navigate'
import { fetchLedgerPage, type LedgerAccount, type LedgerRow } from '../api'
import { LedgerItem } from './LedgerItem'

export interface RecentLedgerProps {
  account: LedgerAccount
  /** how many of the newest rows */
  size?: number
  showAccount?: boolean
  /** changing it loads again (the page showed again) */
  reloadKey?: unknown
}

/** The newest rows of a ledger, for the balance and points pages. */
export function RecentLedger({ account, size = 5, showAccount, reloadKey }: RecentLedgerProps) {
  const { t } = useTranslation()
  const [rows, setRows] = useState<LedgerRow[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    fetchLedgerPage({ account_type: account }, 1, size)
      .then((res) => setRows(res.list))
      .catch(() => setFailed(true))
  }, [account, size])
  useEffect(load, [load, reloadKey])

  if (failed && !rows) return <ErrorState onRetry={load} />
  if (!rows) return <Loading rows={2} />
  if (!rows.length) return <Empty className='ledger-empty' tip={t('account:ledger.empty')} />
  return (
    <View className='ledger-recent'>
      {rows.map((r) => (
        <LedgerItem key={r.id} row={r} showAccount={showAccount} onClick={() => go(appendQuery(ROUTES.pointDetail, { id: r.id }))} />
      ))}
    </View>
  )
}

export default RecentLedger
