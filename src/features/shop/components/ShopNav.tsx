import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { go } from '@/utils/navigate'
import { shopCategoryUrl, shopIndexUrl, shopIntroduceUrl, shopListUrl } from '../links'
import '../i18n'
import './Shop.scss'

export type ShopNavKey = 'home' | 'goods' | 'category' | 'introduce'

const TARGETS: Record<ShopNavKey, (siteId: number) => string> = {
  home: shopIndexUrl,
  goods: (id) => shopListUrl(id),
  category: shopCategoryUrl,
  introduce: shopIntroduceUrl,
}

/** The bottom bar of the shop's pages (`shop-nav__item--<key>`); the current page's item is inert. */
export function ShopNav({ siteId, active }: { siteId: number; active: ShopNavKey }) {
  const { t } = useTranslation()
  return (
    <View className='shop-nav'>
      {(Object.keys(TARGETS) as ShopNavKey[]).map((key) => (
        <View
          key={key}
          className={`shop-nav__item shop-nav__item--${key}${key === active ? ' shop-nav__item--active' : ''}`}
          onClick={() => key !== active && go(TARGETS[key](siteId), 'redirectTo')}
        >
          <Text>{t(`shop:tabs.${key}`)}</Text>
        </View>
      ))}
    </View>
  )
}
