import { absoluteUrl, goodsShareData, goodsShareLink, toTimeline } from './build'
import { coverCrop, drawPoster, layoutFor, NAME_MAX_LINES, posterLayout, POSTER_WIDTH, QR_SIZE, wrapText, type PosterContext } from './poster'
import { qrCells, qrMatrix } from './qr'
import { shareEntries } from './components/GoodsShare'
import { linkToPath, toAppMessage } from '@/platform/share/link'

const describeText = (price: string) => `${price}, a good find`
const BASE = { goodsId: 7, goodsName: ' 苹果 ', priceText: '¥12.50', imageUrl: '/upload/goods/7.jpg', origin: 'https://mall.example' }

describe('goods share data', () => {
  it('links to the goods and SKU with the sharing member as source_member, under /h5 of the origin', () => {
    const data = goodsShareData({ ...BASE, skuId: 11, memberId: 42, introduction: '新鲜' }, describeText)
    expect(data).toEqual({
      title: '苹果',
      desc: '新鲜',
      link: 'https://mall.example/h5/pages/goods/detail/detail?goods_id=7&sku_id=11&source_member=42',
      imgUrl: 'https://mall.example/upload/goods/7.jpg',
    })
  })

  it('a visitor shares without source_member; no introduction describes the price', () => {
    const data = goodsShareData({ ...BASE, skuId: null, memberId: null }, describeText)
    expect(data.link).toBe('https://mall.example/h5/pages/goods/detail/detail?goods_id=7')
    expect(data.desc).toBe('¥12.50, a good find')
    expect(goodsShareLink({ goodsId: 7, memberId: 0, skuId: -1, origin: '' })).toBe('/pages/goods/detail/detail?goods_id=7')
  })

  it('keeps absolute image URLs and makes relative ones absolute', () => {
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://mall.example')).toBe('https://cdn.example/a.jpg')
    expect(absoluteUrl('//cdn.example/a.jpg', 'https://mall.example')).toBe('//cdn.example/a.jpg')
    expect(absoluteUrl('upload/a.jpg', 'https://mall.example/')).toBe('https://mall.example/upload/a.jpg')
    expect(absoluteUrl('/upload/a.jpg', '')).toBe('/upload/a.jpg')
    expect(absoluteUrl('', 'https://mall.example')).toBe('')
  })

  it('becomes the mini-program share path and timeline query', () => {
    const data = goodsShareData({ ...BASE, skuId: 11, memberId: 42 }, describeText)
    const message = toAppMessage(data)!
    expect(message).toEqual({ title: '苹果', path: '/pages/goods/detail/detail?goods_id=7&sku_id=11&source_member=42', imageUrl: 'https://mall.example/upload/goods/7.jpg' })
    expect(linkToPath(data.link)).toBe(message.path)
    expect(toTimeline(message)).toEqual({ title: '苹果', query: 'goods_id=7&sku_id=11&source_member=42', imageUrl: 'https://mall.example/upload/goods/7.jpg' })
    expect(toTimeline(null)).toBeNull()
    expect(toTimeline({ title: 't', path: '/pages/index/index/index' })!.query).toBe('')
  })

  it('offers the entries each surface has', () => {
    expect(shareEntries({ target: 'weapp', browser: 'other' }, false)).toEqual(['friend', 'poster'])
    expect(shareEntries({ target: 'alipay', browser: 'other' }, true)).toEqual(['friend', 'poster'])
    expect(shareEntries({ target: 'h5', browser: 'wechat' }, true)).toEqual(['wechatTip', 'copy'])
    expect(shareEntries({ target: 'h5', browser: 'other' }, true)).toEqual(['system', 'copy'])
    expect(shareEntries({ target: 'h5', browser: 'alipay' }, false)).toEqual(['copy'])
  })
})

// every character 10 units wide
const measure = (s: string) => Array.from(s).length * 10

describe('poster text wrapping', () => {
  it('keeps short text on one line and breaks long text by character', () => {
    expect(wrapText('苹果', 100, measure, 2)).toEqual(['苹果'])
    expect(wrapText('一二三四五六七', 30, measure, 3)).toEqual(['一二三', '四五六', '七'])
    expect(wrapText('  a   b  ', 100, measure, 2)).toEqual(['a b'])
    expect(wrapText('', 100, measure, 2)).toEqual([])
  })

  it('ends a cut last line with an ellipsis that fits', () => {
    const lines = wrapText('一二三四五六七八九十', 40, measure, 2)
    expect(lines).toEqual(['一二三四', '五六七…'])
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(40)
    expect(wrapText('一二三四五', 40, measure, 1)).toEqual(['一二三…'])
  })
})

describe('poster layout', () => {
  it('stacks image, name, price, divider and QR code inside the padding, nothing overlapping', () => {
    for (const lines of [1, 2]) {
      const l = posterLayout(lines)
      expect(l.width).toBe(POSTER_WIDTH)
      expect(l.image.width).toBe(l.image.height)
      expect(l.image.x + l.image.width).toBe(POSTER_WIDTH - l.image.x)
      expect(l.nameLines).toHaveLength(lines)
      expect(l.nameLines[0].y).toBeGreaterThan(l.image.y + l.image.height)
      expect(l.price.y).toBeGreaterThan(l.nameLines[lines - 1].y)
      expect(l.divider.y).toBeGreaterThan(l.price.y)
      expect(l.qr.y).toBeGreaterThan(l.divider.y)
      expect(l.qr.width).toBe(QR_SIZE)
      expect(l.qr.x + l.qr.width).toBe(POSTER_WIDTH - l.image.x)
      expect(l.height).toBe(l.qr.y + l.qr.height + l.image.x)
      // the tip lines sit left of the QR code, within its height
      for (const tip of l.tips) {
        expect(tip.y).toBeGreaterThan(l.qr.y)
        expect(tip.y).toBeLessThan(l.qr.y + l.qr.height)
      }
      expect(l.tips[0].x + l.tipWidth).toBeLessThan(l.qr.x)
    }
    // a second name line makes the poster one line taller; more than two are not laid out
    expect(posterLayout(2).height - posterLayout(1).height).toBe(posterLayout(2).nameLines[1].y - posterLayout(2).nameLines[0].y)
    expect(posterLayout(5).nameLines).toHaveLength(NAME_MAX_LINES)
    expect(posterLayout(0).nameLines).toHaveLength(1)
  })

  it('crops the image to the square around its centre', () => {
    expect(coverCrop({ width: 800, height: 400 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ sx: 200, sy: 0, sw: 400, sh: 400 })
    expect(coverCrop({ width: 300, height: 600 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ sx: 0, sy: 150, sw: 300, sh: 300 })
  })
})

describe('QR code', () => {
  it('is a square of a QR version size with the three finder patterns', () => {
    const link = 'https://mall.example/h5/pages/goods/detail/detail?goods_id=7&sku_id=11&source_member=42'
    const m = qrMatrix(link)
    const n = m.length
    expect((n - 17) % 4).toBe(0)
    expect(n).toBeGreaterThanOrEqual(21)
    for (const row of m) expect(row).toHaveLength(n)
    const finder = (r0: number, c0: number) => {
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) {
          const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
          expect(m[r0 + r][c0 + c]).toBe(ring !== 2)
        }
      }
    }
    finder(0, 0)
    finder(0, n - 7)
    finder(n - 7, 0)
    // the timing pattern alternates between the finders
    for (let i = 8; i < n - 8; i++) expect(m[6][i]).toBe(i % 2 === 0)
    // the dark module
    expect(m[n - 8][8]).toBe(true)
    expect(qrMatrix(`${link}0`)).not.toEqual(m)
    // non-Latin text is percent-encoded rather than garbled
    expect(qrMatrix('中文')).toEqual(qrMatrix(encodeURI('中文')))
  })

  it('fills its box: whole-pixel cells inside the quiet zone', () => {
    const m = [[true, false], [false, true]]
    const cells = qrCells(m, 10, 20, 60, 1)
    // 2 modules + 2 quiet = 4 units of 15
    expect(cells).toEqual([{ x: 25, y: 35, size: 15 }, { x: 40, y: 50, size: 15 }])
    expect(qrCells([], 0, 0, 10)).toEqual([])
    const big = qrMatrix('https://mall.example/h5/')
    for (const c of qrCells(big, 0, 0, 176)) {
      expect(Number.isInteger(c.x) && Number.isInteger(c.y)).toBe(true)
      expect(c.x + c.size).toBeLessThanOrEqual(176)
    }
  })
})

function recorder() {
  const calls: Array<[string, ...unknown[]]> = []
  const ctx = {
    fillStyle: '', strokeStyle: '', lineWidth: 1, font: '', textBaseline: 'alphabetic',
    fillRect: (...a: unknown[]) => calls.push(['fillRect', ...a]),
    fillText: (...a: unknown[]) => calls.push(['fillText', ...a, (ctx as { font: string }).font]),
    measureText: (s: string) => ({ width: measure(s) * (parseInt((ctx as { font: string }).font.replace('bold ', ''), 10) / 10) }),
    drawImage: (...a: unknown[]) => calls.push(['drawImage', ...a]),
    beginPath: () => undefined, moveTo: () => undefined, lineTo: () => undefined, stroke: () => calls.push(['stroke']),
    scale: (...a: unknown[]) => calls.push(['scale', ...a]),
  }
  return { ctx: ctx as unknown as PosterContext, calls }
}

describe('drawing the poster', () => {
  it('draws background, cropped image, wrapped name, price, tips and the QR code, scaled by the ratio', () => {
    const { ctx, calls } = recorder()
    const image = {} as CanvasImageSource
    const name = '很长的商品名称'.repeat(10)
    const layout = drawPoster(ctx, { name, priceText: '¥12.50', tips: ['长按识别', '查看商品'], image, imageSize: { width: 800, height: 400 }, qr: qrMatrix('x') }, 2)
    expect(calls[0]).toEqual(['scale', 2, 2])
    expect(calls[1]).toEqual(['fillRect', 0, 0, layout.width, layout.height])
    expect(calls[2]).toEqual(['drawImage', image, 200, 0, 400, 400, layout.image.x, layout.image.y, layout.image.width, layout.image.height])
    const texts = calls.filter((c) => c[0] === 'fillText').map((c) => c[1] as string)
    expect(texts).toHaveLength(2 + 1 + 2)
    expect(texts[1].endsWith('…')).toBe(true)
    expect(texts[2]).toBe('¥12.50')
    expect(texts.slice(3)).toEqual(['长按识别', '查看商品'])
    expect(layout.nameLines).toHaveLength(2)
    expect(layoutFor(ctx, { name, tips: ['a', 'b'] }).layout).toEqual(layout)
    const qrFills = calls.filter((c) => c[0] === 'fillRect' && (c[1] as number) >= layout.qr.x && (c[2] as number) >= layout.qr.y)
    expect(qrFills.length).toBe(qrMatrix('x').flat().filter(Boolean).length)
  })

  it('draws a grey square when the image did not load', () => {
    const { ctx, calls } = recorder()
    const layout = drawPoster(ctx, { name: '苹果', priceText: '¥1.00', tips: ['a', 'b'], image: null, qr: qrMatrix('x') })
    expect(calls.some((c) => c[0] === 'drawImage')).toBe(false)
    expect(calls).toContainEqual(['fillRect', layout.image.x, layout.image.y, layout.image.width, layout.image.height])
    expect(layout.nameLines).toHaveLength(1)
  })
})
