import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { ShopOpenTag } from '@/components/ShopCard/ShopCard'
import { go } from '@/utils/navigate'
import type { ShopDetail } from '../types'
import { formatFollowers } from '../follow'
import { shopIntroduceUrl } from '../links'
import { useShopFollow } from '../useShopFollow'
import '../i18n'
import './Shop.scss'

/**
 * The shop's banner, logo, name, hours tag, follower count and the `shop-follow` button. `back`: where
 * login returns a visitor who tapped follow (the page's own route with its site_id).
 */
export function ShopHeader({ shop, back }: { shop: ShopDetail; back?: string }) {
  const { t, i18n } = useTranslation()
  const { state, toggle } = useShopFollow(shop.site_id, { is_follow: shop.is_follow, follow_num: shop.follow_num }, back)
  const following = state?.is_follow === 1
  return (
    <View className='shop-header'>
      {shop.banner ? <Image className='shop-header__banner' src={img(shop.banner, 'big')} mode='aspectFill' /> : null}
      <View className='shop-header__main'>
        <Image className='shop-header__logo' src={img(shop.logo, 'small', 'default_shop_img')} mode='aspectFill' />
        <View className='shop-header__info' onClick={() => go(shopIntroduceUrl(shop.site_id))}>
          <View className='shop-header__title'>
            <Text className='shop-header__name'>{shop.site_name}</Text>
            <ShopOpenTag shop={shop} />
          </View>
          <Text className='shop-header__followers'>
            {t('shop:followers', { num: formatFollowers(state?.follow_num ?? shop.follow_num, i18n.language ?? '') })}
          </Text>
        </View>
        <View className={`shop-follow${following ? ' shop-follow--on' : ''}`} onClick={toggle}>
          <Text>{following ? t('shop:followed') : t('shop:follow')}</Text>
        </View>
      </View>
    </View>
  )
}

export default ShopHeader
