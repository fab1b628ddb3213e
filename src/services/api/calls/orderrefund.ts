// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** What refunding one order line would give back, and the choices for the application (member) */
export const orderrefundRefundData = /*#__PURE__*/ endpoint<T.OrderrefundRefundDataInput, T.OrderrefundRefundDataData>("POST", "/api/orderrefund/refundData")

/** Apply for a refund of one order line (again after a refusal) (member) */
export const orderrefundRefund = /*#__PURE__*/ endpoint<T.OrderrefundRefundInput, T.OrderrefundRefundData>("POST", "/api/orderrefund/refund")

/** The line's current refund with the buyer's actions and its history (member) */
export const orderrefundDetail = /*#__PURE__*/ endpoint<T.OrderrefundDetailInput, T.OrderrefundDetailData>("POST", "/api/orderrefund/detail")

/** The buyer withdraws the application (requested, to return, or refused) (member) */
export const orderrefundCancel = /*#__PURE__*/ endpoint<T.OrderrefundCancelInput, T.OrderrefundCancelData>("POST", "/api/orderrefund/cancel")

/** The buyer sends the goods back: carrier and tracking number (4 -> 5) (member) */
export const orderrefundDelivery = /*#__PURE__*/ endpoint<T.OrderrefundDeliveryInput, T.OrderrefundDeliveryData>("POST", "/api/orderrefund/delivery")

/** A page of the caller's refunds, newest application first (member) */
export const orderrefundLists = /*#__PURE__*/ endpoint<T.OrderrefundListsInput, T.OrderrefundListsData>("POST", "/api/orderrefund/lists")
