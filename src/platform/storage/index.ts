import Taro from '@tarojs/taro'
import type { StorageCapability } from './types'

export type { StorageCapability }

/**
 * Local storage under the spec's keys. Taro's sync storage API is the same on every target: it maps to
 * localStorage (values kept as JSON), wx.setStorageSync and my.setStorageSync (which keep JSON values
 * natively), so this capability needs no per-target file.
 */
export const storage: StorageCapability = {
  get<T = unknown>(key: string): T | undefined {
    try {
      const v = Taro.getStorageSync(key)
      return v === '' || v === null || v === undefined ? undefined : (v as T)
    } catch {
      return undefined
    }
  },
  set(key: string, value: unknown): void {
    try {
      if (value === undefined || value === null || value === '') Taro.removeStorageSync(key)
      else Taro.setStorageSync(key, value)
    } catch {
      // storage full or unavailable (private mode): the app keeps working from memory
    }
  },
  remove(key: string): void {
    try {
      Taro.removeStorageSync(key)
    } catch {
      // storage unavailable: nothing stored to remove
    }
  },
}

/** The spec's local storage keys (section 3), plus the bottom navigation we keep between launches. */
export const STORAGE_KEYS = {
  token: 'token',
  websiteId: 'website_id',
  sourceSiteId: 'source_site_id',
  sourceMember: 'source_member',
  suid: 'suid',
  authInfo: 'authInfo',
  baseUrl: 'baseUrl',
  initUrl: 'initUrl',
  currShippingAddress: 'curr_shipping_address',
  manuallySelectLocationFromMap: 'manually_select_location_from_map',
  defaultImg: 'default_img',
  lang: 'lang',
  bottomNav: 'diy_bottom_nav',
} as const
