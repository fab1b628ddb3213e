import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { PNG } from 'pngjs'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha.image.js'

/** The 5x7 font the captcha used to draw every digit from, as the attacker's templates. */
const OLD_FONT: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
}

/** A copy of the old drawing (flat colour per digit, slight slant, dots and lines): proves the reader reads. */
function drawOldCaptcha(code: string): Buffer {
  const rand = (min: number, max: number) => crypto.randomInt(min, max + 1)
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT })
  const set = (x: number, y: number, c: number[]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return
    const i = (y * CAPTCHA_WIDTH + x) * 4
    png.data.set([c[0], c[1], c[2], 255], i)
  }
  const bg = [rand(225, 250), rand(225, 250), rand(225, 250)]
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) set(x, y, bg)
  for (let i = 0; i < 220; i++) set(rand(0, CAPTCHA_WIDTH - 1), rand(0, CAPTCHA_HEIGHT - 1), [rand(100, 220), rand(100, 220), rand(100, 220)])
  const cell = CAPTCHA_WIDTH / code.length
  for (let n = 0; n < code.length; n++) {
    const color = [rand(10, 110), rand(10, 110), rand(10, 110)]
    const x0 = Math.round(n * cell + (cell - 20) / 2) + rand(-3, 3)
    const y0 = Math.round((CAPTCHA_HEIGHT - 28) / 2) + rand(-4, 4)
    const slant = rand(-1, 1)
    OLD_FONT[code[n]].forEach((row, r) => [...row].forEach((ch, col) => {
      if (ch !== '#') return
      for (let dy = 0; dy < 4; dy++) for (let dx = 0; dx < 4; dx++) {
        const y = y0 + r * 4 + dy
        set(x0 + col * 4 + dx + Math.round((slant * (y - y0)) / 8), y, color)
      }
    }))
  }
  for (let l = 0; l < 4; l++) {
    const color = [rand(60, 180), rand(60, 180), rand(60, 180)]
    let y = rand(0, CAPTCHA_HEIGHT - 1)
    const drift = rand(-20, 20) / CAPTCHA_WIDTH
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      set(x, Math.round(y), color)
      y += drift
    }
  }
  return PNG.sync.write(png)
}

/** the scale the old drawing used (4 px per font dot); an attacker knows it */
const READER_SCALES = [4]

/**
 * The attacker's reader, simplified: ink is whatever is clearly darker than the picture's median
 * background; each of the 4 slots is matched against every digit of the 5x7 font at every offset
 * and slant of its band, and the best score wins.
 */
function readByTemplates(pngBytes: Buffer): string {
  const png = PNG.sync.read(pngBytes)
  const W = png.width
  const H = png.height
  const lum = new Float64Array(W * H)
  for (let i = 0; i < W * H; i++) lum[i] = 0.299 * png.data[i * 4] + 0.587 * png.data[i * 4 + 1] + 0.114 * png.data[i * 4 + 2]
  const background = [...lum].sort((a, b) => a - b)[Math.floor(W * H * 0.6)]
  // integral image of ink, so a block's ink is four look-ups
  const sum = new Float64Array((W + 1) * (H + 1))
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const ink = lum[y * W + x] < background - 100 ? 1 : 0
      sum[(y + 1) * (W + 1) + x + 1] = ink + sum[y * (W + 1) + x + 1] + sum[(y + 1) * (W + 1) + x] - sum[y * (W + 1) + x]
    }
  }
  const block = (x: number, y: number, s: number) => {
    const x1 = Math.max(0, Math.min(W, x)), y1 = Math.max(0, Math.min(H, y))
    const x2 = Math.max(0, Math.min(W, x + s)), y2 = Math.max(0, Math.min(H, y + s))
    return sum[y2 * (W + 1) + x2] - sum[y1 * (W + 1) + x2] - sum[y2 * (W + 1) + x1] + sum[y1 * (W + 1) + x1]
  }
  const cell = W / 4
  let out = ''
  for (let n = 0; n < 4; n++) {
    let best = { digit: '?', score: -Infinity }
    for (const s of READER_SCALES) {
      // the band where the old drawing put a digit, with a margin
      for (let y0 = 0; y0 <= H - 7 * s; y0++) {
        for (let x0 = Math.floor(n * cell) - 3; x0 <= Math.floor((n + 1) * cell) - 5 * s + 3; x0++) {
          for (const slant of [-1, 0, 1]) {
            for (const [digit, rows] of Object.entries(OLD_FONT)) {
              // + ink where the template has ink, - ink where it has none, normalised by block area
              let score = 0
              for (let r = 0; r < 7; r++) {
                const shift = Math.round((slant * (r + 0.5) * s) / 8)
                for (let c = 0; c < 5; c++) {
                  const ink = block(x0 + c * s + shift, y0 + r * s, s) / (s * s)
                  score += rows[r][c] === '#' ? ink : -ink
                }
              }
              if (score > best.score) best = { digit, score }
            }
          }
        }
      }
    }
    out += best.digit
  }
  return out
}

const randomCode = () => String(crypto.randomInt(0, 10000)).padStart(4, '0')

describe('captcha picture against a template-matching reader', () => {
  // a template search costs ~60 ms a picture: 60 of each keeps the suite quick, the bench (npm run bench:captcha) measures in earnest
  const N = 60
  it('the reader reads the old flat drawing (so it is a real attack)', () => {
    let read = 0
    for (let i = 0; i < N; i++) {
      const code = randomCode()
      if (readByTemplates(drawOldCaptcha(code)) === code) read++
    }
    assert.ok(read >= N * 0.9, `old style read ${read}/${N}`)
    console.log(`template reader on the old drawing: ${read}/${N} codes`)
  })

  it('the same reader reads almost none of the new pictures, digit by digit near chance', () => {
    let read = 0
    let digits = 0
    for (let i = 0; i < N; i++) {
      const code = randomCode()
      const guess = readByTemplates(drawCaptcha(code))
      if (guess === code) read++
      for (let k = 0; k < 4; k++) if (guess[k] === code[k]) digits++
    }
    assert.ok(read < N * 0.1, `new style read ${read}/${N}`)
    console.log(`template reader: ${read}/${N} codes, ${digits}/${N * 4} digits`)
  })

  it('draws every digit in more than one shape and in varied colours', () => {
    const colours = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const png = PNG.sync.read(drawCaptcha('1111'))
      for (let p = 0; p < png.data.length; p += 4) colours.add(`${png.data[p]},${png.data[p + 1]},${png.data[p + 2]}`)
    }
    assert.ok(colours.size > 500)
    // the same code never gives the same picture
    assert.notDeepEqual(drawCaptcha('2024'), drawCaptcha('2024'))
  })
})

for (const target of dbTargets()) {
  describe(`development captcha peek [${target.name}]`, { skip: target.skip }, () => {
    let dev: TestApp
    let prod: TestApp
    before(async () => {
      dev = await createTestApp(target, { config: { development: true } })
      prod = await createTestApp(target, { config: { development: false } })
    })
    after(async () => {
      await dev?.close()
      await prod?.close()
    })

    it('shows the drawn code without spending it, and that code then logs the captcha in once', async () => {
      const { body } = await call(dev.app, 'GET', '/api/captcha/captcha')
      const id = body.data.id as string
      const peek = await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })
      assert.match(peek.body.data.code, /^\d{4}$/)
      // peeking twice gives the same code: nothing was consumed
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })).body.data.code, peek.body.data.code)
      const { consumeCaptcha } = await import('./captcha.service.js')
      const ctx = { kv: dev.kv, websiteId: 1 } as any
      await consumeCaptcha(ctx, id, peek.body.data.code)
      await assert.rejects(consumeCaptcha(ctx, id, peek.body.data.code))
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })).body.data.code, null)
    })

    it('refuses a malformed id and does not exist on a production server', async () => {
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: 'x' })).body.code, -10001)
      const { body } = await call(prod.app, 'GET', '/api/captcha/captcha')
      const res = await call(prod.app, 'GET', '/api/dev/captcha', { captcha_id: body.data.id })
      assert.equal(res.status, 404)
    })
  })
}
