import { useEffect, useRef } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { appendQuery } from '@/utils/query'
import { go } from '@/utils/navigate'
import { fetchLedgerPage, type LedgerAccount } from '../api'
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
  const rows = useResource(() => fetchLedgerPage({ account_type: account }, 1, size).then((res) => res.list), {
    deps: [account, size],
    isEmpty: noItems,
  })
  // a new key reloads behind the rows shown (no placeholder in between); reload itself never changes
  const { reload } = rows
  const firstKey = useRef(true)
  useEffect(() => {
    if (firstKey.current) {
      firstKey.current = false
      return
    }
    reload()
  }, [reloadKey, reload])

  return (
    <ResourceView resource={rows} loadingRows={2} empty={{ className: 'ledger-empty', tip: t('account:ledger.empty') }}>
      {(list) => (
        <View className='ledger-recent'>
          {list.map((r) => (
            <LedgerItem key={r.id} row={r} showAccount={showAccount} onClick={() => go(appendQuery(ROUTES.pointDetail, { id: r.id }))} />
          ))}
        </View>
      )}
    </ResourceView>
  )
}

export default RecentLedger
