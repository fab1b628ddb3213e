import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ResourceView } from '@/features/resource/ResourceView'
import { ShopHeader } from '@/features/shop/components/ShopHeader'
import { ShopNav } from '@/features/shop/components/ShopNav'
import { hoursText } from '@/features/shop/hours'
import { intParam, shopIntroduceUrl, shopStoreDetailUrl } from '@/features/shop/links'
import { useShopInfo } from '@/features/shop/useShopInfo'
import { shopLicenseUrl } from '@/features/brand/links'
import { go } from '@/utils/navigate'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

/** /otherpages/shop/introduce/introduce?site_id=: the shop's introduction, address, hours, phone. */
export default function ShopIntroducePage() {
  const { t } = useTranslation()
  const [siteId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.site_id))
  const shopInfo = useShopInfo(siteId)

  const content = (
    <ResourceView resource={shopInfo} errorMessage={() => t('shop:missing')} retry={false}>
      {(shop) => (
        <View className='shop-introduce'>
          <ShopHeader shop={shop} back={shopIntroduceUrl(shop.site_id)} />
          <View className='shop-section'>
            <View className='shop-section__title'>
              <Text>{t('shop:intro')}</Text>
            </View>
            <Text className='shop-intro'>{shop.introduction || t('shop:noIntro')}</Text>
          </View>
          <View className='shop-section'>
            <View className='shop-info-row'>
              <Text className='shop-info-row__label'>{t('shop:goodsCount')}</Text>
              <Text className='shop-info-row__value'>{shop.goods_count}</Text>
            </View>
            <View className='shop-info-row'>
              <Text className='shop-info-row__label'>{t('shop:hours')}</Text>
              <Text className='shop-info-row__value'>{hoursText(t, shop)}</Text>
            </View>
            <View className='shop-info-row' onClick={() => go(shopStoreDetailUrl(shop.site_id))}>
              <Text className='shop-info-row__label'>{t('shop:address')}</Text>
              <Text className='shop-info-row__value shop-info-row__link'>{shop.full_address || shop.address}</Text>
            </View>
            <View className='shop-info-row shop-introduce__store' onClick={() => go(shopStoreDetailUrl(shop.site_id))}>
              <Text className='shop-info-row__label'>{t('shop:storeEntry')}</Text>
              <Text className='shop-info-row__value shop-info-row__link'>{t('shop:map')}</Text>
            </View>
            <View className='shop-info-row shop-introduce__license' onClick={() => go(shopLicenseUrl(shop.site_id))}>
              <Text className='shop-info-row__label'>{t('shop:license')}</Text>
              <Text className='shop-info-row__value shop-info-row__link'>{t('shop:licenseView')}</Text>
            </View>
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('shop:introduceTitle')} body='fixed' bottom={siteId ? <ShopNav siteId={siteId} active='introduce' /> : undefined}>
      <PullScroll onRefresh={siteId ? shopInfo.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
