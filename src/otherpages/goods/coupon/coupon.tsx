import { useCallback, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchGoodsCoupons, type ReceivableCouponType } from '@/features/coupon/api'
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
  const [list, setList] = useState<ReceivableCouponType[] | null>(null)
  const [failed, setFailed] = useState(false)

  const initial = useCallback(
    (id: number) => {
      const c = list?.find((x) => x.coupon_type_id === id)
      return c ? { state: initialReceiveState(c), received: c.received } : { state: 'unavailable' as const, received: 0 }
    },
    [list],
  )
  const { entry, receive, reset } = useReceive(initial)

  const load = useCallback(async () => {
    if (!goodsId) return
    setFailed(false)
    try {
      const res = await fetchGoodsCoupons(goodsId)
      reset()
      setList(res)
    } catch {
      setFailed(true)
    }
  }, [goodsId, reset])
  useEffect(() => {
    load()
  }, [load])

  let content
  if (!goodsId) content = <ErrorState message={t('coupon:missing')} />
  else if (failed && !list) content = <ErrorState onRetry={load} />
  else if (!list) content = <Loading />
  else if (!list.length) content = <Empty tip={t('coupon:empty')} />
  else
    content = (
      <View className='goods-coupon'>
        {list.map((c) => (
          <CouponCard
            key={c.coupon_type_id}
            className='goods-coupon__item'
            coupon={couponTypeFace(c)}
            action={<ReceiveButton entry={entry(c.coupon_type_id)} onReceive={() => receive(c.coupon_type_id)} />}
          />
        ))}
      </View>
    )

  return (
    <PageShell title={t('coupon:goodsTitle')} body='fixed'>
      <PullScroll onRefresh={goodsId ? load : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
