import Taro from '@tarojs/taro'
import { isTabRoute, routePath, ROUTES } from '@/constants/routes'

export type JumpMode = 'tabbar' | 'redirectTo' | 'reLaunch' | 'push'

/** WeChat keeps at most 10 pages in the stack; past that a push replaces the current page. */
const MAX_STACK = 10

/**
 * Spec section 2: jump mode is tabbar, redirectTo, reLaunch or the default push. Tab pages default to
 * 'tabbar', which is a reLaunch here: there is no native tab bar (see src/app.config.ts), and a tab
 * switch must not stack pages.
 */
export function go(url: string, mode?: JumpMode): Promise<unknown> {
  const target = url.startsWith('/') ? url : `/${url}`
  const how = mode ?? (isTabRoute(target) ? 'tabbar' : 'push')
  switch (how) {
    case 'tabbar':
    case 'reLaunch':
      return Taro.reLaunch({ url: routePath(target) === '/' ? ROUTES.home : target })
    case 'redirectTo':
      return Taro.redirectTo({ url: target })
    default:
      if (Taro.getCurrentPages().length >= MAX_STACK) return Taro.redirectTo({ url: target })
      return Taro.navigateTo({ url: target })
  }
}

/** Back one page; with a single page in the stack, home (spec section 2). */
export function back(): Promise<unknown> {
  if (Taro.getCurrentPages().length <= 1) return Taro.reLaunch({ url: ROUTES.home })
  return Taro.navigateBack({ delta: 1 })
}

/** The current page as a route with its query, e.g. for the login page's back parameter. */
export function currentRoute(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!page?.route) return ROUTES.home
  const path = `/${page.route.replace(/^\//, '').split('?')[0]}`
  const query = Object.entries(page.options ?? {})
    .filter(([k, v]) => v !== undefined && v !== '' && !k.startsWith('$'))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
