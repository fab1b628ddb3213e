import Taro from '@tarojs/taro'
import type { NavMetrics } from './types'

let cached: NavMetrics | null = null

export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  const info = Taro.getSystemInfoSync() as Taro.getSystemInfoSync.Result & { titleBarHeight?: number }
  const statusBarHeight = info.statusBarHeight ?? 20
  let menuButtonWidth = 96
  try {
    const rect = Taro.getMenuButtonBoundingClientRect()
    menuButtonWidth = info.windowWidth - rect.left
  } catch {
    // older base libraries have no menu button rect: keep the default width
  }
  cached = { statusBarHeight, navBarHeight: info.titleBarHeight ?? 44, menuButtonWidth }
  return cached
}
