import type { ScanCapability } from './types'

interface WxScanApi {
  ready(cb: () => void): void
  scanQRCode(o: { needResult: 1; scanType: string[]; success(r: { resultStr?: string }): void; fail(e: { errMsg?: string }): void; cancel?(): void }): void
}

function jssdk(): WxScanApi | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null
  if (!/MicroMessenger/i.test(navigator.userAgent)) return null
  const wx = (window as unknown as { wx?: Partial<WxScanApi> }).wx
  return wx?.ready && wx.scanQRCode ? (wx as WxScanApi) : null
}

/** A bar code comes back as "CODE_128,123456": the part after the format name. */
export function scannedText(resultStr: string): string {
  const comma = resultStr.indexOf(',')
  return comma >= 0 && /^[A-Z0-9_]+$/.test(resultStr.slice(0, comma)) ? resultStr.slice(comma + 1) : resultStr
}

/**
 * In the WeChat browser with the JSSDK loaded (configured from wechat_jssdkconfig), its scanner
 * (wx.scanQRCode with needResult); elsewhere a browser has none here: null, and the page takes the
 * code typed in. Taro's H5 scanCode is never used (H5 stubs must not be trusted, shared notes).
 */
export const scan: ScanCapability = {
  canScan: () => jssdk() !== null,
  scanCode() {
    const api = jssdk()
    if (!api) return Promise.resolve(null)
    return new Promise((resolve, reject) => {
      api.ready(() =>
        api.scanQRCode({
          needResult: 1,
          scanType: ['qrCode', 'barCode'],
          success: (r) => resolve(r.resultStr ? scannedText(String(r.resultStr)) : null),
          cancel: () => resolve(null),
          fail: (e) => (/cancel/i.test(e?.errMsg ?? '') ? resolve(null) : reject(new Error(e?.errMsg || 'scanQRCode:fail'))),
        }),
      )
    })
  },
}
