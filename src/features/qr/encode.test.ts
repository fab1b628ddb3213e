import { encodeQr } from './encode'
import fixtures from './encode.fixtures.json'

/*
 * encode.fixtures.json holds symbols made by an independent encoder (Kazuhiko Arase's QRCode for
 * JavaScript, as vendored by qrcode-terminal) with the same text, level and mask: versions 1 to 11,
 * every error correction level, the version-information block (v7+) and 16-bit lengths (v10+).
 */
const asRows = (m: boolean[][]) => m.map((r) => r.map((b) => (b ? '1' : '0')).join(''))

describe('encodeQr', () => {
  it.each(fixtures.map((f) => [f.version, f.ecl, f.mask, f] as const))('matches the reference symbol: version %i, level %s, mask %i', (_v, _e, _m, f) => {
    const q = encodeQr(f.text, { ecl: f.ecl as 'L' | 'M' | 'Q' | 'H', mask: f.mask })
    expect(q.version).toBe(f.version)
    expect(q.size).toBe(f.version * 4 + 17)
    expect(asRows(q.modules)).toEqual(f.rows)
  })

  it('picks the smallest version and a mask, and writes that mask and the level into both format copies', () => {
    const q = encodeQr('12345678')
    expect(q.version).toBe(1)
    expect(q.mask).toBeGreaterThanOrEqual(0)
    expect(q.mask).toBeLessThan(8)
    const m = q.modules
    const n = q.size
    // the 15 format bits, read back from both places the standard puts them
    const first = (i: number) => (i <= 5 ? m[i][8] : i === 6 ? m[7][8] : i === 7 ? m[8][8] : i === 8 ? m[8][7] : m[8][14 - i])
    const second = (i: number) => (i < 8 ? m[8][n - 1 - i] : m[n - 15 + i][8])
    const read = (bit: (i: number) => boolean) => Array.from({ length: 15 }, (_, i) => (bit(i) ? 1 << i : 0)).reduce((a, b) => a | b, 0)
    for (const bits of [read(first), read(second)]) {
      const data = (bits ^ 0x5412) >>> 10
      expect(data >>> 3).toBe(0) // level M
      expect(data & 7).toBe(q.mask)
    }
    // the dark module and the three finders
    expect(m[n - 8][8]).toBe(true)
    for (const [x, y] of [[0, 0], [n - 7, 0], [0, n - 7]]) {
      expect(m[y][x]).toBe(true)
      expect(m[y + 6][x + 6]).toBe(true)
      expect(m[y + 1][x + 1]).toBe(false)
      expect(m[y + 3][x + 3]).toBe(true)
    }
    // with that mask forced, the same symbol
    expect(asRows(encodeQr('12345678', { mask: q.mask }).modules)).toEqual(asRows(m))
  })

  it('encodes text as UTF-8 bytes (a Chinese pickup note needs more room than its characters)', () => {
    // 17 Chinese characters are 51 bytes: beyond version 2-M (26 bytes), within 4-M (62 bytes)
    expect(encodeQr('提货码一二三四五六七八九十一二三四五六七').version).toBeGreaterThan(2)
    expect(encodeQr('a'.repeat(14)).version).toBe(1)
    expect(encodeQr('a'.repeat(15)).version).toBe(2)
  })

  it('refuses text that no version holds', () => {
    expect(() => encodeQr('x'.repeat(3000), { ecl: 'H' })).toThrow(RangeError)
  })
})
