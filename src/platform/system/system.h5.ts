import type { NavMetrics } from './types'

export function getNavMetrics(): NavMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }
}
