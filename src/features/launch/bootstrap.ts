/**
 * The app's launch (spec sections 3 and 4), apart from the store: it calls the server and starts the
 * login, so the store, which the request layer reads, imports neither.
 */
import { storage, STORAGE_KEYS } from '@/platform/storage'
import { getEnv, landingUrl, launchUrl } from '@/platform/env'
import { platformLogin } from '@/platform/login'
import { startWxJssdk } from '@/platform/wxjssdk'
import { takeBoot } from '@/features/diy/boot'
import { apiBase } from '@/services/request'
import { configInit, type LaunchConfig } from '@/services/api/contract.gen'
import { useAppStore } from '@/store/app'
import { jssdkSigner } from './jssdk'

export interface LaunchOptions {
  /** the launch page (mini-programs) or the current route (H5) */
  path?: string
  /** launch query: share links carry source_member, suid, source_site_id, website_id */
  query?: Record<string, string | undefined>
}

/**
 * The launch sequence: keep the share parameters and the landing URL, then POST /api/config/init with
 * the URL (the full address on H5, the launch path in mini-programs) and put theme, add-on flags,
 * default images, bottom navigation and cart counts into the store.
 * Failing is survivable: the stored bar and default images stay in use. Resolves whether it answered.
 */
export async function bootstrapApp(options: LaunchOptions = {}): Promise<boolean> {
  const store = useAppStore.getState()
  const url = launchUrl(options.path, options.query)
  store.captureLaunchQuery(options.query ?? {}, landingUrl())
  storage.set(STORAGE_KEYS.baseUrl, apiBase())
  useAppStore.setState({ baseUrl: apiBase() })
  store.setThemeStyle(store.themeStyle)
  let answered = false
  try {
    // the H5 page may carry a visitor's launch answer (src/features/diy/boot.ts); the WeChat browser
    // needs its JS-SDK signature for this very address, so it always asks
    const embedded = getEnv().browser === 'wechat' ? undefined : takeBoot<LaunchConfig>(configInit.path, {}, useAppStore.getState())
    const asked = embedded ? Promise.resolve(embedded) : configInit({ url }, { silent: true })
    // the WeChat browser only: the JSSDK is configured with this answer's signature, then per route
    startWxJssdk(jssdkSigner(url, asked))
    const config = await asked
    useAppStore.getState().applyLaunchConfig(config)
    answered = true
  } catch {
    answered = false
  }
  // Login on launch (spec section 4), not awaited: the first render never waits for it. Loaded on
  // demand (a chunk of its own on H5; mini-program builds turn import() into require()): a visitor in
  // a plain browser has nothing to log in with, and the module is not even fetched then
  if (!useAppStore.getState().token && !platformLogin.provider()) return answered
  void import('@/features/auth/launch').then((m) => m.launchLogin()).catch(() => undefined)
  return answered
}
