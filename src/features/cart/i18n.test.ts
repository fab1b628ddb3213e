import cart from '@/locales/cart'
import coupon from '@/locales/coupon'

const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)]

describe('cart and coupon texts', () => {
  it.each([
    ['cart', cart],
    ['coupon', coupon],
  ])('%s: both languages have the same keys, none empty', (_, bundle) => {
    const zh = keys(bundle['zh-cn']).sort()
    expect(keys(bundle['en-us']).sort()).toEqual(zh)
    for (const lang of ['zh-cn', 'en-us'] as const) {
      for (const key of zh) {
        const value = key.split('.').reduce<any>((o, k) => o?.[k], bundle[lang])
        expect(typeof value === 'string' && value.trim().length > 0 ? key : `${lang} ${key} empty`).toBe(key)
      }
    }
  })
})
