import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { ShopOpenTag } from '@/components/ShopCard/ShopCard'
import { openLocation } from '@/platform/location'
import { fetchShopInfo, fetchShopStores } from '@/features/shop/api'
import { hoursText } from '@/features/shop/hours'
import { intParam } from '@/features/shop/links'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

interface StoreView {
  key: string
  name: string
  address: string
  hours: string
  phone: string
  lat: number
  lng: number
  openTag?: { start_time: string | null; end_time: string | null }
}

/**
 * /otherpages/shop/store_detail/store_detail?site_id=&store_id=: the shop's physical store(s) — address, hours,
 * phone and map. With store_id that store alone; otherwise the shop's own address then its stores.
 */
export default function ShopStoreDetailPage() {
  const { t } = useTranslation()
  const [params] = useState(() => Taro.getCurrentInstance().router?.params ?? {})
  const siteId = intParam(params.site_id)
  const storeId = intParam(params.store_id)
  // the shop decides the page (unknown or closed: missing); its stores are extra, none when they fail
  const resource = useResource(async () => {
    if (!siteId) throw new Error('no site_id')
    return Promise.all([fetchShopInfo(siteId), fetchShopStores(siteId).catch(() => [])])
  })

  const content = (
    <ResourceView resource={resource} errorMessage={() => t('shop:missing')} retry={false}>
      {([shop, stores]) => {
        const own: StoreView = {
          key: 'shop', name: shop.site_name, address: shop.full_address || shop.address, hours: hoursText(t, shop),
          phone: shop.telephone, lat: shop.lat, lng: shop.lng, openTag: shop,
        }
        const others: StoreView[] = stores.map((s) => ({
          key: `store-${s.store_id}`, name: s.store_name, address: s.full_address, hours: s.open_date, phone: s.telephone, lat: s.lat, lng: s.lng,
        }))
        const chosen = storeId ? others.filter((s) => s.key === `store-${storeId}`) : []
        const list = chosen.length ? chosen : [own, ...others]
        return (
          <View className='shop-store-detail'>
            {list.map((s) => (
              <View key={s.key} className='shop-section shop-store'>
                <View className='shop-section__title'>
                  <Text>{s.name}</Text>
                  {s.openTag ? <ShopOpenTag shop={s.openTag} /> : null}
                </View>
                <View className='shop-info-row'>
                  <Text className='shop-info-row__label'>{t('shop:address')}</Text>
                  <Text className='shop-info-row__value'>{s.address}</Text>
                </View>
                {s.hours ? (
                  <View className='shop-info-row'>
                    <Text className='shop-info-row__label'>{t('shop:hours')}</Text>
                    <Text className='shop-info-row__value'>{s.hours}</Text>
                  </View>
                ) : null}
                <View className='shop-info-row'>
                  <Text className='shop-info-row__label'>{t('shop:phone')}</Text>
                  {s.phone ? (
                    <Text className='shop-info-row__value shop-info-row__link' onClick={() => Taro.makePhoneCall({ phoneNumber: s.phone }).catch(() => undefined)}>
                      {s.phone}
                    </Text>
                  ) : (
                    <Text className='shop-info-row__value'>{t('shop:noPhone')}</Text>
                  )}
                </View>
                {s.lat || s.lng ? (
                  <View className='shop-info-row'>
                    <Text className='shop-info-row__label'>{t('shop:stores')}</Text>
                    <Text
                      className='shop-info-row__value shop-info-row__link shop-store__map'
                      onClick={() => openLocation({ latitude: s.lat, longitude: s.lng, name: s.name, address: s.address }).catch(() => undefined)}
                    >
                      {t('shop:map')}
                    </Text>
                  </View>
                ) : null}
              </View>
            ))}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('shop:storeTitle')} body='fixed'>
      <PullScroll onRefresh={siteId ? resource.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
