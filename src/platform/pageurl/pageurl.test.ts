import { replacePageQuery } from './pageurl.h5'
import { replacePageQuery as replaceWeapp } from './pageurl.weapp'

describe('replacePageQuery (H5)', () => {
  beforeEach(() => window.history.replaceState({ key: 'k1', idx: 3 }, '', '/h5/pages/goods/detail/detail?sku_id=1&from=share'))

  it('rewrites the parameter in place: same history length, state kept, other parameters kept', () => {
    const length = window.history.length
    expect(replacePageQuery({ sku_id: 7 })).toBe(true)
    expect(window.location.pathname + window.location.search).toBe('/h5/pages/goods/detail/detail?sku_id=7&from=share')
    expect(window.history.length).toBe(length)
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 })
  })

  it('does nothing when the address already says so, and removes empty values', () => {
    expect(replacePageQuery({ sku_id: 1 })).toBe(false)
    expect(replacePageQuery({ from: undefined })).toBe(true)
    expect(window.location.search).toBe('?sku_id=1')
  })

  it('mini-programs have no address to change', () => {
    expect(replaceWeapp({ sku_id: 7 })).toBe(false)
  })
})
