import { toggle, toggleAll } from './select'

describe('favorite selection', () => {
  it('toggles one id', () => {
    expect([...toggle(new Set([1]), 2)]).toEqual([1, 2])
    expect([...toggle(new Set([1, 2]), 1)]).toEqual([2])
  })
  it('selects all, and none when all were selected', () => {
    expect([...toggleAll(new Set([1]), [1, 2, 3])]).toEqual([1, 2, 3])
    expect([...toggleAll(new Set([1, 2, 3]), [1, 2, 3])]).toEqual([])
    expect([...toggleAll(new Set(), [])]).toEqual([])
  })
})
