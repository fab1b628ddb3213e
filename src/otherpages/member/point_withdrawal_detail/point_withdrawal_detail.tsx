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
import { WithdrawDetailView } from '@/features/withdraw/components/WithdrawDetailView'
import { useAppStore } from '@/store/app'
import { idParam } from '@/utils/pageParams'

/** One point withdrawal of the member (`?id=`): status, amounts, account, times. */
export default function PointWithdrawalDetailPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [id] = useState(() => idParam('id'))
  const [w, setW] = useState<WithdrawDetail | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    if (!useAppStore.getState().token || !id) return
    setFailed(false)
    try {
      setW(await fetchWithdrawal('point', id))
    } catch {
      setFailed(true)
    }
  }, [id])
  useEffect(() => {
    load()
  }, [load, token])

  let body
  if (!token) body = <LoginPrompt tip={t('withdraw:point.loginTip')} back={ROUTES.pointWithdrawalDetail} />
  else if (!id || (failed && !w)) body = <ErrorState onRetry={load} />
  else if (!w) body = <Loading rows={3} />
  else body = <View className='withdraw-page'><WithdrawDetailView w={w} kind='point' /></View>
  return <PageShell title={t('withdraw:point.detailTitle')}>{body}</PageShell>
}
