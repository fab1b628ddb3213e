/**
 * Theme colour sets (spec section 9): default red, blue, green, pink, golden. `main` is the
 * brand colour (buttons, prices, the selected tab), `aux` the secondary one (secondary buttons, tags).
 * The server's style_theme names one of them; anything else falls back to the default red.
 */
export type ThemeName = 'default' | 'blue' | 'green' | 'pink' | 'golden'

export interface ThemeColors {
  main: string
  aux: string
}

export const THEMES: Readonly<Record<ThemeName, ThemeColors>> = {
  default: { main: '#FF0036', aux: '#FFA100' },
  blue: { main: '#1A6DFF', aux: '#49A3FF' },
  green: { main: '#19BE6B', aux: '#FFB000' },
  pink: { main: '#FF547B', aux: '#FFE6E8' },
  golden: { main: '#C8A063', aux: '#2E2C2C' },
}

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[]

/** A known theme name, else 'default'. Own keys only: 'constructor' or 'toString' are not themes. */
export function normalizeTheme(name: string | null | undefined): ThemeName {
  return name && Object.prototype.hasOwnProperty.call(THEMES, name) ? (name as ThemeName) : 'default'
}

export function themeColors(name: string | null | undefined): ThemeColors {
  return THEMES[normalizeTheme(name)]
}

/** CSS variables a page root applies, so styles can use var(--main-color) and var(--aux-color). */
export function themeVars(name: string | null | undefined): Record<string, string> {
  const c = themeColors(name)
  return { '--main-color': c.main, '--aux-color': c.aux }
}
