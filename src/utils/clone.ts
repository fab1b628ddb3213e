/**
 * Deep copy of objects and arrays (spec section 8): anything that is not an object throws exactly
 * "obj 不是一个对象！". Dates become new Dates, Maps and Sets new collections with copied contents,
 * other objects keep their prototype and own enumerable properties; shared and circular references
 * are reproduced rather than recursing forever. Functions are shared, not copied.
 */
export function deepCopy<T>(obj: T): T {
  if (typeof obj !== 'object' || obj === null) throw new Error('obj 不是一个对象！')
  const seen = new Map<object, unknown>()
  const copy = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v
    const done = seen.get(v)
    if (done !== undefined) return done
    if (v instanceof Date) {
      const d = new Date(v.getTime())
      seen.set(v, d)
      return d
    }
    if (v instanceof Map) {
      const m = new Map<unknown, unknown>()
      seen.set(v, m)
      v.forEach((val, key) => m.set(copy(key), copy(val)))
      return m
    }
    if (v instanceof Set) {
      const s = new Set<unknown>()
      seen.set(v, s)
      v.forEach((val) => s.add(copy(val)))
      return s
    }
    const out: Record<string | symbol, unknown> = Array.isArray(v) ? [] : Object.create(Object.getPrototypeOf(v))
    seen.set(v, out)
    for (const key of Object.keys(v)) out[key] = copy((v as Record<string, unknown>)[key])
    return out
  }
  return copy(obj) as T
}
