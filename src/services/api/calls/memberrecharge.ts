// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Whether recharging is open, and the free amount the operator allows */
export const memberrechargeConfig = /*#__PURE__*/ endpoint<T.MemberrechargeConfigInput, T.MemberrechargeConfigData>("GET", "/memberrecharge/api/memberrecharge/config")

/** The recharge packages on sale, by sort */
export const memberrechargePage = /*#__PURE__*/ endpoint<T.MemberrechargePageInput, T.MemberrechargePageData>("GET", "/memberrecharge/api/memberrecharge/page")

/** One package on sale */
export const memberrechargeInfo = /*#__PURE__*/ endpoint<T.MemberrechargeInfoInput, T.MemberrechargeInfoData>("GET", "/memberrecharge/api/memberrecharge/info")

/** A recharge order and its payment (event recharge): pay its out_trade_no with /api/pay/pay (member) */
export const memberrechargeCreate = /*#__PURE__*/ endpoint<T.MemberrechargeCreateInput, T.MemberrechargeCreateData>("POST", "/memberrecharge/api/ordercreate/create")

/** The caller's recharge orders, newest first (member) */
export const memberrechargeOrderPage = /*#__PURE__*/ endpoint<T.MemberrechargeOrderPageInput, T.MemberrechargeOrderPageData>("GET", "/memberrecharge/api/order/page")

/** One recharge order of the caller (another member's answers -10004, as an unknown one) (member) */
export const memberrechargeOrderDetail = /*#__PURE__*/ endpoint<T.MemberrechargeOrderDetailInput, T.MemberrechargeOrderDetailData>("GET", "/memberrecharge/api/order/detail")
