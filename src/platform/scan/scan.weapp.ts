import Taro from '@tarojs/taro'
import type { ScanCapability } from './types'

const cancelled = (e: unknown) => /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? e))

/** WeChat's scanner (wx.scanCode): QR and bar codes, from the camera only. */
export const scan: ScanCapability = {
  canScan: () => true,
  async scanCode() {
    try {
      const r = await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode', 'barCode'] })
      return r.result ? String(r.result) : null
    } catch (e) {
      if (cancelled(e)) return null
      throw e
    }
  },
}
