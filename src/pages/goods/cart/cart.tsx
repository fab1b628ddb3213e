import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ArrowRight } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { Price } from '@/components/Price/Price'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchCartLines, groupByShop, linesTotal } from '@/features/cart/api'
import type { CartLine } from '@/features/cart/api'
import { goodsDetailUrl, shopDetailUrl } from '@/features/links'
import { useAppStore } from '@/store/app'
import { TAB_ROUTES } from '@/constants/routes'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import './cart.scss'

/** Cart: a login prompt for visitors, the member's lines grouped by shop otherwise. */
export default function CartPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [lines, setLines] = useState<CartLine[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    if (!token) return
    setFailed(false)
    fetchCartLines()
      .then(setLines)
      .catch(() => setFailed(true))
  }, [token])
  useEffect(load, [load])

  let content
  if (!token) content = <LoginPrompt tip={t('pages:cart.loginTip')} />
  else if (failed && !lines) content = <ErrorState onRetry={load} />
  else if (!lines) content = <Loading />
  else if (lines.length === 0)
    content = (
      <Empty tip={t('pages:cart.empty')} buttonText={t('pages:cart.goShopping')} onButton={() => go(TAB_ROUTES.home, 'tabbar')} />
    )
  else
    content = (
      <View className='cart'>
        {groupByShop(lines).map((group) => (
          <View key={group.site_id} className='cart-shop'>
            <View className='cart-shop__head' onClick={() => go(shopDetailUrl(group.site_id))}>
              <Text className='cart-shop__name'>{group.site_name}</Text>
              <ArrowRight className='cart-shop__arrow' size={12} />
            </View>
            {group.lines.map((line) => (
              <View key={line.cart_id} className='cart-line' onClick={() => go(goodsDetailUrl(line.sku_id))}>
                <Image className='cart-line__image' src={img(line.sku_image, 'small', 'default_goods_img')} mode='aspectFill' />
                <View className='cart-line__info'>
                  <Text className='cart-line__name'>{line.goods_name}</Text>
                  {line.spec_name ? <Text className='cart-line__spec'>{line.spec_name}</Text> : null}
                  {line.num > line.stock ? (
                    <Text className='cart-line__warn'>{t('pages:cart.stockShort', { stock: line.stock })}</Text>
                  ) : null}
                  <View className='cart-line__bottom'>
                    <Price fen={line.price} />
                    <Text className='cart-line__num'>×{line.num}</Text>
                  </View>
                </View>
              </View>
            ))}
            <View className='cart-shop__total'>
              <Text>{t('pages:cart.subtotal')}</Text>
              <Price fen={linesTotal(group.lines)} size='small' />
            </View>
          </View>
        ))}
      </View>
    )

  return (
    <PageShell title={t('pages:cart.title')} tab='cart'>
      {content}
    </PageShell>
  )
}
