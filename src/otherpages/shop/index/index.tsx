import { useCallback, useMemo, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { DiyRenderer } from '@/features/diy/components/DiyRenderer'
import type { DiyView } from '@/features/diy/types'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import type { ReceivableCouponType } from '@/features/coupon/api'
import { couponTypeFace } from '@/features/coupon/face'
import { initialReceiveState } from '@/features/coupon/receive'
import { useReceive } from '@/features/coupon/useReceive'
import { CouponCard } from '@/features/coupon/components/CouponCard'
import { ReceiveButton } from '@/features/coupon/components/ReceiveButton'
import { fetchShopCategories, fetchShopCoupons, fetchShopDecoration, fetchShopInfo } from '@/features/shop/api'
import type { ShopCategoryNode, ShopDetail } from '@/features/shop/types'
import { ShopHeader } from '@/features/shop/components/ShopHeader'
import { ShopNav } from '@/features/shop/components/ShopNav'
import { intParam, shopIndexUrl, shopListUrl, shopSearchUrl, shopCategoryUrl } from '@/features/shop/links'
import { usePageShare } from '@/features/share/usePageShare'
import { go } from '@/utils/navigate'
import '@/features/shop/i18n'

interface HomeData {
  shop: ShopDetail
  view: DiyView | null
  coupons: ReceivableCouponType[]
  categories: ShopCategoryNode[]
  goods: GoodsCardData[]
  /** Counts the loads, so the decoration blocks refresh with each one. */
  refreshKey: number
}

/** The shop itself failed: unknown or closed, nothing to retry. */
const shopMissing = new Error('shop missing')

/** The goods blocks of a decoration list the whole mall's goods, so the shop's own goods list replaces them. */
const SHOP_BLOCKS = new Set(['banner', 'nav', 'notice'])

/** /otherpages/shop/index/index?site_id=: the shop's decoration, coupons, categories and goods; pull down to refresh. */
export default function ShopIndexPage() {
  const { t } = useTranslation()
  const [siteId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.site_id))
  const loads = useRef(0)
  const home = useResource<HomeData>(async () => {
    if (!siteId) throw shopMissing
    const shop = await fetchShopInfo(siteId).catch(() => {
      throw shopMissing
    })
    const [view, coupons, categories, goods] = await Promise.all([
      fetchShopDecoration(siteId),
      fetchShopCoupons(siteId).catch(() => []),
      fetchShopCategories(siteId),
      fetchGoodsPage({ site_id: siteId, page: 1, page_size: 10 }),
    ])
    return { shop, view, coupons, categories, goods: goods.list, refreshKey: ++loads.current }
  })
  const data = home.data
  const missing = !siteId || (home.status === 'error' && home.error === shopMissing)

  const initial = useCallback(
    (id: number) => {
      const c = data?.coupons.find((x) => x.coupon_type_id === id)
      return c ? { state: initialReceiveState(c), received: c.received } : { state: 'unavailable' as const, received: 0 }
    },
    [data],
  )
  const { entry, receive } = useReceive(initial)
  usePageShare(
    data
      ? { title: data.shop.site_name, desc: data.shop.introduction || t('share:shopDesc', { name: data.shop.site_name }), path: shopIndexUrl(data.shop.site_id), image: data.shop.logo }
      : null,
  )
  const blocks = useMemo(() => (data?.view?.value.components ?? []).filter((c) => SHOP_BLOCKS.has(c.type)), [data])

  const content = missing ? (
    <ErrorState message={t('shop:missing')} />
  ) : (
    <ResourceView resource={home}>
      {(data) => (
        <View className='shop-home'>
          <ShopHeader shop={data.shop} back={shopIndexUrl(data.shop.site_id)} />
          <View className='shop-searchbar' onClick={() => go(shopSearchUrl(data.shop.site_id))}>
            <Text>{t('shop:searchPlaceholder')}</Text>
          </View>
          {blocks.length ? <DiyRenderer components={blocks} refreshKey={data.refreshKey} /> : null}
          {data.coupons.length ? (
            <View className='shop-section shop-home__coupons'>
              <View className='shop-section__title'>
                <Text>{t('shop:coupons')}</Text>
              </View>
              <View className='shop-coupons'>
                {data.coupons.map((c) => (
                  <CouponCard
                    key={c.coupon_type_id}
                    coupon={couponTypeFace(c)}
                    action={<ReceiveButton entry={entry(c.coupon_type_id)} onReceive={() => receive(c.coupon_type_id)} />}
                  />
                ))}
              </View>
            </View>
          ) : null}
          {data.categories.length ? (
            <View className='shop-section shop-home__categories'>
              <View className='shop-section__title'>
                <Text>{t('shop:categories')}</Text>
                <Text className='shop-section__more' onClick={() => go(shopCategoryUrl(data.shop.site_id))}>
                  {t('shop:tabs.category')}
                </Text>
              </View>
              <View className='shop-cats'>
                {data.categories.map((c) => (
                  <View key={c.category_id} className='shop-cat' onClick={() => go(shopListUrl(data.shop.site_id, { category_id: c.category_id }))}>
                    <Text>{c.category_name}</Text>
                  </View>
                ))}
              </View>
            </View>
          ) : null}
          <View className='shop-section shop-home__goods'>
            <View className='shop-section__title'>
              <Text>{t('shop:recommend')}</Text>
              <Text className='shop-section__more' onClick={() => go(shopListUrl(data.shop.site_id))}>
                {t('shop:allGoods')}
              </Text>
            </View>
            {data.goods.length ? (
              <View className='shop-goods'>
                {data.goods.map((g) => (
                  <GoodsCard key={g.sku_id} goods={g} />
                ))}
              </View>
            ) : (
              <Empty tip={t('shop:noGoods')} />
            )}
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell
      title={data?.shop.site_name ?? t('shop:homeTitle')}
      body='fixed'
      bottom={siteId && data ? <ShopNav siteId={siteId} active='home' /> : undefined}
    >
      <PullScroll onRefresh={siteId ? home.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
