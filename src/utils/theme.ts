/** Spec section 9 theme colours: default red, blue, green, pink, golden. */
export type ThemeName = 'default' | 'blue' | 'green' | 'pink' | 'golden'

export interface ThemeColors {
  main: string
  aux: string
}

export const THEMES: Record<ThemeName, ThemeColors> = {
  default: { main: '#FF0036', aux: '#FFA100' },
  blue: { main: '#1A6DFF', aux: '#49A3FF' },
  green: { main: '#19BE6B', aux: '#FFB000' },
  pink: { main: '#FF547B', aux: '#FFE6E8' },
  golden: { main: '#C8A063', aux: '#2E2C2C' },
}

export function themeColors(name: string | null | undefined): ThemeColors {
  return THEMES[(name ?? 'default') as ThemeName] ?? THEMES.default
}

/** CSS variables a page root applies, so styles can use var(--main-color). */
export function themeVars(name: string | null | undefined): Record<string, string> {
  const c = themeColors(name)
  return { '--main-color': c.main, '--aux-color': c.aux }
}
