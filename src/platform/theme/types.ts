/** CSS custom properties, e.g. {'--main-color': '#FF0036'} (see src/utils/theme.ts). */
export type ThemeVars = Record<string, string>
