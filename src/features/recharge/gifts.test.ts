import { yuanToFen } from '@/utils/money'
import { giftLines, parseFreeAmount } from './gifts'

const t = (key: string, opts?: Record<string, unknown>) => `${key}${opts ? JSON.stringify(opts) : ''}`

describe('recharge gifts and free amounts', () => {
  it('lists only what is given', () => {
    expect(giftLines({ gift_balance: 0, point: 0, growth: 0, coupon_list: [] }, t)).toEqual([])
    expect(giftLines({ gift_balance: 1005, point: 3, growth: 0, coupon_list: [{ coupon_type_id: 4, coupon_name: 'x' }] }, t).map((l) => l.text)).toEqual([
      'recharge:giftBalance{"money":"¥10.05"}', 'recharge:point{"count":3}', 'recharge:coupon{"name":"x"}',
    ])
  })

  it('reads a typed yuan amount to the fen and checks the bounds', () => {
    const p = (s: string) => parseFreeAmount(s, 100, 500000, yuanToFen)
    expect(p('')).toEqual({ ok: false, reason: 'empty' })
    expect(p('abc')).toEqual({ ok: false, reason: 'invalid' })
    expect(p('1.234')).toEqual({ ok: false, reason: 'invalid' })
    expect(p('0.99')).toEqual({ ok: false, reason: 'range' })
    expect(p('5000.01')).toEqual({ ok: false, reason: 'range' })
    expect(p('0.29')).toEqual({ ok: false, reason: 'range' })
    expect(p('1')).toEqual({ ok: true, fen: 100 })
    expect(p('19.9')).toEqual({ ok: true, fen: 1990 })
    expect(p('5000')).toEqual({ ok: true, fen: 500000 })
    expect(p('-5')).toEqual({ ok: false, reason: 'range' })
  })
})
