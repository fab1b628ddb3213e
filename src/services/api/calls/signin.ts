// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's sign-in today, the current run and the month's calendar (member) */
export const signinGetSignStatus = /*#__PURE__*/ endpoint<T.SigninGetSignStatusInput, T.SigninGetSignStatusData>("GET", "/api/membersignin/getSignStatus")

/** Sign in for today: the daily reward plus a run bonus, credited once (member) */
export const signinSignin = /*#__PURE__*/ endpoint<T.SigninSigninInput, T.SigninSigninData>("POST", "/api/membersignin/signin")

/** The sign-in rewards the operator set (website_config membersignin_config) */
export const signinAward = /*#__PURE__*/ endpoint<T.SigninAwardInput, T.SigninAwardData>("GET", "/api/membersignin/award")
