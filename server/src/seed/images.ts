import fs from 'node:fs'
import path from 'node:path'
import { PNG } from 'pngjs'

/** Demo pictures drawn at seed time: no binary assets in the repository, nothing downloaded. */

export type Rgb = [number, number, number]

// one fixed row filter and a middling level: choosing filters per row costs five encodes of each row
const PNG_OPTIONS = { filterType: 1, deflateLevel: 6 }
// pictures have no transparency: RGB rows are a quarter smaller than RGBA
const OPAQUE_OPTIONS = { ...PNG_OPTIONS, colorType: 2 as const, inputHasAlpha: true }
const GRADIENT_BANDS = 12
export type Shape = 'circle' | 'diamond' | 'ring' | 'square' | 'triangle' | 'stripes' | 'dots' | 'plus'
export const SHAPES: Shape[] = ['circle', 'diamond', 'ring', 'square', 'triangle', 'stripes', 'dots', 'plus']

export function hexRgb(hex: string): Rgb {
  const n = parseInt(hex.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}

/** Whether (x, y) in unit coordinates centred on 0 (-1..1) lies inside the shape. */
function inside(shape: Shape, x: number, y: number): boolean {
  switch (shape) {
    case 'circle':
      return x * x + y * y < 0.36
    case 'ring': {
      const r = x * x + y * y
      return r < 0.42 && r > 0.18
    }
    case 'diamond':
      return Math.abs(x) + Math.abs(y) < 0.65
    case 'square':
      return Math.abs(x) < 0.45 && Math.abs(y) < 0.45
    case 'triangle':
      return y < 0.5 && y > -0.55 && Math.abs(x) < (y + 0.55) * 0.6
    case 'stripes':
      return Math.floor((x + y + 2) * 5) % 2 === 0 && x * x + y * y < 0.5
    case 'dots': {
      const gx = ((x + 1) * 3) % 1 - 0.5
      const gy = ((y + 1) * 3) % 1 - 0.5
      return gx * gx + gy * gy < 0.08
    }
    case 'plus':
      return (Math.abs(x) < 0.15 && Math.abs(y) < 0.6) || (Math.abs(y) < 0.15 && Math.abs(x) < 0.6)
  }
}

/**
 * A diagonal gradient from `from` to `to` in flat bands, with a light shape in the middle. Banding
 * (rather than a smooth ramp) leaves long runs of equal pixels: a few KB a picture instead of tens.
 */
export function drawPicture(width: number, height: number, from: Rgb, to: Rgb, shape: Shape, shapeColor: Rgb = [255, 255, 255]): Buffer {
  const png = new PNG({ width, height })
  const data = png.data
  const side = Math.min(width, height)
  const x0 = Math.floor((width - side) / 2)
  const y0 = Math.floor((height - side) / 2)
  const band = (x: number, y: number) => Math.min(GRADIENT_BANDS - 1, Math.floor(((x / width + y / height) / 2) * GRADIENT_BANDS)) / (GRADIENT_BANDS - 1)
  for (let y = 0; y < height; y++) {
    const inRows = y >= y0 && y < y0 + side
    const uy = (y - height / 2) / (side / 2)
    let i = y * width * 4
    for (let x = 0; x < width; x++, i += 4) {
      const t = band(x, y)
      let r = from[0] + (to[0] - from[0]) * t
      let g = from[1] + (to[1] - from[1]) * t
      let b = from[2] + (to[2] - from[2]) * t
      // shapes live in the centred square only
      if (inRows && x >= x0 && x < x0 + side && inside(shape, (x - width / 2) / (side / 2), uy)) {
        r = r * 0.25 + shapeColor[0] * 0.75
        g = g * 0.25 + shapeColor[1] * 0.75
        b = b * 0.25 + shapeColor[2] * 0.75
      }
      data[i] = Math.round(r)
      data[i + 1] = Math.round(g)
      data[i + 2] = Math.round(b)
      data[i + 3] = 255
    }
  }
  return PNG.sync.write(png, OPAQUE_OPTIONS)
}

type Mask = (x: number, y: number) => boolean

/** Tab bar glyphs on a unit square (0..1), drawn as filled masks. */
const TAB_GLYPHS: Record<string, Mask> = {
  // house: roof and body with a door
  home: (x, y) => (y < 0.48 && y > 0.12 && Math.abs(x - 0.5) < (y - 0.12) * 1.1) || (y >= 0.48 && y < 0.88 && Math.abs(x - 0.5) < 0.3 && !(Math.abs(x - 0.5) < 0.08 && y > 0.66)),
  // star-ish badge: a diamond over a circle outline
  preference: (x, y) => {
    const r = (x - 0.5) ** 2 + (y - 0.5) ** 2
    return Math.abs(x - 0.5) + Math.abs(y - 0.5) < 0.22 || (r < 0.16 && r > 0.11)
  },
  // life: a sun
  life: (x, y) => {
    const r = (x - 0.5) ** 2 + (y - 0.5) ** 2
    const a = Math.atan2(y - 0.5, x - 0.5)
    return r < 0.04 || (r > 0.07 && r < 0.16 && Math.abs(Math.sin(a * 4)) > 0.8)
  },
  // category: four squares
  category: (x, y) => ((x > 0.14 && x < 0.44) || (x > 0.56 && x < 0.86)) && ((y > 0.14 && y < 0.44) || (y > 0.56 && y < 0.86)),
  // cart: basket and two wheels
  cart: (x, y) =>
    (y > 0.25 && y < 0.62 && x > 0.22 + (y - 0.25) * 0.2 && x < 0.86 - (y - 0.25) * 0.2) ||
    (y > 0.14 && y < 0.25 && x > 0.1 && x < 0.26) ||
    (x - 0.36) ** 2 + (y - 0.78) ** 2 < 0.006 ||
    (x - 0.72) ** 2 + (y - 0.78) ** 2 < 0.006,
  // member: head and shoulders
  member: (x, y) => (x - 0.5) ** 2 + (y - 0.32) ** 2 < 0.03 || (y > 0.58 && y < 0.88 && (x - 0.5) ** 2 / 0.1 + (y - 0.88) ** 2 / 0.09 < 1),
}

export function drawTabIcon(key: string, color: Rgb, size = 48): Buffer {
  const glyph = TAB_GLYPHS[key]
  if (!glyph) throw new Error(`no tab glyph for ${key}`)
  const png = new PNG({ width: size, height: size })
  // 3x3 supersampling keeps the edges smooth at 48 px
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let hits = 0
      for (let sy = 0; sy < 3; sy++) for (let sx = 0; sx < 3; sx++) if (glyph((x + (sx + 0.5) / 3) / size, (y + (sy + 0.5) / 3) / size)) hits++
      const i = (y * size + x) * 4
      png.data[i] = color[0]
      png.data[i + 1] = color[1]
      png.data[i + 2] = color[2]
      png.data[i + 3] = Math.round((hits / 9) * 255)
    }
  }
  return PNG.sync.write(png, PNG_OPTIONS)
}

export const TAB_GLYPH_KEYS = Object.keys(TAB_GLYPHS)

/** Writes `buf` to uploadDir/<rel> and returns the client path 'upload/<rel>'. */
export function writeUpload(uploadDir: string, rel: string, buf: Buffer): string {
  const file = path.join(uploadDir, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, buf)
  return `upload/${rel}`
}
