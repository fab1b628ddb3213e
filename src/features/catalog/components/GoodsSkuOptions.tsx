import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { GoodsDetail, GoodsSku } from '../types'

/** The goods' specs to choose from (sold-out ones cannot be chosen) and the one chosen. */
export function GoodsSkuOptions({ goods, sku, onChoose }: { goods: GoodsDetail; sku: GoodsSku | null; onChoose: (s: GoodsSku) => void }) {
  const { t } = useTranslation()
  if (!goods.skus?.length) return null
  return (
    <View className='goods-detail__card goods-sku'>
      <Text className='goods-sku__title'>{t('pages:goodsDetail.chooseSpec')}</Text>
      <View className='goods-sku__options'>
        {goods.skus.map((s) => {
          const out = s.stock <= 0
          const on = sku?.sku_id === s.sku_id
          return (
            <View
              key={s.sku_id}
              className={`goods-sku__option${on ? ' goods-sku__option--active' : ''}${out ? ' goods-sku__option--disabled' : ''}`}
              onClick={() => !out && onChoose(s)}
            >
              <Text>{s.spec_name || goods.goods_name}</Text>
            </View>
          )
        })}
      </View>
      {sku ? <Text className='goods-sku__chosen'>{t('pages:goodsDetail.chosen', { spec: sku.spec_name || goods.goods_name })}</Text> : null}
    </View>
  )
}
