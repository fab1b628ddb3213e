import { applyProblem, deliveryProblem, lineRefundEntry, parseRefundTab, REFUND_TABS } from './rules'

describe('refund rules', () => {
  it('parses list tabs, falling back to all', () => {
    expect(REFUND_TABS).toEqual(['all', 'refunding', 'finished', 'refused', 'closed'])
    expect(parseRefundTab('refused')).toBe('refused')
    expect(parseRefundTab('waitpay')).toBe('all')
    expect(parseRefundTab(undefined)).toBe('all')
  })

  it('offers a refund on paid lines of open orders, and the after-sale once anything was applied', () => {
    const paid = (order_status: number) => ({ order_status, pay_status: 2 })
    expect([1, 2, 3, 4].map((s) => lineRefundEntry(paid(s), { refund_status: 0 }))).toEqual(['apply', 'apply', 'apply', 'apply'])
    expect(lineRefundEntry(paid(10), { refund_status: 0 })).toBeNull()
    expect(lineRefundEntry({ order_status: 0, pay_status: 0 }, { refund_status: 0 })).toBeNull()
    expect(lineRefundEntry(paid(-1), { refund_status: 3 })).toBe('view')
    expect(lineRefundEntry(paid(3), { refund_status: -1 })).toBe('view')
  })

  it('checks an application: a reason, at most 500 characters, at most the images allowed', () => {
    const ok = { refund_type: 1, refund_reason: 'quality', refund_remark: '', images: [] }
    expect(applyProblem(ok, 6)).toBeNull()
    expect(applyProblem({ ...ok, refund_reason: '' }, 6)?.key).toBe('refund:apply.reasonRequired')
    expect(applyProblem({ ...ok, refund_remark: '退'.repeat(500) }, 6)).toBeNull()
    expect(applyProblem({ ...ok, refund_remark: '退'.repeat(501) }, 6)?.key).toBe('refund:apply.remarkTooLong')
    expect(applyProblem({ ...ok, images: ['a', 'b', 'c'] }, 2)).toEqual({ key: 'refund:apply.tooManyImages', values: { max: 2 } })
  })

  it('checks a return parcel: a carrier and a tracking number of letters, digits and dashes', () => {
    expect(deliveryProblem('顺丰', 'SF123-4')).toBeNull()
    expect(deliveryProblem(' ', 'SF1')).toBe('refund:delivery.companyRequired')
    expect(deliveryProblem('顺丰', 'SF 1')).toBe('refund:delivery.noInvalid')
    expect(deliveryProblem('顺丰', '')).toBe('refund:delivery.noInvalid')
  })
})
