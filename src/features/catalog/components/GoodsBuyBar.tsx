import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Cart } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { TAB_ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import '@/features/cart/i18n'

/** The goods detail's bottom bar: the cart with its badge, add to cart, buy now. */
export function GoodsBuyBar({ onPick }: { onPick: (mode: 'cart' | 'buy') => void }) {
  const { t } = useTranslation()
  const cartCount = useAppStore((st) => st.cartCount)
  return (
    <View className='goods-detail__bar'>
      <View className='goods-detail__bar-cart' onClick={() => go(TAB_ROUTES.cart, 'tabbar')}>
        <Cart size={20} />
        <Text className='goods-detail__bar-label'>{t('cart:detail.cart')}</Text>
        {cartCount > 0 ? <Text className='goods-detail__bar-badge'>{cartCount > 99 ? '99+' : cartCount}</Text> : null}
      </View>
      <Button className='goods-detail__add-cart' type='warning' onClick={() => onPick('cart')}>
        {t('cart:detail.addCart')}
      </Button>
      <Button className='goods-detail__buy-now' type='primary' onClick={() => onPick('buy')}>
        {t('cart:detail.buyNow')}
      </Button>
    </View>
  )
}
