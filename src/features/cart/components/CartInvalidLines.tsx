import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import type { CartLine } from '../api'

/** The lines that can no longer be bought, each with its reason, and the button that clears them. */
export function CartInvalidLines({ lines, onClear }: { lines: CartLine[]; onClear: () => void }) {
  const { t } = useTranslation()
  if (!lines.length) return null
  return (
    <View className='cart-invalid'>
      <View className='cart-invalid__head'>
        <Text className='cart-invalid__title'>{t('cart:invalidTitle', { count: lines.length })}</Text>
        <Text className='cart-clear-invalid' onClick={onClear}>
          {t('cart:clearInvalid')}
        </Text>
      </View>
      {lines.map((line) => (
        <View key={line.cart_id} className='cart-line cart-line--invalid'>
          <Text className='cart-line__reason'>{t(`cart:invalidReason.${line.invalid_reason ?? 'off_sale'}`)}</Text>
          <Image className='cart-line__image' src={img(line.sku_image, 'small', 'default_goods_img')} mode='aspectFill' />
          <View className='cart-line__info'>
            <Text className='cart-line__name'>{line.goods_name}</Text>
            {line.spec_name ? <Text className='cart-line__spec'>{line.spec_name}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  )
}
