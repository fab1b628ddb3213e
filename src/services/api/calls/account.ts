// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's balance (withdrawable and not), points and growth (member) */
export const accountInfo = /*#__PURE__*/ endpoint<T.AccountInfoInput, T.AccountInfoData>("GET", "/api/memberaccount/info")

/** A page of the caller's ledger, newest first (member) */
export const accountPage = /*#__PURE__*/ endpoint<T.AccountPageInput, T.AccountPageData>("GET", "/api/memberaccount/page")

/** One row of the caller's ledger (member) */
export const accountDetail = /*#__PURE__*/ endpoint<T.AccountDetailInput, T.AccountDetailData>("GET", "/api/memberaccount/detail")

/** The caller's assets: balance, points, growth, coupons, level (member) */
export const accountAssets = /*#__PURE__*/ endpoint<T.AccountAssetsInput, T.AccountAssetsData>("GET", "/api/memberaccount/assets")
