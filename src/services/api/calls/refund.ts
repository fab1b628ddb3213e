// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** What refunding one order line would give back, and the choices for the application (member) */
export const refundRefundData = /*#__PURE__*/ endpoint<T.RefundRefundDataInput, T.RefundRefundDataData>("POST", "/api/orderrefund/refundData")

/** Apply for a refund of one order line (again after a refusal) (member) */
export const refundRefund = /*#__PURE__*/ endpoint<T.RefundRefundInput, T.RefundRefundData>("POST", "/api/orderrefund/refund")

/** The line's current refund with the buyer's actions and its history (member) */
export const refundDetail = /*#__PURE__*/ endpoint<T.RefundDetailInput, T.RefundDetailData>("POST", "/api/orderrefund/detail")

/** The buyer withdraws the application (requested, to return, or refused) (member) */
export const refundCancel = /*#__PURE__*/ endpoint<T.RefundCancelInput, T.RefundCancelData>("POST", "/api/orderrefund/cancel")

/** The buyer sends the goods back: carrier and tracking number (4 -> 5) (member) */
export const refundDelivery = /*#__PURE__*/ endpoint<T.RefundDeliveryInput, T.RefundDeliveryData>("POST", "/api/orderrefund/delivery")

/** A page of the caller's refunds, newest application first (member) */
export const refundLists = /*#__PURE__*/ endpoint<T.RefundListsInput, T.RefundListsData>("POST", "/api/orderrefund/lists")
