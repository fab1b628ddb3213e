import type { ThemeVars } from './types'

/**
 * A mini-program has no script access to a global style: app.scss holds the default (red) variables on
 * `page`, and a page root applies `themeVars(themeStyle)` as its inline style for other themes.
 * Returns false to say nothing global was changed.
 */
export function applyThemeVars(_vars: ThemeVars): boolean {
  return false
}
