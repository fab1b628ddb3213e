import { normalizeTheme, THEME_NAMES, themeColors, THEMES, themeVars } from './theme'

test('five themes, default red #FF0036', () => {
  expect(THEME_NAMES).toEqual(['default', 'blue', 'green', 'pink', 'golden'])
  expect(themeColors('default')).toEqual({ main: '#FF0036', aux: '#FFA100' })
  expect(themeColors('blue')).toEqual({ main: '#1A6DFF', aux: '#49A3FF' })
  expect(themeColors('green')).toEqual({ main: '#19BE6B', aux: '#FFB000' })
  expect(themeColors('pink')).toEqual({ main: '#FF547B', aux: '#FFE6E8' })
  expect(themeColors('golden')).toEqual({ main: '#C8A063', aux: '#2E2C2C' })
  for (const name of THEME_NAMES) {
    expect(THEMES[name].main).toMatch(/^#[0-9A-F]{6}$/)
    expect(THEMES[name].aux).toMatch(/^#[0-9A-F]{6}$/)
  }
  expect(new Set(THEME_NAMES.map((n) => THEMES[n].main)).size).toBe(5)
})

test('unknown names fall back to the default', () => {
  expect(themeColors('nope').main).toBe('#FF0036')
  expect(themeColors('').main).toBe('#FF0036')
  expect(themeColors(undefined).main).toBe('#FF0036')
  expect(themeColors(null).main).toBe('#FF0036')
  expect(themeColors('constructor')).toEqual(THEMES.default)
  expect(themeColors('toString')).toEqual(THEMES.default)
  expect(themeColors('Blue').main).toBe('#FF0036')
  expect(normalizeTheme('pink')).toBe('pink')
  expect(normalizeTheme('__proto__')).toBe('default')
})

test('CSS variables', () => {
  expect(themeVars('golden')).toEqual({ '--main-color': '#C8A063', '--aux-color': '#2E2C2C', '--main-color-strong': '#8C7045', '--main-color-text': '#80663F', '--aux-color-text': '#FFFFFF' })
  expect(themeVars('nope')).toEqual({ '--main-color': '#FF0036', '--aux-color': '#FFA100', '--main-color-strong': '#EB0032', '--main-color-text': '#D6002D', '--aux-color-text': '#1A1A1A' })
})
