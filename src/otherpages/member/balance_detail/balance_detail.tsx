import '@/features/account/i18n'
import { useTranslation } from 'react-i18next'
import Taro from '@tarojs/taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LedgerList } from '@/features/account/components/LedgerList'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'

/**
 * The balance ledger (withdrawable and not) by month of the mall's calendar and by kind, in pages with
 * pull-down refresh and load more. `?date=YYYY-MM&from_type=…` preset the filters.
 */
export default function BalanceDetailPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const params = Taro.getCurrentInstance().router?.params ?? {}
  return (
    <PageShell title={t('account:ledger.balanceTitle')} body='fixed' className='ledger-page balance-detail-page'>
      {token ? (
        <LedgerList account='balance,balance_money' filters showAccount initialMonth={params.date} initialFromType={params.from_type} />
      ) : (
        <LoginPrompt tip={t('account:loginTip')} back={ROUTES.balanceDetail} />
      )}
    </PageShell>
  )
}
