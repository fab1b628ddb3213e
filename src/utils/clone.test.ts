import { deepCopy } from './clone'

const SPEC_ERROR = /^obj 不是一个对象！$/

test('copies deeply: nested objects, arrays and dates are new', () => {
  const src = { a: 1, s: 'x', n: null, u: undefined, b: { c: [1, { d: 2 }] }, when: new Date(0) }
  const out = deepCopy(src)
  expect(out).toEqual(src)
  expect(out).not.toBe(src)
  expect(out.b).not.toBe(src.b)
  expect(out.b.c[1]).not.toBe(src.b.c[1])
  out.b.c.push(3)
  ;(out.b.c[1] as { d: number }).d = 9
  expect(src.b.c).toEqual([1, { d: 2 }])
  expect(out.when).not.toBe(src.when)
  expect(out.when.getTime()).toBe(0)
  expect('u' in out).toBe(true)
})

test('arrays stay arrays', () => {
  const out = deepCopy([{ x: 1 }, [2]])
  expect(Array.isArray(out)).toBe(true)
  expect(Array.isArray(out[1])).toBe(true)
  expect(out).toEqual([{ x: 1 }, [2]])
})

test('maps, sets, prototypes and circular references', () => {
  class Point {
    constructor(public x: number) {}
    double() {
      return this.x * 2
    }
  }
  const inner = { k: 1 }
  const src: { m: Map<string, { k: number }>; s: Set<number>; p: Point; self?: unknown; twice: [object, object] } = {
    m: new Map([['a', inner]]),
    s: new Set([1, 2]),
    p: new Point(3),
    twice: [inner, inner],
  }
  src.self = src
  const out = deepCopy(src)
  expect(out.self).toBe(out)
  expect(out.m.get('a')).toEqual({ k: 1 })
  expect(out.m.get('a')).not.toBe(inner)
  expect(out.twice[0]).toBe(out.twice[1])
  expect(out.twice[0]).toBe(out.m.get('a'))
  expect([...out.s]).toEqual([1, 2])
  expect(out.s).not.toBe(src.s)
  expect(out.p).toBeInstanceOf(Point)
  expect(out.p.double()).toBe(6)
})

test('a non-object throws exactly the spec text', () => {
  for (const bad of [1, null, undefined, 'x', true, Symbol('s'), () => 1]) {
    expect(() => deepCopy(bad as unknown as object)).toThrow(SPEC_ERROR)
  }
  let caught: unknown
  try {
    deepCopy(0 as unknown as object)
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(Error)
  expect((caught as Error).message).toBe('obj 不是一个对象！')
})
