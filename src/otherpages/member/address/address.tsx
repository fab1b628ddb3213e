import '@/features/address/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { deleteAddress, fetchAddresses, setDefaultAddress, type MemberAddress } from '@/features/address/api'
import { isSelectMode, toShippingAddress } from '@/features/address/form'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { back, go } from '@/utils/navigate'
import { maskPhone } from '@/utils/phone'
import './address.scss'

/** Default first, then the rest as the server orders them (newest first). */
function defaultFirst(list: MemberAddress[]): MemberAddress[] {
  return [...list].sort((a, b) => b.is_default - a.is_default)
}

/**
 * The member's shipping addresses: set default, edit, delete (after a confirm), add. Opened from
 * checkout (`?back=checkout`) a tap on an address picks it: it becomes curr_shipping_address
 * (spec section 3) and checkout, shown again, recalculates with it.
 */
export default function AddressListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [params] = useState(() => Taro.getCurrentInstance()?.router?.params ?? {})
  const selecting = isSelectMode(params)
  // again on every return from the edit page
  const addresses = useResource(() => fetchAddresses().then(defaultFirst), { login: true, isEmpty: noItems, reloadOnShow: true })
  const load = addresses.reload
  const [busy, setBusy] = useState(false)

  const current = useAppStore((s) => s.currentShippingAddress)

  const pick = (a: MemberAddress) => {
    if (!selecting) return
    useAppStore.getState().setCurrentShippingAddress(toShippingAddress(a))
    back()
  }

  const makeDefault = async (a: MemberAddress) => {
    if (busy || a.is_default === 1) return
    setBusy(true)
    try {
      await setDefaultAddress(a.id)
      await load()
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const remove = async (a: MemberAddress) => {
    if (busy) return
    const answer = await Taro.showModal({
      title: t('address:list.deleteTitle'),
      content: t('address:list.deleteConfirm'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!answer.confirm) return
    setBusy(true)
    try {
      await deleteAddress(a.id)
      toast(t('address:list.deleted'))
      // the stored shipping address must not name an address that is gone
      if (useAppStore.getState().currentShippingAddress?.id === a.id) useAppStore.getState().setCurrentShippingAddress(null)
      await load()
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const editUrl = (id?: number) => `${ROUTES.addressEdit}${id ? `?id=${id}` : ''}${selecting ? `${id ? '&' : '?'}back=checkout` : ''}`

  const body = (
    <ResourceView resource={addresses} login={{ tip: t('address:list.loginTip'), back: ROUTES.address }} loadingRows={3} empty={{ tip: t('address:list.empty') }}>
      {(list) => (
        <View className='address-list'>
          {list.map((a) => (
            <View
              key={a.id}
              className={`address-item ${a.is_default ? 'address-item--default' : ''} ${selecting && current?.id === a.id ? 'address-item--current' : ''}`}
              data-id={a.id}
            >
              <View className='address-item__main' onClick={() => (selecting ? pick(a) : go(editUrl(a.id)))}>
                <View className='address-item__head'>
                  <Text className='address-item__name'>{a.name}</Text>
                  <Text className='address-item__mobile'>{maskPhone(a.mobile)}</Text>
                  {a.is_default ? <Text className='address-item__tag'>{t('address:list.defaultTag')}</Text> : null}
                </View>
                <Text className='address-item__full'>{a.full_address}</Text>
              </View>
              <View className='address-item__actions'>
                <View className='address-item__default' onClick={() => makeDefault(a)}>
                  <View className={`address-radio ${a.is_default ? 'address-radio--on' : ''}`} />
                  <Text>{a.is_default ? t('address:list.isDefault') : t('address:list.setDefault')}</Text>
                </View>
                <View className='address-item__ops'>
                  <Text className='address-item__edit' onClick={() => go(editUrl(a.id))}>{t('address:list.edit')}</Text>
                  <Text className='address-item__delete' onClick={() => remove(a)}>{t('address:list.delete')}</Text>
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
      title={selecting ? t('address:list.selectTitle') : t('address:list.title')}
      bottom={
        token ? (
          <View className='address-footer'>
            <Button className='address-add' type='primary' block onClick={() => go(editUrl())}>
              {t('address:list.add')}
            </Button>
          </View>
        ) : undefined
      }
    >
      {body}
    </PageShell>
  )
}
