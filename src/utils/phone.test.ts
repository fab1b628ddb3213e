import { maskPhone } from './phone'

test('masks the middle of a phone number', () => {
  expect(maskPhone('13812345678')).toBe('138****5678')
  expect(maskPhone(' 13812345678 ')).toBe('138****5678')
  expect(maskPhone('12345')).toBe('12345')
  expect(maskPhone(null)).toBe('')
})
