import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { DefaultSwitchRow } from '@/features/saved-list/DefaultSwitchRow'
import { useSavedForm } from '@/features/saved-list/useSavedForm'
import { addAccount, editAccount, fetchAccount, type BankAccount } from '@/features/withdraw/api'
import {
  ACCOUNT_NUMBER_MAX, BANK_NAME_MAX, EMPTY_ACCOUNT_FORM, REALNAME_MAX, accountFormProblem, type AccountForm, type WithdrawTypeKey,
} from '@/features/withdraw/rules'
import { limitDigits } from '@/utils/validate'

const TYPES: WithdrawTypeKey[] = ['bank', 'wechatpay', 'alipay']
const inputValue = (e: { detail: { value: string } }) => e.detail.value
const ACCOUNT_LABEL: Record<WithdrawTypeKey, string> = { bank: 'accountBank', alipay: 'accountAlipay', wechatpay: 'accountWechat' }

/** Add or edit a withdrawal account (`?id=` edits): name, mobile, account type, bank branch (cards), account. */
export default function AccountEditPage() {
  const { t } = useTranslation()
  const { id, resource, form, set, busy, save } = useSavedForm<AccountForm, BankAccount>({
    empty: EMPTY_ACCOUNT_FORM,
    load: fetchAccount,
    toForm: (a) => ({ realname: a.realname, mobile: a.mobile, withdraw_type: a.withdraw_type, bank_name: a.bank_name, account_number: a.account_number, is_default: a.is_default === 1 }),
    check: (f) => {
      const problem = accountFormProblem(f)
      if (!problem) return null
      return t(problem === 'accountNumber' ? `withdraw:check.accountNumber_${f.withdraw_type}` : `withdraw:check.${problem}`)
    },
    save: (accountId, f) => {
      const input = {
        realname: f.realname.trim(), mobile: f.mobile.trim(), withdraw_type: f.withdraw_type,
        bank_name: f.withdraw_type === 'bank' ? f.bank_name.trim() : '', account_number: f.account_number.trim(), is_default: f.is_default ? 1 : 0,
      }
      return accountId ? editAccount(accountId, input) : addAccount(input)
    },
    savedText: t('withdraw:edit.saved'),
  })

  const title = id ? t('withdraw:edit.editTitle') : t('withdraw:edit.addTitle')
  const body = (
    <ResourceView resource={resource} login={{ tip: t('withdraw:account.loginTip'), back: ROUTES.withdrawAccount }} loadingRows={2}>
      {() => {
        const accountLabel = ACCOUNT_LABEL[form.withdraw_type]
        return (
          <View className={`account-edit account-edit--${form.withdraw_type}`}>
            <View className='account-form'>
              <View className='account-form__row'>
                <Text className='account-form__label'>{t('withdraw:field.realname')}</Text>
                <Input
                  className='account-form__input account-realname'
                  value={form.realname}
                  maxlength={REALNAME_MAX}
                  placeholder={t('withdraw:field.realnamePlaceholder')}
                  onInput={(e) => set({ realname: inputValue(e) })}
                />
              </View>
              <View className='account-form__row'>
                <Text className='account-form__label'>{t('withdraw:field.mobile')}</Text>
                <Input
                  className='account-form__input account-mobile'
                  type='number'
                  value={form.mobile}
                  maxlength={11}
                  placeholder={t('withdraw:field.mobilePlaceholder')}
                  onInput={(e) => set({ mobile: limitDigits(inputValue(e), 11) })}
                />
              </View>
              <View className='account-form__row'>
                <Text className='account-form__label'>{t('withdraw:field.type')}</Text>
                <View className='account-form__types'>
                  {TYPES.map((type) => (
                    <Text
                      key={type}
                      className={`account-type account-type--${type}${form.withdraw_type === type ? ' account-type--on' : ''}`}
                      onClick={() => set({ withdraw_type: type })}
                    >
                      {t(`withdraw:type.${type}`)}
                    </Text>
                  ))}
                </View>
              </View>
              {form.withdraw_type === 'bank' ? (
                <View className='account-form__row'>
                  <Text className='account-form__label'>{t('withdraw:field.bankName')}</Text>
                  <Input
                    className='account-form__input account-bank-name'
                    value={form.bank_name}
                    maxlength={BANK_NAME_MAX}
                    placeholder={t('withdraw:field.bankNamePlaceholder')}
                    onInput={(e) => set({ bank_name: inputValue(e) })}
                  />
                </View>
              ) : null}
              <View className='account-form__row'>
                <Text className='account-form__label'>{t(`withdraw:field.${accountLabel}`)}</Text>
                <Input
                  className='account-form__input account-number'
                  type={form.withdraw_type === 'bank' ? 'number' : 'text'}
                  value={form.account_number}
                  maxlength={form.withdraw_type === 'bank' ? 36 : ACCOUNT_NUMBER_MAX}
                  placeholder={t(`withdraw:field.${accountLabel}Placeholder`)}
                  onInput={(e) => set({ account_number: inputValue(e) })}
                />
              </View>
              <DefaultSwitchRow block='account' label={t('withdraw:field.default')} checked={form.is_default} onChange={(on) => set({ is_default: on })} />
            </View>
            <View className='account-form__actions'>
              <Button className='account-save' type='primary' block loading={busy} onClick={save}>
                {t('withdraw:edit.save')}
              </Button>
            </View>
          </View>
        )
      }}
    </ResourceView>
  )
  return <PageShell title={title}>{body}</PageShell>
}
