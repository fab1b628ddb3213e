// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's balance (withdrawable and not), points and growth (member) */
export const memberaccountInfo = /*#__PURE__*/ endpoint<T.MemberaccountInfoInput, T.MemberaccountInfoData>("GET", "/api/memberaccount/info")

/** A page of the caller's ledger, newest first (member) */
export const memberaccountPage = /*#__PURE__*/ endpoint<T.MemberaccountPageInput, T.MemberaccountPageData>("GET", "/api/memberaccount/page")

/** One row of the caller's ledger (member) */
export const memberaccountDetail = /*#__PURE__*/ endpoint<T.MemberaccountDetailInput, T.MemberaccountDetailData>("GET", "/api/memberaccount/detail")

/** The caller's assets: balance, points, growth, coupons, level (member) */
export const memberaccountAssets = /*#__PURE__*/ endpoint<T.MemberaccountAssetsInput, T.MemberaccountAssetsData>("GET", "/api/memberaccount/assets")
