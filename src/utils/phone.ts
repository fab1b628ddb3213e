/** First 3 digits, ****, last 4 digits (spec section 9); shorter input is returned unchanged. */
export function maskPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim()
  if (p.length < 7) return p
  return `${p.slice(0, 3)}****${p.slice(-4)}`
}
