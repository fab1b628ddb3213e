import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { WithdrawList } from '@/features/withdraw/components/WithdrawList'
import { useAppStore } from '@/store/app'

/** The member's balance withdrawals by status, newest first. */
export default function WithdrawalPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  return (
    <PageShell title={t('withdraw:list.title')} body='fixed'>
      {token ? <WithdrawList kind='balance' detailRoute={ROUTES.withdrawalDetail} /> : <LoginPrompt tip={t('withdraw:apply.loginTip')} back={ROUTES.withdrawal} />}
    </PageShell>
  )
}
