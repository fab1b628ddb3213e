import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { WithdrawList } from '@/features/withdraw/components/WithdrawList'
import { useAppStore } from '@/store/app'

/** The member's point withdrawals by status, newest first. */
export default function PointWithdrawalListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  return (
    <PageShell title={t('withdraw:point.listTitle')} body='fixed'>
      {token ? <WithdrawList kind='point' detailRoute={ROUTES.pointWithdrawalDetail} /> : <LoginPrompt tip={t('withdraw:point.loginTip')} back={ROUTES.pointWithdrawalList} />}
    </PageShell>
  )
}
