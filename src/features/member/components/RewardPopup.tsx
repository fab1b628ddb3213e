import '@/features/member/i18n'
import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Close } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { fenToYuan } from '@/utils/money'
import { fetchRewardConfig, type RewardConfig } from '../api'
import { couponCondition, rewardCouponCount, rewardShows } from '../reward'
import './member-popups.scss'

export interface RewardPopupProps {
  /** called when the popup closes, and at once when there is nothing to show */
  onClose(): void
}

/**
 * The registration reward (spec sections 3, 4 and 9): loads /memberregister/api/Config/Config and
 * shows itself only when the reward is on and any of point, balance, growth or coupon is above zero.
 * The balance reward is not withdrawable but usable in orders, and says so.
 */
export function RewardPopup({ onClose }: RewardPopupProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState<RewardConfig['value'] | null>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    let live = true
    fetchRewardConfig()
      .then((config) => {
        if (!live) return
        if (rewardShows(config)) setValue(config.value)
        else closeRef.current()
      })
      .catch(() => live && closeRef.current())
    return () => {
      live = false
    }
  }, [])

  if (!value) return null
  const point = Number(value.point) || 0
  const balance = Math.round(Number(value.balance) || 0)
  const growth = Number(value.growth) || 0
  const coupons = Array.isArray(value.coupon_list) ? value.coupon_list : []

  return (
    <Popup visible position='center' round closeable={false} className='reward-popup' onClose={onClose} onOverlayClick={onClose}>
      <View className='reward-popup__head'>
        <Text className='reward-popup__title'>{t('member:reward.title')}</Text>
        <View className='reward-popup__close reward-popup-close' aria-label={t('member:close')} onClick={onClose}>
          <Close size={16} />
        </View>
      </View>
      <Text className='reward-popup__tip'>{t('member:reward.tip')}</Text>
      <View className='reward-popup__list'>
        {point > 0 ? (
          <View className='reward-popup__item reward-popup__item--point'>
            <Text className='reward-popup__value'>+{point}</Text>
            <Text className='reward-popup__label'>{t('member:reward.point')}</Text>
          </View>
        ) : null}
        {balance > 0 ? (
          <View className='reward-popup__item reward-popup__item--balance'>
            <Text className='reward-popup__value'>¥{fenToYuan(balance)}</Text>
            <Text className='reward-popup__label'>{t('member:reward.balance')}</Text>
          </View>
        ) : null}
        {growth > 0 ? (
          <View className='reward-popup__item reward-popup__item--growth'>
            <Text className='reward-popup__value'>+{growth}</Text>
            <Text className='reward-popup__label'>{t('member:reward.growth')}</Text>
          </View>
        ) : null}
        {coupons.map((c, i) => (
          <View key={c.coupon_type_id ?? i} className='reward-popup__item reward-popup__coupon'>
            <Text className='reward-popup__coupon-name'>{c.platformcoupon_name}</Text>
            <Text className='reward-popup__coupon-rule'>{couponCondition(c, t)}</Text>
          </View>
        ))}
        {!coupons.length && rewardCouponCount(value) > 0 ? (
          <View className='reward-popup__item reward-popup__item--coupon'>
            <Text className='reward-popup__label'>{t('member:reward.couponCount', { count: rewardCouponCount(value) })}</Text>
          </View>
        ) : null}
      </View>
      {balance > 0 ? <Text className='reward-popup__note'>{t('member:reward.balanceNote')}</Text> : null}
      <Button className='reward-popup__ok reward-popup-ok' type='primary' block onClick={onClose}>
        {t('member:reward.ok')}
      </Button>
    </Popup>
  )
}

export default RewardPopup
