// The button stylesheet covers every NutUI button type and fill the app's pages use, each with a
// readable text colour (the `warning` type once had none: white text on Taro's #f8f8f8).
import fs from 'node:fs'
import path from 'node:path'
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/utils/contrast'
import { themeVars } from '@/utils/theme'

const SRC = path.resolve(__dirname, '..')
const sheet = fs.readFileSync(path.join(__dirname, 'buttons.scss'), 'utf8')
const appSheet = fs.readFileSync(path.join(SRC, 'app.scss'), 'utf8')

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return tsxFiles(p)
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [p] : []
  })
}

/** The string literals of a prop (`type='x'` or `type={a ? 'x' : 'y'}`) on every NutUI <Button …>. */
function buttonProp(prop: string): Set<string> {
  const found = new Set<string>()
  for (const file of tsxFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8')
    if (!/import\s*\{[^}]*\bButton\b[^}]*\}\s*from\s*'@nutui\/nutui-react-taro'/.test(text)) continue
    // to the tag's end: past the arrows of its handlers (=>)
    for (const tag of text.match(/<Button\b(?:=>|[^>])*?>/g) ?? []) {
      const m = new RegExp(`\\b${prop}=(?:'([^']*)'|\\{([^}]*)\\})`).exec(tag)
      if (!m) continue
      if (m[1] !== undefined) found.add(m[1])
      // a conditional: the values are the literals after ? and :, not the ones compared against
      else for (const lit of m[2].matchAll(/[?:]\s*'([^']*)'/g)) found.add(lit[1])
    }
  }
  return found
}

const SCSS_VARS: Record<string, string> = Object.fromEntries(
  [...sheet.matchAll(/^\$([\w-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2].trim()]),
)

/** The custom properties a rule with exactly this selector sets (the first such rule in the sheet). */
function block(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const m = new RegExp(`(?:^|\\n|,)\\s*${escaped}\\s*(?:,[^{]*)?\\{([\\s\\S]*?)\\n\\}`).exec(sheet)
  if (!m) return {}
  return Object.fromEntries([...m[1].matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((d) => [d[1], d[2].trim()]))
}

/** A value with `#{$x}` and `var(--theme, fallback)` resolved against the default theme. */
function resolve(value: string): string {
  const theme = themeVars('default')
  const v = value.replace(/#\{\$([\w-]+)\}/g, (_, n) => SCSS_VARS[n])
  const m = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(v)
  if (!m) return v
  return theme[m[1]] ?? m[2]
}

const BASE = block('.nut-button')

function paint(type: string): { fill: string; text: string } {
  const own = type === 'default' ? {} : block(`.nut-button-${type}`)
  return { fill: resolve(own['--mall-btn-fill'] ?? BASE['--mall-btn-fill']), text: resolve(own['--mall-btn-text'] ?? BASE['--mall-btn-text']) }
}

test('the pages use button types and fills (the scan finds them)', () => {
  expect([...buttonProp('type')]).toEqual(expect.arrayContaining(['primary', 'warning', 'danger', 'default']))
  expect([...buttonProp('fill')]).toEqual(expect.arrayContaining(['outline', 'solid', 'none']))
})

test('every type used has its own fill and a text colour that reads on it', () => {
  for (const type of buttonProp('type')) {
    if (type !== 'default') {
      const own = block(`.nut-button-${type}`)
      expect({ type, fill: own['--mall-btn-fill'] }).toEqual({ type, fill: expect.any(String) })
      expect({ type, text: own['--mall-btn-text'] }).toEqual({ type, text: expect.any(String) })
    }
    const { fill, text } = paint(type)
    expect({ type, ratio: contrastRatio(fill, text) >= MIN_TEXT_CONTRAST }).toEqual({ type, ratio: true })
  }
})

test('outlined and text-only fills: the text reads on white', () => {
  for (const sel of ['.nut-button-primary-outline', '.nut-button-danger-outline']) {
    const text = resolve(block(sel)['--mall-btn-text'])
    expect({ sel, ratio: contrastRatio(text, '#ffffff') >= MIN_TEXT_CONTRAST }).toEqual({ sel, ratio: true })
    expect(resolve(block(sel)['--mall-btn-fill'])).toBe('#fff')
  }
  expect(contrastRatio(resolve(block('.nut-button-primary-none')['--mall-btn-text']), '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
})

test('disabled: one muted fill with readable text, whatever the type', () => {
  const d = block('.nut-button-disabled:not(.nut-button-loading)')
  const fill = resolve(d['--mall-btn-fill'])
  expect(resolve(d['--mall-btn-line'])).toBe(fill)
  // still a shape on white cards and on the grey page
  expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(1.3)
  expect(contrastRatio(fill, '#f7f7f7')).toBeGreaterThanOrEqual(1.3)
  expect(contrastRatio(fill, resolve(d['--mall-btn-text']))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
  const none = block('.nut-button-none.nut-button-disabled:not(.nut-button-loading)')
  expect(contrastRatio('#ffffff', resolve(none['--mall-btn-text']))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
})

test("app.scss declares the default theme's derived colours", () => {
  const v = themeVars('default')
  for (const name of ['--main-color', '--aux-color', '--main-color-strong', '--aux-color-text']) {
    const m = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6});`).exec(appSheet)
    expect({ name, value: m?.[1].toUpperCase() }).toEqual({ name, value: v[name] })
  }
  expect(SCSS_VARS.danger.toUpperCase()).toBe(v['--main-color-strong'])
})
