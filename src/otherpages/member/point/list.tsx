import '@/features/account/i18n'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LedgerList } from '@/features/account/components/LedgerList'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'

/** The points ledger, newest first under a heading per month, in pages (pull-down refresh, load more). */
export default function PointListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  return (
    <PageShell title={t('account:pointList.title')} body='fixed' className='ledger-page point-list-page'>
      {token ? <LedgerList account='point' /> : <LoginPrompt tip={t('account:loginTip')} back={ROUTES.pointList} />}
    </PageShell>
  )
}
