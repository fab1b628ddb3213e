/** Deep copy of plain objects and arrays (dates kept as dates). Spec section 8: anything else throws. */
export function deepCopy<T>(obj: T): T {
  if (typeof obj !== 'object' || obj === null) throw new Error('obj 不是一个对象！')
  const copy = (v: unknown): unknown => {
    if (v instanceof Date) return new Date(v.getTime())
    if (Array.isArray(v)) return v.map(copy)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]))
    return v
  }
  return copy(obj) as T
}
