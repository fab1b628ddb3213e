import '@/features/level/i18n'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchGift, type Gift } from '@/features/level/api'
import { GiftContents } from '@/features/level/components/GiftContents'
import { giftCoupons, giftTitle } from '@/features/level/gift'
import { ROUTES } from '@/constants/routes'
import { LevelError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { useAppStore } from '@/store/app'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import '../gift/gift.scss'

/** /otherpages/member/gift_detail?id=: one gift package the member received and what was in it. */
export default function GiftDetailPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const id = idParam('id')
  const [gift, setGift] = useState<Gift | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    if (!useAppStore.getState().token) return
    setError(null)
    if (!id) return setError(t('level:giftNotFound'))
    fetchGift(id)
      .then(setGift)
      .catch((e) => setError(e instanceof ApiError && e.code === LevelError.GIFT_NOT_FOUND ? t('level:giftNotFound') : e instanceof ApiError ? e.message : ''))
  }, [id, t])
  useEffect(load, [load, token])

  let body: ReactNode
  if (!token) body = <LoginPrompt tip={t('level:giftLoginTip')} />
  else if (error !== null) body = <ErrorState message={error || undefined} onRetry={load} />
  else if (!gift) body = <Loading rows={2} />
  else {
    body = (
      <View className='gift-detail' data-gift-id={gift.id}>
        <Text className='gift-detail__title'>{giftTitle(t, gift)}</Text>
        <Text className='gift-detail__time'>{t('level:giftTime', { time: formatDateTime(gift.create_time) })}</Text>
        <Text className='gift-detail__label'>{t('level:contents')}</Text>
        <GiftContents point={gift.point} balance={gift.balance} coupons={giftCoupons(gift)} />
        {gift.coupon_list.length ? (
          <Text className='gift-detail__coupons' onClick={() => go(ROUTES.memberCoupon)}>{t('level:viewCoupons')}</Text>
        ) : null}
      </View>
    )
  }

  return (
    <PageShell title={t('level:giftDetailTitle')} className='gift-page'>
      {body}
    </PageShell>
  )
}
