import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { PNG } from 'pngjs'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, paintCaptcha, pictureRandom, planCaptcha, type PlacedGlyph } from './captcha.image.js'

const W = CAPTCHA_WIDTH
const H = CAPTCHA_HEIGHT
const CELL = W / 4

/** The glyphs alone (no waves, arcs, cuts or speckles), painted and decoded. */
function glyphsOnly(code: string) {
  const rand = pictureRandom()
  const plan = { ...planCaptcha(code, rand), noise: [], cuts: [], speckles: [] }
  return PNG.sync.read(paintCaptcha(plan, rand, W, H))
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

  it('no digit is drawn in a fixed cell, and neighbours sometimes overlap', () => {
    /** the columns a glyph's ink spans */
    const columns = (g: PlacedGlyph) => {
      const xs = g.strokes.flatMap((s) => s.points.flatMap(([x], i) => [x - s.radius[i], x + s.radius[i]]))
      return [Math.min(...xs), Math.max(...xs)]
    }
    const centres: number[][] = [[], [], [], []]
    let outsideCell = 0
    let overlapping = 0
    for (let n = 0; n < 100; n++) {
      const { glyphs } = planCaptcha('8888')
      glyphs.forEach((g, k) => {
        centres[k].push(g.centre[0])
        if (g.centre[0] < k * CELL || g.centre[0] >= (k + 1) * CELL) outsideCell++
      })
      for (let k = 0; k + 1 < glyphs.length; k++) {
        if (columns(glyphs[k])[1] > columns(glyphs[k + 1])[0]) overlapping++
        // always in reading order
        assert.ok(glyphs[k + 1].centre[0] > glyphs[k].centre[0])
      }
    }
    for (const [k, xs] of centres.entries()) {
      assert.ok(Math.max(...xs) - Math.min(...xs) > CELL / 2, `digit ${k + 1} stays between ${Math.min(...xs)} and ${Math.max(...xs)}`)
    }
    // fixed cells keep every digit in its quarter; here about one in seven leaves it
    assert.ok(outsideCell >= 16, `${outsideCell} of 400 digits left their quarter of the picture`)
    // rare on purpose (about one pair in twenty): digits drawn over each other were what people misread
    assert.ok(overlapping >= 2, `${overlapping} of 300 neighbouring pairs share columns`)
  })

  it('each glyph shades between two inks, and the noise uses the glyphs\' inks', () => {
    const plan = planCaptcha('2468')
    for (const g of plan.glyphs) assert.notDeepEqual(g.ink.from, g.ink.to)
    const inks = plan.glyphs.map((g) => JSON.stringify([g.ink.from, g.ink.to]))
    for (const { ink } of plan.noise) assert.ok(inks.includes(JSON.stringify([ink.from, ink.to])))
    // noise as thick as the strokes: its pen is within the glyphs' range of pens
    const glyphPens = plan.glyphs.flatMap((g) => g.strokes.flatMap((s) => s.radius))
    for (const { stroke } of plan.noise) assert.ok(Math.max(...stroke.radius) >= Math.min(...glyphPens))
  })
})
