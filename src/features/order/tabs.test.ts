import { parseTab } from './tabs'

describe('order list tabs', () => {
  it('reads the list tab from the page parameter, anything unknown being all', () => {
    expect(parseTab('waitpay')).toBe('waitpay')
    expect(parseTab('WAITCONFIRM')).toBe('waitconfirm')
    expect(parseTab('refunding')).toBe('all')
    expect(parseTab(undefined)).toBe('all')
  })
})
