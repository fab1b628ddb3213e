import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import { formatDistance } from '@/utils/distance'
import { isShopOpen } from '@/utils/shopHours'
import type { ShopCardData } from '@/features/shop/types'
import { shopDetailUrl } from '@/features/links'
import './ShopCard.scss'

export interface ShopCardProps {
  shop: ShopCardData
  /** Defaults to opening the shop detail page. */
  onClick?: (shop: ShopCardData) => void
  /** Time to judge the hours against (tests); now by default. */
  now?: Date
  className?: string
}

/** Open / closed by the spec 4 hours rule, for the card and the shop page header. */
export function ShopOpenTag({ shop, now }: { shop: Pick<ShopCardData, 'start_time' | 'end_time'>; now?: Date }) {
  const { t } = useTranslation()
  const open = isShopOpen(shop.start_time, shop.end_time, now)
  return (
    <Text className={`shop-open-tag shop-open-tag--${open ? 'open' : 'closed'}`}>
      {open ? t('pages:shop.open') : t('pages:shop.closed')}
    </Text>
  )
}

export function ShopCard({ shop, onClick, now, className }: ShopCardProps) {
  const { t } = useTranslation()
  const handle = () => (onClick ? onClick(shop) : go(shopDetailUrl(shop.site_id)))
  return (
    <View className={`shop-card ${className ?? ''}`} onClick={handle}>
      <Image className='shop-card__logo' src={img(shop.logo, 'small', 'default_shop_img')} mode='aspectFill' lazyLoad />
      <View className='shop-card__info'>
        <View className='shop-card__head'>
          <Text className='shop-card__name'>{shop.site_name}</Text>
          <ShopOpenTag shop={shop} now={now} />
        </View>
        <Text className='shop-card__address'>{shop.full_address || shop.address}</Text>
        <View className='shop-card__meta'>
          <Text className='shop-card__goods'>{t('pages:shop.goodsCount', { count: shop.goods_count ?? 0 })}</Text>
          {typeof shop.distance === 'number' ? (
            <Text className='shop-card__distance'>{formatDistance(shop.distance)}</Text>
          ) : null}
        </View>
      </View>
    </View>
  )
}

export default ShopCard
