import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { SavedListPage } from '@/features/saved-list/SavedListPage'
import { useSavedList } from '@/features/saved-list/useSavedList'
import { deleteAccount, fetchAccounts, setDefaultAccount, type BankAccount } from '@/features/withdraw/api'
import { maskAccount } from '@/features/withdraw/rules'
import { appendQuery } from '@/utils/query'

const editUrl = (id?: number) => (id ? appendQuery(ROUTES.withdrawAccountEdit, { id }) : ROUTES.withdrawAccountEdit)

/** The member's withdrawal accounts: choose the default, edit, delete (after a confirm), add. */
export default function WithdrawAccountPage() {
  const { t } = useTranslation()
  const list = useSavedList<BankAccount>({ load: fetchAccounts, setDefault: setDefaultAccount, remove: deleteAccount, texts: 'withdraw:account' })
  return (
    <SavedListPage
      list={list}
      block='account'
      texts='withdraw:account'
      title={t('withdraw:account.title')}
      route={ROUTES.withdrawAccount}
      editUrl={editUrl}
      row={(a) => ({
        name: a.realname,
        beside: ['type', t(`withdraw:type.${a.withdraw_type}`)],
        line: ['number', [a.bank_name, a.account_number ? maskAccount(a.account_number) : t('withdraw:account.boundWechat')].filter(Boolean).join(' ')],
        modifier: `account-item--${a.withdraw_type}`,
      })}
    />
  )
}
