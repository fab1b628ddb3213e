import cart from '@/locales/cart'
import coupon from '@/locales/coupon'

const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)]

// English has _one / _other forms where Chinese has one text
const base = (ks: string[]) => [...new Set(ks.map((k) => k.replace(/_(one|other)$/, '')))].sort()

describe('cart and coupon texts', () => {
  it.each([
    ['cart', cart],
    ['coupon', coupon],
  ])('%s: both languages have the same keys (plural forms aside), none empty', (_, bundle) => {
    expect(base(keys(bundle['en-us']))).toEqual(base(keys(bundle['zh-cn'])))
    for (const lang of ['zh-cn', 'en-us'] as const) {
      for (const key of keys(bundle[lang])) {
        const value = key.split('.').reduce<any>((o, k) => o?.[k], bundle[lang])
        expect(typeof value === 'string' && value.trim().length > 0 ? key : `${lang} ${key} empty`).toBe(key)
      }
    }
  })
})
