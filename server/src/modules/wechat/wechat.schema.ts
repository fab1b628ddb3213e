import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, StringEnum } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'
import { TripartiteError } from '../auth/auth.tripartite.messages.js'

export const OAUTH_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const

export const AuthcodeBody = Type.Object({
  /** where the platform sends the browser back with ?code= (http or https) */
  redirect_url: Type.Optional(Type.String({ maxLength: 1000, description: 'http or https; WeChat returns there with code and state' })),
  /** the shop a share link came from; it rides along in the OAuth state */
  source_site_id: Type.Optional(Id({ minimum: 0, description: 'the shop a share link came from; sent along as state s<id>' })),
  scopes: Type.Optional(StringEnum(OAUTH_SCOPES, 'WechatOauthScope', 'snsapi_base (default, silent) or snsapi_userinfo (asks for the profile)')),
})
export type AuthcodeInput = Static<typeof AuthcodeBody>

/** A platform's one-time code (OAuth, wx.login, my.getAuthCode). */
export const CodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 512, description: 'the one-time code: OAuth code, wx.login code or my.getAuthCode / auth_code' }),
  redirect_url: Type.Optional(Type.String({ maxLength: 1000, description: 'the redirect_url the code was issued for (accepted, not needed)' })),
}, { title: 'PlatformCodeInput' })
export type CodeInput = Static<typeof CodeBody>

const authTag = Type.String({ description: 'signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes)' })

export const WechatOpenid = Type.Object({
  openid: Type.String(),
  /** empty when the account is not in an open platform */
  unionid: Type.String({ description: "'' when the account is in no open platform" }),
  /** the profile, only when the user granted snsapi_userinfo */
  userinfo: Nullable(Type.Object({ nickName: Type.String(), avatarUrl: Type.String() })),
  auth_tag: authTag,
}, { title: 'WechatOpenid' })
export type WechatOpenid = Static<typeof WechatOpenid>

export const WeappOpenid = Type.Object({
  openid: Type.String(),
  unionid: Type.String({ description: "'' when the mini-program is in no open platform" }),
  auth_tag: authTag,
}, { title: 'WeappOpenid' })
export type WeappOpenid = Static<typeof WeappOpenid>

/** The URL of an OAuth page to send the browser to. */
export const AuthorizeUrl = Type.String({ title: 'AuthorizeUrl', description: 'the platform page that asks the user to authorise' })

// every platform code exchange (WeChat and Alipay alike) is limited per IP (-10029) and fails the same ways
export const exchangeErrors = [
  TripartiteError.NOT_CONFIGURED, TripartiteError.AUTH_CODE_INVALID, TripartiteError.PLATFORM_FAILED, CommonError.TOO_MANY_REQUESTS,
] as const

export const wechatApi = defineEndpoints('wechat', {
  mpAuthUrl: {
    method: 'POST', path: '/wechat/api/wechat/authcode',
    summary: 'The official account OAuth URL for the WeChat browser (snsapi_base or snsapi_userinfo)',
    description:
      'redirect_url must be an http or https URL (-20314); the official account must be configured (-20301). The OAuth state is ' +
      's<source_site_id>, or mall; WeChat sends the browser back to redirect_url with code and state added. Works whatever ' +
      'register_config says (the openid is also needed for payment).',
    input: AuthcodeBody, response: AuthorizeUrl,
    errors: [TripartiteError.NOT_CONFIGURED, TripartiteError.REDIRECT_URL_INVALID],
  },
  mpCodeToOpenid: {
    method: 'POST', path: '/wechat/api/wechat/authcodetoopenid',
    summary: 'An official account OAuth code → openid (and the profile with snsapi_userinfo) and an auth_tag',
    description:
      '-20301 official account not configured; -20305 WeChat refused the code (invalid, used or expired: authorise again; data ' +
      "carries WeChat's errcode); -20306 WeChat failed; -10029 past 60 code exchanges per address a minute. unionid is '' when the " +
      'account is in no open platform; userinfo only with snsapi_userinfo. The auth_tag (30 minutes) is what the login calls take; ' +
      'the server never trusts an openid a client sends.',
    input: CodeBody, response: WechatOpenid, errors: exchangeErrors,
  },
  weappCodeToOpenid: {
    method: 'POST', path: '/weapp/api/weapp/authcodetoopenid',
    summary: 'A mini-program wx.login code → openid and an auth_tag (the session_key stays on the server)',
    description:
      '-20301 mini-program not configured; -20305 WeChat refused the code (data carries its errcode); -20306 WeChat failed; -10029 ' +
      'past 60 code exchanges per address a minute. The session_key stays on the server for 30 minutes, for ' +
      '/api/tripartite/getPhoneNumber with iv and encryptedData.',
    input: CodeBody, response: WeappOpenid, errors: exchangeErrors,
  },
  messageTmplIds: {
    method: ['GET', 'POST'], path: '/weapp/api/weapp/messagetmplids',
    summary: 'Subscription message template ids of the mini-program for the given events',
    description:
      "keywords: comma separated events (ORDER_PAY, ORDER_DELIVERY, ORDER_TAKE_DELIVERY, ORDER_CLOSE …). The operator maps events to " +
      "WeChat template ids in the website setting 'weapp_subscribe_templates' ({ORDER_PAY: 'tmpl id', …}); events without a template " +
      'are left out, so an unconfigured mall answers []. At most 5 ids (the client asks for at most its configured count per tap).',
    input: Type.Object({ keywords: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Z_,]*$' })) }),
    response: Type.Array(Type.String(), { maxItems: 5 }),
  },
})
