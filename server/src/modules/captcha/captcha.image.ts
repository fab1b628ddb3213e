import crypto from 'node:crypto'
import type { Pt } from './captcha.glyphs.js'
import { placeGlyphs, type PlacedGlyph } from './captcha.layout.js'
import { paintCaptcha } from './captcha.paint.js'
import { lerp, pen, type Ink, type Random, type Rgb, type Stroke } from './captcha.pens.js'

export { paintCaptcha }
export type { GlyphStyle, PlacedGlyph } from './captcha.layout.js'
export type { Ink, Random, Rgb, Stroke } from './captcha.pens.js'

export const CAPTCHA_WIDTH = 150
export const CAPTCHA_HEIGHT = 50
const W = CAPTCHA_WIDTH
const H = CAPTCHA_HEIGHT

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

/**
 * Everything a picture shows, before it is painted: the glyphs and the clutter. Tests take the
 * clutter out to look at the glyphs alone.
 */
export interface CaptchaPlan {
  glyphs: PlacedGlyph[]
  /** lines in the glyphs' own inks; `behind` ones are drawn first */
  noise: { stroke: Stroke; ink: Ink; behind: boolean }[]
  /** thin lines in the background's colour that cut through strokes */
  cuts: Stroke[]
  speckles: { x: number; y: number; r: number; colour: Rgb }[]
}

/** The glyphs and the clutter over them; `rand` decides everything. */
export function planCaptcha(code: string, rand: Random = pictureRandom()): CaptchaPlan {
  const glyphs = placeGlyphs(code, rand, W, H)
  const someInk = () => glyphs[Math.floor(rand() * glyphs.length)].ink
  const noise: CaptchaPlan['noise'] = []
  // a long wave across the digits in their inks, in a pen about half as wide as theirs: as wide as the
  // strokes, it ran along the bars of digits at other heights and people lost them (bench/README.md, Captcha)
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
    // behind the glyphs: it touches and crosses them, yet never hides a stroke from a person
    // at most 0.7 of the glyphs' pen, which shrinks with a word drawn small
    const radii = glyphs.flatMap((g) => g.strokes.flatMap((st) => st.radius))
    const glyphPen = radii.reduce((sum, r) => sum + r, 0) / radii.length
    noise.push({ stroke: pen(pts, Math.min(lerp(0.7, 1, rand()), 0.7 * glyphPen), 0.15, rand), ink: { ...ink, ox: from, oy: 0, dx: 1 / (to - from), dy: 0 }, behind: true })
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
 * Draws `code` (digits) as a 150 x 50 PNG: glyphs of three hands, each of its own size, width,
 * rotation, slant and bend, climbing and falling with a few pixels of ground between them (no cells, no
 * baseline), in solid, hollow or dashed pens, each in a gradient of two inks; a thinner wave in the same
 * inks behind them; thin cuts; a mottled ground; then the whole picture bent by a smooth displacement
 * field. Per-cell and per-position classifiers read a third or none of them; a column reader trained
 * with CTC on 20,000 pictures still reads most (bench/README.md, Captcha), so the limits around it
 * carry the security.
 */
export function drawCaptcha(code: string): Buffer {
  const rand = pictureRandom()
  return paintCaptcha(planCaptcha(code, rand), rand, W, H)
}
