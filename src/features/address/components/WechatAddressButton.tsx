import '../i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { addressBook } from '@/platform/addressbook'
import { toast } from '@/services/toast'
import { areaByNames } from '../areaByNames'
import type { AddressForm } from '../form'
import './WechatAddressButton.scss'

/** What an address from the address book fills in: consignee, mobile, area (when known) and detail. */
export type PickedFields = Partial<AddressForm>

/**
 * "Fill from WeChat": WeChat's own address book (openAddress) in the WeChat browser; nothing where the
 * platform has none. The area is matched to the region data by name; an unknown one is left to pick.
 */
export function WechatAddressButton({ onPicked }: { onPicked: (fields: PickedFields) => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (!addressBook.available()) return null

  const pick = async () => {
    if (busy) return
    setBusy(true)
    try {
      const got = await addressBook.pick()
      if (!got) return
      const area = await areaByNames(got.province, got.city, got.district).catch(() => null)
      onPicked({
        name: got.name,
        mobile: got.mobile.replace(/\D/g, '').slice(-11),
        address: got.detail,
        // a picked area no longer matches a located point or community
        ...(area ? { ...area, community_id: 0, latitude: 0, longitude: 0 } : {}),
      })
    } catch {
      toast(t('address:edit.fromWechatFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='address-wechat' onClick={() => void pick()}>
      <Text>{busy ? t('address:edit.fromWechatBusy') : t('address:edit.fromWechat')}</Text>
    </View>
  )
}
