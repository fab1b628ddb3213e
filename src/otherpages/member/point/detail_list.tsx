import '@/features/account/i18n'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LedgerList } from '@/features/account/components/LedgerList'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'

/** The points ledger filtered by kind and month (`?from_type=…&date=YYYY-MM` preset them). */
export default function PointDetailListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const params = Taro.getCurrentInstance().router?.params ?? {}
  return (
    <PageShell title={t('account:detailList.title')} body='fixed' className='ledger-page point-detail-list-page'>
      {token ? (
        <LedgerList account='point' filters initialMonth={params.date} initialFromType={params.from_type} />
      ) : (
        <LoginPrompt tip={t('account:loginTip')} back={ROUTES.pointDetailList} />
      )}
    </PageShell>
  )
}
