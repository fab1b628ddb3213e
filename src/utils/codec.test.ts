import { base64ToBytes, bytesToBase64, decodeXor, encodeXor, utf8Decode, utf8Encode } from './codec'

test('base64 matches the standard encoding', () => {
  for (const s of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '开源商城 ✓ 😀']) {
    const b64 = bytesToBase64(utf8Encode(s))
    expect(b64).toBe(Buffer.from(s, 'utf8').toString('base64'))
    expect(utf8Decode(base64ToBytes(b64))).toBe(s)
  }
  expect(() => base64ToBytes('ab$c')).toThrow('invalid base64')
})

test('two-pass XOR round trip, and the key matters', () => {
  const secret = 'https://mall.example.com/h5/?source_member=12&名字=值'
  const enc = encodeXor(secret, 'k3y')
  expect(enc).not.toContain('mall')
  expect(decodeXor(enc, 'k3y')).toBe(secret)
  // a wrong key yields garbage: either not valid base64 in the second pass, or another text
  let wrong: string | null
  try {
    wrong = decodeXor(enc, 'other')
  } catch {
    wrong = null
  }
  expect(wrong).not.toBe(secret)
  expect(() => encodeXor('x', '')).toThrow('empty key')
})
