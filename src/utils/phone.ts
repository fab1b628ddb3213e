/**
 * Phone masking (spec section 9): first 3 digits, ****, last 4 digits: 13812345678 -> 138****5678.
 * Spaces are dropped first (pasted '138 1234 5678'). Seven characters or fewer are returned as they
 * are: first 3 plus last 4 would reveal every digit anyway. Numbers from the server may be numeric.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  const p = phone === null || phone === undefined ? '' : String(phone).replace(/\s+/g, '')
  if (p.length <= 7) return p
  return `${p.slice(0, 3)}****${p.slice(-4)}`
}
