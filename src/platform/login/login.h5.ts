import { getEnv } from '../env'
import type { BrowserAuth, LoginCapability } from './types'

/** The parameters WeChat (code, state) and Alipay (auth_code, app_id, source, scope, state) append. */
const OAUTH_PARAMS = ['code', 'state', 'auth_code', 'app_id', 'source', 'scope']
const ATTEMPT_KEY = 'mall_oauth_attempted'

function currentUrl(): URL | null {
  try {
    return typeof window === 'undefined' ? null : new URL(window.location.href)
  } catch {
    return null
  }
}

function withoutOAuth(url: URL): string {
  const u = new URL(url.href)
  for (const p of OAUTH_PARAMS) u.searchParams.delete(p)
  return u.href
}

export const browserAuth: BrowserAuth = {
  returnedCode() {
    const u = currentUrl()
    return u ? u.searchParams.get('code') || u.searchParams.get('auth_code') || null : null
  },
  returnUrl() {
    const u = currentUrl()
    return u ? withoutOAuth(u) : ''
  },
  dropReturnedCode() {
    const u = currentUrl()
    if (!u || typeof history === 'undefined') return
    // replaceState keeps the router's state object and fires no popstate: the page stays as it is
    history.replaceState(history.state, '', withoutOAuth(u))
  },
  attempted() {
    try {
      return sessionStorage.getItem(ATTEMPT_KEY) === '1'
    } catch {
      return false
    }
  },
  markAttempted() {
    try {
      sessionStorage.setItem(ATTEMPT_KEY, '1')
    } catch {
      // private mode: the code in the returned address still stops a second round trip
    }
  },
  redirect(url) {
    window.location.href = url
  },
}

/**
 * H5 has no login code of its own. Taro's H5 `login` is a stub that resolves as success in production
 * builds, so it is never called; the in-app browsers go through `browserAuth` instead.
 */
export const platformLogin: LoginCapability = {
  kind: 'browser',
  provider() {
    const { browser } = getEnv()
    return browser === 'wechat' ? 'wechat' : browser === 'alipay' ? 'alifuwu' : null
  },
  login: async () => {
    throw new Error('login codes are not available on h5: use browserAuth')
  },
  browserAuth,
}
