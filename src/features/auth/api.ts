/**
 * Every call of the login, register and third-party tables of docs/api.md ("## Members (issue 3)").
 * Calls made in the background (launch login, config reads) pass `silent`: their failures must not toast.
 */
import {
  alipayAppCodeToUserid,
  alipayFuwuAuthUrl,
  alipayFuwuCodeToOpenid,
  wechatMpAuthUrl,
  wechatMpCodeToOpenid,
  wechatWeappCodeToOpenid,
  type WechatOauthScope,
} from '@/services/api/contract.gen'
import { request, type RequestOptions } from '@/services/request'
import { useAppStore } from '@/store/app'

export interface CaptchaConfig {
  value: { shop_reception_login: 0 | 1 }
}
export interface Captcha {
  id: string
  /** data:image/png;base64,... */
  img: string
}
export interface RegisterConfig {
  value: {
    third_party: 0 | 1
    bind_mobile: 0 | 1
    register?: Array<'mobile' | 'password'>
    login?: Array<'mobile' | 'password'>
    pwd_len?: number
  }
}
export interface LoginAnswer {
  token: string
  is_register?: 0 | 1 | boolean
}
export interface CodeKey {
  key: string
}
export interface MobileCodeInput {
  mobile: string
  captcha_id?: string
  captcha_code?: string
}
export interface MobileLoginInput {
  mobile: string
  key: string
  code: string
}
export interface PasswordLoginInput {
  username: string
  password: string
  captcha_id?: string
  captcha_code?: string
}
export interface AuthLoginInput {
  auth_tag: string
  nickname?: string
  headimg?: string
}
export interface TripartiteMobileInput extends MobileLoginInput {
  captcha_id?: string
  captcha_code?: string
  auth_tag?: string
  nickname?: string
  headimg?: string
}

const quiet: RequestOptions = { silent: true }

/** source_member / suid from share links (and source_site_id), only those that are set. */
export function sourceFields(withSite = false): Record<string, number> {
  const { sourceMember, suid, sourceSiteId } = useAppStore.getState()
  const out: Record<string, number> = {}
  if (sourceMember) out.source_member = sourceMember
  if (suid) out.suid = suid
  if (withSite && sourceSiteId) out.source_site_id = sourceSiteId
  return out
}

/** Drops empty optional fields: the server's schemas refuse null and treat '' as given. */
function compact<T extends object>(o: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''))
}

// captcha and configuration
export const fetchCaptchaConfig = () => request<CaptchaConfig>('/api/config/getCaptchaConfig', undefined, { ...quiet, method: 'GET' })
/** A new picture; with the previous id the server voids the old code and keeps the id. */
export const fetchCaptcha = (previousId?: string) => request<Captcha>('/api/captcha/captcha', compact({ captcha_id: previousId }), quiet)
export const fetchRegisterConfig = () => request<RegisterConfig>('/api/register/config', undefined, { ...quiet, method: 'GET' })

// login
export const sendLoginCode = (input: MobileCodeInput) => request<CodeKey>('/api/login/mobileCode', compact(input))
export const loginByMobile = (input: MobileLoginInput) =>
  request<LoginAnswer>('/api/login/mobile', { ...compact(input), ...sourceFields() })
export const loginByPassword = (input: PasswordLoginInput) => request<LoginAnswer>('/api/login/login', compact(input))
export const logoutCall = () => request<null>('/api/login/logout', {}, quiet)

// registration
export const sendRegisterCode = (input: MobileCodeInput) => request<CodeKey>('/api/register/mobileCode', compact(input))
export const registerByMobile = (input: MobileLoginInput) =>
  request<LoginAnswer>('/api/register/mobile', { ...compact(input), ...sourceFields() })
export const registerByPassword = (input: PasswordLoginInput) =>
  request<LoginAnswer>('/api/register/register', { ...compact(input), ...sourceFields() })

// password recovery
export const sendFindCode = (input: MobileCodeInput) => request<CodeKey>('/api/findpassword/mobileCode', compact(input))
export const findPassword = (input: MobileLoginInput & { password: string; re_pass?: string }) =>
  request<null>('/api/findpassword/find', compact(input))

// third-party identities (the server talks to the platforms and answers a signed auth_tag)
/** The shop of a share link, for the OAuth state. */
function sourceSite(): { source_site_id?: number } {
  const { sourceSiteId } = useAppStore.getState()
  return sourceSiteId ? { source_site_id: sourceSiteId } : {}
}
export const wechatAuthUrl = (redirectUrl: string, scopes: WechatOauthScope = 'snsapi_base') =>
  wechatMpAuthUrl({ redirect_url: redirectUrl, scopes, ...sourceSite() }, quiet)
export const wechatCodeToOpenid = (code: string, redirectUrl?: string) =>
  wechatMpCodeToOpenid(redirectUrl ? { code, redirect_url: redirectUrl } : { code }, quiet)
export const weappCodeToOpenid = (code: string) => wechatWeappCodeToOpenid({ code }, quiet)
export const alifuwuAuthUrl = (redirectUrl: string) => alipayFuwuAuthUrl({ redirect_url: redirectUrl }, quiet)
export const alifuwuCodeToOpenid = (code: string) => alipayFuwuCodeToOpenid({ code }, quiet)
export const aliappCodeToUserid = (code: string) => alipayAppCodeToUserid({ code }, quiet)

// logins with a platform identity
export const authLogin = (authTag: string) =>
  request<LoginAnswer>('/api/login/auth', { auth_tag: authTag, ...sourceFields(true) }, quiet)
export const authOnlyLogin = (authTag: string) =>
  request<LoginAnswer>('/api/login/authonlylogin', { auth_tag: authTag, ...sourceFields(true) }, quiet)
export const authRegister = (input: AuthLoginInput) =>
  request<LoginAnswer>('/api/login/authRegister', { ...compact(input), ...sourceFields() })

// mobiles for platform identities (complete-info popup, forced binding)
export const sendTripartiteCode = (input: MobileCodeInput) => request<CodeKey>('/api/tripartite/mobileCode', compact(input))
export const tripartiteMobile = (input: TripartiteMobileInput) =>
  request<LoginAnswer>('/api/tripartite/mobile', { ...compact(input), ...sourceFields() })
export const getPhoneNumber = (input: { auth_tag: string; code?: string; iv?: string; encryptedData?: string }) =>
  request<{ mobile: string; mobile_tag: string }>('/api/tripartite/getPhoneNumber', compact(input))
export const mobileAuth = (input: { auth_tag: string; mobile_tag: string; nickname?: string; headimg?: string }) =>
  request<LoginAnswer>('/api/tripartite/mobileauth', { ...compact(input), ...sourceFields() })
