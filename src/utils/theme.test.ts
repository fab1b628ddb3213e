import { themeColors, themeVars } from './theme'

test('themes fall back to the default red', () => {
  expect(themeColors('blue').main).toBe('#1A6DFF')
  expect(themeColors('nope').main).toBe('#FF0036')
  expect(themeColors(undefined).main).toBe('#FF0036')
  expect(themeVars('golden')).toEqual({ '--main-color': '#C8A063', '--aux-color': '#2E2C2C' })
})
