/**
 * Spec section 9: a string is decoded by base64 plus an XOR key, in two passes. Mini-programs have
 * neither atob nor Buffer everywhere, so base64 and UTF-8 are done here by hand.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const LOOKUP: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]))

export function bytesToBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]
    out += c === undefined ? '=' : ALPHABET[n & 63]
  }
  return out
}

export function base64ToBytes(text: string): Uint8Array {
  // whitespace and padding are ignored; the URL-safe alphabet (-_) is accepted too
  const clean = text.replace(/[\s=]/g, '').replace(/-/g, '+').replace(/_/g, '/')
  // a lone trailing character carries 6 bits, less than a byte: the input was cut or mangled
  if (/[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) throw new Error('invalid base64')
  const out: number[] = []
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = clean.slice(i, i + 4)
    const n = [...chunk].reduce((acc, ch, k) => acc | (LOOKUP[ch] << (18 - 6 * k)), 0)
    out.push((n >> 16) & 255)
    if (chunk.length > 2) out.push((n >> 8) & 255)
    if (chunk.length > 3) out.push(n & 255)
  }
  return new Uint8Array(out)
}

export function utf8Encode(text: string): Uint8Array {
  const out: number[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return new Uint8Array(out)
}

/** Strict UTF-8: malformed input (e.g. what a wrong key in decodeXor produces) throws 'invalid utf-8'. */
export function utf8Decode(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]
    let cp: number
    let len: number
    let min: number
    if (b < 0x80) [cp, len, min] = [b, 1, 0]
    else if (b >> 5 === 0b110) [cp, len, min] = [b & 0x1f, 2, 0x80]
    else if (b >> 4 === 0b1110) [cp, len, min] = [b & 0x0f, 3, 0x800]
    else if (b >> 3 === 0b11110) [cp, len, min] = [b & 0x07, 4, 0x10000]
    else throw new Error('invalid utf-8')
    if (i + len > bytes.length) throw new Error('invalid utf-8')
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k]
      if (c >> 6 !== 0b10) throw new Error('invalid utf-8')
      cp = (cp << 6) | (c & 0x3f)
    }
    // overlong forms and values past U+10FFFF are not UTF-8
    if (cp < min || cp > 0x10ffff) throw new Error('invalid utf-8')
    parts.push(String.fromCodePoint(cp))
    i += len
  }
  return parts.join('')
}

/** UTF-8 text to standard base64 (with padding), without atob/btoa/Buffer. */
export function base64Encode(text: string): string {
  return bytesToBase64(utf8Encode(text))
}

/** Standard or URL-safe base64 to UTF-8 text, without atob/Buffer. */
export function base64Decode(b64: string): string {
  return utf8Decode(base64ToBytes(b64))
}

function xorBytes(bytes: Uint8Array, key: string): Uint8Array {
  const k = utf8Encode(key)
  if (!k.length) throw new Error('empty key')
  return bytes.map((b, i) => b ^ k[i % k.length])
}

/** text -> XOR with key -> base64, twice. */
export function encodeXor(text: string, key: string): string {
  const once = bytesToBase64(xorBytes(utf8Encode(text), key))
  return bytesToBase64(xorBytes(utf8Encode(once), key))
}

/** The inverse of encodeXor: base64 -> XOR with key, twice. */
export function decodeXor(encoded: string, key: string): string {
  const once = utf8Decode(xorBytes(base64ToBytes(encoded), key))
  return utf8Decode(xorBytes(base64ToBytes(once), key))
}
