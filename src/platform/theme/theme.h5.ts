import type { ThemeVars } from './types'

/**
 * Sets the variables inline on <html> and <body> (app.scss declares the defaults on body, which an
 * inherited value from <html> alone would not override), so every page and NutUI pick them up.
 */
export function applyThemeVars(vars: ThemeVars): boolean {
  if (typeof document === 'undefined') return false
  for (const el of [document.documentElement, document.body]) {
    if (!el) continue
    for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value)
  }
  return true
}
