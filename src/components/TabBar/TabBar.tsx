import { useEffect } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '@/store/app'
import { TAB_ROUTES } from '@/constants/routes'
import type { TabKey } from '@/constants/routes'
import { go } from '@/utils/navigate'
import { img } from '@/services/image'
import { syncCartCountFor } from '@/features/cart/api'
import './TabBar.scss'

const DEFAULT_TEXT = '#333333'
const DEFAULT_SELECTED = '#FF0036'
const DEFAULT_BG = '#FFFFFF'

export interface TabBarProps {
  /** The tab page showing the bar; pages outside the bar's list highlight nothing. */
  active?: TabKey
}

/** Badge text: counts above 99 collapse to "99+". */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/**
 * Our own tab bar (no native tabBar on any target, see the team brief): items, colours and icons come
 * from the server's diy_bottom_nav kept in the app store; switching goes through go(route, 'tabbar').
 */
export function TabBar({ active }: TabBarProps) {
  const { t } = useTranslation()
  const nav = useAppStore((s) => s.tabBar)
  const cartCount = useAppStore((s) => s.cartCount)
  const token = useAppStore((s) => s.token)
  const list = nav?.list ?? []
  const hasCart = list.some((item) => item.key === 'cart')
  // keeps the badge true after a login (the launch counted a visitor's empty cart)
  useEffect(() => {
    if (hasCart) syncCartCountFor(token)
  }, [hasCart, token])
  const textColor = nav?.text_color || DEFAULT_TEXT
  const selectedColor = nav?.text_hover_color || DEFAULT_SELECTED
  const background = nav?.background_color || DEFAULT_BG

  return (
    <View className='mall-tabbar' style={{ backgroundColor: background }}>
      <View className='mall-tabbar__inner'>
        {list.map((item) => {
          const key = item.key as TabKey
          const on = key === active
          const icon = on ? item.selectedIconPath || item.iconPath : item.iconPath
          const route = TAB_ROUTES[key] ?? item.link?.wap_url
          const title = t(`pages:tabbar.${key}`, { defaultValue: item.title })
          return (
            <View
              key={key}
              className={`mall-tabbar__item mall-tabbar__item--${key}${on ? ' mall-tabbar__item--active' : ''}`}
              onClick={() => {
                if (!on && route) go(route, 'tabbar')
              }}
            >
              <View className='mall-tabbar__icon-box'>
                {icon ? <Image className='mall-tabbar__icon' src={img(icon)} mode='aspectFit' /> : null}
                {key === 'cart' && cartCount > 0 ? (
                  <Text className='mall-tabbar__badge'>{badgeText(cartCount)}</Text>
                ) : null}
              </View>
              <Text className='mall-tabbar__title' style={{ color: on ? selectedColor : textColor }}>
                {title}
              </Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export default TabBar
