import { deepCopy } from './clone'

test('copies deeply', () => {
  const src = { a: 1, b: { c: [1, { d: 2 }] }, when: new Date(0) }
  const out = deepCopy(src)
  expect(out).toEqual(src)
  out.b.c.push(3)
  expect(src.b.c).toHaveLength(2)
  expect(out.when).not.toBe(src.when)
})

test('a non-object throws the spec text', () => {
  expect(() => deepCopy(1 as any)).toThrow('obj 不是一个对象！')
  expect(() => deepCopy(null as any)).toThrow('obj 不是一个对象！')
  expect(() => deepCopy('x' as any)).toThrow('obj 不是一个对象！')
})
