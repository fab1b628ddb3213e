/**
 * The login, registration, recovery and third-party calls, through the generated client
 * (src/services/api/contract.gen.ts): paths, inputs and answers come from the server's contract.
 * Calls made in the background (launch login, config reads) pass `silent`: their failures must not toast.
 */
import {
  alipayAppCodeToUserid,
  alipayFuwuAuthUrl,
  alipayFuwuCodeToOpenid,
  authBindMobile,
  authBindMobileCode,
  authFindPassword,
  authFindPasswordCode,
  authGetPhoneNumber,
  authLoginByMobile,
  authLoginByPassword,
  authLoginMobileCode,
  authLogout,
  authMobileAuth,
  authPlatformLogin,
  authPlatformOnlyLogin,
  authPlatformRegister,
  authRegisterByMobile,
  authRegisterByPassword,
  authRegisterConfig,
  authRegisterMobileCode,
  captchaConfig,
  captchaCreate,
  wechatMpAuthUrl,
  wechatMpCodeToOpenid,
  wechatWeappCodeToOpenid,
  type AuthBindMobileInput,
  type AuthGetPhoneNumberInput,
  type AuthMobileAuthInput,
  type AuthPlatformRegisterInput,
  type FindPasswordInput,
  type LoginAnswer as RegisteringLoginAnswer,
  type MobileCodeInput,
  type MobileLoginInput,
  type PasswordLoginAnswer,
  type PasswordLoginInput,
  type WechatOauthScope,
} from '@/services/api/contract.gen'
import type { RequestOptions } from '@/services/request'
import { useAppStore } from '@/store/app'

export type { Captcha, MobileCodeInput, MobileLoginInput, PasswordLoginInput, RegisterConfig, SmsKey as CodeKey } from '@/services/api/contract.gen'

/** Any login answer: the token, and is_register from the calls that may register. */
export type LoginAnswer = PasswordLoginAnswer & Partial<Pick<RegisteringLoginAnswer, 'is_register'>>

const quiet: RequestOptions = { silent: true }

interface SourceFields {
  source_member?: number
  suid?: number
  source_site_id?: number
}

/** source_member / suid from share links (and source_site_id), only those that are set. */
export function sourceFields(withSite = false): SourceFields {
  const { sourceMember, suid, sourceSiteId } = useAppStore.getState()
  const out: SourceFields = {}
  if (sourceMember) out.source_member = sourceMember
  if (suid) out.suid = suid
  if (withSite && sourceSiteId) out.source_site_id = sourceSiteId
  return out
}

/** Drops empty optional fields: the server treats '' as given (and refuses null). */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T
}

// captcha and configuration
export const fetchCaptchaConfig = () => captchaConfig(undefined, quiet)
/** A new picture; with the previous id the server voids the old code and keeps the id. */
export const fetchCaptcha = (previousId?: string) => captchaCreate(compact({ captcha_id: previousId }), quiet)
export const fetchRegisterConfig = () => authRegisterConfig(undefined, quiet)

// login
export const sendLoginCode = (input: MobileCodeInput) => authLoginMobileCode(compact(input))
export const loginByMobile = (input: MobileLoginInput) => authLoginByMobile({ ...compact(input), ...sourceFields() })
export const loginByPassword = (input: PasswordLoginInput) => authLoginByPassword(compact(input))
export const logoutCall = () => authLogout(undefined, quiet)

// registration
export const sendRegisterCode = (input: MobileCodeInput) => authRegisterMobileCode(compact(input))
export const registerByMobile = (input: MobileLoginInput) => authRegisterByMobile({ ...compact(input), ...sourceFields() })
export const registerByPassword = (input: PasswordLoginInput) => authRegisterByPassword({ ...compact(input), ...sourceFields() })

// password recovery
export const sendFindCode = (input: MobileCodeInput) => authFindPasswordCode(compact(input))
export const findPassword = (input: FindPasswordInput) => authFindPassword(compact(input))

// third-party identities (the server talks to the platforms and answers a signed auth_tag)
/** The shop of a share link, for the OAuth state. */
function sourceSite(): { source_site_id?: number } {
  const { sourceSiteId } = useAppStore.getState()
  return sourceSiteId ? { source_site_id: sourceSiteId } : {}
}
export const wechatAuthUrl = (redirectUrl: string, scopes: WechatOauthScope = 'snsapi_base') =>
  wechatMpAuthUrl({ redirect_url: redirectUrl, scopes, ...sourceSite() }, quiet)
export const wechatCodeToOpenid = (code: string, redirectUrl?: string) => wechatMpCodeToOpenid(compact({ code, redirect_url: redirectUrl }), quiet)
export const weappCodeToOpenid = (code: string) => wechatWeappCodeToOpenid({ code }, quiet)
export const alifuwuAuthUrl = (redirectUrl: string) => alipayFuwuAuthUrl({ redirect_url: redirectUrl }, quiet)
export const alifuwuCodeToOpenid = (code: string) => alipayFuwuCodeToOpenid({ code }, quiet)
export const aliappCodeToUserid = (code: string) => alipayAppCodeToUserid({ code }, quiet)

// logins with a platform identity
export const authLogin = (authTag: string) => authPlatformLogin({ auth_tag: authTag, ...sourceFields(true) }, quiet)
export const authOnlyLogin = (authTag: string) => authPlatformOnlyLogin({ auth_tag: authTag, ...sourceFields(true) }, quiet)
export const authRegister = (input: AuthPlatformRegisterInput) => authPlatformRegister({ ...compact(input), ...sourceFields() })

// mobiles for platform identities (complete-info popup, forced binding)
export const sendTripartiteCode = (input: MobileCodeInput) => authBindMobileCode(compact(input))
export const tripartiteMobile = (input: AuthBindMobileInput) => authBindMobile({ ...compact(input), ...sourceFields() })
export const getPhoneNumber = (input: AuthGetPhoneNumberInput) => authGetPhoneNumber(compact(input))
export const mobileAuth = (input: AuthMobileAuthInput) => authMobileAuth({ ...compact(input), ...sourceFields() })
