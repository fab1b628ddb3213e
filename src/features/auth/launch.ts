/**
 * Login on launch (spec section 4):
 * - with a stored token, the member is loaded (a refused token is dropped by the request layer and the
 *   launch goes on as for a visitor);
 * - otherwise the platform identifies the user: the WeChat or Alipay browser through an OAuth round trip
 *   (at most once per browser session), a mini-program through its login code; the server answers an
 *   auth_tag, and /api/login/auth logs in with it;
 * - -10016 (not registered): /api/register/config decides: third_party and bind_mobile on -> the
 *   complete-info popup; third_party off -> the login page; otherwise the nickname (authorise) popup;
 * - a member without a mobile while third_party and bind_mobile are on gets the forced binding popup.
 * Everything runs silently: a failure leaves a visitor, never a toast at launch.
 */
import { ROUTES, routePath } from '@/constants/routes'
import { platformLogin } from '@/platform/login'
import { privacy } from '@/platform/privacy'
import type { MemberInfo } from '@/features/member/api'
import { useMemberStore } from '@/features/member/store'
import { CommonError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { useAppStore } from '@/store/app'
import { currentRoute, go } from '@/utils/navigate'
import { loginUrl } from '@/utils/query'
import {
  aliappCodeToUserid,
  alifuwuAuthUrl,
  alifuwuCodeToOpenid,
  authLogin,
  fetchRegisterConfig,
  weappCodeToOpenid,
  wechatAuthUrl,
  wechatCodeToOpenid,
} from './api'
import { completeLogin } from './session'
import { useAuthStore, type PendingIdentity } from './store'

export type LaunchOutcome =
  /** logged in (with the stored token or through the platform) */
  | 'member'
  /** no identity: browses as a visitor */
  | 'visitor'
  /** the browser is on its way to the platform's authorisation page */
  | 'redirecting'
  /** -10016: a popup or the login page took over */
  | 'unregistered'

const AUTH_PAGES = new Set<string>([ROUTES.login, ROUTES.register, ROUTES.findPassword])

let privacyInstalled = false

/** The platform's privacy consent (weapp): the popup answers calls waiting for it, and opens at launch when needed. */
export function installPrivacy(): void {
  if (privacyInstalled) return
  privacyInstalled = true
  privacy.onNeedAuthorization((resolve) => useAuthStore.getState().openPrivacy(resolve))
  privacy
    .needsAuthorization()
    .then((need) => {
      if (need) useAuthStore.getState().openPrivacy()
    })
    .catch(() => undefined)
}

/** Register config flags; null when it cannot be read. */
async function thirdPartyFlags(): Promise<{ thirdParty: boolean; bindMobile: boolean } | null> {
  try {
    const { value } = await fetchRegisterConfig()
    return { thirdParty: Boolean(Number(value?.third_party)), bindMobile: Boolean(Number(value?.bind_mobile)) }
  } catch {
    return null
  }
}

/** Spec section 4: forced mobile binding only when third-party login and bind_mobile are both on. */
export async function checkForcedBinding(info: MemberInfo | null): Promise<boolean> {
  if (!info || info.mobile) return false
  const flags = await thirdPartyFlags()
  if (!flags?.thirdParty || !flags.bindMobile) return false
  useAuthStore.getState().open('bindMobile')
  return true
}

/** -10016: the three cases of spec section 4. */
export async function handleUnregistered(identity: PendingIdentity): Promise<LaunchOutcome> {
  const flags = await thirdPartyFlags()
  if (!flags) return 'visitor'
  if (!flags.thirdParty) {
    const here = currentRoute()
    // already on a login form (a deep link to it): nothing to open
    if (!AUTH_PAGES.has(routePath(here))) await go(loginUrl(here)).catch(() => undefined)
  } else {
    useAuthStore.getState().open(flags.bindMobile ? 'completeInfo' : 'authNickname', identity)
  }
  return 'unregistered'
}

/** /api/login/auth with a platform identity, then the member, the binding check or the -10016 cases. */
export async function loginWithIdentity(identity: PendingIdentity): Promise<LaunchOutcome> {
  useAppStore.getState().setAuthInfo({ auth_tag: identity.authTag, nickname: identity.nickname, headimg: identity.headimg })
  let answer
  try {
    answer = await authLogin(identity.authTag)
  } catch (e) {
    if (e instanceof ApiError && e.code === CommonError.NOT_REGISTERED) return handleUnregistered(identity)
    return 'visitor'
  }
  const info = await completeLogin(answer)
  await checkForcedBinding(info)
  return 'member'
}

/** The platform identity: an auth_tag, 'redirecting' when the browser leaves for the platform, or null. */
async function platformIdentity(): Promise<PendingIdentity | 'redirecting' | null> {
  const provider = platformLogin.provider()
  if (!provider) return null
  if (platformLogin.kind === 'code') {
    const { code } = await platformLogin.login()
    const answer = provider === 'aliapp' ? await aliappCodeToUserid(code) : await weappCodeToOpenid(code)
    return { authTag: answer.auth_tag }
  }
  const auth = platformLogin.browserAuth
  if (!auth) return null
  const code = auth.returnedCode()
  if (code) {
    auth.dropReturnedCode()
    if (provider === 'wechat') {
      const answer = await wechatCodeToOpenid(code, auth.returnUrl())
      return { authTag: answer.auth_tag, nickname: answer.userinfo?.nickName, headimg: answer.userinfo?.avatarUrl }
    }
    return { authTag: (await alifuwuCodeToOpenid(code)).auth_tag }
  }
  if (auth.attempted()) return null
  auth.markAttempted()
  const url = provider === 'wechat' ? await wechatAuthUrl(auth.returnUrl()) : await alifuwuAuthUrl(auth.returnUrl())
  if (typeof url !== 'string' || !url) return null
  auth.redirect(url)
  return 'redirecting'
}

async function run(): Promise<LaunchOutcome> {
  installPrivacy()
  if (useAppStore.getState().token) {
    const info = await useMemberStore.getState().refresh()
    if (info) {
      await checkForcedBinding(info)
      return 'member'
    }
    // still holding the token: the server was unreachable, keep the session for the next call
    if (useAppStore.getState().token) return 'member'
  }
  let identity: PendingIdentity | 'redirecting' | null
  try {
    identity = await platformIdentity()
  } catch {
    // platform not configured (-20301), code refused, network: stay a visitor
    return 'visitor'
  }
  if (identity === 'redirecting') return 'redirecting'
  if (!identity?.authTag) return 'visitor'
  return loginWithIdentity(identity)
}

let running: Promise<LaunchOutcome> | null = null

/** Starts the launch login once; a second call while it runs shares the first. */
export function launchLogin(): Promise<LaunchOutcome> {
  if (!running) {
    running = run()
      .catch((): LaunchOutcome => 'visitor')
      .finally(() => {
        running = null
      })
  }
  return running
}

/** Tests only: forget that the privacy listener was installed. */
export function resetLaunchForTests(): void {
  privacyInstalled = false
  running = null
}
