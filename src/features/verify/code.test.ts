import { groupCode, normalizeCode } from './code'

describe('verify codes', () => {
  it('takes typed codes with spaces or dashes, and codes inside a scanned link', () => {
    expect(normalizeCode(' 1234 5678-9012 ')).toBe('123456789012')
    expect(normalizeCode('https://m.example/h5/x?verify_code=998877&a=1')).toBe('998877')
    expect(normalizeCode('abcDEF123')).toBe('abcDEF123')
  })

  it('refuses what cannot be a code', () => {
    expect(normalizeCode('')).toBeNull()
    expect(normalizeCode('12#4')).toBeNull()
    expect(normalizeCode('1'.repeat(33))).toBeNull()
  })

  it('groups digits by four', () => {
    expect(groupCode('123456789012')).toBe('1234 5678 9012')
    expect(groupCode('12345')).toBe('1234 5')
  })
})
