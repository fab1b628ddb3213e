import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import type { BankAccount } from '../api'
import { maskAccount } from '../rules'
import '../i18n'

export interface AccountChoiceProps {
  accounts: BankAccount[]
  /** the transfer types the operator pays out by; other accounts are shown but cannot be chosen */
  allowed: readonly string[]
  value: number
  onChange: (id: number) => void
}

/** The accounts an application can pay out to, as radio rows, with links to add and manage them. */
export function AccountChoice({ accounts, allowed, value, onChange }: AccountChoiceProps) {
  const { t } = useTranslation()
  return (
    <View className='withdraw-card withdraw-accounts'>
      <View className='withdraw-card__head'>
        <Text className='withdraw-card__title'>{t('withdraw:apply.account')}</Text>
        <Text className='withdraw-link withdraw-accounts__manage' onClick={() => go(accounts.length ? ROUTES.withdrawAccount : ROUTES.withdrawAccountEdit)}>
          {accounts.length ? t('withdraw:apply.manageAccount') : t('withdraw:apply.addAccount')}
        </Text>
      </View>
      {accounts.length === 0 ? <Text className='withdraw-accounts__none'>{t('withdraw:apply.noAccount')}</Text> : null}
      {accounts.map((a) => {
        const off = !allowed.includes(a.withdraw_type)
        const on = a.id === value
        return (
          <View
            key={a.id}
            className={`withdraw-account-option${on ? ' withdraw-account-option--on' : ''}${off ? ' withdraw-account-option--off' : ''}`}
            data-id={a.id}
            onClick={() => !off && onChange(a.id)}
          >
            <View className={`withdraw-radio${on ? ' withdraw-radio--on' : ''}`} />
            <View className='withdraw-account-option__main'>
              <Text className='withdraw-account-option__type'>{t(`withdraw:type.${a.withdraw_type}`)}{a.bank_name ? ` · ${a.bank_name}` : ''}</Text>
              <Text className='withdraw-account-option__number'>
                {a.realname} {a.account_number ? maskAccount(a.account_number) : t('withdraw:account.boundWechat')}
              </Text>
            </View>
            {off ? <Text className='withdraw-account-option__off'>{t('withdraw:apply.typeOff')}</Text> : null}
          </View>
        )
      })}
    </View>
  )
}
