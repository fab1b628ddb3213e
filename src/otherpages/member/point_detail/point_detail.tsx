import '@/features/account/i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { fetchLedgerRow, type LedgerDetail } from '@/features/account/api'
import { signedAmount } from '@/features/account/ledger'
import { detailUrl } from '@/features/order/kind'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { ApiError } from '@/services/request'
import { CommonError, AccountError } from '@/services/api/contract.gen'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { appendQuery } from '@/utils/query'
import './point_detail.scss'

/** One ledger row (`?id=`): the signed amount, the account, the kind, the time, what it refers to. */
export default function PointDetailPage() {
  const { t } = useTranslation()
  const [id] = useState(() => idParam('id'))
  // a row that is not there (or not the member's) is empty, not a failure
  const resource = useResource<LedgerDetail | null>(
    () =>
      id
        ? fetchLedgerRow(id).catch((err) => {
            if (err instanceof ApiError && (err.code === AccountError.ROW_NOT_FOUND || err.code === CommonError.INVALID_PARAMS)) return null
            throw err
          })
        : Promise.resolve(null),
    { login: true, isEmpty: (r) => r === null },
  )

  const body = (
    <ResourceView
      resource={resource}
      login={{ tip: t('account:loginTip'), back: appendQuery(ROUTES.pointDetail, { id: id || undefined }) }}
      loadingRows={1}
      empty={{ className: 'ledger-detail-missing', tip: t('account:detail.notFound') }}
    >
      {(row) => <LedgerDetailBody row={row!} />}
    </ResourceView>
  )

  return (
    <PageShell title={t('account:detail.title')} className='ledger-detail-page'>
      {body}
    </PageShell>
  )
}

function LedgerDetailBody({ row }: { row: LedgerDetail }) {
  const { t } = useTranslation()
  const rows: Array<{ key: string; label: string; value: string }> = [
    { key: 'account', label: t('account:detail.account'), value: row.account_type_name },
    { key: 'type', label: t('account:detail.type'), value: row.type_name },
    { key: 'time', label: t('account:detail.time'), value: formatDateTime(row.create_time) },
    ...(row.relate_tag ? [{ key: 'relate', label: t('account:detail.relate'), value: row.relate_tag }] : []),
  ]
  return (
    <View className={`ledger-detail ledger-detail--${row.account_data >= 0 ? 'in' : 'out'}`} data-id={row.id}>
      <View className='ledger-detail__head'>
        <Text className='ledger-detail__type'>{row.type_name}</Text>
        <Text className='ledger-detail__amount'>{signedAmount(row.account_data, row.account_type)}</Text>
      </View>
      <View className='ledger-detail__rows'>
        {rows.map((r) => (
          <View key={r.key} className={`ledger-detail__row ledger-detail__row--${r.key}`}>
            <Text className='ledger-detail__label'>{r.label}</Text>
            <Text className='ledger-detail__value'>{r.value}</Text>
          </View>
        ))}
      </View>
      {row.order_id > 0 ? (
        <View className='ledger-detail__order' onClick={() => go(detailUrl({ order_id: row.order_id, order_type: row.order_type }))}>
          <Text>{t('account:detail.order')} ›</Text>
        </View>
      ) : null}
    </View>
  )
}
