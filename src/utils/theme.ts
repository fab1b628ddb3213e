import { strongShade, textOn, DARK_TEXT } from './contrast'

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

/**
 * Text in the main colour sits on white and on light tints (the #F7F7F7 page, #FFF0F3 / #FFF4F4 chips and
 * coupons): 5.2:1 against white keeps 4.5:1 on a background down to a luminance of 0.86.
 */
const TINT_TEXT_CONTRAST = 5.2

/**
 * CSS variables a page root applies: --main-color and --aux-color as the theme names them, and what text
 * needs (WCAG AA, 4.5:1): --main-color-strong, the main colour darkened just enough to carry white text
 * (button fills, text on white), --main-color-text, the main colour as text (prices, active tabs) on
 * white or a light tint, and --aux-color-text, the text colour on an aux-coloured fill.
 */
export function themeVars(name: string | null | undefined): Record<string, string> {
  const c = themeColors(name)
  return {
    '--main-color': c.main,
    '--aux-color': c.aux,
    '--main-color-strong': strongShade(c.main),
    '--main-color-text': strongShade(c.main, TINT_TEXT_CONTRAST),
    '--aux-color-text': textOn(c.aux) ?? DARK_TEXT,
  }
}
