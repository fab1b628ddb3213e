import '@/features/address/i18n'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Location } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { addAddress, areaAt, editAddress, fetchAddress, type MemberAddress } from '@/features/address/api'
import { AreaPicker, type AreaPick } from '@/features/address/components/AreaPicker'
import { WechatAddressButton } from '@/features/address/components/WechatAddressButton'
import {
  ADDRESS_NAME_MAX, ADDRESS_TELEPHONE_MAX, ADDRESS_TEXT_MAX, areaText, checkAddressForm, EMPTY_FORM, formFromAddress,
  toAddressInput, toShippingAddress, type AddressForm,
} from '@/features/address/form'
import { ResourceView } from '@/features/resource/ResourceView'
import { DefaultSwitchRow } from '@/features/saved-list/DefaultSwitchRow'
import { useSavedForm } from '@/features/saved-list/useSavedForm'
import { canChooseLocation, chooseLocation } from '@/platform/location'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { limitDigits } from '@/utils/validate'
import './address_edit.scss'

const inputValue = (e: { detail: { value: string } }) => e.detail.value

/**
 * Add or edit a shipping address (`?id=` edits): consignee, mobile, optional landline, area from the
 * region data or located on the map where the platform has one, detailed address, default switch.
 */
export default function AddressEditPage() {
  const { t } = useTranslation()
  const [picker, setPicker] = useState(false)
  const [locating, setLocating] = useState(false)
  const [canLocate] = useState(() => canChooseLocation())
  const { id, resource, form, set, setForm, busy, save } = useSavedForm<AddressForm, MemberAddress>({
    empty: EMPTY_FORM,
    load: fetchAddress,
    toForm: formFromAddress,
    check: (f) => {
      const ok = checkAddressForm(f, t)
      return ok === true ? null : ok
    },
    save: async (addressId, f) => {
      const input = toAddressInput(f)
      const savedId = addressId ? await editAddress(addressId, input) : await addAddress(input)
      // the stored shipping address follows an edit of itself
      const current = useAppStore.getState().currentShippingAddress
      if (current?.id === savedId) {
        const fresh = await fetchAddress(savedId).catch(() => null)
        if (fresh) useAppStore.getState().setCurrentShippingAddress(toShippingAddress(fresh))
      }
    },
    savedText: t('address:edit.saved'),
  })

  const onArea = (v: AreaPick) => {
    setPicker(false)
    // a hand-picked area no longer matches a located point or community
    set({ ...v, community_id: 0, latitude: 0, longitude: 0 })
  }

  const locate = async () => {
    if (locating) return
    setLocating(true)
    try {
      const pos = await chooseLocation()
      if (!pos) return
      const info = await areaAt(pos.latitude, pos.longitude, pos.type ?? 'gcj02')
      setForm((f) => ({
        ...f,
        province_id: info.province_id,
        province_name: info.province,
        city_id: info.city_id,
        city_name: info.city,
        district_id: info.district_id,
        district_name: info.district,
        no_districts: info.district_id === 0,
        community_id: info.community_id,
        latitude: pos.latitude,
        longitude: pos.longitude,
        address: f.address.trim() ? f.address : [pos.name, pos.address].filter(Boolean)[0] ?? '',
      }))
    } catch (e) {
      // a refused region was already shown by the request layer; a platform failure is ours to say
      if (!(e && typeof e === 'object' && 'code' in e)) toast(t('address:edit.locateFailed'))
    } finally {
      setLocating(false)
    }
  }

  const title = id ? t('address:edit.editTitle') : t('address:edit.addTitle')
  if (resource.status !== 'data') {
    return (
      <PageShell title={title}>
        <ResourceView resource={resource} login={{ tip: t('address:list.loginTip'), back: ROUTES.address }} loadingRows={2}>
          {() => null}
        </ResourceView>
      </PageShell>
    )
  }

  const area = areaText(form)
  return (
    <PageShell title={title}>
      <View className='address-form'>
        <WechatAddressButton onPicked={(fields) => setForm((f) => ({ ...f, ...fields }))} />
        <View className='address-form__row'>
          <Text className='address-form__label'>{t('address:field.name')}</Text>
          <Input
            className='address-form__input address-name'
            value={form.name}
            maxlength={ADDRESS_NAME_MAX}
            placeholder={t('address:field.namePlaceholder')}
            onInput={(e) => set({ name: inputValue(e) })}
          />
        </View>
        <View className='address-form__row'>
          <Text className='address-form__label'>{t('address:field.mobile')}</Text>
          <Input
            className='address-form__input address-mobile'
            type='number'
            value={form.mobile}
            maxlength={11}
            placeholder={t('address:field.mobilePlaceholder')}
            onInput={(e) => set({ mobile: limitDigits(inputValue(e), 11) })}
          />
        </View>
        <View className='address-form__row'>
          <Text className='address-form__label'>{t('address:field.telephone')}</Text>
          <Input
            className='address-form__input address-telephone'
            value={form.telephone}
            maxlength={ADDRESS_TELEPHONE_MAX}
            placeholder={t('address:field.telephonePlaceholder')}
            onInput={(e) => set({ telephone: inputValue(e) })}
          />
        </View>
        <View className='address-form__row'>
          <Text className='address-form__label'>{t('address:field.area')}</Text>
          <View className='address-form__input address-area' onClick={() => setPicker(true)}>
            <Text className={area ? 'address-area__value' : 'address-area__placeholder'}>{area || t('address:field.areaPlaceholder')}</Text>
          </View>
          {canLocate ? (
            <View className='address-locate' onClick={locate}>
              <Location size={16} />
              <Text>{locating ? t('address:edit.locating') : t('address:edit.locate')}</Text>
            </View>
          ) : null}
        </View>
        <View className='address-form__row'>
          <Text className='address-form__label'>{t('address:field.address')}</Text>
          <Input
            className='address-form__input address-detail'
            value={form.address}
            maxlength={ADDRESS_TEXT_MAX}
            placeholder={t('address:field.addressPlaceholder')}
            onInput={(e) => set({ address: inputValue(e) })}
          />
        </View>
        <DefaultSwitchRow block='address' label={t('address:field.default')} checked={form.is_default} onChange={(on) => set({ is_default: on })} />
      </View>
      <View className='address-form__actions'>
        <Button className='address-save' type='primary' block loading={busy} onClick={save}>
          {t('address:edit.save')}
        </Button>
      </View>
      <AreaPicker visible={picker} value={form} onConfirm={onArea} onClose={() => setPicker(false)} />
    </PageShell>
  )
}
