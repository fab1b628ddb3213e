import '@/features/level/i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchGift } from '@/features/level/api'
import { GiftContents } from '@/features/level/components/GiftContents'
import { giftCoupons, giftTitle } from '@/features/level/gift'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { LevelError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import '../gift/gift.scss'

/** /otherpages/member/gift_detail?id=: one gift package the member received and what was in it. */
export default function GiftDetailPage() {
  const { t } = useTranslation()
  const id = idParam('id')
  const resource = useResource(
    () => (id ? fetchGift(id) : Promise.reject(new ApiError(LevelError.GIFT_NOT_FOUND, ''))),
    { login: true, deps: [id] },
  )
  const errorText = (e: unknown) =>
    (e instanceof ApiError && e.code === LevelError.GIFT_NOT_FOUND ? t('level:giftNotFound') : e instanceof ApiError ? e.message : '') || undefined

  const body = (
    <ResourceView resource={resource} login={{ tip: t('level:giftLoginTip') }} loadingRows={2} errorMessage={errorText}>
      {(gift) => (
        <View className='gift-detail' data-gift-id={gift.id}>
          <Text className='gift-detail__title'>{giftTitle(t, gift)}</Text>
          <Text className='gift-detail__time'>{t('level:giftTime', { time: formatDateTime(gift.create_time) })}</Text>
          <Text className='gift-detail__label'>{t('level:contents')}</Text>
          <GiftContents point={gift.point} balance={gift.balance} coupons={giftCoupons(gift)} />
          {gift.coupon_list.length ? (
            <Text className='gift-detail__coupons' onClick={() => go(ROUTES.memberCoupon)}>{t('level:viewCoupons')}</Text>
          ) : null}
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('level:giftDetailTitle')} className='gift-page'>
      {body}
    </PageShell>
  )
}
