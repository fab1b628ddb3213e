import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Empty } from '@/components/Empty/Empty'
import { PullList } from '@/components/PullList/PullList'
import { formatDateTime } from '@/utils/date'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import { appendQuery } from '@/utils/query'
import { WITHDRAW_STATUS as W, type WithdrawStatus } from '@/services/api/contract.gen'
import { fetchWithdrawals, type WithdrawKindKey, type WithdrawRecord } from '../api'
import '../i18n'

// a status tab's key is its number: the withdraw:status.<n> label and the tab's class
const TABS: Array<{ key: string; status?: WithdrawStatus }> = [
  { key: 'all' },
  ...[W.APPLIED, W.APPROVED, W.TRANSFERRED, W.REFUSED].map((status) => ({ key: String(status), status })),
]

export interface WithdrawListProps {
  kind: WithdrawKindKey
  /** the detail page an entry opens (?id=) */
  detailRoute: string
}

/** The member's withdrawals of one kind by status, newest first; an entry opens its detail. */
export function WithdrawList({ kind, detailRoute }: WithdrawListProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState(TABS[0])
  return (
    <View className='withdraw-list'>
      <View className='withdraw-tabs'>
        {TABS.map((x) => (
          <Text
            key={x.key}
            className={`withdraw-tabs__item withdraw-tabs__item--${x.key}${x.key === tab.key ? ' withdraw-tabs__item--active' : ''}`}
            onClick={() => setTab(x)}
          >
            {x.status === undefined ? t('withdraw:list.all') : t(`withdraw:status.${x.key}`)}
          </Text>
        ))}
      </View>
      <PullList<WithdrawRecord>
        reloadKey={tab.key}
        fetchPage={(page, size) => fetchWithdrawals(kind, page, size, tab.status)}
        keyOf={(r) => r.id}
        empty={<Empty tip={t('withdraw:list.empty')} />}
        renderItem={(r) => (
          <View className={`withdraw-card withdraw-record withdraw-record--${r.status}`} data-id={r.id} data-status={r.status} onClick={() => go(appendQuery(detailRoute, { id: r.id }))}>
            <View className='withdraw-record__head'>
              <Text className='withdraw-record__to'>{t('withdraw:list.to', { type: t(`withdraw:type.${r.transfer_type}`) })}</Text>
              <Text className='withdraw-record__status'>{t(`withdraw:status.${r.status}`)}</Text>
            </View>
            <View className='withdraw-record__body'>
              <Text className='withdraw-record__amount'>{kind === 'point' ? t('withdraw:point.unit', { count: r.point }) : formatMoney(r.apply_money)}</Text>
              <Text className='withdraw-record__net'>{t('withdraw:list.net', { money: formatMoney(r.money) })}</Text>
            </View>
            <Text className='withdraw-record__time'>{formatDateTime(r.apply_time)}</Text>
          </View>
        )}
      />
    </View>
  )
}
