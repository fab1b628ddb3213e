import { inWechatBrowser, wxJssdk } from '@/platform/wxjssdk'
import type { ScanCapability } from './types'

/** A bar code comes back as "CODE_128,123456": the part after the format name. */
export function scannedText(resultStr: string): string {
  const comma = resultStr.indexOf(',')
  return comma >= 0 && /^[A-Z0-9_]+$/.test(resultStr.slice(0, comma)) ? resultStr.slice(comma + 1) : resultStr
}

/**
 * In the WeChat browser, once the JSSDK is configured, its scanner (wx.scanQRCode with needResult);
 * when the config failed the scan rejects and the page says so. Elsewhere a browser has no scanner here:
 * canScan() is false and the page takes the code typed in. Taro's H5 scanCode is never used (H5 stubs
 * must not be trusted, shared notes).
 */
export const scan: ScanCapability = {
  canScan: inWechatBrowser,
  async scanCode() {
    if (!inWechatBrowser()) return null
    const wx = await wxJssdk()
    if (!wx?.scanQRCode) throw new Error('scanQRCode unavailable')
    return new Promise((resolve, reject) =>
      wx.scanQRCode!({
        needResult: 1,
        scanType: ['qrCode', 'barCode'],
        success: (r) => resolve(r.resultStr ? scannedText(String(r.resultStr)) : null),
        cancel: () => resolve(null),
        fail: (e) => (/cancel/i.test(e?.errMsg ?? '') ? resolve(null) : reject(new Error(e?.errMsg || 'scanQRCode:fail'))),
      }),
    )
  },
}
