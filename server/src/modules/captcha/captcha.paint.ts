import { PNG } from 'pngjs'
import type { CaptchaPlan, Ink, Random, Rgb, Stroke } from './captcha.image.js'

const lerp = (a: number, b: number, t: number) => a + (b - a) * t
const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v)

/** Smooth random values over the picture: a coarse grid of random numbers, smoothstep-interpolated. */
function valueNoise(rand: Random, w: number, h: number, cellsX: number, cellsY: number): Float32Array {
  const gw = cellsX + 2
  const grid = new Float32Array(gw * (cellsY + 2)).map(() => rand())
  const out = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const gy = (y / h) * cellsY
    const iy = gy | 0
    const fy = (gy - iy) * (gy - iy) * (3 - 2 * (gy - iy))
    for (let x = 0; x < w; x++) {
      const gx = (x / w) * cellsX
      const ix = gx | 0
      const fx = (gx - ix) * (gx - ix) * (3 - 2 * (gx - ix))
      const g = iy * gw + ix
      out[y * w + x] = lerp(lerp(grid[g], grid[g + 1], fx), lerp(grid[g + gw], grid[g + gw + 1], fx), fy)
    }
  }
  return out
}

/** Where the pixels a stroke touches are, and how much (0..1, soft edge), kept as the maximum per pixel. */
class Layer {
  readonly cover: Float32Array
  x0 = Infinity; y0 = Infinity; x1 = -1; y1 = -1
  constructor(readonly w: number, readonly h: number) {
    this.cover = new Float32Array(w * h)
  }

  stroke({ points, radius }: Stroke) {
    const { w, h, cover } = this
    const last = points.length - 1
    for (let i = 0; i < Math.max(1, last); i++) {
      const [ax, ay] = points[i]
      const [bx, by] = points[Math.min(i + 1, last)]
      const ra = radius[i]
      const rb = radius[Math.min(i + 1, last)]
      const reach = Math.max(ra, rb) + 1
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach))
      const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + reach))
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - reach))
      const y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + reach))
      if (x0 > x1 || y0 > y1) continue
      this.x0 = Math.min(this.x0, x0); this.x1 = Math.max(this.x1, x1)
      this.y0 = Math.min(this.y0, y0); this.y1 = Math.max(this.y1, y1)
      const ex = bx - ax
      const ey = by - ay
      const len2 = ex * ex + ey * ey
      for (let y = y0; y <= y1; y++) {
        const py = y + 0.5 - ay
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5 - ax
          const t = len2 ? clamp((px * ex + py * ey) / len2, 0, 1) : 0
          const dx = px - t * ex
          const dy = py - t * ey
          const c = ra + (rb - ra) * t + 0.5 - Math.sqrt(dx * dx + dy * dy)
          if (c > 0) {
            const p = y * w + x
            const v = c > 1 ? 1 : c
            if (v > cover[p]) cover[p] = v
          }
        }
      }
    }
  }

  /** Paints what the strokes cover onto `img` (rgb floats) in `colourAt`, and clears the layer. */
  flush(img: Float32Array, colourAt: (x: number, y: number, p: number) => Rgb | Float32Array) {
    const { w, cover } = this
    for (let y = this.y0; y <= this.y1; y++) {
      for (let x = this.x0; x <= this.x1; x++) {
        const p = y * w + x
        const c = cover[p]
        if (!c) continue
        cover[p] = 0
        const col = colourAt(x + 0.5, y + 0.5, p)
        const i = p * 3
        img[i] += (col[0] - img[i]) * c
        img[i + 1] += (col[1] - img[i + 1]) * c
        img[i + 2] += (col[2] - img[i + 2]) * c
      }
    }
    this.x0 = this.y0 = Infinity
    this.x1 = this.y1 = -1
  }
}

function inkAt(ink: Ink) {
  const out: Rgb = [0, 0, 0]
  return (x: number, y: number) => {
    const t = clamp((x - ink.ox) * ink.dx + (y - ink.oy) * ink.dy, 0, 1)
    out[0] = lerp(ink.from[0], ink.to[0], t)
    out[1] = lerp(ink.from[1], ink.to[1], t)
    out[2] = lerp(ink.from[2], ink.to[2], t)
    return out
  }
}

/** Two light tints mixed by a coarse noise, mottled by a finer one, with a little grain (grain costs PNG bytes). */
function background(rand: Random, w: number, h: number): Float32Array {
  const tint = () => [lerp(212, 250, rand()), lerp(212, 250, rand()), lerp(212, 250, rand())]
  const a = tint()
  const b = tint()
  const coarse = valueNoise(rand, w, h, 4, 2)
  const fine = valueNoise(rand, w, h, 18, 6)
  const bg = new Float32Array(w * h * 3)
  for (let p = 0; p < w * h; p++) {
    const t = coarse[p]
    const shade = (fine[p] - 0.5) * 36 + (rand() - 0.5) * 4
    for (let k = 0; k < 3; k++) bg[p * 3 + k] = lerp(a[k], b[k], t) + shade
  }
  return bg
}

/**
 * Bends the whole picture (glyphs and clutter alike) through a smooth displacement field: a sine
 * along each axis plus a coarse random field, sampled bilinearly.
 */
function warp(img: Float32Array, rand: Random, w: number, h: number): Float32Array {
  const ax = lerp(1, 2.2, rand())
  const ay = lerp(1.5, 3, rand())
  const lx = lerp(25, 50, rand())
  const ly = lerp(45, 110, rand())
  const px = rand() * Math.PI * 2
  const py = rand() * Math.PI * 2
  const fx = valueNoise(rand, w, h, 7, 3)
  const fy = valueNoise(rand, w, h, 7, 3)
  const k = lerp(2.5, 4.5, rand())
  const out = new Float32Array(img.length)
  for (let y = 0; y < h; y++) {
    const sx0 = ax * Math.sin(px + (y / lx) * Math.PI * 2)
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const sx = clamp(x + sx0 + (fx[p] - 0.5) * k, 0, w - 1.001)
      const sy = clamp(y + ay * Math.sin(py + (x / ly) * Math.PI * 2) + (fy[p] - 0.5) * k, 0, h - 1.001)
      const ix = sx | 0
      const iy = sy | 0
      const tx = sx - ix
      const ty = sy - iy
      const i00 = (iy * w + ix) * 3
      const i10 = i00 + 3
      const i01 = i00 + w * 3
      const i11 = i01 + 3
      for (let c = 0; c < 3; c++) {
        out[p * 3 + c] = lerp(lerp(img[i00 + c], img[i10 + c], tx), lerp(img[i01 + c], img[i11 + c], tx), ty)
      }
    }
  }
  return out
}

/** Paints a plan: background, noise behind, glyphs, noise in front, cuts, speckles, then the warp; an RGB PNG. */
export function paintCaptcha(plan: CaptchaPlan, rand: Random, w: number, h: number): Buffer {
  const bg = background(rand, w, h)
  const img = bg.slice()
  const layer = new Layer(w, h)
  const ground = (_x: number, _y: number, p: number) => bg.subarray(p * 3, p * 3 + 3)
  const drawNoise = (behind: boolean) => {
    for (const { stroke, ink } of plan.noise.filter((n) => n.behind === behind)) {
      layer.stroke(stroke)
      layer.flush(img, inkAt(ink))
    }
  }
  drawNoise(true)
  for (const glyph of plan.glyphs) {
    if (glyph.style === 'outline') {
      // a wide pen in ink, then its middle hollowed out with the ground
      for (const s of glyph.strokes) layer.stroke({ points: s.points, radius: s.radius.map((r) => r + 1.1) })
      layer.flush(img, inkAt(glyph.ink))
      for (const s of glyph.strokes) layer.stroke({ points: s.points, radius: s.radius.map((r) => Math.max(0.5, r - 0.3)) })
      layer.flush(img, ground)
    } else {
      for (const s of glyph.strokes) layer.stroke(s)
      layer.flush(img, inkAt(glyph.ink))
    }
  }
  drawNoise(false)
  for (const cut of plan.cuts) {
    layer.stroke(cut)
    layer.flush(img, ground)
  }
  for (const { x, y, r, colour } of plan.speckles) {
    layer.stroke({ points: [[x, y]], radius: [r] })
    layer.flush(img, () => colour)
  }
  const bent = warp(img, rand, w, h)
  const png = new PNG({ width: w, height: h })
  for (let p = 0; p < w * h; p++) {
    png.data[p * 4] = clamp(Math.round(bent[p * 3]), 0, 255)
    png.data[p * 4 + 1] = clamp(Math.round(bent[p * 3 + 1]), 0, 255)
    png.data[p * 4 + 2] = clamp(Math.round(bent[p * 3 + 2]), 0, 255)
    png.data[p * 4 + 3] = 255
  }
  // RGB without alpha: a quarter smaller
  return PNG.sync.write(png, { colorType: 2 })
}
