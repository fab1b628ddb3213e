import { useMemo, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { ROUTES } from '@/constants/routes'
import { appendQuery } from '@/utils/query'
import { nowSeconds } from '@/utils/date'
import { go } from '@/utils/navigate'
import { fetchLedgerPage, type LedgerAccount, type LedgerFromType, type LedgerRow } from '../api'
import { clampMonth, monthParts, monthRange, plainAmount, startsGroup } from '../ledger'
import { LedgerFilters } from './LedgerFilters'
import { LedgerItem } from './LedgerItem'
import './LedgerList.scss'

export interface LedgerListProps {
  account: LedgerAccount
  /** the month and kind filters above the rows */
  filters?: boolean
  initialMonth?: string
  initialFromType?: string
  /** names the account of each row (the balance ledger mixes withdrawable and not) */
  showAccount?: boolean
  emptyTip?: string
}

/**
 * A member's ledger, newest first, in pages (pull down to refresh, scroll to load more), with a
 * heading per month of the mall's calendar, the sums of what the filter selects, and optionally the
 * month and kind filters. A row opens its detail.
 */
export function LedgerList({ account, filters, initialMonth, initialFromType, showAccount, emptyTip }: LedgerListProps) {
  const { t } = useTranslation()
  const range = useMemo(() => monthRange(nowSeconds()), [])
  const [month, setMonth] = useState(() => clampMonth(initialMonth ?? '', range))
  const [fromType, setFromType] = useState(() => (initialFromType && /^[a-z0-9_]{1,32}$/.test(initialFromType) ? initialFromType : ''))
  const [kinds, setKinds] = useState<LedgerFromType[]>([])
  const [sums, setSums] = useState<{ income: number; expense: number } | null>(null)
  const filterKey = `${month}|${fromType}`
  const currentKey = useRef(filterKey)
  currentKey.current = filterKey
  // the rows loaded so far, for the month headings (PullList renders one row at a time)
  const rows = useRef<LedgerRow[]>([])

  const fetchPage = async (page: number, size: number) => {
    const key = filterKey
    const res = await fetchLedgerPage({ account_type: account, from_type: fromType, date: month }, page, size)
    if (key === currentKey.current) {
      rows.current = page === 1 ? res.list : rows.current.concat(res.list)
      if (page === 1) {
        setKinds(res.from_types)
        setSums({ income: res.income, expense: res.expense })
      }
    }
    return res
  }

  const header = (
    <View className='ledger-head'>
      {filters ? (
        <LedgerFilters month={month} range={range} onMonth={setMonth} fromType={fromType} kinds={kinds} onFromType={setFromType} />
      ) : null}
      {sums ? (
        <View className='ledger-sums' data-month={month}>
          <Text className='ledger-sums__income'>{t('account:ledger.income', { amount: plainAmount(sums.income, account) })}</Text>
          <Text className='ledger-sums__expense'>{t('account:ledger.expense', { amount: plainAmount(sums.expense, account) })}</Text>
        </View>
      ) : null}
    </View>
  )

  return (
    <PullList<LedgerRow>
      className='ledger-list'
      reloadKey={filterKey}
      header={header}
      fetchPage={fetchPage}
      keyOf={(r) => r.id}
      empty={<Empty className='ledger-empty' tip={emptyTip ?? t('account:ledger.empty')} />}
      renderItem={(row, i) => (
        <>
          {startsGroup(rows.current, i) && rows.current[i]?.id === row.id ? (
            <Text className='ledger-group' data-month={row.month}>{t('account:ledger.month', monthParts(row.month))}</Text>
          ) : null}
          <LedgerItem row={row} showAccount={showAccount} onClick={() => go(appendQuery(ROUTES.pointDetail, { id: row.id }))} />
        </>
      )}
    />
  )
}

export default LedgerList
