import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { deleteAccount, fetchAccounts, setDefaultAccount, type BankAccount } from '@/features/withdraw/api'
import { maskAccount } from '@/features/withdraw/rules'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { appendQuery } from '@/utils/query'

/** The member's withdrawal accounts: choose the default, edit, delete (after a confirm), add. */
export default function WithdrawAccountPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  // again on every return from the edit page
  const accounts = useResource(fetchAccounts, { login: true, isEmpty: noItems, reloadOnShow: true })
  const load = accounts.reload
  const [busy, setBusy] = useState(false)

  const makeDefault = async (a: BankAccount) => {
    if (busy || a.is_default === 1) return
    setBusy(true)
    try {
      await setDefaultAccount(a.id)
      await load()
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const remove = async (a: BankAccount) => {
    if (busy) return
    const answer = await Taro.showModal({
      title: t('withdraw:account.deleteTitle'),
      content: t('withdraw:account.deleteConfirm'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!answer.confirm) return
    setBusy(true)
    try {
      await deleteAccount(a.id)
      toast(t('withdraw:account.deleted'))
      await load()
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const editUrl = (id?: number) => (id ? appendQuery(ROUTES.withdrawAccountEdit, { id }) : ROUTES.withdrawAccountEdit)

  const body = (
    <ResourceView resource={accounts} login={{ tip: t('withdraw:account.loginTip'), back: ROUTES.withdrawAccount }} loadingRows={3} empty={{ tip: t('withdraw:account.empty') }}>
      {(list) => (
        <View className='account-list'>
          {list.map((a) => (
            <View key={a.id} className={`account-item account-item--${a.withdraw_type}${a.is_default ? ' account-item--default' : ''}`} data-id={a.id}>
              <View onClick={() => go(editUrl(a.id))}>
                <View className='account-item__head'>
                  <Text className='account-item__name'>{a.realname}</Text>
                  <Text className='account-item__type'>{t(`withdraw:type.${a.withdraw_type}`)}</Text>
                  {a.is_default ? <Text className='account-item__tag'>{t('withdraw:account.defaultTag')}</Text> : null}
                </View>
                <Text className='account-item__number'>
                  {[a.bank_name, a.account_number ? maskAccount(a.account_number) : t('withdraw:account.boundWechat')].filter(Boolean).join(' ')}
                </Text>
              </View>
              <View className='account-item__actions'>
                <View className='account-item__default' onClick={() => makeDefault(a)}>
                  <View className={`withdraw-radio${a.is_default ? ' withdraw-radio--on' : ''}`} />
                  <Text>{a.is_default ? t('withdraw:account.isDefault') : t('withdraw:account.setDefault')}</Text>
                </View>
                <View className='account-item__ops'>
                  <Text className='account-item__edit' onClick={() => go(editUrl(a.id))}>{t('withdraw:account.edit')}</Text>
                  <Text className='account-item__delete' onClick={() => remove(a)}>{t('withdraw:account.delete')}</Text>
                </View>
              </View>
            </View>
          ))}
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell
      title={t('withdraw:account.title')}
      bottom={
        token ? (
          <View className='account-footer'>
            <Button className='account-add' type='primary' block onClick={() => go(editUrl())}>
              {t('withdraw:account.add')}
            </Button>
          </View>
        ) : undefined
      }
    >
      {body}
    </PageShell>
  )
}
