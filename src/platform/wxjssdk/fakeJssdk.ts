/**
 * Jest only: a JSSDK that accepts every config, started through the real registry, so the adapters'
 * tests run the path the app runs. One object per test file (the registry starts once): tests swap
 * its calls with `use()`.
 */
import { startWxJssdk } from './wxjssdk.h5'
import type { WxJssdk } from './types'

type Api = Partial<Record<keyof WxJssdk, (...args: any[]) => any>>

const base = { config: () => undefined, ready: (cb: () => void) => cb(), error: () => undefined }
const wx: Record<string, unknown> = { ...base }

/** Call with a WeChat user agent set: puts the fake at window.wx and starts the registry once. */
export function configuredJssdk(): { wx: WxJssdk; use(apis: Api): void } {
  ;(window as unknown as { wx?: unknown }).wx = wx
  startWxJssdk(async () => ({ appId: 'wxtest', timestamp: 1, nonceStr: 'n', signature: 's' }))
  return {
    wx: wx as unknown as WxJssdk,
    use(apis) {
      for (const k of Object.keys(wx)) if (!(k in base)) delete wx[k]
      Object.assign(wx, apis)
    },
  }
}
