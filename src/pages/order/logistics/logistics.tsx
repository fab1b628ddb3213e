import '@/features/order/i18n'
import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchPackages } from '@/features/order/api'
import { copyText } from '@/features/order/copy'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import '../../../features/order/components/order.scss'
import { img } from '@/services/image'
import { formatDateTime } from '@/utils/date'
import './logistics.scss'
import { idParam } from '@/utils/pageParams'

/** The shipments of an order: one tab per package, its carrier and number, and the tracking events. */
export default function OrderLogisticsPage() {
  const { t } = useTranslation()
  const [orderId] = useState(() => idParam('order_id'))
  const [active, setActive] = useState(0)
  const resource = useResource(
    () =>
      orderId
        ? fetchPackages(orderId).then((list) => {
            setActive((a) => (a < list.length ? a : 0))
            return list
          })
        : Promise.reject(new Error('no order')),
    { login: true, isEmpty: noItems },
  )

  const body = (
    <ResourceView
      resource={resource}
      login={{ tip: t('order:list.loginTip') }}
      loadingRows={2}
      retry={Boolean(orderId)}
      empty={{ tip: t('order:logistics.empty') }}
    >
      {(packages) => {
        const p = packages[Math.min(active, packages.length - 1)]
        const pieces = p.order_goods.reduce((n, l) => n + l.num, 0)
        return (
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
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('order:logistics.title')} className='order-logistics'>
      {body}
    </PageShell>
  )
}
