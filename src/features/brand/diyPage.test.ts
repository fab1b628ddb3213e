import { diyPageRef } from './diyPage'

describe('diyPageRef', () => {
  it('takes a positive integer id first, else a well-formed name', () => {
    expect(diyPageRef({ id: '12', name: 'DIY_X' })).toEqual({ id: 12 })
    expect(diyPageRef({ name: 'DIY_LANDING_BRANDS' })).toEqual({ name: 'DIY_LANDING_BRANDS' })
    expect(diyPageRef({ id: '0', name: 'DIY_X' })).toEqual({ name: 'DIY_X' })
    expect(diyPageRef({ id: '1.5', name: '' })).toBeNull()
  })
  it('names no page for junk', () => {
    for (const params of [{}, { id: '-3' }, { id: '1e99' }, { name: "x' or 1=1" }, { name: '%27' }, { name: 'a'.repeat(65) }]) {
      expect(diyPageRef(params)).toBeNull()
    }
  })
})
