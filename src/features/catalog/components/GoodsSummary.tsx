import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { CollectButton } from '@/features/favorite/components/CollectButton'
import type { GoodsDetail, GoodsSku } from '../types'

/** The goods' card: the chosen SKU's price (the range before one is chosen), name with collect, intro, sales and stock. */
export function GoodsSummary({ goods, sku, token }: { goods: GoodsDetail; sku: GoodsSku | null; token: string | undefined | null }) {
  const { t } = useTranslation()
  const price = sku?.price ?? goods.price_min
  const market = sku?.market_price ?? 0
  const stock = sku?.stock ?? goods.stock_total
  return (
    <View className='goods-detail__card'>
      <View className='goods-detail__prices'>
        {sku ? (
          <Price fen={price} size='large' />
        ) : (
          <View className='goods-detail__range'>
            <Price fen={goods.price_min} size='large' />
            {goods.price_max > goods.price_min ? (
              <>
                <Text className='goods-detail__dash'>-</Text>
                <Price fen={goods.price_max} size='large' />
              </>
            ) : null}
          </View>
        )}
        {market > price ? <Price fen={market} line className='goods-detail__market' /> : null}
      </View>
      <View className='goods-detail__name-row'>
        <Text className='goods-detail__name'>{goods.goods_name}</Text>
        <CollectButton goodsId={goods.goods_id} token={token} />
      </View>
      {goods.introduction ? <Text className='goods-detail__intro'>{goods.introduction}</Text> : null}
      <View className='goods-detail__stats'>
        <Text>{t('pages:goods.sold', { count: goods.sale_num })}</Text>
        <Text className={stock > 0 ? '' : 'goods-detail__out'}>
          {stock > 0 ? t('pages:goodsDetail.stock', { count: stock, unit: goods.unit || '' }) : t('pages:goods.soldOut')}
        </Text>
      </View>
    </View>
  )
}
