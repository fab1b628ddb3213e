import type { ThemeVars } from './types'

/** Sets the variables on the document root, so every page and NutUI pick them up. */
export function applyThemeVars(vars: ThemeVars): boolean {
  if (typeof document === 'undefined') return false
  const root = document.documentElement
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  return true
}
