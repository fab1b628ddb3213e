import crypto from 'node:crypto'
import { PNG } from 'pngjs'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40

type Pt = [number, number]
/** A digit as strokes (polylines) in a box 0..1 wide and 0..1 high, y downwards. */
type Glyph = Pt[][]

/** Points along an ellipse arc (angles in degrees, 0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 14): Pt[] {
  const pts: Pt[] = []
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)])
  }
  return pts
}

/**
 * Two unrelated shapes per digit (a rounded hand and an angular one), so no single template fits
 * every picture; each drawing also jitters the points, the stroke width, the slant and the size.
 */
const GLYPHS: Record<string, Glyph[]> = {
  '0': [
    [arc(0.5, 0.5, 0.45, 0.5, 0, 360, 24)],
    [[[0.3, 0], [0.7, 0], [1, 0.25], [1, 0.75], [0.7, 1], [0.3, 1], [0, 0.75], [0, 0.25], [0.3, 0]], [[0.8, 0.15], [0.2, 0.85]]],
  ],
  '1': [
    [[[0.2, 0.25], [0.55, 0], [0.55, 1]]],
    [[[0.5, 0], [0.5, 1]], [[0.2, 1], [0.8, 1]], [[0.5, 0], [0.25, 0.2]]],
  ],
  '2': [
    [[...arc(0.5, 0.28, 0.42, 0.28, 190, 380, 12), [0.05, 1], [1, 1]]],
    [[[0, 0.15], [0.35, 0], [0.9, 0.05], [1, 0.3], [0, 1], [1, 0.95]]],
  ],
  '3': [
    [arc(0.48, 0.26, 0.4, 0.26, 200, 450, 14), arc(0.48, 0.74, 0.48, 0.26, 270, 520, 14)],
    [[[0, 0], [1, 0], [0.45, 0.42], [0.9, 0.55], [1, 0.78], [0.7, 1], [0.05, 0.9]]],
  ],
  '4': [
    [[[0.72, 1], [0.72, 0], [0, 0.7], [1, 0.7]]],
    [[[0.25, 0], [0, 0.65], [1, 0.65]], [[0.72, 0.3], [0.72, 1]]],
  ],
  '5': [
    [[[0.9, 0], [0.2, 0], [0.12, 0.45], ...arc(0.5, 0.68, 0.45, 0.32, 220, 500, 14)]],
    [[[1, 0], [0, 0], [0, 0.45], [0.8, 0.45], [1, 0.7], [0.8, 1], [0, 1]]],
  ],
  '6': [
    [[...arc(0.6, 0.45, 0.45, 0.5, 290, 180, 8), ...arc(0.5, 0.7, 0.45, 0.3, 180, 540, 20)]],
    [[[0.85, 0], [0.2, 0.3], [0.03, 0.7], [0.2, 1], [0.8, 1], [0.97, 0.78], [0.8, 0.52], [0.05, 0.6]]],
  ],
  '7': [
    [[[0, 0], [1, 0], [0.35, 1]]],
    [[[0, 0.1], [0.1, 0], [1, 0], [0.45, 1]], [[0.3, 0.5], [0.85, 0.5]]],
  ],
  '8': [
    [arc(0.5, 0.25, 0.36, 0.25, 0, 360, 18), arc(0.5, 0.73, 0.46, 0.27, 0, 360, 20)],
    [[[0.5, 0], [0.85, 0.12], [0.85, 0.35], [0.5, 0.47], [0.15, 0.35], [0.15, 0.12], [0.5, 0]], [[0.5, 0.47], [0.95, 0.6], [0.95, 0.88], [0.5, 1], [0.05, 0.88], [0.05, 0.6], [0.5, 0.47]]],
  ],
  '9': [
    [[...arc(0.5, 0.3, 0.45, 0.3, 0, 360, 20), ...arc(0.4, 0.3, 0.55, 0.7, 0, 100, 8)]],
    [[[1, 0.45], [0.12, 0.45], [0, 0.22], [0.15, 0], [0.85, 0], [1, 0.2], [1, 0.6], [0.6, 1], [0.15, 1]]],
  ],
}

/** Uniform in [min, max] from the CSPRNG: nothing about a picture can be predicted. */
const rnd = (min: number, max: number) => min + (crypto.randomInt(0, 1 << 30) / (1 << 30)) * (max - min)
const pick = <T>(list: T[]): T => list[crypto.randomInt(0, list.length)]

type Rgb = [number, number, number]

/** A dark, saturated ink of a random hue: readable on the light background, never the same twice. */
function inkColour(): Rgb {
  const h = rnd(0, 6)
  const c = rnd(110, 170)
  const x = c * (1 - Math.abs((h % 2) - 1))
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x]
  const base = rnd(0, 30)
  return [Math.round(r + base), Math.round(g + base), Math.round(b + base)]
}

class Canvas {
  readonly png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT })

  blend(x: number, y: number, [r, g, b]: Rgb, alpha: number) {
    x = Math.round(x)
    y = Math.round(y)
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT || alpha <= 0) return
    const i = (y * CAPTCHA_WIDTH + x) * 4
    const d = this.png.data
    const a = Math.min(1, alpha)
    d[i] = Math.round(d[i] * (1 - a) + r * a)
    d[i + 1] = Math.round(d[i + 1] * (1 - a) + g * a)
    d[i + 2] = Math.round(d[i + 2] * (1 - a) + b * a)
    d[i + 3] = 255
  }

  /** A round pen of radius `r` with a soft edge. */
  dot(cx: number, cy: number, r: number, colour: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        // sqrt, not Math.hypot: this is the inner loop of every stroke, and hypot is several times slower
        const dx = x - cx
        const dy = y - cy
        const d = Math.sqrt(dx * dx + dy * dy)
        if (d <= r + 0.5) this.blend(x, y, colour, alpha * Math.min(1, r + 0.5 - d))
      }
    }
  }

  /** A polyline whose width swells and thins along its length (a pen pressed unevenly). */
  stroke(points: Pt[], width: (t: number) => number, colour: Rgb, alpha = 1) {
    let total = 0
    for (let i = 1; i < points.length; i++) total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1])
    let run = 0
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]
      const [x1, y1] = points[i]
      const len = Math.hypot(x1 - x0, y1 - y0)
      const steps = Math.max(1, Math.ceil(len * 2))
      for (let s = 0; s <= steps; s++) {
        const f = s / steps
        this.dot(x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, width(total ? (run + len * f) / total : 0), colour, alpha)
      }
      run += len
    }
  }
}

/** A wavy line across the whole picture. */
function wave(c: Canvas, colour: Rgb, width: number, alpha: number) {
  const y0 = rnd(6, CAPTCHA_HEIGHT - 6)
  const amp = rnd(3, 8)
  const period = rnd(30, 90)
  const phase = rnd(0, Math.PI * 2)
  const tilt = rnd(-0.15, 0.15)
  const pts: Pt[] = []
  for (let x = -2; x <= CAPTCHA_WIDTH + 2; x += 2) pts.push([x, y0 + tilt * (x - 60) + amp * Math.sin(phase + (x / period) * Math.PI * 2)])
  c.stroke(pts, () => width, colour, alpha)
}

/**
 * Draws `code` (digits) as a PNG that a template match cannot read: each digit picked from two hands,
 * its points jittered, rotated, scaled and sheared on its own, written with a pen of varying width in
 * its own colour; waves of ink colour and short strokes cross the digits, over a mottled background
 * with speckles. Drawn here with pngjs, no service involved.
 */
export function drawCaptcha(code: string): Buffer {
  const c = new Canvas()
  const d = c.png.data
  // a light background shading from one tint to another
  const bgA: Rgb = [rnd(225, 252), rnd(225, 252), rnd(225, 252)].map(Math.round) as Rgb
  const bgB: Rgb = [rnd(215, 250), rnd(215, 250), rnd(215, 250)].map(Math.round) as Rgb
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const f = x / CAPTCHA_WIDTH
      const i = (y * CAPTCHA_WIDTH + x) * 4
      for (let k = 0; k < 3; k++) d[i + k] = Math.round(bgA[k] * (1 - f) + bgB[k] * f)
      d[i + 3] = 255
    }
  }
  // pale blotches and faint background waves
  for (let i = 0; i < 14; i++) c.dot(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT), rnd(2, 6), [rnd(150, 230), rnd(150, 230), rnd(150, 230)].map(Math.round) as Rgb, 0.35)
  for (let i = 0; i < 2; i++) wave(c, inkColour(), rnd(0.2, 0.5), 0.35)

  const inks: Rgb[] = []
  const cell = CAPTCHA_WIDTH / code.length
  for (let n = 0; n < code.length; n++) {
    const shapes = GLYPHS[code[n]]
    if (!shapes) throw new Error(`no glyph for ${code[n]}`)
    const glyph = pick(shapes)
    const ink = inkColour()
    inks.push(ink)
    const h = rnd(19, 26)
    const w = h * rnd(0.5, 0.72)
    const angle = rnd(-0.38, 0.38)
    const shear = rnd(-0.35, 0.35)
    const cx = n * cell + cell / 2 + rnd(-4, 4)
    const cy = CAPTCHA_HEIGHT / 2 + rnd(-2.5, 2.5)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const place = ([u, v]: Pt): Pt => {
      // jitter in the unit box, then shear, scale, rotate about the glyph's centre
      const x = (u + rnd(-0.07, 0.07) - 0.5 + shear * (0.5 - v)) * w
      const y = (v + rnd(-0.05, 0.05) - 0.5) * h
      return [cx + x * cos - y * sin, cy + x * sin + y * cos]
    }
    const base = rnd(0.9, 1.9)
    const swell = rnd(0.2, 0.8)
    const freq = rnd(1, 3)
    const phase = rnd(0, Math.PI * 2)
    for (const line of glyph) {
      c.stroke(line.map(place), (t) => base + swell * Math.sin(phase + t * freq * Math.PI * 2), ink)
    }
    // a thin curl through the digit in another ink: it breaks and extends the outline, yet reads as noise
    const r = rnd(7, 12)
    const start = rnd(0, 360)
    const ox = rnd(-3, 3)
    const oy = rnd(-3, 3)
    c.stroke(arc(cx + ox, cy + oy, r, r * rnd(0.6, 1.2), start, start + rnd(90, 160), 12), () => rnd(0.3, 0.5), inkColour(), 0.9)
  }
  // waves across the digits in the digits' own inks, thinner than the digits so a person sees through them
  for (let i = 0; i < 2; i++) wave(c, pick(inks), rnd(0.25, 0.55), 0.85)
  // speckles of every shade
  for (let i = 0; i < 260; i++) {
    c.blend(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT), [rnd(0, 255), rnd(0, 255), rnd(0, 255)].map(Math.round) as Rgb, rnd(0.5, 1))
  }
  return PNG.sync.write(c.png)
}
