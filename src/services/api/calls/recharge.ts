// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Whether recharging is open, and the free amount the operator allows */
export const rechargeConfig = /*#__PURE__*/ endpoint<T.RechargeConfigInput, T.RechargeConfigData>("GET", "/memberrecharge/api/memberrecharge/config")

/** The recharge packages on sale, by sort */
export const rechargePage = /*#__PURE__*/ endpoint<T.RechargePageInput, T.RechargePageData>("GET", "/memberrecharge/api/memberrecharge/page")

/** One package on sale */
export const rechargeInfo = /*#__PURE__*/ endpoint<T.RechargeInfoInput, T.RechargeInfoData>("GET", "/memberrecharge/api/memberrecharge/info")

/** A recharge order and its payment (event recharge): pay its out_trade_no with /api/pay/pay (member) */
export const rechargeCreate = /*#__PURE__*/ endpoint<T.RechargeCreateInput, T.RechargeCreateData>("POST", "/memberrecharge/api/ordercreate/create")

/** The caller's recharge orders, newest first (member) */
export const rechargeOrderPage = /*#__PURE__*/ endpoint<T.RechargeOrderPageInput, T.RechargeOrderPageData>("GET", "/memberrecharge/api/order/page")

/** One recharge order of the caller (another member's answers -10004, as an unknown one) (member) */
export const rechargeOrderDetail = /*#__PURE__*/ endpoint<T.RechargeOrderDetailInput, T.RechargeOrderDetailData>("GET", "/memberrecharge/api/order/detail")
