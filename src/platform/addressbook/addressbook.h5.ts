import { inWechatBrowser, wxJssdk } from '@/platform/wxjssdk'
import type { AddressBookCapability } from './types'

/** In the WeChat browser its address book (wx.openAddress, once the JSSDK is configured); nothing elsewhere. */
export const addressBook: AddressBookCapability = {
  available: inWechatBrowser,
  async pick() {
    const wx = inWechatBrowser() ? await wxJssdk() : null
    if (!wx?.openAddress) throw new Error('openAddress unavailable')
    return new Promise((resolve, reject) =>
      wx.openAddress!({
        success: (r) =>
          resolve({
            name: String(r.userName ?? ''),
            mobile: String(r.telNumber ?? ''),
            province: String(r.provinceName ?? ''),
            city: String(r.cityName ?? ''),
            district: String(r.countryName ?? ''),
            detail: String(r.detailInfo ?? ''),
            postalCode: r.postalCode ? String(r.postalCode) : undefined,
          }),
        cancel: () => resolve(null),
        fail: (e) => (/cancel/i.test(e?.errMsg ?? '') ? resolve(null) : reject(new Error(e?.errMsg || 'openAddress:fail'))),
      }),
    )
  },
}
