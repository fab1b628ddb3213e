import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { PNG } from 'pngjs'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, paintCaptcha, pictureRandom, planCaptcha, type PlacedGlyph } from './captcha.image.js'
import { OUTLINE_EXTRA } from './captcha.layout.js'

const W = CAPTCHA_WIDTH
const H = CAPTCHA_HEIGHT
const CELL = W / 4

/** The glyphs alone (no waves, arcs, cuts or speckles), painted and decoded. */
function glyphsOnly(code: string) {
  const rand = pictureRandom()
  const plan = { ...planCaptcha(code, rand), noise: [], cuts: [], speckles: [] }
  return PNG.sync.read(paintCaptcha(plan, rand, W, H))
}

/** A glyph's strokes as dots every half pixel with the radius its paint reaches (hollow pens reach further). */
function paintedDots(g: PlacedGlyph) {
  const extra = g.style === 'outline' ? OUTLINE_EXTRA : 0
  return g.strokes.flatMap(({ points, radius }) => points.slice(1).flatMap(([x1, y1], i) => {
    const [x0, y0] = points[i]
    const steps = Math.max(1, Math.ceil(2 * Math.hypot(x1 - x0, y1 - y0)))
    return Array.from({ length: steps + 1 }, (_, s) => ({
      x: x0 + ((x1 - x0) * s) / steps, y: y0 + ((y1 - y0) * s) / steps, r: radius[i] + ((radius[i + 1] - radius[i]) * s) / steps + extra,
    }))
  }))
}

/** The first column holding a clearly dark pixel (the background is light, every ink dark). */
function firstInkColumn(png: PNG): number {
  for (let x = 0; x < png.width; x++) {
    for (let y = 0; y < png.height; y++) {
      const i = (y * png.width + x) * 4
      if (0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2] < 140) return x
    }
  }
  return -1
}

describe('captcha picture', () => {
  it('decodes as a PNG of the declared size', () => {
    const png = PNG.sync.read(drawCaptcha('0123'))
    assert.equal(png.width, W)
    assert.equal(png.height, H)
    assert.equal(W / H, 3, 'the app shows it in a 3:1 box (auth.scss .captcha-img)')
  })

  it('two pictures of the same code differ in most of their pixels', () => {
    const a = PNG.sync.read(drawCaptcha('5555'))
    const b = PNG.sync.read(drawCaptcha('5555'))
    let differ = 0
    for (let p = 0; p < W * H; p++) {
      const i = p * 4
      if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 12) differ++
    }
    assert.ok(differ > W * H * 0.5, `${differ} of ${W * H} pixels differ`)
  })

  it('the word starts at a different column from picture to picture', () => {
    const starts = Array.from({ length: 50 }, () => firstInkColumn(glyphsOnly('1111')))
    assert.ok(starts.every((x) => x >= 0))
    const spread = Math.max(...starts) - Math.min(...starts)
    // with fixed cells (a few pixels of jitter, rotation, size) it moves by 14 to 17 columns; here by 30 to 46
    assert.ok(spread >= 24, `first ink between columns ${Math.min(...starts)} and ${Math.max(...starts)}`)
  })

  it('no digit is drawn in a fixed cell, and neighbours climb and fall', () => {
    const centres: number[][] = [[], [], [], []]
    let outsideCell = 0
    let apartInHeight = 0
    for (let n = 0; n < 100; n++) {
      const { glyphs } = planCaptcha(String((n * 1237) % 10000).padStart(4, '0'))
      glyphs.forEach((g, k) => {
        centres[k].push(g.centre[0])
        if (g.centre[0] < k * CELL || g.centre[0] >= (k + 1) * CELL) outsideCell++
      })
      for (let k = 0; k + 1 < glyphs.length; k++) {
        const [a, b] = [glyphs[k], glyphs[k + 1]]
        if (Math.abs(a.centre[1] - b.centre[1]) >= 0.2 * Math.max(a.height, b.height)) apartInHeight++
        // always in reading order
        assert.ok(b.centre[0] > a.centre[0])
      }
    }
    for (const [k, xs] of centres.entries()) {
      assert.ok(Math.max(...xs) - Math.min(...xs) > CELL / 2, `digit ${k + 1} stays between ${Math.min(...xs)} and ${Math.max(...xs)}`)
    }
    // fixed cells keep every digit in its quarter; here about a third leave it
    assert.ok(outsideCell >= 16, `${outsideCell} of 400 digits left their quarter of the picture`)
    // a common baseline with a few pixels of jitter sets about 1 pair in 16 this far apart in height; here more
    // than half (150-190 of 300: a word drawn large has less room to climb)
    assert.ok(apartInHeight >= 125, `${apartInHeight} of 300 neighbouring pairs sit a fifth of a digit apart in height`)
  })

  it('the strokes of two digits never cross or touch: a few pixels of ground stay between them', () => {
    let closest = Infinity
    for (let n = 0; n < 100; n++) {
      const dots = planCaptcha(String(n * 97 % 10000).padStart(4, '0')).glyphs.map(paintedDots)
      for (let a = 0; a < dots.length; a++) {
        for (let b = a + 1; b < dots.length; b++) {
          for (const p of dots[a]) for (const q of dots[b]) closest = Math.min(closest, Math.hypot(p.x - q.x, p.y - q.y) - p.r - q.r)
        }
      }
    }
    // a gap of 4.5 to 7 pixels is left between neighbours; the dots along a stroke are half a pixel apart
    assert.ok(closest > 4, `two digits come within ${closest.toFixed(2)} pixels of each other`)
  })

  it('each glyph shades between two inks; the wave is in a glyph\'s ink and in a thinner pen', () => {
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
    for (let n = 0; n < 20; n++) {
      const plan = planCaptcha('2468')
      for (const g of plan.glyphs) assert.notDeepEqual(g.ink.from, g.ink.to)
      const inks = plan.glyphs.map((g) => JSON.stringify([g.ink.from, g.ink.to]))
      assert.ok(plan.noise.length > 0)
      for (const { ink } of plan.noise) assert.ok(inks.includes(JSON.stringify([ink.from, ink.to])))
      // a wave as thick as the strokes, through digits at different heights, hid parts of them from people
      const glyphPen = mean(plan.glyphs.flatMap((g) => g.strokes.flatMap((s) => s.radius)))
      for (const { stroke } of plan.noise) assert.ok(mean(stroke.radius) <= 0.75 * glyphPen, `wave pen ${mean(stroke.radius).toFixed(2)}, glyphs ${glyphPen.toFixed(2)}`)
    }
  })
})
