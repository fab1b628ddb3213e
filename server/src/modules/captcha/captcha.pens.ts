import type { Pt } from './captcha.glyphs.js'

export type Rgb = [number, number, number]
/** Uniform in [0, 1). */
export type Random = () => number
/** A colour that shades from `from` to `to` along a direction: t = (x - ox) * dx + (y - oy) * dy. */
export interface Ink { from: Rgb; to: Rgb; ox: number; oy: number; dx: number; dy: number }
/** A polyline in picture coordinates with a pen radius at each point. */
export interface Stroke { points: Pt[]; radius: number[] }

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

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
export function gradientInk(rand: Random, x0: number, y0: number, x1: number, y1: number): Ink {
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
export function pen(points: Pt[], base: number, swell: number, rand: Random): Stroke {
  const freq = 1 + rand() * 2
  const phase = rand() * Math.PI * 2
  let total = 0
  const at = [0]
  for (let i = 1; i < points.length; i++) at.push((total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1])))
  return { points, radius: at.map((s) => base + swell * Math.sin(phase + (total ? s / total : 0) * freq * Math.PI * 2)) }
}

/** Cuts a stroke into dashes of `dash` pixels with `gap` pixel breaks. */
export function dashed(stroke: Stroke, dash: number, gap: number): Stroke[] {
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
