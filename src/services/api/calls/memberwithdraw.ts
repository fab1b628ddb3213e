// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The operator's withdrawal settings, the caller's withdrawable balance, today's use of the limits and the default account (member) */
export const memberwithdrawInfo = /*#__PURE__*/ endpoint<T.MemberwithdrawInfoInput, T.MemberwithdrawInfoData>("GET", "/api/memberwithdraw/info")

/** Apply to withdraw from the withdrawable balance: the amount is held at once, under review (member) */
export const memberwithdrawApply = /*#__PURE__*/ endpoint<T.MemberwithdrawApplyInput, T.MemberwithdrawApplyData>("POST", "/api/memberwithdraw/apply")

/** A page of the caller's balance withdrawals, newest first (member) */
export const memberwithdrawPage = /*#__PURE__*/ endpoint<T.MemberwithdrawPageInput, T.MemberwithdrawPageData>("POST", "/api/memberwithdraw/page")

/** One balance withdrawal of the caller with its history (member) */
export const memberwithdrawDetail = /*#__PURE__*/ endpoint<T.MemberwithdrawDetailInput, T.MemberwithdrawDetailData>("POST", "/api/memberwithdraw/detail")
