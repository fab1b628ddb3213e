import Taro from '@tarojs/taro'

// 64 symbols, all in the server's pattern [A-Za-z0-9_-]: a byte's low 6 bits pick one without bias
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
export const REQUEST_KEY_LENGTH = 32

/** Bytes to the key's alphabet (what the server accepts: [A-Za-z0-9_-], 8..64 chars). */
export function keyFromBytes(bytes: ArrayLike<number>): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) out += ALPHABET[bytes[i] & 63]
  return out
}

type RandomSource = (n: number) => Promise<Uint8Array | null>

/** Web Crypto (H5, newer mini-program engines), then WeChat's getRandomValues; null when neither exists. */
const defaultSource: RandomSource = async (n) => {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  if (c?.getRandomValues) return c.getRandomValues(new Uint8Array(n))
  const taro = Taro as { getRandomValues?: (o: { length: number }) => Promise<{ randomValues: ArrayBuffer }> }
  if (typeof taro.getRandomValues === 'function') {
    try {
      const res = await taro.getRandomValues({ length: n })
      return new Uint8Array(res.randomValues)
    } catch {
      return null
    }
  }
  return null
}

/**
 * A new checkout request key: crypto-random where the platform has a source. The key only has to be
 * unique per member (it makes a repeated create answer the same orders), so the fallback mixes the
 * clock into Math.random.
 */
export async function newRequestKey(source: RandomSource = defaultSource): Promise<string> {
  const bytes = await source(REQUEST_KEY_LENGTH)
  if (bytes && bytes.length >= REQUEST_KEY_LENGTH) return keyFromBytes(bytes)
  const t = Date.now().toString(36)
  let rest = ''
  while (rest.length < REQUEST_KEY_LENGTH - t.length) rest += ALPHABET[Math.floor(Math.random() * ALPHABET.length)]
  return `${t}${rest}`.slice(0, REQUEST_KEY_LENGTH)
}

/**
 * One key for a page's life: every create of the page (a double tap, a retry after a network failure)
 * sends the same key, so the server answers the same orders.
 */
export class RequestKeyHolder {
  private pending: Promise<string> | null = null
  constructor(private readonly source?: RandomSource) {}
  get(): Promise<string> {
    if (!this.pending) this.pending = newRequestKey(this.source)
    return this.pending
  }
}
