// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The Alipay OAuth URL (auth_base) for the Alipay browser */
export const alipayFuwuAuthUrl = /*#__PURE__*/ endpoint<T.AlipayFuwuAuthUrlInput, T.AlipayFuwuAuthUrlData>("POST", "/api/alifuwu/authcode")

/** An Alipay browser auth_code → the open_id and an auth_tag */
export const alipayFuwuCodeToOpenid = /*#__PURE__*/ endpoint<T.AlipayFuwuCodeToOpenidInput, T.AlipayFuwuCodeToOpenidData>("POST", "/api/alifuwu/authcodetoopenid")

/** An Alipay mini-program my.getAuthCode code → the open_id (or user_id) and an auth_tag */
export const alipayAppCodeToUserid = /*#__PURE__*/ endpoint<T.AlipayAppCodeToUseridInput, T.AlipayAppCodeToUseridData>("POST", "/aliapp/api/aliapp/authcodetouserid")
