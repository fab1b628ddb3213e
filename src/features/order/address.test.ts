import { orderAddressText } from './address'

test('full_address that already ends with the street is shown once', () => {
  expect(orderAddressText('浙江省杭州市西湖区 文三路 90 号', '文三路 90 号')).toBe('浙江省杭州市西湖区 文三路 90 号')
  // spacing differs between the two fields
  expect(orderAddressText('浙江省杭州市西湖区文三路90号', '文三路 90 号')).toBe('浙江省杭州市西湖区文三路90号')
})

test('a region-only full_address gets the street after it; either one alone is the address', () => {
  expect(orderAddressText('浙江省杭州市西湖区', '文三路 90 号')).toBe('浙江省杭州市西湖区 文三路 90 号')
  expect(orderAddressText('', '文三路 90 号')).toBe('文三路 90 号')
  expect(orderAddressText('浙江省杭州市西湖区 文三路 90 号', '')).toBe('浙江省杭州市西湖区 文三路 90 号')
  expect(orderAddressText(undefined, null)).toBe('')
})
