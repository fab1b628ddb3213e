import { isPrimaryAction, visibleActions } from './actions'

describe('order actions', () => {
  it('draws only the actions the server allows, known ones once, main action last', () => {
    expect(visibleActions(['pay', 'close'])).toEqual(['close', 'pay'])
    expect(visibleActions(['takedelivery', 'logistics', 'extendtakedelivery', 'refund', 'logistics'])).toEqual([
      'logistics',
      'extendtakedelivery',
      'takedelivery',
    ])
    expect(visibleActions(['buyagain', 'delete'])).toEqual(['delete', 'buyagain'])
    expect(visibleActions([])).toEqual([])
    expect(visibleActions(undefined)).toEqual([])
    expect(isPrimaryAction('pay')).toBe(true)
    expect(isPrimaryAction('delete')).toBe(false)
  })
})
