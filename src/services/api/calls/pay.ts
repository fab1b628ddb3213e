// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A payment of the caller, with its orders (member) */
export const payInfo = /*#__PURE__*/ endpoint<T.PayInfoInput, T.PayInfoData>("POST", "/api/pay/info")

/** The payment channels of this client */
export const payType = /*#__PURE__*/ endpoint<T.PayTypeInput, T.PayTypeData>("GET", "/api/pay/type")

/** Starts (or resumes) paying through a channel (member) */
export const payPay = /*#__PURE__*/ endpoint<T.PayPayInput, T.PayPayData>("POST", "/api/pay/pay")

/** Whether a payment is paid (member) */
export const payStatus = /*#__PURE__*/ endpoint<T.PayStatusInput, T.PayStatusData>("POST", "/api/pay/status")

/** Development channel: the shopper confirms the payment (member) */
export const payDevpayConfirm = /*#__PURE__*/ endpoint<T.PayDevpayConfirmInput, T.PayDevpayConfirmData>("POST", "/api/pay/devpay/confirm")

/** A new payment for unpaid orders (pay again) (member) */
export const payOrderPay = /*#__PURE__*/ endpoint<T.PayOrderPayInput, T.PayOrderPayData>("POST", "/api/order/pay")
