import { CSSProperties, ReactNode, useEffect, useMemo } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, ScrollView } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { getNavMetrics } from '@/platform/system'
import { back } from '@/utils/navigate'
import type { TabKey } from '@/constants/routes'
import { TabBar } from '@/components/TabBar/TabBar'
import { PagePopups } from './PagePopups'
import { useAppStore } from '@/store/app'
import { themeColors, themeVars } from '@/utils/theme'
import './PageShell.scss'

export interface PageShellProps {
  /** Already translated title shown in our navigation bar. */
  title: string
  /** Back button; tab pages hide it. Defaults to true unless `tab` is given. */
  showBack?: boolean
  /** Renders the tab bar with this item active (null: bar with nothing active). */
  tab?: TabKey | null
  /**
   * 'scroll': the body is a ScrollView (default). 'fixed': the body is a plain box that children fill,
   * for pages that bring their own scrolling (PullList, two-pane category).
   */
  body?: 'scroll' | 'fixed'
  /** Right side of the navigation bar (left of the mini-program capsule). */
  navRight?: ReactNode
  /** Under the navigation bar, outside the scrolling area (filters, search bars). */
  top?: ReactNode
  /** Above the tab bar, outside the scrolling area (action bars). */
  bottom?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * Page frame: custom navigation bar (black text on white, sized from the platform's status bar and
 * capsule), #F7F7F7 body and the optional tab bar.
 */
export function PageShell({ title, showBack, tab, body = 'scroll', navRight, top, bottom, className, children }: PageShellProps) {
  const { t } = useTranslation()
  const metrics = useMemo(() => getNavMetrics(), [])
  const withBack = showBack ?? tab === undefined

  useEffect(() => {
    // keeps the browser tab / task switcher title in step; the visible bar is ours
    Promise.resolve()
      .then(() => Taro.setNavigationBarTitle({ title }))
      .catch(() => undefined)
  }, [title])

  // mini-programs cannot set global CSS variables from code: the page root carries the theme
  const themeStyle = useAppStore((st) => st.themeStyle)
  const themeStyleVars = useMemo(
    () => ({ ...themeVars(themeStyle), '--nutui-color-primary': themeColors(themeStyle).main }) as CSSProperties,
    [themeStyle],
  )
  return (
    <View className={`mall-page ${className ?? ''}`} style={themeStyleVars}>
      <View className='mall-navbar' style={{ paddingTop: `${metrics.statusBarHeight}px` }}>
        <View
          className='mall-navbar__bar'
          style={{ height: `${metrics.navBarHeight}px`, paddingRight: `${metrics.menuButtonWidth}px` }}
        >
          {withBack ? (
            <View className='mall-navbar__back' aria-label={t('pages:common.back')} onClick={() => back()}>
              <ArrowLeft className='mall-navbar__chevron' size={18} />
            </View>
          ) : null}
          <Text className='mall-navbar__title'>{title}</Text>
          {navRight ? (
            <View className='mall-navbar__right' style={{ right: `${metrics.menuButtonWidth + 12}px` }}>
              {navRight}
            </View>
          ) : null}
        </View>
      </View>
      {top}
      <View className='mall-page__body'>
        {body === 'scroll' ? (
          <ScrollView className='mall-page__scroll' scrollY enhanced>
            {children}
          </ScrollView>
        ) : (
          children
        )}
      </View>
      {bottom}
      {tab !== undefined ? <TabBar active={tab ?? undefined} /> : null}
      <PagePopups />
    </View>
  )
}

export default PageShell
