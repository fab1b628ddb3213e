import Taro from '@tarojs/taro'
import type { ScanCapability } from './types'

/** Alipay cancels with error 10 (or an errMsg/errorMessage saying so). */
const cancelled = (e: unknown) => {
  const err = e as { error?: number; errMsg?: string; errorMessage?: string }
  return err?.error === 10 || err?.error === 11 || /cancel|取消/i.test(String(err?.errMsg ?? err?.errorMessage ?? e))
}

/** Alipay's my.scan through Taro.scanCode (Taro maps it; the text comes back as result, or code on older bases). */
export const scan: ScanCapability = {
  canScan: () => true,
  async scanCode() {
    try {
      const r = (await Taro.scanCode({ scanType: ['qrCode', 'barCode'] })) as Taro.scanCode.SuccessCallbackResult & { code?: string }
      const text = r.result || r.code
      return text ? String(text) : null
    } catch (e) {
      if (cancelled(e)) return null
      throw e
    }
  },
}
