import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { addAccount, editAccount, fetchAccount } from '@/features/withdraw/api'
import {
  ACCOUNT_NUMBER_MAX, BANK_NAME_MAX, EMPTY_ACCOUNT_FORM, REALNAME_MAX, accountFormProblem, type AccountForm, type WithdrawTypeKey,
} from '@/features/withdraw/rules'
import { toast } from '@/services/toast'
import { back } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { limitDigits } from '@/utils/validate'

const TYPES: WithdrawTypeKey[] = ['bank', 'wechatpay', 'alipay']
const inputValue = (e: { detail: { value: string } }) => e.detail.value
const ACCOUNT_LABEL: Record<WithdrawTypeKey, string> = { bank: 'accountBank', alipay: 'accountAlipay', wechatpay: 'accountWechat' }

/** Add or edit a withdrawal account (`?id=` edits): name, mobile, account type, bank branch (cards), account. */
export default function AccountEditPage() {
  const { t } = useTranslation()
  const [id] = useState(() => idParam('id'))
  const [form, setForm] = useState<AccountForm>(EMPTY_ACCOUNT_FORM)
  const [busy, setBusy] = useState(false)

  // the account to edit fills the form; a new one starts empty
  const resource = useResource(
    async () => {
      if (!id) return null
      const a = await fetchAccount(id)
      setForm({ realname: a.realname, mobile: a.mobile, withdraw_type: a.withdraw_type, bank_name: a.bank_name, account_number: a.account_number, is_default: a.is_default === 1 })
      return a
    },
    { login: true },
  )

  const set = (patch: Partial<AccountForm>) => setForm((f) => ({ ...f, ...patch }))

  const save = async () => {
    if (busy) return
    const problem = accountFormProblem(form)
    if (problem) {
      toast(t(problem === 'accountNumber' ? `withdraw:check.accountNumber_${form.withdraw_type}` : `withdraw:check.${problem}`))
      return
    }
    setBusy(true)
    try {
      const input = {
        realname: form.realname.trim(), mobile: form.mobile.trim(), withdraw_type: form.withdraw_type,
        bank_name: form.withdraw_type === 'bank' ? form.bank_name.trim() : '', account_number: form.account_number.trim(), is_default: form.is_default ? 1 : 0,
      }
      if (id) await editAccount(id, input)
      else await addAccount(input)
      toast(t('withdraw:edit.saved'))
      back()
    } catch {
      // the request layer showed the server's message; the form stays
    } finally {
      setBusy(false)
    }
  }

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
              <View className='account-form__row'>
                {/* the label toggles the switch as a form label would */}
                <Text className='account-form__label account-default-label' onClick={() => set({ is_default: !form.is_default })}>
                  {t('withdraw:field.default')}
                </Text>
                <Switch className='account-default' checked={form.is_default} onChange={(v: boolean) => set({ is_default: v })} />
              </View>
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
