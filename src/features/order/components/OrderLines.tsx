import type { ReactNode } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { img } from '@/services/image'
import '../i18n'
import './order.scss'

export interface LineData {
  order_goods_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  price: number
  num: number
}

/** An order's goods lines: image, name, spec, unit price and pieces; `extra` adds something under a line (its after-sale entry). */
export function OrderLines<L extends LineData>({ lines, extra }: { lines: readonly L[]; extra?: (line: L) => ReactNode }) {
  const { t } = useTranslation()
  return (
    <View className='order-lines'>
      {lines.map((l) => {
        const row = (
          <View key={l.order_goods_id} className='order-line'>
            <Image className='order-line__image' src={img(l.sku_image, 'small')} mode='aspectFill' lazyLoad />
            <View className='order-line__info'>
              <Text className='order-line__name'>{l.sku_name}</Text>
              {l.spec_name ? <Text className='order-line__spec'>{t('order:card.spec', { spec: l.spec_name })}</Text> : null}
            </View>
            <View className='order-line__side'>
              <Price fen={l.price} size='small' className='order-line__price' />
              <Text className='order-line__num'>×{l.num}</Text>
            </View>
          </View>
        )
        const more = extra?.(l)
        return more ? (
          <View key={l.order_goods_id} className='order-line-wrap'>
            {row}
            {more}
          </View>
        ) : row
      })}
    </View>
  )
}
