import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchWithdrawal, type WithdrawDetail } from '@/features/withdraw/api'
import { idParam } from '@/utils/pageParams'
import { WithdrawDetailView } from './WithdrawDetailView'

const SCREEN = {
  balance: { title: 'withdraw:detail.title', loginTip: 'withdraw:apply.loginTip', back: ROUTES.withdrawalDetail },
  point: { title: 'withdraw:point.detailTitle', loginTip: 'withdraw:point.loginTip', back: ROUTES.pointWithdrawalDetail },
} as const

/** One withdrawal of the member (`?id=`), balance or points: status, amounts, account, times. */
export function WithdrawDetailScreen({ kind }: { kind: 'balance' | 'point' }) {
  const { t } = useTranslation()
  const [id] = useState(() => idParam('id'))
  const screen = SCREEN[kind]
  // no id: a failure like any other (its retry has nothing better to ask)
  const resource = useResource(() => (id ? fetchWithdrawal(kind, id) : Promise.reject(new Error('no id'))), { login: true, deps: [kind] })

  return (
    <PageShell title={t(screen.title)}>
      <ResourceView resource={resource} login={{ tip: t(screen.loginTip), back: screen.back }} loadingRows={3}>
        {(w: WithdrawDetail) => <View className='withdraw-page'><WithdrawDetailView w={w} kind={kind} /></View>}
      </ResourceView>
    </PageShell>
  )
}
