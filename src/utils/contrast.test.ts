import { contrastRatio, luminance, MIN_TEXT_CONTRAST, parseHex, strongShade, textOn } from './contrast'
import { THEME_NAMES, themeVars } from './theme'

test('luminance and contrast as WCAG defines them', () => {
  expect(luminance('#000')).toBe(0)
  expect(luminance('#FFFFFF')).toBeCloseTo(1, 6)
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6)
  expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 6)
  // the defect: white text on the brand red reached only 3.96:1
  expect(contrastRatio('#FF0036', '#fff')).toBeCloseTo(3.96, 2)
  expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2)
  expect(parseHex('#f80')).toEqual([255, 136, 0])
  expect(() => parseHex('red')).toThrow()
})

test('strongShade keeps a colour that already carries white text and darkens one that does not', () => {
  expect(strongShade('#333333')).toBe('#333333')
  const red = strongShade('#FF0036')
  expect(contrastRatio(red, '#fff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
  // just enough: one step lighter would not do
  expect(red).toBe('#EB0032')
})

test('textOn picks white or dark text, whichever reads, and says when neither does', () => {
  expect(textOn('#FFA100')).toBe('#1A1A1A')
  expect(textOn('#2E2C2C')).toBe('#FFFFFF')
  // mid red: neither white (3.96) nor dark (4.4) reaches 4.5
  expect(textOn('#FF0036')).toBeNull()
})

test('every theme: white on its strong main colour and its aux text on its aux colour reach 4.5:1', () => {
  for (const name of THEME_NAMES) {
    const v = themeVars(name)
    expect(contrastRatio(v['--main-color-strong'], '#FFFFFF')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(contrastRatio(v['--aux-color'], v['--aux-color-text'])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
  }
})
