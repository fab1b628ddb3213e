import type { PageQuery } from './types'

/**
 * A mini-program page has no address bar to keep in step: what is shared comes from the page's
 * share hook, which reads the page's own state. Nothing changes here.
 */
export function replacePageQuery(_query: PageQuery): boolean {
  return false
}
