import Taro from '@tarojs/taro'
import { storage, STORAGE_KEYS } from './index'

beforeEach(() => localStorage.clear())

describe('storage adapter', () => {
  it('keeps strings, numbers and objects as JSON and reads them back typed', () => {
    storage.set('token', 'abc')
    storage.set('website_id', 3)
    storage.set('curr_shipping_address', { city_id: 5, city_name: '杭州市' })
    expect(storage.get<string>('token')).toBe('abc')
    expect(storage.get<number>('website_id')).toBe(3)
    expect(storage.get('curr_shipping_address')).toEqual({ city_id: 5, city_name: '杭州市' })
    expect(JSON.parse(localStorage.getItem('curr_shipping_address') as string)).toEqual({ data: { city_id: 5, city_name: '杭州市' } })
  })

  it('absent keys read as undefined; null, undefined and empty strings remove the key', () => {
    expect(storage.get('nothing')).toBeUndefined()
    storage.set('token', 'x')
    storage.set('token', '')
    expect(localStorage.getItem('token')).toBeNull()
    storage.set('authInfo', { a: 1 })
    storage.set('authInfo', null)
    expect(storage.get('authInfo')).toBeUndefined()
    storage.set('lang', 'en-us')
    storage.remove('lang')
    expect(storage.get('lang')).toBeUndefined()
  })

  it('a storage that throws (full, private mode) does not break the app', () => {
    const spy = jest.spyOn(Taro, 'setStorageSync').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => storage.set('token', 'x')).not.toThrow()
    spy.mockRestore()
    const get = jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => {
      throw new Error('denied')
    })
    expect(storage.get('token')).toBeUndefined()
    get.mockRestore()
  })

  it('names the spec’s local storage keys exactly', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(
      expect.arrayContaining(['token', 'website_id', 'source_site_id', 'source_member', 'suid', 'authInfo', 'baseUrl', 'initUrl',
        'curr_shipping_address', 'manually_select_location_from_map', 'default_img', 'lang']),
    )
  })
})
