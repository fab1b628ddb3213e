import crypto from 'node:crypto'
import { GLYPHS, type Pt } from './captcha.glyphs.js'
import { paintCaptcha } from './captcha.paint.js'

export { paintCaptcha }

export const CAPTCHA_WIDTH = 150
export const CAPTCHA_HEIGHT = 50
const W = CAPTCHA_WIDTH
const H = CAPTCHA_HEIGHT

export type Rgb = [number, number, number]
/** Uniform in [0, 1). */
export type Random = () => number

/**
 * sfc32 seeded with 128 bits from the CSPRNG for each picture: the noise needs thousands of draws
 * (crypto.randomInt costs about a microsecond each), and nothing about the code comes from it (the
 * code itself is drawn by the service with crypto.randomInt).
 */
export function pictureRandom(seed: Buffer = crypto.randomBytes(16)): Random {
  let a = seed.readUInt32LE(0), b = seed.readUInt32LE(4), c = seed.readUInt32LE(8), d = seed.readUInt32LE(12)
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  return next
}

/** A colour that shades from `from` to `to` along a direction: t = (x - ox) * dx + (y - oy) * dy. */
export interface Ink { from: Rgb; to: Rgb; ox: number; oy: number; dx: number; dy: number }
/** A polyline in picture coordinates with a pen radius at each point. */
export interface Stroke { points: Pt[]; radius: number[] }
/** solid: one pen; outline: a hollow stroke (two thin edges); dashed: the pen lifted every few pixels */
export type GlyphStyle = 'solid' | 'outline' | 'dashed'
export interface PlacedGlyph { digit: string; centre: Pt; width: number; height: number; style: GlyphStyle; strokes: Stroke[]; ink: Ink }
/**
 * Everything a picture shows, before it is painted: the glyphs and the clutter. Tests take the
 * clutter out to look at the glyphs alone.
 */
export interface CaptchaPlan {
  glyphs: PlacedGlyph[]
  /** lines and arcs as thick as the glyphs' strokes, in the glyphs' own inks; `behind` ones are drawn first */
  noise: { stroke: Stroke; ink: Ink; behind: boolean }[]
  /** thin lines in the background's colour that cut through strokes */
  cuts: Stroke[]
  speckles: { x: number; y: number; r: number; colour: Rgb }[]
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** A dark ink of hue `h` (0..6): dark enough for contrast on the light background. */
function inkOfHue(rand: Random, h: number): Rgb {
  h = ((h % 6) + 6) % 6
  const c = lerp(100, 165, rand())
  const x = c * (1 - Math.abs((h % 2) - 1))
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x]
  const base = lerp(0, 35, rand())
  // the green band is the brightest for the eye: darken it so every hue keeps its contrast
  const dim = h >= 1 && h < 3 ? 0.75 : 1
  return [(r * dim + base) | 0, (g * dim + base) | 0, (b * dim + base) | 0]
}

/** A gradient between two neighbouring dark hues across a box, in a random direction. */
function gradientInk(rand: Random, x0: number, y0: number, x1: number, y1: number): Ink {
  const h = rand() * 6
  const angle = rand() * Math.PI * 2
  const span = Math.max(1, Math.abs(Math.cos(angle)) * (x1 - x0) + Math.abs(Math.sin(angle)) * (y1 - y0))
  return {
    from: inkOfHue(rand, h), to: inkOfHue(rand, h + (rand() < 0.5 ? -1 : 1) * lerp(0.8, 1.6, rand())),
    ox: Math.cos(angle) >= 0 ? x0 : x1, oy: Math.sin(angle) >= 0 ? y0 : y1,
    dx: Math.cos(angle) / span, dy: Math.sin(angle) / span,
  }
}

/** A pen that swells and thins along the polyline (pressed unevenly). */
function pen(points: Pt[], base: number, swell: number, rand: Random): Stroke {
  const freq = 1 + rand() * 2
  const phase = rand() * Math.PI * 2
  let total = 0
  const at = [0]
  for (let i = 1; i < points.length; i++) at.push((total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1])))
  return { points, radius: at.map((s) => base + swell * Math.sin(phase + (total ? s / total : 0) * freq * Math.PI * 2)) }
}

/** Cuts a stroke into dashes of `dash` pixels with `gap` pixel breaks. */
function dashed(stroke: Stroke, dash: number, gap: number): Stroke[] {
  const out: Stroke[] = []
  let current: Stroke = { points: [], radius: [] }
  let run = 0
  let on = true
  const { points, radius } = stroke
  for (let i = 0; i < points.length; i++) {
    if (i > 0) {
      const [x0, y0] = points[i - 1]
      const [x1, y1] = points[i]
      const len = Math.hypot(x1 - x0, y1 - y0)
      let at = 0
      while (len - at > (on ? dash : gap) - run) {
        at += (on ? dash : gap) - run
        const f = at / len
        const p: Pt = [x0 + (x1 - x0) * f, y0 + (y1 - y0) * f]
        const r = radius[i - 1] + (radius[i] - radius[i - 1]) * f
        if (on) {
          current.points.push(p)
          current.radius.push(r)
          out.push(current)
          current = { points: [], radius: [] }
        } else {
          current = { points: [p], radius: [r] }
        }
        on = !on
        run = 0
      }
      run += len - at
    }
    if (on) {
      current.points.push(points[i])
      current.radius.push(radius[i])
    }
  }
  if (current.points.length > 1) out.push(current)
  return out
}

/**
 * Where the glyphs go: no cells. Each digit gets its own size, rotation and slant; the gap to the
 * next one is random, at times small enough that slanted digits touch or share columns (more overlap
 * was what people misread on the contact sheet), and the whole word sits anywhere it fits, each glyph
 * at its own height.
 */
function placeGlyphs(code: string, rand: Random): PlacedGlyph[] {
  const sized = [...code].map((digit) => {
    const shapes = GLYPHS[digit]
    if (!shapes) throw new Error(`no glyph for ${digit}`)
    const height = H * lerp(0.6, 0.78, rand())
    const width = height * lerp(0.55, 0.75, rand())
    const angle = lerp(-0.3, 0.3, rand())
    const shear = lerp(-0.25, 0.25, rand())
    // the box the rotated glyph takes
    const cos = Math.abs(Math.cos(angle))
    const sin = Math.abs(Math.sin(angle))
    return { digit, shape: shapes[Math.floor(rand() * shapes.length)], width, height, angle, shear, boxW: width * cos + height * sin * 0.6 + Math.abs(shear) * width * 0.5, boxH: height * cos + width * sin }
  })
  const advances = sized.slice(1).map((g, i) => ((sized[i].boxW + g.boxW) / 2) * lerp(1, 1.32, rand()))
  let span = sized[0].boxW / 2 + advances.reduce((s, a) => s + a, 0) + sized[sized.length - 1].boxW / 2
  const room = W - 6
  if (span > room) {
    const k = (room - sized[0].boxW / 2 - sized[sized.length - 1].boxW / 2) / (span - sized[0].boxW / 2 - sized[sized.length - 1].boxW / 2)
    for (let i = 0; i < advances.length; i++) advances[i] *= k
    span = room
  }
  let x = 3 + sized[0].boxW / 2 + rand() * (room - span)
  return sized.map((g, n) => {
    if (n > 0) x += advances[n - 1]
    const free = Math.max(0, (H - g.boxH) / 2 - 2)
    const centre: Pt = [x, H / 2 + lerp(-free, free, rand())]
    const cos = Math.cos(g.angle)
    const sin = Math.sin(g.angle)
    const bendU = lerp(-0.05, 0.05, rand())
    const bendV = lerp(-0.03, 0.03, rand())
    const bendF = lerp(0.8, 2, rand())
    const bendP = rand() * Math.PI * 2
    const place = ([u, v]: Pt): Pt => {
      // the hand's own bend of the whole digit, jitter of each point, then slant, scale and rotation
      // about the glyph's centre
      const bu = u + bendU * Math.sin(Math.PI * v * bendF + bendP)
      const bv = v + bendV * Math.sin(Math.PI * u * bendF + bendP)
      const px = (bu + lerp(-0.06, 0.06, rand()) - 0.5 + g.shear * (0.5 - bv)) * g.width
      const py = (bv + lerp(-0.04, 0.04, rand()) - 0.5) * g.height
      return [centre[0] + px * cos - py * sin, centre[1] + px * sin + py * cos]
    }
    const base = lerp(1.2, 1.8, rand())
    const roll = rand()
    // a hollow stroke needs a wide pen to stay legible
    const style: GlyphStyle = roll < 0.6 || (roll < 0.8 && base < 1.4) ? 'solid' : roll < 0.8 ? 'outline' : 'dashed'
    let strokes = g.shape.map((line) => pen(line.map(place), base, lerp(0.1, 0.35, rand()), rand))
    if (style === 'dashed') {
      const dash = lerp(2.5, 4.5, rand())
      const gap = lerp(1.6, 2.6, rand())
      strokes = strokes.flatMap((s) => dashed(s, dash, gap))
    }
    const ink = gradientInk(rand, centre[0] - g.boxW / 2, centre[1] - g.boxH / 2, centre[0] + g.boxW / 2, centre[1] + g.boxH / 2)
    return { digit: g.digit, centre, width: g.boxW, height: g.boxH, style, strokes, ink }
  })
}

/** The glyphs and the clutter over them; `rand` decides everything. */
export function planCaptcha(code: string, rand: Random = pictureRandom()): CaptchaPlan {
  const glyphs = placeGlyphs(code, rand)
  const strokeRadius = () => lerp(1.05, 1.6, rand())
  const someInk = () => glyphs[Math.floor(rand() * glyphs.length)].ink
  const noise: CaptchaPlan['noise'] = []
  // a long wave through the band of the digits, as thick as their strokes and in their inks
  {
    const y0 = lerp(H * 0.28, H * 0.72, rand())
    // a gentle curve: a person follows it across the word as one line
    const amp = lerp(3, 7, rand())
    const period = lerp(70, 150, rand())
    const phase = rand() * Math.PI * 2
    const tilt = lerp(-0.2, 0.2, rand())
    const from = lerp(-4, W * 0.3, rand())
    const to = lerp(W * 0.7, W + 4, rand())
    const pts: Pt[] = []
    for (let x = from; x <= to; x += 3) pts.push([x, y0 + tilt * (x - W / 2) + amp * Math.sin(phase + (x / period) * Math.PI * 2)])
    const ink = someInk()
    // behind the glyphs (like the arc): it touches and crosses them, yet never hides a stroke from a person
    noise.push({ stroke: pen(pts, strokeRadius(), 0.3, rand), ink: { ...ink, ox: from, oy: 0, dx: 1 / (to - from), dy: 0 }, behind: true })
  }
  // a wide arc across the glyphs (a smaller one reads as part of a digit, to a person too)
  {
    const cx = lerp(10, W - 10, rand())
    const cy = lerp(0, H, rand())
    const r = lerp(22, 45, rand())
    const start = rand() * 360
    const sweep = lerp(50, 110, rand())
    const pts: Pt[] = []
    for (let s = 0; s <= 14; s++) {
      const a = ((start + (sweep * s) / 14) * Math.PI) / 180
      pts.push([cx + r * Math.cos(a), cy + r * 0.8 * Math.sin(a)])
    }
    noise.push({ stroke: pen(pts, strokeRadius(), 0.3, rand), ink: someInk(), behind: true })
  }
  // gaps in the ground's colour across the glyphs, at any slope: a person closes them, a classifier must learn to
  const cuts: Stroke[] = []
  for (let i = 0; i < 2; i++) {
    const y0 = lerp(H * 0.3, H * 0.7, rand())
    const tilt = i === 0 ? lerp(-0.25, 0.25, rand()) : (rand() < 0.5 ? -1 : 1) * lerp(0.8, 2.5, rand())
    const amp = lerp(2, 6, rand())
    const phase = rand() * Math.PI * 2
    const pts: Pt[] = []
    const xc = lerp(W * 0.2, W * 0.8, rand())
    for (let x = -3; x <= W + 3; x += 2) pts.push([x, y0 + tilt * (x - xc) + amp * Math.sin(phase + x / 17)])
    cuts.push(pen(pts, lerp(0.35, 0.6, rand()), 0.1, rand))
  }
  const speckles: CaptchaPlan['speckles'] = []
  for (let i = 0; i < 50; i++) {
    const ink = someInk()
    const dark = rand() < 0.5
    const colour: Rgb = dark ? (rand() < 0.5 ? ink.from : ink.to) : [lerp(150, 230, rand()) | 0, lerp(150, 230, rand()) | 0, lerp(150, 230, rand()) | 0]
    speckles.push({ x: rand() * W, y: rand() * H, r: lerp(0.4, 1.1, rand()), colour })
  }
  return { glyphs, noise, cuts, speckles }
}

/**
 * Draws `code` (digits) as a 150 x 50 PNG: glyphs of three hands at random places, rotated, slanted and
 * bent, in solid, hollow or dashed pens, each in a gradient of two inks; a wave and an arc as thick as
 * the strokes in the same inks behind them; thin cuts; a mottled ground; then the whole picture bent
 * by a smooth displacement field. Fixed-cell segmentation, templates and per-position classifiers
 * read almost none; a column reader trained with CTC on 20,000 pictures still reads most of them
 * (bench/README.md, Captcha), so the limits around it carry the security.
 */
export function drawCaptcha(code: string): Buffer {
  const rand = pictureRandom()
  return paintCaptcha(planCaptcha(code, rand), rand, W, H)
}
