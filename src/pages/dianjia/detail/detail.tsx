import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { ShopOpenTag } from '@/components/ShopCard/ShopCard'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchShopInfo } from '@/features/shop/api'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import { useAppStore } from '@/store/app'
import { img } from '@/services/image'
import { distanceMetres, formatDistance } from '@/utils/distance'
import './detail.scss'

/** HH:mm of an 'HH:mm:ss' string; the spec's defaults when missing. */
function hm(v: string | null | undefined, fallback: string): string {
  return (v || fallback).slice(0, 5)
}

/** Allied-merchant shop: header with hours state and distance, then the shop's goods. */
export default function ShopDetailPage() {
  const { t } = useTranslation()
  const siteId = Number(Taro.getCurrentInstance().router?.params?.site_id)
  const location = useAppStore((s) => s.location)
  const valid = Number.isInteger(siteId) && siteId > 0
  const resource = useResource(() => fetchShopInfo(siteId), { enabled: valid, deps: [siteId] })
  const shop = resource.data

  if (!valid || !shop) {
    return (
      <PageShell title={t('pages:shopDetail.title')}>
        {!valid ? <ErrorState message={t('pages:shopDetail.missing')} /> : <ResourceView resource={resource}>{() => null}</ResourceView>}
      </PageShell>
    )
  }

  const metres =
    location?.latitude != null && location?.longitude != null && shop.lat != null && shop.lng != null
      ? distanceMetres(location.latitude, location.longitude, Number(shop.lat), Number(shop.lng))
      : undefined

  const header = (
    <View className='shop-head'>
      {shop.banner ? <Image className='shop-head__banner' src={img(shop.banner, 'big')} mode='aspectFill' /> : null}
      <View className='shop-head__card'>
        <View className='shop-head__main'>
          <Image className='shop-head__logo' src={img(shop.logo, 'small', 'default_shop_img')} mode='aspectFill' />
          <View className='shop-head__info'>
            <View className='shop-head__row'>
              <Text className='shop-head__name'>{shop.site_name}</Text>
              <ShopOpenTag shop={shop} />
            </View>
            <Text className='shop-head__hours'>
              {t('pages:shopDetail.hours', {
                start: hm(shop.start_time, '00:00:00'),
                end: hm(shop.end_time, '23:59:59'),
              })}
            </Text>
          </View>
        </View>
        <View className='shop-head__line'>
          <Text className='shop-head__address'>{shop.full_address || shop.address}</Text>
          {metres !== undefined ? <Text className='shop-head__distance'>{formatDistance(metres)}</Text> : null}
        </View>
        {shop.telephone ? (
          <Text className='shop-head__phone'>{t('pages:shopDetail.telephone', { phone: shop.telephone })}</Text>
        ) : null}
        {shop.introduction ? <Text className='shop-head__intro'>{shop.introduction}</Text> : null}
      </View>
      <Text className='shop-head__goods-title'>{t('pages:shopDetail.goods', { count: shop.goods_count ?? 0 })}</Text>
    </View>
  )

  return (
    <PageShell title={shop.site_name || t('pages:shopDetail.title')} body='fixed'>
      <PullList<GoodsCardData>
        header={header}
        reloadKey={siteId}
        fetchPage={(page, page_size) => fetchGoodsPage({ page, page_size, site_id: siteId })}
        keyOf={(g) => g.sku_id}
        renderItem={(g) => <GoodsCard goods={g} />}
        listClassName='goods-grid'
        empty={<Empty tip={t('pages:shopDetail.empty')} />}
      />
    </PageShell>
  )
}
