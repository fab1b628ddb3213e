import '@/features/address/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { deleteAddress, fetchAddresses, setDefaultAddress, type MemberAddress } from '@/features/address/api'
import { isSelectMode, toShippingAddress } from '@/features/address/form'
import { SavedListPage } from '@/features/saved-list/SavedListPage'
import { useSavedList } from '@/features/saved-list/useSavedList'
import { useAppStore } from '@/store/app'
import { maskPhone } from '@/utils/phone'
import { appendQuery } from '@/utils/query'
import './address.scss'

/** Default first, then the rest as the server orders them (newest first). */
function defaultFirst(list: MemberAddress[]): MemberAddress[] {
  return [...list].sort((a, b) => b.is_default - a.is_default)
}

const choose = (a: MemberAddress) => useAppStore.getState().setCurrentShippingAddress(toShippingAddress(a))

// the stored shipping address must not name an address that is gone
const forget = (a: MemberAddress) => {
  if (useAppStore.getState().currentShippingAddress?.id === a.id) useAppStore.getState().setCurrentShippingAddress(null)
}

/**
 * The member's shipping addresses: set default, edit, delete (after a confirm), add. Opened from
 * checkout (`?back=checkout`) a tap on an address picks it: it becomes curr_shipping_address
 * (spec section 3) and checkout, shown again, recalculates with it.
 */
export default function AddressListPage() {
  const { t } = useTranslation()
  const [params] = useState(() => Taro.getCurrentInstance()?.router?.params ?? {})
  const selecting = isSelectMode(params)
  const current = useAppStore((s) => s.currentShippingAddress)
  const list = useSavedList<MemberAddress>({
    load: () => fetchAddresses().then(defaultFirst),
    setDefault: setDefaultAddress,
    remove: deleteAddress,
    texts: 'address:list',
    afterRemove: forget,
    choose: selecting ? choose : undefined,
  })
  // the edit link carries choose mode along
  const editUrl = (id?: number) => appendQuery(ROUTES.addressEdit, { id: id || undefined, back: selecting ? 'checkout' : undefined })

  return (
    <SavedListPage
      list={list}
      block='address'
      texts='address:list'
      title={selecting ? t('address:list.selectTitle') : t('address:list.title')}
      route={ROUTES.address}
      editUrl={editUrl}
      currentId={current?.id}
      row={(a) => ({ name: a.name, beside: ['mobile', maskPhone(a.mobile)], line: ['full', a.full_address] })}
    />
  )
}
