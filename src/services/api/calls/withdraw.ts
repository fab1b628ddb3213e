// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's withdrawal accounts, the default first (member) */
export const withdrawAccountPage = /*#__PURE__*/ endpoint<T.WithdrawAccountPageInput, T.WithdrawAccountPageData>("POST", "/api/memberbankaccount/page")

/** One withdrawal account of the caller (member) */
export const withdrawAccountInfo = /*#__PURE__*/ endpoint<T.WithdrawAccountInfoInput, T.WithdrawAccountInfoData>("POST", "/api/memberbankaccount/info")

/** The caller's default withdrawal account, or null (member) */
export const withdrawAccountDefaultInfo = /*#__PURE__*/ endpoint<T.WithdrawAccountDefaultInfoInput, T.WithdrawAccountDefaultInfoData>("POST", "/api/memberbankaccount/defaultinfo")

/** Adds a withdrawal account; answers its id (member) */
export const withdrawAccountAdd = /*#__PURE__*/ endpoint<T.WithdrawAccountAddInput, T.WithdrawAccountAddData>("POST", "/api/memberbankaccount/add")

/** Changes a withdrawal account; answers its id (member) */
export const withdrawAccountEdit = /*#__PURE__*/ endpoint<T.WithdrawAccountEditInput, T.WithdrawAccountEditData>("POST", "/api/memberbankaccount/edit")

/** Deletes a withdrawal account; answers the default account id afterwards (0: none left) (member) */
export const withdrawAccountDelete = /*#__PURE__*/ endpoint<T.WithdrawAccountDeleteInput, T.WithdrawAccountDeleteData>("POST", "/api/memberbankaccount/delete")

/** Makes a withdrawal account the default (member) */
export const withdrawAccountSetDefault = /*#__PURE__*/ endpoint<T.WithdrawAccountSetDefaultInput, T.WithdrawAccountSetDefaultData>("POST", "/api/memberbankaccount/setdefault")

/** The operator's withdrawal settings, the caller's withdrawable balance, today's use of the limits and the default account (member) */
export const withdrawBalanceInfo = /*#__PURE__*/ endpoint<T.WithdrawBalanceInfoInput, T.WithdrawBalanceInfoData>("GET", "/api/memberwithdraw/info")

/** Apply to withdraw from the withdrawable balance: the amount is held at once, under review (member) */
export const withdrawBalanceApply = /*#__PURE__*/ endpoint<T.WithdrawBalanceApplyInput, T.WithdrawBalanceApplyData>("POST", "/api/memberwithdraw/apply")

/** A page of the caller's balance withdrawals, newest first (member) */
export const withdrawBalancePage = /*#__PURE__*/ endpoint<T.WithdrawBalancePageInput, T.WithdrawBalancePageData>("POST", "/api/memberwithdraw/page")

/** One balance withdrawal of the caller with its history (member) */
export const withdrawBalanceDetail = /*#__PURE__*/ endpoint<T.WithdrawBalanceDetailInput, T.WithdrawBalanceDetailData>("POST", "/api/memberwithdraw/detail")

/** The operator's point withdrawal settings, the caller's points, today's applications and the default account (member) */
export const withdrawPointInfo = /*#__PURE__*/ endpoint<T.WithdrawPointInfoInput, T.WithdrawPointInfoData>("GET", "/api/pointwithdraw/info")

/** Apply to turn points into money: the points are held at once, under review (member) */
export const withdrawPointApply = /*#__PURE__*/ endpoint<T.WithdrawPointApplyInput, T.WithdrawPointApplyData>("POST", "/api/pointwithdraw/apply")

/** A page of the caller's point withdrawals, newest first (member) */
export const withdrawPointPage = /*#__PURE__*/ endpoint<T.WithdrawPointPageInput, T.WithdrawPointPageData>("POST", "/api/pointwithdraw/page")

/** One point withdrawal of the caller with its history (member) */
export const withdrawPointDetail = /*#__PURE__*/ endpoint<T.WithdrawPointDetailInput, T.WithdrawPointDetailData>("POST", "/api/pointwithdraw/detail")
