import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, StringEnum } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'
import { CaptchaError } from '../captcha/captcha.messages.js'
import { CaptchaFields } from '../captcha/captcha.schema.js'
import { MemberAuthError, ProfileError } from '../member/member.messages.js'
import { SmsError } from '../sms/sms.messages.js'
import { SmsKey } from '../sms/sms.schema.js'
import { TripartiteError } from './auth.tripartite.messages.js'
import { AuthError } from './auth.messages.js'

// Fields are optional here so a missing one gets its own message (请输入手机号, auth_tag invalid …), not -10001.
const mobile = Type.Optional(Type.String({ maxLength: 20 }))
const key = Type.Optional(Type.String({ maxLength: 64 }))
const code = Type.Optional(Type.String({ maxLength: 10 }))
const password = Type.Optional(Type.String({ maxLength: 64 }))
/** who shared the link the user came by; rewards and the referrer binding follow it */
const referral = {
  source_member: Type.Optional(Id({ minimum: 0 })),
  suid: Type.Optional(Id({ minimum: 0 })),
}
const authTag = Type.Optional(Type.String({ maxLength: 4096 }))
const profile = {
  nickname: Type.Optional(Type.String({ maxLength: 100 })),
  headimg: Type.Optional(Type.String({ maxLength: 500 })),
}

export const MobileCodeBody = Type.Object({ mobile, ...CaptchaFields }, { title: 'MobileCodeInput' })
export type MobileCodeInput = Static<typeof MobileCodeBody>

export const MobileLoginBody = Type.Object({ mobile, key, code, ...referral }, { title: 'MobileLoginInput' })
export type MobileLoginInput = Static<typeof MobileLoginBody>

export const PasswordBody = Type.Object({
  /** the mobile number */
  username: Type.Optional(Type.String({ maxLength: 20 })),
  password,
  ...referral,
  ...CaptchaFields,
}, { title: 'PasswordLoginInput' })
export type PasswordInput = Static<typeof PasswordBody>

export const FindPasswordBody = Type.Object({
  mobile,
  key,
  code,
  password,
  /** the repeat; checked when sent (the app checks it first) */
  re_pass: password,
}, { title: 'FindPasswordInput' })
export type FindPasswordInput = Static<typeof FindPasswordBody>

// third-party login: the auth_tag comes from /wechat/…, /weapp/…, /api/alifuwu/…, /aliapp/… (signed there)
export const AuthLoginBody = Type.Object({
  auth_tag: authTag,
  source_site_id: Type.Optional(Id({ minimum: 0 })),
  ...referral,
}, { title: 'PlatformLoginInput' })
export type AuthLoginInput = Static<typeof AuthLoginBody>

export const AuthRegisterBody = Type.Object({ auth_tag: authTag, ...profile, ...referral })
export type AuthRegisterInput = Static<typeof AuthRegisterBody>

export const BindMobileCodeBody = Type.Object({ mobile, ...CaptchaFields })
export type BindMobileCodeInput = Static<typeof BindMobileCodeBody>

export const BindMobileBody = Type.Object({
  mobile,
  key,
  code,
  // accepted for the spec's payload; the captcha was spent when the code was sent
  ...CaptchaFields,
  auth_tag: authTag,
  ...profile,
  ...referral,
})
export type BindMobileInput = Static<typeof BindMobileBody>

export const PhoneNumberBody = Type.Object({
  auth_tag: authTag,
  /** the new button's one-time code */
  code: Type.Optional(Type.String({ maxLength: 512 })),
  /** the old flow: base64 */
  iv: Type.Optional(Type.String({ maxLength: 64 })),
  encryptedData: Type.Optional(Type.String({ maxLength: 8192 })),
})
export type PhoneNumberInput = Static<typeof PhoneNumberBody>

export const MobileAuthBody = Type.Object({
  auth_tag: authTag,
  mobile_tag: Type.Optional(Type.String({ maxLength: 4096 })),
  ...profile,
  ...referral,
})
export type MobileAuthInput = Static<typeof MobileAuthBody>

const Flag = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description })

export const AUTH_METHODS = ['mobile', 'password'] as const
export type AuthMethod = (typeof AUTH_METHODS)[number]

export const RegisterConfig = Type.Object({
  third_party: Flag('1: third-party (WeChat, Alipay) login is on'),
  bind_mobile: Flag('1: a third-party user must bind a mobile to register'),
  register: Type.Array(StringEnum(AUTH_METHODS, 'AuthMethod'), { description: 'enabled registration types' }),
  login: Type.Array(StringEnum(AUTH_METHODS, 'AuthMethod'), { description: 'enabled login types' }),
  pwd_len: Type.Integer({ description: 'the shortest password' }),
}, { title: 'RegisterConfig' })
export type RegisterConfig = Static<typeof RegisterConfig>

/** A session: the token, and whether this call registered the member. */
export const LoginAnswer = Type.Object({
  /** '' from authonlylogin when the identity is not bound */
  token: Type.String(),
  is_register: Flag('1: this call registered a new member'),
}, { title: 'LoginAnswer' })
export type LoginAnswer = Static<typeof LoginAnswer>

export const PasswordLoginAnswer = Type.Object({ token: Type.String() }, { title: 'PasswordLoginAnswer' })

export const PhoneNumber = Type.Object({
  mobile: Type.String(),
  mobile_tag: Type.String({ description: 'signed proof that the platform gave this mobile to the identity, for mobileauth (10 minutes)' }),
}, { title: 'PlatformPhoneNumber' })
export type PhoneNumber = Static<typeof PhoneNumber>

const CAPTCHA = [CaptchaError.REQUIRED, CaptchaError.WRONG]
const SEND = [SmsError.TOO_OFTEN, SmsError.DAILY_CAP, SmsError.IP_CAP, SmsError.SEND_FAILED, SmsError.NOT_CONFIGURED]
const CONSUME = [SmsError.CODE_REQUIRED, SmsError.CODE_WRONG, SmsError.CODE_EXPIRED, SmsError.CODE_ATTEMPTS]
const MOBILE = [MemberAuthError.MOBILE_REQUIRED, MemberAuthError.MOBILE_INVALID]
const TAG = [TripartiteError.AUTH_TAG_INVALID]

/**
 * Login, registration, logout, password recovery and third-party login. One domain served under
 * several URL prefixes of the original API: /api/register, /api/login, /api/findpassword, /api/tripartite.
 */
export const authApi = defineEndpoints('auth', {
  registerConfig: {
    method: ['GET', 'POST'], path: '/api/register/config', summary: 'Registration and login settings: types, password length, third-party login',
    response: Type.Object({ value: RegisterConfig }),
  },
  registerMobileCode: {
    method: 'POST', path: '/api/register/mobileCode',
    summary: 'Sends a registration code; answers alike for members (their text says to log in instead)',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  registerByMobile: {
    method: 'POST', path: '/api/register/mobile', summary: 'Registers with a mobile and its code, and logs in',
    input: MobileLoginBody, response: LoginAnswer,
    errors: [...MOBILE, ...CONSUME, MemberAuthError.MOBILE_REGISTERED, AuthError.REGISTER_LIMIT],
  },
  registerByPassword: {
    method: 'POST', path: '/api/register/register', summary: 'Registers with a mobile and a password, and logs in',
    input: PasswordBody, response: LoginAnswer,
    errors: [...MOBILE, MemberAuthError.PASSWORD_TOO_SHORT, MemberAuthError.MOBILE_REGISTERED, AuthError.REGISTER_LIMIT, ...CAPTCHA],
  },
  loginMobileCode: {
    method: 'POST', path: '/api/login/mobileCode', summary: 'Sends a login code (an unknown mobile is registered by login/mobile)',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  loginByMobile: {
    method: 'POST', path: '/api/login/mobile', summary: 'Logs in with a mobile and its code; an unknown mobile is registered (is_register 1)',
    input: MobileLoginBody, response: LoginAnswer,
    errors: [...MOBILE, ...CONSUME, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT],
  },
  loginByPassword: {
    method: 'POST', path: '/api/login/login',
    summary: 'Logs in with a mobile and a password; wrong tries lock the account and the address for a growing time',
    input: PasswordBody, response: PasswordLoginAnswer,
    errors: [...MOBILE, MemberAuthError.PASSWORD_REQUIRED, MemberAuthError.LOGIN_FAILED, MemberAuthError.MEMBER_DISABLED, AuthError.PASSWORD_LOCKED, ...CAPTCHA],
  },
  logout: {
    method: 'POST', path: '/api/login/logout', auth: 'member', summary: 'Ends the session: the token is refused from now on',
    response: Type.Null(),
  },
  findPasswordCode: {
    method: 'POST', path: '/api/findpassword/mobileCode',
    summary: 'Sends a recovery code; answers alike for unknown mobiles (their text says there is no account)',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  findPassword: {
    method: 'POST', path: '/api/findpassword/find', summary: 'Sets a new password with a recovery code; every earlier session ends',
    input: FindPasswordBody, response: Type.Null(),
    errors: [
      ...MOBILE, MemberAuthError.PASSWORD_TOO_SHORT, ProfileError.PASSWORD_MISMATCH, ...CONSUME, ProfileError.MOBILE_UNKNOWN,
      MemberAuthError.MEMBER_DISABLED,
    ],
  },

  platformLogin: {
    method: 'POST', path: '/api/login/auth',
    summary: 'Logs in the member bound to a platform identity (auth_tag); -10016 when none is (or third-party login is off)',
    input: AuthLoginBody, response: LoginAnswer, errors: [CommonError.NOT_REGISTERED, ...TAG, MemberAuthError.MEMBER_DISABLED],
  },
  platformOnlyLogin: {
    method: 'POST', path: '/api/login/authonlylogin',
    summary: 'Logs in the member bound to a platform identity; an empty token when none is (never registers)',
    input: AuthLoginBody, response: LoginAnswer, errors: [...TAG, MemberAuthError.MEMBER_DISABLED],
  },
  platformRegister: {
    method: 'POST', path: '/api/login/authRegister',
    summary: 'Logs in the bound member, or registers one without a mobile for the identity (not when bind_mobile is on)',
    input: AuthRegisterBody, response: LoginAnswer,
    errors: [TripartiteError.THIRD_PARTY_OFF, TripartiteError.BIND_MOBILE_REQUIRED, ...TAG, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT],
  },
  bindMobileCode: {
    method: 'POST', path: '/api/tripartite/mobileCode',
    summary: 'Sends a code for binding a mobile: the complete-info popup, or the forced binding of a logged-in member',
    input: BindMobileCodeBody, response: SmsKey,
    errors: [TripartiteError.THIRD_PARTY_OFF, ...MOBILE, ...CAPTCHA, ...SEND, TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED],
  },
  bindMobile: {
    method: 'POST', path: '/api/tripartite/mobile',
    summary: "Binds a proven mobile: to the identity's member (registering one when needed), or to the logged-in member",
    input: BindMobileBody, response: LoginAnswer,
    errors: [
      TripartiteError.THIRD_PARTY_OFF, ...MOBILE, ...CONSUME, ...TAG, TripartiteError.IDENTITY_BOUND_ELSEWHERE, TripartiteError.PLATFORM_BOUND_OTHER,
      TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT,
    ],
  },
  getPhoneNumber: {
    method: 'POST', path: '/api/tripartite/getPhoneNumber',
    summary: "The mini-program user's mobile from WeChat (button code, or iv + encryptedData), with a mobile_tag for mobileauth",
    input: PhoneNumberBody, response: PhoneNumber,
    errors: [
      TripartiteError.THIRD_PARTY_OFF, ...TAG, TripartiteError.PHONE_NOT_SUPPORTED, TripartiteError.NOT_CONFIGURED, TripartiteError.SESSION_EXPIRED,
      TripartiteError.PHONE_DECRYPT_FAILED, TripartiteError.AUTH_CODE_INVALID, TripartiteError.PLATFORM_FAILED, MemberAuthError.MOBILE_INVALID,
      CommonError.TOO_MANY_REQUESTS,
    ],
  },
  mobileAuth: {
    method: 'POST', path: '/api/tripartite/mobileauth',
    summary: 'Binds the mobile the platform vouched for (mobile_tag) to the identity, registering a member when needed',
    input: MobileAuthBody, response: LoginAnswer,
    errors: [
      TripartiteError.THIRD_PARTY_OFF, ...TAG, TripartiteError.MOBILE_TAG_INVALID, TripartiteError.IDENTITY_BOUND_ELSEWHERE,
      TripartiteError.PLATFORM_BOUND_OTHER, TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED, MemberAuthError.MEMBER_DISABLED,
      AuthError.REGISTER_LIMIT,
    ],
  },
})
