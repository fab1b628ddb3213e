/**
 * Money is integer fen everywhere (house rule); these helpers are the only place it becomes text,
 * and the only place typed yuan text becomes fen. No floating-point arithmetic on amounts.
 */
export const CURRENCY_SYMBOL = '¥'

function assertFen(fen: number): void {
  // NaN, Infinity, 19.9 and unsafe integers all mean a caller mixed up yuan and fen
  if (!Number.isSafeInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`)
}

/** Integer fen to a yuan string with two decimals: 1990 -> "19.90", -105 -> "-1.05". */
export function fenToYuan(fen: number): string {
  assertFen(fen)
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** With the currency symbol, sign first: 1990 -> "¥19.90", -105 -> "-¥1.05". */
export function formatMoney(fen: number, symbol: string = CURRENCY_SYMBOL): string {
  const text = fenToYuan(fen)
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`
}

const YUAN = /^\s*([+-])?(\d*)(?:\.(\d{0,2}))?\s*$/

/**
 * A yuan amount typed by a person ("19.9", "19.90", "20", ".5", "-3.10") to integer fen, digit by
 * digit rather than through parseFloat (0.29 * 100 is 28.999999999999996). More than two decimals,
 * exponents, grouping commas and empty input are rejected with a TypeError.
 */
export function yuanToFen(input: string): number {
  const m = YUAN.exec(input)
  if (!m || (m[2] === '' && !m[3])) throw new TypeError(`not an amount: ${input}`)
  const fen = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(fen)) throw new TypeError(`amount too large: ${input}`)
  // `-0` would print as "0.00" anyway, but keep fen a plain 0
  return m[1] === '-' && fen !== 0 ? -fen : fen
}

/** Form-friendly variant of yuanToFen: null instead of an exception. */
export function tryYuanToFen(input: string | null | undefined): number | null {
  if (input === null || input === undefined) return null
  try {
    return yuanToFen(input)
  } catch {
    return null
  }
}
