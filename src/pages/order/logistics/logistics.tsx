import '@/features/order/i18n'
import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchPackages, type OrderPackageTrace } from '@/features/order/api'
import { copyText } from '@/features/order/copy'
import '../../../features/order/components/order.scss'
import { img } from '@/services/image'
import { useAppStore } from '@/store/app'
import { formatDateTime } from '@/utils/date'
import './logistics.scss'
import { idParam } from '@/utils/pageParams'

/** The shipments of an order: one tab per package, its carrier and number, and the tracking events. */
export default function OrderLogisticsPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [orderId] = useState(() => idParam('order_id'))
  const [packages, setPackages] = useState<OrderPackageTrace[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState(0)

  const load = useCallback(() => {
    if (!orderId || !useAppStore.getState().token) return
    setFailed(false)
    fetchPackages(orderId)
      .then((list) => {
        setPackages(list)
        setActive((a) => (a < list.length ? a : 0))
      })
      .catch(() => setFailed(true))
  }, [orderId])
  useEffect(load, [load, token])

  let body
  if (!token) body = <LoginPrompt tip={t('order:list.loginTip')} />
  else if (!orderId || failed) body = <ErrorState onRetry={orderId ? load : undefined} />
  else if (!packages) body = <Loading rows={2} />
  else if (!packages.length) body = <Empty tip={t('order:logistics.empty')} />
  else {
    const p = packages[Math.min(active, packages.length - 1)]
    const pieces = p.order_goods.reduce((n, l) => n + l.num, 0)
    body = (
      <View className='logistics' data-package-id={p.id}>
        {packages.length > 1 ? (
          <View className='logistics-tabs'>
            {packages.map((pk, i) => (
              <View
                key={pk.id}
                className={`logistics-tab${i === active ? ' logistics-tab--active' : ''}`}
                data-package-id={pk.id}
                onClick={() => setActive(i)}
              >
                <Text>{t('order:logistics.package', { index: i + 1 })}</Text>
              </View>
            ))}
          </View>
        ) : null}

        <View className='order-block logistics-head'>
          <View className='logistics-goods'>
            {p.order_goods.slice(0, 4).map((l) => (
              <Image key={l.order_goods_id} className='logistics-goods__image' src={img(l.sku_image, 'small')} mode='aspectFill' />
            ))}
            <Text className='logistics-goods__count'>{t('order:logistics.goodsCount', { count: pieces })}</Text>
          </View>
          {p.delivery_type === 1 ? (
            <>
              <View className='order-block__row'>
                <Text className='order-block__label'>{t('order:logistics.company')}</Text>
                <Text className='order-block__value logistics-company'>{p.express_company_name}</Text>
              </View>
              <View className='order-block__row'>
                <Text className='order-block__label'>{t('order:logistics.number')}</Text>
                <Text className='order-block__value logistics-no'>{p.delivery_no}</Text>
                <Text className='order-block__copy logistics-no__copy' onClick={() => copyText(p.delivery_no, t('order:detail.copied'))}>
                  {t('order:detail.copy')}
                </Text>
              </View>
            </>
          ) : (
            <Text className='order-block__sub logistics-none'>{t('order:logistics.noLogistics')}</Text>
          )}
        </View>

        {p.delivery_type === 1 ? (
          <View className='order-block logistics-traces'>
            {p.traces.length ? (
              p.traces.map((tr, i) => (
                <View key={`${tr.time}-${i}`} className={`logistics-trace${i === 0 ? ' logistics-trace--latest' : ''}`}>
                  <View className='logistics-trace__dot' />
                  <View className='logistics-trace__body'>
                    <Text className='logistics-trace__text'>{tr.text}</Text>
                    <Text className='logistics-trace__time'>{formatDateTime(tr.time)}</Text>
                  </View>
                </View>
              ))
            ) : (
              <Text className='order-block__sub'>{t('order:logistics.noTrace')}</Text>
            )}
          </View>
        ) : null}
      </View>
    )
  }

  return (
    <PageShell title={t('order:logistics.title')} className='order-logistics'>
      {body}
    </PageShell>
  )
}
