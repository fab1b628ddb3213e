import { qrCells } from './qr'

/** The poster is laid out on a 600-unit wide design; the canvas scales it to its pixels. */
export const POSTER_WIDTH = 600
export const POSTER_PADDING = 32
export const NAME_FONT = 28
export const NAME_LINE = 40
export const NAME_MAX_LINES = 2
export const PRICE_FONT = 40
export const QR_SIZE = 176
export const TIP_FONT = 22
export const TIP_LINE = 34

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PosterLayout {
  width: number
  height: number
  image: Box
  /** baseline of each name line, left x, max width */
  nameLines: Array<{ x: number; y: number }>
  nameWidth: number
  price: { x: number; y: number }
  divider: { x1: number; x2: number; y: number }
  qr: Box
  tips: Array<{ x: number; y: number }>
  tipWidth: number
}

/** Where everything goes, for a name of `nameLineCount` lines (1..2) and `tipLines` tip lines. */
export function posterLayout(nameLineCount: number, tipLines = 2, width = POSTER_WIDTH): PosterLayout {
  const pad = POSTER_PADDING
  const inner = width - pad * 2
  const image: Box = { x: pad, y: pad, width: inner, height: inner }
  const lines = Math.min(NAME_MAX_LINES, Math.max(1, nameLineCount))
  const nameTop = image.y + image.height + 28
  const nameLines = Array.from({ length: lines }, (_, i) => ({ x: pad, y: nameTop + NAME_FONT + i * NAME_LINE }))
  const nameBottom = nameTop + NAME_FONT + (lines - 1) * NAME_LINE
  const price = { x: pad, y: nameBottom + 20 + PRICE_FONT }
  const divider = { x1: pad, x2: width - pad, y: price.y + 28 }
  const qr: Box = { x: width - pad - QR_SIZE, y: divider.y + 24, width: QR_SIZE, height: QR_SIZE }
  const tipWidth = qr.x - pad - 24
  const tipBlock = TIP_FONT + (tipLines - 1) * TIP_LINE
  const tipTop = qr.y + (QR_SIZE - tipBlock) / 2
  const tips = Array.from({ length: tipLines }, (_, i) => ({ x: pad, y: tipTop + TIP_FONT + i * TIP_LINE }))
  return { width, height: qr.y + QR_SIZE + pad, image, nameLines, nameWidth: inner, price, divider, qr, tips, tipWidth }
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` (character by character: Chinese
 * has no spaces); a cut last line ends with an ellipsis that still fits.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number, maxLines: number): string[] {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  const lines: string[] = []
  let line = ''
  let i = 0
  for (; i < chars.length; i++) {
    const next = line + chars[i]
    if (line && measure(next) > maxWidth) {
      lines.push(line)
      line = chars[i]
      if (lines.length === maxLines) break
    } else {
      line = next
    }
  }
  if (lines.length < maxLines) {
    if (line) lines.push(line)
    return lines
  }
  // cut: the last line gets an ellipsis, dropping characters until it fits
  let last = lines[maxLines - 1]
  while (last && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  lines[maxLines - 1] = `${last}…`
  return lines
}

/** The drawing calls the poster uses: the common part of CanvasRenderingContext2D on every platform. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textBaseline: CanvasTextBaseline
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  stroke(): void
  scale(x: number, y: number): void
}

export interface PosterContent {
  name: string
  priceText: string
  tips: string[]
  /** the goods image, loaded; null draws a grey square */
  image: CanvasImageSource | null
  imageSize?: { width: number; height: number }
  qr: boolean[][]
  priceColor?: string
}

/** The image drawn centred and cropped to the square (object-fit: cover). */
export function coverCrop(src: { width: number; height: number }, box: Box): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.max(box.width / src.width, box.height / src.height)
  const sw = box.width / scale
  const sh = box.height / scale
  return { sx: (src.width - sw) / 2, sy: (src.height - sh) / 2, sw, sh }
}

const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px sans-serif`

/** The name's lines as this context measures them, and the layout for them (size the canvas from it). */
export function layoutFor(ctx: Pick<PosterContext, 'font' | 'measureText'>, content: Pick<PosterContent, 'name' | 'tips'>): { layout: PosterLayout; name: string[] } {
  ctx.font = font(NAME_FONT)
  const probe = posterLayout(1, content.tips.length)
  const name = wrapText(content.name, probe.nameWidth, (s) => ctx.measureText(s).width, NAME_MAX_LINES)
  return { layout: posterLayout(name.length, content.tips.length), name }
}

/** Draws the poster on `ctx` (already sized), in design units scaled by `ratio`. Returns the layout used. */
export function drawPoster(ctx: PosterContext, content: PosterContent, ratio = 1): PosterLayout {
  ctx.scale(ratio, ratio)
  const { layout, name } = layoutFor(ctx, content)
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, layout.width, layout.height)
  const { image } = layout
  if (content.image && content.imageSize) {
    const c = coverCrop(content.imageSize, image)
    ;(ctx as unknown as { drawImage(...a: unknown[]): void }).drawImage(content.image, c.sx, c.sy, c.sw, c.sh, image.x, image.y, image.width, image.height)
  } else if (content.image) {
    ctx.drawImage(content.image, image.x, image.y, image.width, image.height)
  } else {
    ctx.fillStyle = '#f2f2f2'
    ctx.fillRect(image.x, image.y, image.width, image.height)
  }
  ctx.fillStyle = '#333333'
  ctx.font = font(NAME_FONT)
  name.forEach((line, i) => ctx.fillText(line, layout.nameLines[i].x, layout.nameLines[i].y))
  ctx.fillStyle = content.priceColor ?? '#ff0036'
  ctx.font = font(PRICE_FONT, true)
  ctx.fillText(content.priceText, layout.price.x, layout.price.y)
  ctx.strokeStyle = '#eeeeee'
  ctx.lineWidth = 1
  ctx.beginPath()
  ctx.moveTo(layout.divider.x1, layout.divider.y)
  ctx.lineTo(layout.divider.x2, layout.divider.y)
  ctx.stroke()
  ctx.fillStyle = '#999999'
  ctx.font = font(TIP_FONT)
  content.tips.forEach((tip, i) => {
    const [line] = wrapText(tip, layout.tipWidth, (s) => ctx.measureText(s).width, 1)
    if (line) ctx.fillText(line, layout.tips[i].x, layout.tips[i].y)
  })
  ctx.fillStyle = '#000000'
  for (const cell of qrCells(content.qr, layout.qr.x, layout.qr.y, layout.qr.width)) ctx.fillRect(cell.x, cell.y, cell.size, cell.size)
  return layout
}
