import Taro from '@tarojs/taro'
import { isTabRoute, routePath, ROUTES } from '@/constants/routes'
import { replacePageQuery, type PageQuery } from '@/platform/pageurl'

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

interface StackPage {
  route?: string
  options?: Record<string, string>
  /** Taro's id of the page instance (unique per opened page, on every platform) */
  $taroPath?: string
}

/** Each page's key: Taro's instance id; the H5 stack hands out copies, so the objects cannot be keys. */
function pageKey(page: StackPage, index: number): string {
  return page.$taroPath ?? `${index}:${page.route ?? ''}`
}

/**
 * Query values a page changed after it opened (a chosen SKU), by page: Taro keeps the parameters the
 * page opened with (its router params and the stack's options), and those must not change under the
 * page (it would load again), so the changes are kept beside them. '' marks a removed parameter.
 */
const changedQueries = new Map<string, Record<string, string>>()

/**
 * Keeps a choice made on the current page in its route: the H5 address (reloading and sharing keep
 * it) and currentRoute(), which builds the links that return here (the login page's back).
 */
export function replaceRouteQuery(query: PageQuery): void {
  const pages: StackPage[] = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (page) {
    // pages that left the stack will not be asked for again
    const live = new Set(pages.map(pageKey))
    for (const key of changedQueries.keys()) if (!live.has(key)) changedQueries.delete(key)
    const key = pageKey(page, pages.length - 1)
    const changed = { ...changedQueries.get(key) }
    for (const [k, v] of Object.entries(query)) changed[k] = v === undefined ? '' : String(v)
    changedQueries.set(key, changed)
  }
  replacePageQuery(query)
}

/** what stands before the first package folder of a route: the H5 basename */
const BASENAME_PREFIX = /^\/[^?]*?(?=\/(?:pages|otherpages|promotionpages)\/)/

/** The current page as a route with its query (as changed since it opened), e.g. for the login page's back. */
export function currentRoute(): string {
  const pages: StackPage[] = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page?.route) return ROUTES.home
  // H5 names the page it was opened on by its whole address (basename included, e.g. /h5/pages/...)
  // and keeps that page's query in the router rather than in the page's options
  const path = `/${page.route.replace(/^\//, '').split('?')[0]}`.replace(BASENAME_PREFIX, '')
  // (the router's `stamp` tells apart two instances of one page: Taro's, not the page's)
  const { stamp: _stamp, ...routerParams } = Taro.getCurrentInstance?.()?.router?.params ?? {}
  const opened = page.options && Object.keys(page.options).length ? page.options : routerParams
  const options = { ...opened, ...changedQueries.get(pageKey(page, pages.length - 1)) }
  const query = Object.entries(options)
    .filter(([k, v]) => v !== undefined && v !== '' && !k.startsWith('$'))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
