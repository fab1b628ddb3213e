import Taro from '@tarojs/taro'
import { ROUTES, isTabRoute, routePath } from '@/constants/routes'
import { useMemberStore } from '@/features/member/store'
import type { MemberInfo } from '@/features/member/api'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { loginUrl, readBack } from '@/utils/query'
import { logoutCall, type LoginAnswer } from './api'
import { useAuthStore } from './store'

/** Pages that must not be the destination after logging in (they would just show the form again). */
const AUTH_PAGES = new Set<string>([ROUTES.login, ROUTES.register, ROUTES.findPassword])

/** Where a login returns to: the `back` parameter (an in-app path), else the member home. */
export function afterLoginTarget(back?: string | null): string {
  const target = readBack(back, ROUTES.member)
  return AUTH_PAGES.has(routePath(target)) ? ROUTES.member : target
}

/** Tab pages are relaunched; other pages replace the login page, so Back does not return to the form. */
export function goAfterLogin(back?: string | null): Promise<unknown> {
  const target = afterLoginTarget(back)
  return go(target, isTabRoute(target) ? 'reLaunch' : 'redirectTo')
}

/**
 * From register or password recovery to the login page (keeping its `back`): back to it when it is the
 * page underneath, so the stack does not fill with login pages; otherwise it replaces the current page.
 */
export function goToLoginPage(back?: string | null): Promise<unknown> {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2] as { route?: string } | undefined
  if (previous?.route && routePath(previous.route) === ROUTES.login) return Taro.navigateBack({ delta: 1 })
  return go(back ? loginUrl(back) : ROUTES.login, 'redirectTo')
}

export const isRegisterAnswer = (answer: Pick<LoginAnswer, 'is_register'>): boolean => answer.is_register === 1

/**
 * A login answer {token, is_register}: keeps the token, loads the member, and with `back` given
 * (a login page) goes there. A registration (is_register 1) then asks for the reward popup, after the
 * navigation so the popup opens on the page the user lands on.
 */
export async function completeLogin(answer: LoginAnswer, back?: string | null): Promise<MemberInfo | null> {
  if (!answer || typeof answer.token !== 'string' || !answer.token) throw new Error('login answer without a token')
  useAppStore.getState().setToken(answer.token)
  useAuthStore.getState().close()
  const info = await useMemberStore.getState().refresh()
  if (back !== undefined) {
    try {
      await goAfterLogin(back)
    } catch {
      // a failed jump leaves the user logged in on the current page
    }
  }
  if (isRegisterAnswer(answer)) useMemberStore.getState().markRegistered()
  return info
}

/**
 * POST /api/login/logout (the server refuses the token from then on), then forget the session locally
 * whatever the answer: the user asked to leave. Resolves whether the server confirmed.
 */
export async function logout(): Promise<boolean> {
  let confirmed = false
  try {
    await logoutCall()
    confirmed = true
  } catch {
    // offline or the token was already refused: the local session goes anyway
  }
  const app = useAppStore.getState()
  app.clearToken()
  app.setAuthInfo(null)
  useMemberStore.getState().clear()
  useAuthStore.getState().close()
  return confirmed
}
