/**
 * WCAG 2 colour contrast (relative luminance, contrast ratio), so theme colours that carry text are
 * derived rather than guessed: normal-size text needs 4.5:1 against what is behind it (AA).
 */

export const MIN_TEXT_CONTRAST = 4.5
export const WHITE = '#FFFFFF'
/** The dark text colour put on light fills. */
export const DARK_TEXT = '#1A1A1A'

type Rgb = [number, number, number]

/** '#RGB' or '#RRGGBB' (any case) -> [r, g, b] in 0..255; throws on anything else (theme colours are ours). */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) throw new Error(`not a hex colour: ${hex}`)
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase()}`
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1 … 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colour itself when white text on it (and it as text on white) reaches `ratio`, else the same hue
 * darkened in 2 % steps until it does: a brand colour nudged just enough to carry white text.
 */
export function strongShade(hex: string, ratio = MIN_TEXT_CONTRAST): string {
  const rgb = parseHex(hex)
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((v) => v * keep) as Rgb)
    if (contrastRatio(shade, WHITE) >= ratio) return shade
  }
  return '#000000'
}

/** White or dark text, whichever reaches `ratio` on `fill` (the better one); null when neither does. */
export function textOn(fill: string, ratio = MIN_TEXT_CONTRAST): string | null {
  const white = contrastRatio(fill, WHITE)
  const dark = contrastRatio(fill, DARK_TEXT)
  const best = white >= dark ? WHITE : DARK_TEXT
  return Math.max(white, dark) >= ratio ? best : null
}
