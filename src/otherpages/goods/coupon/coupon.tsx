import { useCallback, useState } from 'react'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { fetchGoodsCoupons } from '@/features/coupon/api'
import { couponTypeFace } from '@/features/coupon/face'
import { initialReceiveState } from '@/features/coupon/receive'
import { useReceive } from '@/features/coupon/useReceive'
import { CouponCard } from '@/features/coupon/components/CouponCard'
import { ReceiveButton } from '@/features/coupon/components/ReceiveButton'
import '@/features/coupon/i18n'
import './coupon.scss'

function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** /otherpages/goods/coupon?goods_id=: the shop's and the platform's coupons a buyer of the goods may receive. */
export default function GoodsCouponPage() {
  const { t } = useTranslation()
  const [goodsId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.goods_id))
  const coupons = useResource(() => fetchGoodsCoupons(goodsId ?? 0), { enabled: Boolean(goodsId), isEmpty: noItems })
  const list = coupons.data

  const initial = useCallback(
    (id: number) => {
      const c = list?.find((x) => x.coupon_type_id === id)
      return c ? { state: initialReceiveState(c), received: c.received } : { state: 'unavailable' as const, received: 0 }
    },
    [list],
  )
  const { entry, receive, reset } = useReceive(initial)
  // each answer starts the receive states afresh (set while rendering, so no frame shows the old ones)
  const [answered, setAnswered] = useState(list)
  if (answered !== list) {
    setAnswered(list)
    reset()
  }

  const content = !goodsId ? (
    <ErrorState message={t('coupon:missing')} />
  ) : (
    <ResourceView resource={coupons} empty={{ tip: t('coupon:empty') }}>
      {(items) => (
        <View className='goods-coupon'>
          {items.map((c) => (
            <CouponCard
              key={c.coupon_type_id}
              className='goods-coupon__item'
              coupon={couponTypeFace(c)}
              action={<ReceiveButton entry={entry(c.coupon_type_id)} onReceive={() => receive(c.coupon_type_id)} />}
            />
          ))}
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('coupon:goodsTitle')} body='fixed'>
      <PullScroll onRefresh={goodsId ? coupons.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
