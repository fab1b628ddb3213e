import { PAYMENT, SHOP_A, SHOP_B } from './fixtures'
import { calculateInput, createInput, EMPTY_CHOICES, invoiceProblem, offeredDeliveries, parseCheckoutQuery, paymentInput, reconcileChoices } from './request'
import { keyFromBytes, newRequestKey, REQUEST_KEY_LENGTH, RequestKeyHolder } from './requestKey'

describe('checkout query', () => {
  it('cart_ids, or sku_id + num (buy now); nothing usable is null', () => {
    expect(parseCheckoutQuery({ cart_ids: '1,2' })).toEqual({ cart_ids: '1,2' })
    expect(parseCheckoutQuery({ cart_ids: encodeURIComponent('3,4') })).toEqual({ cart_ids: '3,4' })
    expect(parseCheckoutQuery({ sku_id: '5', num: '2' })).toEqual({ sku_id: 5, num: 2 })
    expect(parseCheckoutQuery({ sku_id: '5' })).toEqual({ sku_id: 5, num: 1 })
    expect(parseCheckoutQuery({ sku_id: '5', num: '99999' })).toEqual({ sku_id: 5, num: 9999 })
    expect(parseCheckoutQuery({ cart_ids: '1;drop' })).toBeNull()
    expect(parseCheckoutQuery({ sku_id: '-1' })).toBeNull()
    expect(parseCheckoutQuery({})).toBeNull()
  })
})

describe('choices per shop', () => {
  it('offers the enabled types; defaults to the first available one with a complete choice', () => {
    expect(offeredDeliveries(SHOP_A)).toEqual(['express', 'store'])
    expect(offeredDeliveries(SHOP_B)).toEqual(['express', 'local'])
    expect(offeredDeliveries({ ...SHOP_A, is_virtual: 1 })).toEqual([])
    const c = reconcileChoices(PAYMENT, EMPTY_CHOICES)
    expect(c.delivery).toEqual({
      3: { delivery_type: 'express' },
      // express does not reach the address: local, with the first time slot
      12: { delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 10:00-11:00' },
    })
    expect(c.addressId).toBe(9)
  })

  it('keeps earlier choices that still apply, drops those that do not', () => {
    const before = {
      ...EMPTY_CHOICES,
      delivery: { 3: { delivery_type: 'store' as const, store_id: 8 }, 12: { delivery_type: 'store' as const, store_id: 1 } },
      coupon: { 3: 55, 12: 99 },
      platformCouponId: 77,
      isBalance: true,
      isPoint: true,
    }
    const c = reconcileChoices(PAYMENT, before)
    expect(c.delivery[3]).toEqual({ delivery_type: 'store', store_id: 8 })
    expect(c.delivery[12]).toEqual({ delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 10:00-11:00' })
    expect(c.coupon).toEqual({ 3: 55 })
    expect(c.platformCouponId).toBe(77)
    expect(c.isBalance).toBe(true)
    const poor = reconcileChoices({ ...PAYMENT, platform_coupon_list: [], member_account: { balance: 0, point: 0 } }, before)
    expect(poor).toMatchObject({ platformCouponId: 0, isBalance: false, isPoint: false })
  })
})

describe('request bodies', () => {
  const goods = { cart_ids: '11,12' }
  const choices = {
    ...EMPTY_CHOICES,
    addressId: 9,
    delivery: { 3: { delivery_type: 'store' as const, store_id: 7, buyer_ask_delivery_time: 'stale' }, 12: { delivery_type: 'local' as const, buyer_ask_delivery_time: '2026-11-24 11:00-12:00', store_id: 3 } },
    coupon: { 3: 55, 12: 0 },
    platformCouponId: 77,
    isBalance: true,
    buyerMessage: { 3: '  请尽快发货  ', 12: '   ' },
    invoice: {
      3: { wanted: true, invoice_type: 2, invoice_title: ' 某公司 ', taxpayer_number: ' 91330100 ', invoice_content: '办公用品' },
      12: { wanted: true, invoice_type: 1, invoice_title: '个人', invoice_content: '' },
    },
  }

  it('payment: the goods and the address', () => {
    expect(paymentInput(goods, 9)).toEqual({ cart_ids: '11,12', member_address_id: 9 })
    expect(paymentInput({ sku_id: 5, num: 2 }, 0)).toEqual({ sku_id: 5, num: 2 })
  })

  it('calculate: per-shop objects keyed by site_id (string keys), only the fields of the chosen type', () => {
    const body = calculateInput(goods, choices)
    expect(body).toEqual({
      cart_ids: '11,12',
      member_address_id: 9,
      delivery: { '3': { delivery_type: 'store', store_id: 7 }, '12': { delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 11:00-12:00' } },
      coupon: { '3': { coupon_id: 55 } },
      platform_coupon_id: 77,
      is_balance: 1,
      is_point: 0,
    })
    expect(Object.keys(body.delivery!)).toEqual(['3', '12'])
    // JSON keeps them as objects, never arrays
    expect(JSON.stringify(body.delivery)).toMatch(/^\{"3":/)
  })

  it('create: plus trimmed buyer messages, invoices only for shops offering one, the pay password and the request key', () => {
    const body = createInput(goods, choices, { requestKey: 'k'.repeat(32), payPassword: '123456', invoiceShops: [3] })
    expect(body).toMatchObject({
      buyer_message: { '3': '请尽快发货' },
      invoice: { '3': { invoice_type: 2, invoice_title: '某公司', taxpayer_number: '91330100', invoice_content: '办公用品' } },
      pay_password: '123456',
      request_key: 'k'.repeat(32),
      is_balance: 1,
    })
    expect(body.invoice).not.toHaveProperty('12')
    const plain = createInput(goods, { ...choices, buyerMessage: {}, invoice: {} }, { requestKey: 'abcdefgh' })
    expect(plain).not.toHaveProperty('buyer_message')
    expect(plain).not.toHaveProperty('invoice')
    expect(plain).not.toHaveProperty('pay_password')
  })

  it('invoice drafts need a title, company ones a taxpayer number', () => {
    expect(invoiceProblem(choices, [3])).toBeNull()
    expect(invoiceProblem({ ...choices, invoice: { 3: { ...choices.invoice[3], invoice_title: ' ' } } }, [3])).toBe('title')
    expect(invoiceProblem({ ...choices, invoice: { 3: { ...choices.invoice[3], taxpayer_number: '' } } }, [3])).toBe('taxpayer')
    expect(invoiceProblem({ ...choices, invoice: { 3: { ...choices.invoice[3], wanted: false, invoice_title: '' } } }, [3])).toBeNull()
  })
})

describe('request key', () => {
  it('is crypto-random, 32 characters of the server’s alphabet', async () => {
    const a = await newRequestKey()
    const b = await newRequestKey()
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(a).not.toBe(b)
    expect(keyFromBytes([0, 63, 64, 255])).toBe('A_A_')
    expect(REQUEST_KEY_LENGTH).toBeGreaterThanOrEqual(8)
  })

  it('falls back to the clock and Math.random without a random source', async () => {
    const k = await newRequestKey(async () => null)
    expect(k).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('one key for the page’s life: a double tap or a retry sends the same key', async () => {
    const source = jest.fn(async (n: number) => Uint8Array.from({ length: n }, (_, i) => i))
    const holder = new RequestKeyHolder(source)
    const [a, b] = await Promise.all([holder.get(), holder.get()])
    const c = await holder.get()
    expect(a).toBe(b)
    expect(c).toBe(a)
    expect(source).toHaveBeenCalledTimes(1)
    expect(await new RequestKeyHolder(async (n) => Uint8Array.from({ length: n }, () => 5)).get()).not.toBe(a)
  })
})
