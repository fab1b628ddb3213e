import '@/features/member/i18n'
import { useState } from 'react'
import { View, Text, Input, Image } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Close } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { toast } from '@/services/toast'
import { img } from '@/services/image'
import { maskPhone } from '@/utils/phone'
import { LIMITS, limitDigits, MOBILE_PATTERN } from '@/utils/validate'
import { bindReferrer, searchMemberByMobile, type ReferrerInfo } from '../api'
import './member-popups.scss'

export interface ReferrerPopupProps {
  visible: boolean
  onClose(): void
  /** the referrer was bound (the caller refreshes the member) */
  onBound(referrer: ReferrerInfo): void
}

interface Searched {
  mobile: string
  result: ReferrerInfo | null
}

/**
 * Referrer binding (spec sections 4 and 5): the mask does not close it (only its icon does). Search
 * by mobile shows headimg, nickname and the masked mobile; binding needs a mobile (请输入手机号) and
 * a search for that mobile first (请先搜索推荐人).
 */
export function ReferrerPopup({ visible, onClose, onBound }: ReferrerPopupProps) {
  const { t } = useTranslation()
  const [mobile, setMobile] = useState('')
  const [searched, setSearched] = useState<Searched | null>(null)
  const [busy, setBusy] = useState(false)

  const search = async () => {
    if (busy) return
    if (!mobile) return toast(t('utils:validate.mobileRequired'))
    if (!MOBILE_PATTERN.test(mobile)) return toast(t('utils:validate.mobileInvalid'))
    setBusy(true)
    try {
      const result = await searchMemberByMobile(mobile)
      setSearched({ mobile, result: result && result.member_id ? result : null })
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const bind = async () => {
    if (busy) return
    if (!mobile) return toast(t('utils:validate.mobileRequired'))
    if (!searched || searched.mobile !== mobile) return toast(t('member:referrer.searchFirst'))
    if (!searched.result) return toast(t('member:referrer.notFound'))
    setBusy(true)
    try {
      await bindReferrer(searched.result.member_id)
      toast(t('common:toast.bindSuccess'))
      onBound(searched.result)
    } catch {
      // refused (yourself, already bound, a downline): the server's message was shown
    } finally {
      setBusy(false)
    }
  }

  const result = searched && searched.mobile === mobile ? searched.result : undefined
  return (
    <Popup visible={visible} position='center' round closeable={false} closeOnOverlayClick={false} className='referrer-popup'>
      <View className='member-popup__head'>
        <Text className='member-popup__title'>{t('member:referrer.title')}</Text>
        <View className='member-popup__close referrer-popup-close' aria-label={t('member:close')} onClick={onClose}>
          <Close size={16} />
        </View>
      </View>
      <View className='referrer-popup__search'>
        <Input
          className='referrer-popup__input referrer-mobile'
          type='number'
          maxlength={LIMITS.mobile}
          value={mobile}
          placeholder={t('member:referrer.placeholder')}
          onInput={(e) => setMobile(limitDigits(e.detail.value, LIMITS.mobile))}
          onConfirm={search}
        />
        <Text className='referrer-popup__search-btn referrer-search' onClick={search}>
          {t('member:referrer.search')}
        </Text>
      </View>
      {result === undefined ? (
        <View className='referrer-result referrer-result--empty'>
          <Text className='referrer-result__tip'>{t('member:referrer.empty')}</Text>
        </View>
      ) : result === null ? (
        <View className='referrer-result referrer-result--none'>
          <Text className='referrer-result__tip'>{t('member:referrer.notFound')}</Text>
        </View>
      ) : (
        <View className='referrer-result referrer-result--found'>
          <Image className='referrer-result__headimg' src={img(result.headimg, 'small', 'default_headimg')} mode='aspectFill' />
          <View className='referrer-result__info'>
            <Text className='referrer-result__nickname'>{result.nickname || t('pages:member.noNickname')}</Text>
            <Text className='referrer-result__mobile'>{maskPhone(result.mobile)}</Text>
          </View>
        </View>
      )}
      <Button className='referrer-popup__bind referrer-bind' type='primary' block loading={busy} onClick={bind}>
        {t('member:referrer.bind')}
      </Button>
    </Popup>
  )
}

export default ReferrerPopup
