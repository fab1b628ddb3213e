import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, StringEnum } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'
import { TripartiteError } from '../auth/auth.tripartite.messages.js'

export const OAUTH_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const

export const AuthcodeBody = Type.Object({
  /** where the platform sends the browser back with ?code= (http or https) */
  redirect_url: Type.Optional(Type.String({ maxLength: 1000 })),
  /** the shop a share link came from; it rides along in the OAuth state */
  source_site_id: Type.Optional(Id({ minimum: 0 })),
  scopes: Type.Optional(StringEnum(OAUTH_SCOPES, 'WechatOauthScope')),
})
export type AuthcodeInput = Static<typeof AuthcodeBody>

/** A platform's one-time code (OAuth, wx.login, my.getAuthCode). */
export const CodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 512 }),
  redirect_url: Type.Optional(Type.String({ maxLength: 1000 })),
}, { title: 'PlatformCodeInput' })
export type CodeInput = Static<typeof CodeBody>

const authTag = Type.String({ description: 'signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes)' })

export const WechatOpenid = Type.Object({
  openid: Type.String(),
  /** empty when the account is not in an open platform */
  unionid: Type.String(),
  /** the profile, only when the user granted snsapi_userinfo */
  userinfo: Nullable(Type.Object({ nickName: Type.String(), avatarUrl: Type.String() })),
  auth_tag: authTag,
}, { title: 'WechatOpenid' })
export type WechatOpenid = Static<typeof WechatOpenid>

export const WeappOpenid = Type.Object({
  openid: Type.String(),
  unionid: Type.String(),
  auth_tag: authTag,
}, { title: 'WeappOpenid' })
export type WeappOpenid = Static<typeof WeappOpenid>

/** The URL of an OAuth page to send the browser to. */
export const AuthorizeUrl = Type.String({ title: 'AuthorizeUrl', description: 'the platform page that asks the user to authorise' })

// every exchange is limited per IP (-10029) and fails the same ways
const exchangeErrors = [
  TripartiteError.NOT_CONFIGURED, TripartiteError.AUTH_CODE_INVALID, TripartiteError.PLATFORM_FAILED, CommonError.TOO_MANY_REQUESTS,
] as const

export const wechatApi = defineEndpoints('wechat', {
  mpAuthUrl: {
    method: 'POST', path: '/wechat/api/wechat/authcode',
    summary: 'The official account OAuth URL for the WeChat browser (snsapi_base or snsapi_userinfo)',
    input: AuthcodeBody, response: AuthorizeUrl,
    errors: [TripartiteError.NOT_CONFIGURED, TripartiteError.REDIRECT_URL_INVALID],
  },
  mpCodeToOpenid: {
    method: 'POST', path: '/wechat/api/wechat/authcodetoopenid',
    summary: 'An official account OAuth code → openid (and the profile with snsapi_userinfo) and an auth_tag',
    input: CodeBody, response: WechatOpenid, errors: exchangeErrors,
  },
  weappCodeToOpenid: {
    method: 'POST', path: '/weapp/api/weapp/authcodetoopenid',
    summary: 'A mini-program wx.login code → openid and an auth_tag (the session_key stays on the server)',
    input: CodeBody, response: WeappOpenid, errors: exchangeErrors,
  },
})
