/** Integer fen to a yuan string with two decimals: 1990 -> "19.90". Money never travels as a float. */
export function fenToYuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`)
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** With the currency symbol: 1990 -> "¥19.90". */
export function formatMoney(fen: number): string {
  return `¥${fenToYuan(fen)}`
}

/** A yuan amount typed by a person ("19.9", "19.90", "20") to integer fen, without floating point. */
export function yuanToFen(input: string): number {
  const m = /^\s*(-)?(\d+)(?:\.(\d{0,2}))?\s*$/.exec(input)
  if (!m) throw new TypeError(`not an amount: ${input}`)
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -fen : fen
}
