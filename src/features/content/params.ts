/** Largest id the server accepts (PostgreSQL integer). */
export const MAX_ID = 2147483647

/**
 * An id from a page's query string: a whole number in 1 … 2^31-1 written in plain digits, else null
 * (the page then says the link is invalid rather than asking the server).
 */
export function idParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const n = Number(value)
  return n <= MAX_ID ? n : null
}
