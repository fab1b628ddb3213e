import Taro from '@tarojs/taro'
import type { JssdkLoader } from './loader'
import { isIosAgent, pageUrl, type JssdkSigner, type WxJssdk } from './types'

/**
 * In the WeChat browser the JSSDK is expected (whether its config will succeed is not known yet). The
 * user agent is read each time, as detectH5Env reads it (src/platform/env/detect.ts).
 */
export function inWechatBrowser(): boolean {
  return typeof window !== 'undefined' && typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
}

let started: Promise<JssdkLoader> | null = null
const configuredListeners = new Set<(wx: WxJssdk) => void>()

/**
 * Starts the JSSDK in the WeChat browser (called once by the launch, with the server's signer): the
 * loader and the script come on demand, so other browsers fetch neither. Configures now and after
 * every route change.
 */
export function startWxJssdk(sign: JssdkSigner): void {
  if (started || !inWechatBrowser()) return
  const landingUrl = pageUrl(window.location.href)
  started = Promise.all([import('./loader'), import('./script')]).then(([{ createJssdkLoader }, { loadJweixin }]) => {
    const loader = createJssdkLoader({
      loadScript: () => loadJweixin(),
      sign,
      isIos: isIosAgent(navigator.userAgent),
      landingUrl,
      currentUrl: () => window.location.href,
    })
    loader.onConfigured((wx) => configuredListeners.forEach((listener) => listener(wx)))
    void loader.configure()
    // Taro's H5 router announces a page once it is shown at its new address
    Taro.eventCenter?.on('__afterTaroRouterChange', () => void loader.configure())
    return loader
  })
}

/**
 * The configured JSSDK for the current page; null outside the WeChat browser, before the launch
 * started it, or when the config failed: the adapters then fall back as in any browser.
 */
export async function wxJssdk(): Promise<WxJssdk | null> {
  if (!started || !inWechatBrowser()) return null
  try {
    return await (await started).ready()
  } catch {
    return null
  }
}

/** Runs `listener` after each successful config (a route change resets what WeChat shares). */
export function onWxConfigured(listener: (wx: WxJssdk) => void): () => void {
  configuredListeners.add(listener)
  return () => configuredListeners.delete(listener)
}

