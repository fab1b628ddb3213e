import crypto from 'node:crypto'
import { PNG } from 'pngjs'

/** 5x7 bitmap digits, one string per row ('#' = ink). */
const FONT: Record<string, string[]> = {
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

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
const SCALE = 4

const rand = (min: number, max: number) => crypto.randomInt(min, max + 1)

/**
 * Draws `code` (digits) as a PNG: each digit scaled up from the bitmap font, shifted and coloured at
 * random, over noise dots and lines so the image is not a trivial template match.
 */
export function drawCaptcha(code: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT })
  const set = (x: number, y: number, [r, g, b]: number[]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return
    const i = (y * CAPTCHA_WIDTH + x) * 4
    png.data[i] = r
    png.data[i + 1] = g
    png.data[i + 2] = b
    png.data[i + 3] = 255
  }
  const bg = [rand(225, 250), rand(225, 250), rand(225, 250)]
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) set(x, y, bg)
  // speckles
  for (let i = 0; i < 220; i++) set(rand(0, CAPTCHA_WIDTH - 1), rand(0, CAPTCHA_HEIGHT - 1), [rand(100, 220), rand(100, 220), rand(100, 220)])

  const cell = CAPTCHA_WIDTH / code.length
  for (let n = 0; n < code.length; n++) {
    const glyph = FONT[code[n]]
    if (!glyph) throw new Error(`no glyph for ${code[n]}`)
    const color = [rand(10, 110), rand(10, 110), rand(10, 110)]
    const x0 = Math.round(n * cell + (cell - 5 * SCALE) / 2) + rand(-3, 3)
    const y0 = Math.round((CAPTCHA_HEIGHT - 7 * SCALE) / 2) + rand(-4, 4)
    // a slight slant: each row shifts by up to one pixel per two rows
    const slant = rand(-1, 1)
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row][col] !== '#') continue
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const y = y0 + row * SCALE + dy
            set(x0 + col * SCALE + dx + Math.round((slant * (y - y0)) / 8), y, color)
          }
        }
      }
    }
  }
  // interference lines across the digits
  for (let l = 0; l < 4; l++) {
    const color = [rand(60, 180), rand(60, 180), rand(60, 180)]
    let y = rand(0, CAPTCHA_HEIGHT - 1)
    const drift = (rand(-20, 20) / CAPTCHA_WIDTH)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      set(x, Math.round(y), color)
      y += drift
    }
  }
  return PNG.sync.write(png)
}
