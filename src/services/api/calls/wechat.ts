// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The official account OAuth URL for the WeChat browser (snsapi_base or snsapi_userinfo) */
export const wechatMpAuthUrl = /*#__PURE__*/ endpoint<T.WechatMpAuthUrlInput, T.WechatMpAuthUrlData>("POST", "/wechat/api/wechat/authcode")

/** An official account OAuth code → openid (and the profile with snsapi_userinfo) and an auth_tag */
export const wechatMpCodeToOpenid = /*#__PURE__*/ endpoint<T.WechatMpCodeToOpenidInput, T.WechatMpCodeToOpenidData>("POST", "/wechat/api/wechat/authcodetoopenid")

/** A mini-program wx.login code → openid and an auth_tag (the session_key stays on the server) */
export const wechatWeappCodeToOpenid = /*#__PURE__*/ endpoint<T.WechatWeappCodeToOpenidInput, T.WechatWeappCodeToOpenidData>("POST", "/weapp/api/weapp/authcodetoopenid")

/** Subscription message template ids of the mini-program for the given events */
export const wechatMessageTmplIds = /*#__PURE__*/ endpoint<T.WechatMessageTmplIdsInput, T.WechatMessageTmplIdsData>("GET", "/weapp/api/weapp/messagetmplids")
