import Taro from '@tarojs/taro'
import type { NavMetrics } from './types'

let cached: NavMetrics | null = null

/** Lines the bar up with the capsule menu: same vertical centre, same gap above and below. */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  const info = Taro.getSystemInfoSync()
  const statusBarHeight = info.statusBarHeight ?? 20
  try {
    const rect = Taro.getMenuButtonBoundingClientRect()
    const gap = Math.max(rect.top - statusBarHeight, 4)
    cached = { statusBarHeight, navBarHeight: rect.height + gap * 2, menuButtonWidth: info.windowWidth - rect.left }
  } catch {
    cached = { statusBarHeight, navBarHeight: 44, menuButtonWidth: 96 }
  }
  return cached
}
