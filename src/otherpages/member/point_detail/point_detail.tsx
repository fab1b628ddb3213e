import '@/features/account/i18n'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { fetchLedgerRow, type LedgerDetail } from '@/features/account/api'
import { signedAmount } from '@/features/account/ledger'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { detailUrl } from '@/features/order/status'
import { ApiError } from '@/services/request'
import { CommonError, MemberaccountError } from '@/services/api/contract.gen'
import { useAppStore } from '@/store/app'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { appendQuery } from '@/utils/query'
import './point_detail.scss'

/** One ledger row (`?id=`): the signed amount, the account, the kind, the time, what it refers to. */
export default function PointDetailPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [id] = useState(() => idParam('id'))
  const [row, setRow] = useState<LedgerDetail | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading')

  const load = useCallback(() => {
    if (!useAppStore.getState().token) return
    if (!id) {
      setState('missing')
      return
    }
    setState('loading')
    fetchLedgerRow(id)
      .then((r) => {
        setRow(r)
        setState('ready')
      })
      .catch((err) => setState(err instanceof ApiError && (err.code === MemberaccountError.ROW_NOT_FOUND || err.code === CommonError.INVALID_PARAMS) ? 'missing' : 'failed'))
  }, [id])
  useEffect(load, [load, token])

  let body: ReactNode
  if (!token) body = <LoginPrompt tip={t('account:loginTip')} back={appendQuery(ROUTES.pointDetail, { id: id || undefined })} />
  else if (state === 'missing') body = <Empty className='ledger-detail-missing' tip={t('account:detail.notFound')} />
  else if (state === 'failed') body = <ErrorState onRetry={load} />
  else if (state === 'loading' || !row) body = <Loading rows={1} />
  else {
    const rows: Array<{ key: string; label: string; value: string }> = [
      { key: 'account', label: t('account:detail.account'), value: row.account_type_name },
      { key: 'type', label: t('account:detail.type'), value: row.type_name },
      { key: 'time', label: t('account:detail.time'), value: formatDateTime(row.create_time) },
      ...(row.relate_tag ? [{ key: 'relate', label: t('account:detail.relate'), value: row.relate_tag }] : []),
    ]
    body = (
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

  return (
    <PageShell title={t('account:detail.title')} className='ledger-detail-page'>
      {body}
    </PageShell>
  )
}
