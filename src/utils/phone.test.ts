import { maskPhone } from './phone'

test('masks the middle of a mobile number', () => {
  expect(maskPhone('13812345678')).toBe('138****5678')
  expect(maskPhone(13812345678)).toBe('138****5678')
  expect(maskPhone(' 13812345678 ')).toBe('138****5678')
  expect(maskPhone('138 1234 5678')).toBe('138****5678')
})

test('longer numbers keep first 3 and last 4', () => {
  expect(maskPhone('057188886666')).toBe('057****6666')
  expect(maskPhone('12345678')).toBe('123****5678')
})

test('short or missing values are returned unmasked', () => {
  expect(maskPhone('1234567')).toBe('1234567')
  expect(maskPhone('12345')).toBe('12345')
  expect(maskPhone('')).toBe('')
  expect(maskPhone(null)).toBe('')
  expect(maskPhone(undefined)).toBe('')
})
