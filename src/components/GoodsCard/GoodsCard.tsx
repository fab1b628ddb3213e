import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import type { GoodsCardData } from '@/features/catalog/types'
import { goodsDetailUrl } from '@/features/links'
import { Price } from '@/components/Price/Price'
import './GoodsCard.scss'

export interface GoodsCardProps {
  goods: GoodsCardData
  /** 'grid': image on top (two a row); 'row': image left. */
  layout?: 'grid' | 'row'
  /** Price to show instead of goods.price (topic price), fen. */
  price?: number
  showShop?: boolean
  onClick?: (goods: GoodsCardData) => void
  className?: string
}

export function GoodsCard({ goods, layout = 'grid', price, showShop = false, onClick, className }: GoodsCardProps) {
  const { t } = useTranslation()
  const shown = price ?? goods.price
  const handle = () => (onClick ? onClick(goods) : go(goodsDetailUrl(goods.sku_id)))
  return (
    <View className={`goods-card goods-card--${layout} ${className ?? ''}`} onClick={handle}>
      <Image
        className='goods-card__image'
        src={img(goods.sku_image, 'mid', 'default_goods_img')}
        mode='aspectFill'
        lazyLoad
      />
      <View className='goods-card__info'>
        <Text className='goods-card__name'>{goods.goods_name}</Text>
        {showShop && goods.site_name ? <Text className='goods-card__shop'>{goods.site_name}</Text> : null}
        <View className='goods-card__bottom'>
          <View className='goods-card__prices'>
            <Price fen={shown} />
            {goods.market_price > shown ? <Price fen={goods.market_price} line className='goods-card__market' /> : null}
          </View>
          <Text className='goods-card__sales'>{t('pages:goods.sold', { count: goods.sale_num })}</Text>
        </View>
        {goods.stock <= 0 ? <Text className='goods-card__soldout'>{t('pages:goods.soldOut')}</Text> : null}
      </View>
    </View>
  )
}

export default GoodsCard
