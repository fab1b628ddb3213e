import { base64Decode, base64Encode, base64ToBytes, bytesToBase64, decodeXor, encodeXor, utf8Decode, utf8Encode } from './codec'

const SAMPLES = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '开源商城 ✓ 😀', '\u0000\u007f\u0080\u07ff\u0800\uffff']

describe('base64 and UTF-8 by hand', () => {
  it('match the standard encodings (RFC 4648 vectors and Node)', () => {
    expect(base64Encode('foobar')).toBe('Zm9vYmFy')
    expect(base64Encode('fooba')).toBe('Zm9vYmE=')
    expect(base64Encode('foob')).toBe('Zm9vYg==')
    expect(base64Encode('中')).toBe('5Lit')
    for (const s of SAMPLES) {
      const b64 = bytesToBase64(utf8Encode(s))
      expect(b64).toBe(Buffer.from(s, 'utf8').toString('base64'))
      expect(Buffer.from(utf8Encode(s)).toString('utf8')).toBe(s)
      expect(base64Decode(b64)).toBe(s)
    }
  })

  it('covers every byte value', () => {
    const all = new Uint8Array(256).map((_, i) => i)
    const b64 = bytesToBase64(all)
    expect(b64).toBe(Buffer.from(all).toString('base64'))
    expect(Array.from(base64ToBytes(b64))).toEqual(Array.from(all))
  })

  it('accepts missing padding, whitespace and the URL-safe alphabet', () => {
    expect(base64Decode('Zm9vYg')).toBe('foob')
    expect(base64Decode('Zm9v\nYmFy')).toBe('foobar')
    expect(Array.from(base64ToBytes('-_8'))).toEqual([0xfb, 0xff])
  })

  it('rejects malformed base64 and UTF-8', () => {
    expect(() => base64ToBytes('ab$c')).toThrow('invalid base64')
    expect(() => base64ToBytes('abcde')).toThrow('invalid base64')
    expect(() => utf8Decode(new Uint8Array([0xff]))).toThrow('invalid utf-8')
    expect(() => utf8Decode(new Uint8Array([0xe4, 0xb8]))).toThrow('invalid utf-8') // cut short
    expect(() => utf8Decode(new Uint8Array([0xc0, 0xaf]))).toThrow('invalid utf-8') // overlong '/'
    expect(() => utf8Decode(new Uint8Array([0xe4, 0x41, 0xad]))).toThrow('invalid utf-8')
  })

  it('needs neither atob nor Buffer (mini-programs lack them)', () => {
    const g = globalThis as Record<string, unknown>
    const saved = { atob: g.atob, btoa: g.btoa, Buffer: g.Buffer, TextEncoder: g.TextEncoder, TextDecoder: g.TextDecoder }
    try {
      for (const k of Object.keys(saved)) g[k] = undefined
      expect(base64Encode('商城')).toBe('5ZWG5Z+O')
      expect(base64Decode('5ZWG5Z+O')).toBe('商城')
      expect(decodeXor(encodeXor('商城 mall', 'k'), 'k')).toBe('商城 mall')
    } finally {
      Object.assign(g, saved)
    }
  })
})

describe('two-pass XOR codec', () => {
  it('round-trips any text', () => {
    const secret = 'https://mall.example.com/h5/?source_member=12&名字=值'
    const enc = encodeXor(secret, 'k3y')
    expect(enc).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(enc).not.toContain('mall')
    expect(decodeXor(enc, 'k3y')).toBe(secret)
    for (const s of SAMPLES) for (const key of ['k', 'k3y', '密钥', 'a-much-longer-key-than-the-text']) expect(decodeXor(encodeXor(s, key), key)).toBe(s)
  })

  it('is exactly base64(xor(base64(xor(text)))) with the key repeated', () => {
    // hand computed: 'A' (0x41) ^ 'k' (0x6b) = 0x2a -> 'Kg=='; 'K' ^ 'k' = 0x20, 'g' ^ 'k' = 0x0c,
    // '=' ^ 'k' = 0x56 twice -> [0x20, 0x0c, 0x56, 0x56] -> 'IAxWVg=='
    expect(encodeXor('A', 'k')).toBe('IAxWVg==')
    expect(decodeXor('IAxWVg==', 'k')).toBe('A')
  })

  it('depends on the key', () => {
    const enc = encodeXor('source_member=12', 'k3y')
    expect(encodeXor('source_member=12', 'other')).not.toBe(enc)
    let wrong: string | null
    try {
      wrong = decodeXor(enc, 'other')
    } catch {
      wrong = null // garbage that is not base64 or not UTF-8 after the first pass
    }
    expect(wrong).not.toBe('source_member=12')
    expect(() => encodeXor('x', '')).toThrow('empty key')
    expect(() => decodeXor(enc, '')).toThrow('empty key')
  })
})
