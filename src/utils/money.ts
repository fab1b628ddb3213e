/** Integer fen to a yuan string with two decimals: 1990 -> "19.90". Money never travels as a float. */
export function fenToYuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`)
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
