import Taro from '@tarojs/taro'
import { useAppStore } from './app'

beforeEach(() => {
  localStorage.clear()
})

describe('store setters', () => {
  it('persist the shipping address, the map-choice flag and the token under the spec keys', () => {
    const s = useAppStore.getState()
    s.setCurrentShippingAddress({ city_id: 330100, city_name: '杭州市', latitude: 30.27, longitude: 120.15 })
    s.setManuallySelectLocationFromMap(true)
    s.setToken('tk')
    expect(Taro.getStorageSync('curr_shipping_address')).toMatchObject({ city_id: 330100 })
    expect(Taro.getStorageSync('manually_select_location_from_map')).toBe(1)
    expect(Taro.getStorageSync('token')).toBe('tk')
    s.setManuallySelectLocationFromMap(false)
    expect(Taro.getStorageSync('manually_select_location_from_map')).toBe('')
  })

  it('counts are whole, non-negative numbers', () => {
    useAppStore.getState().setCartCount(-2)
    expect(useAppStore.getState().cartCount).toBe(0)
    useAppStore.getState().setCartCount(4.7)
    expect(useAppStore.getState().cartCount).toBe(4)
  })
})
