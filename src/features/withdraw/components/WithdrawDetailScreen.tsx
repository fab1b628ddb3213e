import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useCallback, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchWithdrawal, type WithdrawDetail } from '@/features/withdraw/api'
import { useAppStore } from '@/store/app'
import { idParam } from '@/utils/pageParams'
import { WithdrawDetailView } from './WithdrawDetailView'

const SCREEN = {
  balance: { title: 'withdraw:detail.title', loginTip: 'withdraw:apply.loginTip', back: ROUTES.withdrawalDetail },
  point: { title: 'withdraw:point.detailTitle', loginTip: 'withdraw:point.loginTip', back: ROUTES.pointWithdrawalDetail },
} as const

/** One withdrawal of the member (`?id=`), balance or points: status, amounts, account, times. */
export function WithdrawDetailScreen({ kind }: { kind: 'balance' | 'point' }) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [id] = useState(() => idParam('id'))
  const [w, setW] = useState<WithdrawDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const screen = SCREEN[kind]

  const load = useCallback(async () => {
    if (!useAppStore.getState().token || !id) return
    setFailed(false)
    try {
      setW(await fetchWithdrawal(kind, id))
    } catch {
      setFailed(true)
    }
  }, [id, kind])
  useEffect(() => {
    load()
  }, [load, token])

  let body
  if (!token) body = <LoginPrompt tip={t(screen.loginTip)} back={screen.back} />
  else if (!id || (failed && !w)) body = <ErrorState onRetry={load} />
  else if (!w) body = <Loading rows={3} />
  else body = <View className='withdraw-page'><WithdrawDetailView w={w} kind={kind} /></View>
  return <PageShell title={t(screen.title)}>{body}</PageShell>
}
