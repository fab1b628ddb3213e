// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Merchant staff log in with username and password (captcha as the member login) */
export const merchantLogin = /*#__PURE__*/ endpoint<T.MerchantLoginInput, T.MerchantLoginData>("POST", "/merchant/api/login")
