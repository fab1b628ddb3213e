import type { PageQuery } from './types'

/**
 * Rewrites query parameters of the address in place (a choice made on the page, such as the SKU),
 * so that reloading or sharing the address keeps it. The history entry is replaced, not added, and
 * its state kept: Taro's router keys its page stack on that state and must not see a navigation.
 * Answers whether the address changed.
 */
export function replacePageQuery(query: PageQuery): boolean {
  if (typeof window === 'undefined' || !window.history?.replaceState) return false
  const url = new URL(window.location.href)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') url.searchParams.delete(key)
    else url.searchParams.set(key, String(value))
  }
  if (url.href === window.location.href) return false
  window.history.replaceState(window.history.state, '', url.href)
  return true
}
