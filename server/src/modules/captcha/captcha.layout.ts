import { GLYPHS, type Pt } from './captcha.glyphs.js'
import { dashed, gradientInk, lerp, pen, type Ink, type Random, type Stroke } from './captcha.pens.js'

/** solid: one pen; outline: a hollow stroke (two thin edges); dashed: the pen lifted every few pixels */
export type GlyphStyle = 'solid' | 'outline' | 'dashed'
export interface PlacedGlyph { digit: string; centre: Pt; width: number; height: number; style: GlyphStyle; strokes: Stroke[]; ink: Ink }

/** How far out an outline pen paints beyond its stroke's radius (captcha.paint.ts). */
export const OUTLINE_EXTRA = 1.1

/** A glyph drawn about its own centre (0, 0), before it is moved into place. */
interface LooseGlyph { digit: string; width: number; height: number; style: GlyphStyle; strokes: Stroke[]; dots: { x: number; y: number; r: number }[] }

/** The strokes as dots every pixel or so, with the radius the paint reaches: for the clearance between glyphs. */
function dotsOf(strokes: Stroke[], extra: number) {
  const dots: { x: number; y: number; r: number }[] = []
  for (const { points, radius } of strokes) {
    for (let i = 0; i < points.length; i++) {
      dots.push({ x: points[i][0], y: points[i][1], r: radius[i] + extra })
      if (i + 1 === points.length) break
      const [x0, y0] = points[i]
      const [x1, y1] = points[i + 1]
      const steps = Math.floor(Math.hypot(x1 - x0, y1 - y0))
      for (let s = 1; s < steps; s++) dots.push({ x: x0 + ((x1 - x0) * s) / steps, y: y0 + ((y1 - y0) * s) / steps, r: radius[i] + ((radius[i + 1] - radius[i]) * s) / steps + extra })
    }
  }
  return dots
}

/**
 * Where b, centred at height by, stops when slid in from the right towards a (centred at ax, ay): the
 * least x of b's centre that keeps `gap` pixels between their painted edges.
 */
function slideTo(a: LooseGlyph, ax: number, ay: number, b: LooseGlyph, by: number, gap: number): number {
  let x = -Infinity
  for (const p of a.dots) {
    const px = p.x + ax
    const py = p.y + ay - by
    for (const q of b.dots) {
      const reach = p.r + q.r + gap
      const dy = py - q.y
      if (dy >= reach || dy <= -reach) continue
      const need = px - q.x + Math.sqrt(reach * reach - dy * dy)
      if (need > x) x = need
    }
  }
  return x
}

/** One digit in one of its hands, sized, rotated, slanted and bent, in a pen style, about (0, 0). */
function drawLoose(digit: string, scale: number, rand: Random, H: number): LooseGlyph {
  const shapes = GLYPHS[digit]
  if (!shapes) throw new Error(`no glyph for ${digit}`)
  const shape = shapes[Math.floor(rand() * shapes.length)]
  const height = H * lerp(0.5, 0.62, rand()) * scale
  // narrow and wide digits: the spans a column reader sees are of no regular width
  // (a wide 1 reads as a 7)
  const width = height * (digit === '1' ? lerp(0.4, 0.6, rand()) : lerp(0.5, 0.95, rand()))
  const angle = lerp(-0.25, 0.25, rand())
  const shear = lerp(-0.2, 0.2, rand())
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const bendU = lerp(-0.05, 0.05, rand())
  const bendV = lerp(-0.03, 0.03, rand())
  const bendF = lerp(0.8, 2, rand())
  const bendP = rand() * Math.PI * 2
  const place = ([u, v]: Pt): Pt => {
    // the hand's own bend of the whole digit, jitter of each point, then slant, scale and rotation
    const bu = u + bendU * Math.sin(Math.PI * v * bendF + bendP)
    const bv = v + bendV * Math.sin(Math.PI * u * bendF + bendP)
    const px = (bu + lerp(-0.06, 0.06, rand()) - 0.5 + shear * (0.5 - bv)) * width
    const py = (bv + lerp(-0.04, 0.04, rand()) - 0.5) * height
    return [px * cos - py * sin, px * sin + py * cos]
  }
  const base = lerp(1.2, 1.8, rand())
  const roll = rand()
  // a hollow stroke needs a wide pen to stay legible; a hollow 1 beside a round digit reads as part of it
  const style: GlyphStyle = roll < 0.6 || (roll < 0.8 && (base < 1.4 || digit === '1')) ? 'solid' : roll < 0.8 ? 'outline' : 'dashed'
  let strokes = shape.map((line) => pen(line.map(place), base, lerp(0.1, 0.35, rand()), rand))
  if (style === 'dashed') {
    const dash = lerp(2.5, 4.5, rand())
    const gap = lerp(1.6, 2.6, rand())
    strokes = strokes.flatMap((s) => dashed(s, dash, gap))
  }
  const xs = strokes.flatMap((s) => s.points.map(([x]) => x))
  const ys = strokes.flatMap((s) => s.points.map(([, y]) => y))
  const reach = base + 0.4 + (style === 'outline' ? OUTLINE_EXTRA : 0)
  return {
    digit, style, strokes,
    width: Math.max(...xs) - Math.min(...xs) + 2 * reach,
    height: Math.max(...ys) - Math.min(...ys) + 2 * reach,
    dots: dotsOf(strokes, style === 'outline' ? OUTLINE_EXTRA : 0),
  }
}

/**
 * Where the glyphs go: no cells, no common baseline. Each digit has its own size and width, the digits
 * climb and fall (neighbours mostly a third to a half of a digit apart in height), and each one slides
 * in from the right until a few pixels of ground are left between its strokes and any earlier digit's:
 * the gaps follow the shapes, so at times a digit sits under or over its neighbour's overhang, yet no
 * two digits ever touch (the tighter, crossing layouts tried were ones people misread). The centres
 * stay in reading order, and the word sits anywhere it fits.
 */
export function placeGlyphs(code: string, rand: Random, W: number, H: number): PlacedGlyph[] {
  // the whole word drawn smaller or larger: a word from a third to most of the width, so no digit keeps
  // to a quarter of the picture (a classifier of fixed cells read the old pictures)
  const wordScale = lerp(0.8, 1.3, rand())
  for (let attempt = 0; ; attempt++) {
    const scale = wordScale * 0.92 ** attempt
    const loose = [...code].map((digit) => drawLoose(digit, scale, rand, H))
    // heights: a zig-zag or a climb, each step a third to a half of the glyph's height (within the picture)
    const ys: number[] = []
    let dir = rand() < 0.5 ? -1 : 1
    loose.forEach((g, k) => {
      const lo = g.height / 2 + 1
      const hi = Math.max(lo, H - g.height / 2 - 1)
      if (k === 0) return ys.push(lerp(lo, hi, rand()))
      if (rand() < 0.7) dir = -dir
      let y = ys[k - 1] + dir * lerp(0.3, 0.55, rand()) * g.height
      if (y < lo || y > hi) {
        dir = -dir
        y = ys[k - 1] + dir * lerp(0.3, 0.55, rand()) * g.height
      }
      ys.push(Math.min(hi, Math.max(lo, y)))
    })
    const xs = [0]
    for (let k = 1; k < loose.length; k++) {
      const g = loose[k]
      // a 1 is thin: more air around it, or it joins its neighbour (a 0 and a 1 read as one digit)
      const gap = lerp(4.5, 7, rand()) + (g.digit === '1' || loose[k - 1].digit === '1' ? 2 : 0)
      // the centres well apart (0.7 of the mean width): the reading order stays plain
      let x = xs[k - 1] + 0.7 * (loose[k - 1].width + g.width) / 2
      for (let j = 0; j < k; j++) x = Math.max(x, slideTo(loose[j], xs[j], ys[j], g, ys[k], gap))
      xs.push(x)
    }
    const left = xs[0] - loose[0].width / 2
    const right = xs[xs.length - 1] + loose[loose.length - 1].width / 2
    const room = W - 6
    if (right - left > room && attempt < 4) continue
    const shift = 3 - left + rand() * Math.max(0, room - (right - left))
    return loose.map((g, k) => {
      const cx = xs[k] + shift
      const cy = ys[k]
      const strokes = g.strokes.map((s) => ({ points: s.points.map(([x, y]): Pt => [x + cx, y + cy]), radius: s.radius }))
      const ink = gradientInk(rand, cx - g.width / 2, cy - g.height / 2, cx + g.width / 2, cy + g.height / 2)
      return { digit: g.digit, centre: [cx, cy], width: g.width, height: g.height, style: g.style, strokes, ink }
    })
  }
}
