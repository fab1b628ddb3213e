import { encodeQr } from '@/features/qr/encode'

/** Dark modules of a QR code of `text` (error correction M, the smallest version that holds it). */
export function qrMatrix(text: string): boolean[][] {
  // a link stays ASCII: anything else is percent-encoded first, as browsers send it, rather than
  // relying on every scanner reading UTF-8 bytes
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at U+0000 on purpose
  const data = /^[\x00-\x7f]*$/.test(text) ? text : encodeURI(text)
  return encodeQr(data, { ecl: 'M' }).modules
}

export interface Cell {
  x: number
  y: number
  size: number
}

/**
 * The dark modules as squares filling `size` at (x, y), with a quiet zone of `quiet` modules around
 * (the standard asks for 4; 2 is enough on a white poster). Module edges are whole pixels of the
 * canvas so neighbouring squares leave no hairlines.
 */
export function qrCells(matrix: boolean[][], x: number, y: number, size: number, quiet = 2): Cell[] {
  const n = matrix.length
  if (!n) return []
  const unit = size / (n + quiet * 2)
  const edge = (i: number) => Math.round((i + quiet) * unit)
  const cells: Cell[] = []
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!matrix[r][c]) continue
      const left = edge(c)
      const top = edge(r)
      cells.push({ x: x + left, y: y + top, size: Math.max(1, edge(c + 1) - left) })
    }
  }
  return cells
}
