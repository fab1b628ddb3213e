import i18next from 'i18next'
import { allResources } from '@/locales/all'
import { checkAddressForm, EMPTY_FORM, formFromAddress, isSelectMode, toAddressInput, toShippingAddress, type AddressForm } from './form'

const i18n = i18next.createInstance()
i18n.init({ lng: 'zh-cn', fallbackLng: false, lowerCaseLng: true, ns: ['address', 'utils'], resources: allResources, initAsync: false } as any)
const zh = i18n.getFixedT('zh-cn')
const en = i18n.getFixedT('en-us')

const GOOD: AddressForm = {
  ...EMPTY_FORM, name: ' 张三 ', mobile: '13800000001', address: ' 文三路 90 号 ', province_id: 330000, province_name: '浙江省',
  city_id: 330100, city_name: '杭州市', district_id: 330106, district_name: '西湖区',
}

describe('address form checks (before any call, in the user’s language)', () => {
  it('consignee, mobile (spec rule), landline, area, detailed address, in that order', () => {
    expect(checkAddressForm({ ...GOOD, name: '  ' }, zh)).toBe('请输入收货人')
    expect(checkAddressForm({ ...GOOD, name: '名'.repeat(31) }, zh)).toBe('收货人不能超过30个字')
    expect(checkAddressForm({ ...GOOD, name: '名'.repeat(30) }, zh)).toBe(true)
    expect(checkAddressForm({ ...GOOD, mobile: '' }, zh)).toBe('请输入手机号')
    for (const bad of ['12800000001', '1380000000', '138000000012', '23800000001']) expect(checkAddressForm({ ...GOOD, mobile: bad }, zh)).toBe('请输入正确的手机号')
    expect(checkAddressForm({ ...GOOD, mobile: '19912345678' }, zh)).toBe(true)
    expect(checkAddressForm({ ...GOOD, telephone: '0571-8888 8888' }, zh)).toBe('请输入正确的固定电话')
    expect(checkAddressForm({ ...GOOD, telephone: '0571-88888888' }, zh)).toBe(true)
    expect(checkAddressForm({ ...GOOD, district_id: 0 }, zh)).toBe('请选择所在地区')
    expect(checkAddressForm({ ...GOOD, district_id: 0, district_name: '', no_districts: true }, zh)).toBe(true)
    expect(checkAddressForm({ ...GOOD, province_id: 0, city_id: 0, district_id: 0 }, zh)).toBe('请选择所在地区')
    expect(checkAddressForm({ ...GOOD, address: '   ' }, zh)).toBe('请输入详细地址')
    expect(checkAddressForm({ ...GOOD, address: 'a'.repeat(121) }, zh)).toBe('详细地址不能超过120个字')
  })

  it('English', () => {
    expect(checkAddressForm({ ...GOOD, name: '' }, en)).toBe('Please enter the consignee')
    expect(checkAddressForm({ ...GOOD, mobile: '123' }, en)).not.toBe(true)
    expect(checkAddressForm({ ...GOOD, district_id: 0 }, en)).toBe('Please choose the area')
  })

  it('sends trimmed fields and the default flag as 0/1; coordinates only when located', () => {
    expect(toAddressInput(GOOD)).toEqual({
      name: '张三', mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106, community_id: 0,
      address: '文三路 90 号', is_default: 0,
    })
    expect(toAddressInput({ ...GOOD, is_default: true, latitude: 30.27, longitude: 120.15 })).toMatchObject({ is_default: 1, latitude: 30.27, longitude: 120.15 })
  })
})

const SAVED = {
  id: 9, name: '张三', mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106, community_id: 4, community_name: '西溪社区',
  province_name: '浙江省', city_name: '杭州市', district_name: '西湖区', address: '文三路 90 号', full_address: '浙江省杭州市西湖区文三路 90 号',
  longitude: 120.15, latitude: 30.27, is_default: 1, created_at: 1, updated_at: 2,
}

describe('curr_shipping_address', () => {
  it('has exactly the spec’s fields', () => {
    const s = toShippingAddress(SAVED)
    expect(Object.keys(s).sort()).toEqual(
      ['latitude', 'longitude', 'full_address', 'province_id', 'province_name', 'city_id', 'city_name', 'district_id', 'district_name', 'community_id', 'community_name', 'id'].sort(),
    )
    expect(s).toMatchObject({ id: 9, city_name: '杭州市', full_address: '浙江省杭州市西湖区文三路 90 号', community_id: 4, community_name: '西溪社区' })
  })

  it('a saved address fills the form back', () => {
    expect(formFromAddress(SAVED)).toMatchObject({ id: 9, is_default: true, district_name: '西湖区', no_districts: false })
    expect(formFromAddress({ ...SAVED, district_id: 0, district_name: '' }).no_districts).toBe(true)
  })

  it('select mode from checkout', () => {
    expect(isSelectMode({ back: 'checkout' })).toBe(true)
    expect(isSelectMode({ type: 'select' })).toBe(true)
    expect(isSelectMode({})).toBe(false)
  })
})
