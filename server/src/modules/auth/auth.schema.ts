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
const mobile = Type.Optional(Type.String({ maxLength: 20, description: 'a mainland mobile: ^1[3-9]\\d{9}$' }))
const key = Type.Optional(Type.String({ maxLength: 64, description: 'the key the code call answered' }))
const code = Type.Optional(Type.String({ maxLength: 10, description: 'the 4-digit SMS code' }))
const password = Type.Optional(Type.String({ maxLength: 64, description: 'at least 6 characters' }))
/** who shared the link the user came by; rewards and the referrer binding follow it */
const referral = {
  source_member: Type.Optional(Id({ minimum: 0, description: 'the referrer of a new member (ignored when not a member of this website); 0: none' })),
  suid: Type.Optional(Id({ minimum: 0, description: 'the suid of the share link, stored with a new member; 0: none' })),
}
const authTag = Type.Optional(Type.String({ maxLength: 4096, description: 'the auth_tag a code exchange answered (30 minutes)' }))
const profile = {
  nickname: Type.Optional(Type.String({ maxLength: 100, description: "for a new member; else the platform's" })),
  headimg: Type.Optional(Type.String({ maxLength: 500, description: "an http(s) URL, for a new member when the platform gives none" })),
}

export const MobileCodeBody = Type.Object({ mobile, ...CaptchaFields }, { title: 'MobileCodeInput' })
export type MobileCodeInput = Static<typeof MobileCodeBody>

export const MobileLoginBody = Type.Object({ mobile, key, code, ...referral }, { title: 'MobileLoginInput' })
export type MobileLoginInput = Static<typeof MobileLoginBody>

export const PasswordBody = Type.Object({
  /** the mobile number */
  username: Type.Optional(Type.String({ maxLength: 20, description: 'the mobile number' })),
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
  source_site_id: Type.Optional(Id({ minimum: 0, description: 'the shop a share link came from' })),
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
  code: Type.Optional(Type.String({ maxLength: 512, description: "the phone button's one-time code (getPhoneNumber's new flow)" })),
  /** the old flow: base64 */
  iv: Type.Optional(Type.String({ maxLength: 64, description: 'base64, with encryptedData (the old flow)' })),
  encryptedData: Type.Optional(Type.String({ maxLength: 8192, description: 'base64, decrypted with the stored session_key' })),
})
export type PhoneNumberInput = Static<typeof PhoneNumberBody>

export const MobileAuthBody = Type.Object({
  auth_tag: authTag,
  mobile_tag: Type.Optional(Type.String({ maxLength: 4096, description: 'from /api/tripartite/getPhoneNumber, for the same identity (10 minutes)' })),
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
  token: Type.String({ description: "send it in the token header; '' from authonlylogin when the identity is not bound" }),
  is_register: Flag('1: this call registered a new member'),
}, { title: 'LoginAnswer' })
export type LoginAnswer = Static<typeof LoginAnswer>

export const PasswordLoginAnswer = Type.Object({ token: Type.String({ description: 'send it in the token header' }) }, { title: 'PasswordLoginAnswer' })

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
    description:
      "third_party and bind_mobile come from the operator's register_config (both 0 by default); register and login list the " +
      'enabled types; pwd_len is 6.',
    response: Type.Object({ value: RegisterConfig }),
  },
  registerMobileCode: {
    method: 'POST', path: '/api/register/mobileCode',
    summary: 'Sends a registration code; answers alike for members (their text says to log in instead)',
    description:
      'Mobile ^1[3-9]\\d{9}$ (-20201 empty, -20202 invalid). The captcha when the captcha config asks for it (-20203 / -20204). The ' +
      'code (4 digits, 5 minutes) goes to the SMS provider, never into the answer. The answer is the same whether the mobile is a ' +
      "member or not: a member's phone is texted to log in instead. SMS limits: one code per mobile a minute (-20209, data " +
      '{seconds}), 10 per mobile a day (-20210), 30 per address an hour (-20211), whatever the website; -20212 the provider failed; ' +
      '-20218 no SMS provider configured.',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  registerByMobile: {
    method: 'POST', path: '/api/register/mobile', summary: 'Registers with a mobile and its code, and logs in',
    description:
      'Spends a register code: -20205 no code, -20206 wrong, -20207 expired or unknown key, -20208 the 5th wrong try voided it. A ' +
      "mobile that is already a member's: -20213 once the code is proven. Registration limits (every way of registering): 10 new " +
      'members per address an hour and 5 per address and user agent in 10 minutes, then -20220, checked before the code is spent. ' +
      'The registration reward is credited once, inside the registration.',
    input: MobileLoginBody, response: LoginAnswer,
    errors: [...MOBILE, ...CONSUME, MemberAuthError.MOBILE_REGISTERED, AuthError.REGISTER_LIMIT],
  },
  registerByPassword: {
    method: 'POST', path: '/api/register/register', summary: 'Registers with a mobile and a password, and logs in',
    description:
      "username is the mobile. Password at least 6 characters (-20214). The captcha when the captcha config asks for it. A member's " +
      'mobile: -20213. Registration limits as register/mobile (-20220).',
    input: PasswordBody, response: LoginAnswer,
    errors: [...MOBILE, MemberAuthError.PASSWORD_TOO_SHORT, MemberAuthError.MOBILE_REGISTERED, AuthError.REGISTER_LIMIT, ...CAPTCHA],
  },
  loginMobileCode: {
    method: 'POST', path: '/api/login/mobileCode', summary: 'Sends a login code (an unknown mobile is registered by login/mobile)',
    description:
      'As /api/register/mobileCode (captcha, SMS limits), for a login code; works for an unknown mobile too, which ' +
      '/api/login/mobile then registers.',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  loginByMobile: {
    method: 'POST', path: '/api/login/mobile', summary: 'Logs in with a mobile and its code; an unknown mobile is registered (is_register 1)',
    description:
      'Spends a login code (-20205 ... -20208 as register/mobile). An unknown mobile is registered (is_register 1), under the ' +
      'registration limits (-20220, checked before the code is spent). A disabled member: -20216.',
    input: MobileLoginBody, response: LoginAnswer,
    errors: [...MOBILE, ...CONSUME, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT],
  },
  loginByPassword: {
    method: 'POST', path: '/api/login/login',
    summary: 'Logs in with a mobile and a password; repeated wrong tries need a captcha and are answered late, never locked',
    description:
      'username is the mobile. A wrong password and an unknown mobile both answer -20215, at the same cost. The captcha on every login ' +
      'when the captcha config asks for it (-20203 / -20204). Otherwise after 2 wrong passwords in a row for the mobile, or 20 wrong ' +
      'from the address within an hour, every attempt needs a solved captcha: without one, or with a wrong one, -20221 with data ' +
      '{captcha_required: 1} and the password is neither judged nor counted. From the 3rd wrong in a row the answer comes late (0.5 s, ' +
      "doubling up to 8 s); a right answer never. No mobile and no address is locked out: a right password with a solved captcha " +
      "always gets in, and a success clears the mobile's record. A disabled member: -20216.",
    input: PasswordBody, response: PasswordLoginAnswer,
    errors: [...MOBILE, MemberAuthError.PASSWORD_REQUIRED, MemberAuthError.LOGIN_FAILED, MemberAuthError.MEMBER_DISABLED, AuthError.LOGIN_CAPTCHA_REQUIRED, ...CAPTCHA],
  },
  logout: {
    method: 'POST', path: '/api/login/logout', auth: 'member', summary: 'Ends the session: the token is refused from now on',
    description:
      "The token's id is revoked in the database until the token would have expired, so the token is refused (-10009) from now on, " +
      'also after a restart. This answer never carries refreshtoken.',
    response: Type.Null(),
  },
  findPasswordCode: {
    method: 'POST', path: '/api/findpassword/mobileCode',
    summary: 'Sends a recovery code; answers alike for unknown mobiles (their text says there is no account)',
    description:
      'As /api/register/mobileCode (captcha, SMS limits), for a recovery code; the same answer whether the mobile is a member or ' +
      'not (a number without an account is texted so).',
    input: MobileCodeBody, response: SmsKey, errors: [...MOBILE, ...CAPTCHA, ...SEND],
  },
  findPassword: {
    method: 'POST', path: '/api/findpassword/find', summary: 'Sets a new password with a recovery code; every earlier session ends',
    description:
      'Password at least 6 characters (-20214); re_pass, when sent, must match (-20407). Spends the recovery code (-20205 ... ' +
      '-20208); then an unknown mobile answers -20404 and a disabled member -20216. Every token issued before is refused from now ' +
      'on.',
    input: FindPasswordBody, response: Type.Null(),
    errors: [
      ...MOBILE, MemberAuthError.PASSWORD_TOO_SHORT, ProfileError.PASSWORD_MISMATCH, ...CONSUME, ProfileError.MOBILE_UNKNOWN,
      MemberAuthError.MEMBER_DISABLED,
    ],
  },

  platformLogin: {
    method: 'POST', path: '/api/login/auth',
    summary: 'Logs in the member bound to a platform identity (auth_tag); -10016 when none is (or third-party login is off)',
    description:
      'auth_tag from one of the code exchanges (-20307 when missing, tampered, expired or of another website). A WeChat identity is ' +
      'also found by its unionid across the official account and the mini-program (the new openid is bound then). Not bound, or ' +
      'third-party login off: -10016; the app then reads /api/register/config and follows spec section 4 (with third_party off it ' +
      'goes to the login page).',
    input: AuthLoginBody, response: LoginAnswer, errors: [CommonError.NOT_REGISTERED, ...TAG, MemberAuthError.MEMBER_DISABLED],
  },
  platformOnlyLogin: {
    method: 'POST', path: '/api/login/authonlylogin',
    summary: 'Logs in the member bound to a platform identity; an empty token when none is (never registers)',
    description:
      "As /api/login/auth, but an identity that is not bound (or third-party login off) answers {token: '', is_register: 0}: never " +
      'registers, never -10016.',
    input: AuthLoginBody, response: LoginAnswer, errors: [...TAG, MemberAuthError.MEMBER_DISABLED],
  },
  platformRegister: {
    method: 'POST', path: '/api/login/authRegister',
    summary: 'Logs in the bound member, or registers one without a mobile for the identity (not when bind_mobile is on)',
    description:
      '-20303 third-party login off. A bound identity logs in (is_register 0). Otherwise a member without a mobile is registered ' +
      "with the identity (is_register 1), refused with -20302 when bind_mobile is on. nickname: the given one, else the platform's; " +
      "headimg: the platform's, else a given http(s) URL. Registration limits apply (-20220).",
    input: AuthRegisterBody, response: LoginAnswer,
    errors: [TripartiteError.THIRD_PARTY_OFF, TripartiteError.BIND_MOBILE_REQUIRED, ...TAG, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT],
  },
  bindMobileCode: {
    method: 'POST', path: '/api/tripartite/mobileCode',
    summary: 'Sends a code for binding a mobile: the complete-info popup, or the forced binding of a logged-in member',
    description:
      '-20303 third-party login off. Sends a bind code (captcha and SMS limits as /api/register/mobileCode). With a token (forced ' +
      "binding): a member who already has another mobile -20313 (change it in the profile), another member's mobile -20213.",
    input: BindMobileCodeBody, response: SmsKey,
    errors: [TripartiteError.THIRD_PARTY_OFF, ...MOBILE, ...CAPTCHA, ...SEND, TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED],
  },
  bindMobile: {
    method: 'POST', path: '/api/tripartite/mobile',
    summary: "Binds a proven mobile: to the identity's member (registering one when needed), or to the logged-in member",
    description:
      '-20303 third-party login off. Spends the bind code (-20205 ... -20208) after every other check, so a refused call leaves it ' +
      'usable; the captcha was spent by mobileCode and is not checked again. Without a token (auth_tag required, -20307): the ' +
      "identity goes to the mobile's member (is_register 0) or a member is registered with both (is_register 1, registration limits " +
      "-20220); -20304 the identity is bound to another member, -20312 the mobile's member already holds another identity of this " +
      'platform, -20216 that member is disabled. With a token (forced binding): the logged-in member takes the mobile, and the ' +
      "identity when auth_tag is given; -20313 the member already has another mobile, -20213 another member's mobile, -20304 / " +
      '-20312 as above.',
    input: BindMobileBody, response: LoginAnswer,
    errors: [
      TripartiteError.THIRD_PARTY_OFF, ...MOBILE, ...CONSUME, ...TAG, TripartiteError.IDENTITY_BOUND_ELSEWHERE, TripartiteError.PLATFORM_BOUND_OTHER,
      TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED, MemberAuthError.MEMBER_DISABLED, AuthError.REGISTER_LIMIT,
    ],
  },
  getPhoneNumber: {
    method: 'POST', path: '/api/tripartite/getPhoneNumber',
    summary: "The mini-program user's mobile from WeChat (button code, or iv + encryptedData), with a mobile_tag for mobileauth",
    description:
      '-20303 third-party login off; auth_tag must be a weapp one (-20307 invalid, -20311 another platform); -20301 the ' +
      'mini-program is not configured. Either code (the new button, exchanged with WeChat: -20305 refused, -20306 failed, -10029 ' +
      'past 60 exchanges per address a minute), or iv and encryptedData, decrypted with the session_key kept by ' +
      '/weapp/api/weapp/authcodetoopenid (-20310 gone after 30 minutes, -20309 does not decrypt or the watermark names another ' +
      'app). A non-mainland number: -20202. mobile_tag proves the mobile for this identity for 10 minutes.',
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
    description:
      '-20303 third-party login off; -20307 bad auth_tag; -20308 mobile_tag invalid, expired or issued to another identity. Without ' +
      "a token, as /api/tripartite/mobile: the identity goes to the mobile's member or a member is registered (registration limits " +
      '-20220). With a token (forced binding by the WeChat phone button) the logged-in member takes the mobile and the identity ' +
      "(is_register 0): -20213 another member's mobile, -20313 a member with another mobile, -20304 an identity held by another " +
      'member, -20312 the member holds another identity of this platform.',
    input: MobileAuthBody, response: LoginAnswer,
    errors: [
      TripartiteError.THIRD_PARTY_OFF, ...TAG, TripartiteError.MOBILE_TAG_INVALID, TripartiteError.IDENTITY_BOUND_ELSEWHERE,
      TripartiteError.PLATFORM_BOUND_OTHER, TripartiteError.MEMBER_HAS_MOBILE, MemberAuthError.MOBILE_REGISTERED, MemberAuthError.MEMBER_DISABLED,
      AuthError.REGISTER_LIMIT,
    ],
  },
})
