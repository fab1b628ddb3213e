// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Checkout step 1: the goods per shop with their delivery options, coupons and invoice, and the member assets (member) */
export const orderCheckoutPayment = /*#__PURE__*/ endpoint<T.OrderCheckoutPaymentInput, T.OrderCheckoutPaymentData>("POST", "/api/ordercreate/payment")

/** Checkout step 2: every figure per shop and in total, to the fen (member) */
export const orderCheckoutCalculate = /*#__PURE__*/ endpoint<T.OrderCheckoutCalculateInput, T.OrderCheckoutCalculateData>("POST", "/api/ordercreate/calculate")

/** Checkout step 3: one order per shop under one out_trade_no (member) */
export const orderCheckoutCreate = /*#__PURE__*/ endpoint<T.OrderCheckoutCreateInput, T.OrderCheckoutCreateData>("POST", "/api/ordercreate/create")

/** A page of the caller's orders, newest first, with their lines and the buyer's actions (member) */
export const orderLists = /*#__PURE__*/ endpoint<T.OrderListsInput, T.OrderListsData>("POST", "/api/order/lists")

/** One of the caller's orders with lines, packages, actions and countdowns (member) */
export const orderDetail = /*#__PURE__*/ endpoint<T.OrderDetailInput, T.OrderDetailData>("POST", "/api/order/detail")

/** The buyer closes an unpaid order (member) */
export const orderClose = /*#__PURE__*/ endpoint<T.OrderCloseInput, T.OrderCloseData>("POST", "/api/order/close")

/** The buyer confirms receipt (3 -> 4) (member) */
export const orderTakeDelivery = /*#__PURE__*/ endpoint<T.OrderTakeDeliveryInput, T.OrderTakeDeliveryData>("POST", "/api/order/takedelivery")

/** The buyer pushes the automatic receipt back by order_config.extend_days, once (member) */
export const orderExtendTakeDelivery = /*#__PURE__*/ endpoint<T.OrderExtendTakeDeliveryInput, T.OrderExtendTakeDeliveryData>("POST", "/api/order/extendtakedelivery")

/** The buyer hides a closed or completed order (member) */
export const orderDelete = /*#__PURE__*/ endpoint<T.OrderDeleteInput, T.OrderDeleteData>("POST", "/api/order/delete")

/** Counts of the caller's orders per tab (member) */
export const orderNum = /*#__PURE__*/ endpoint<T.OrderNumInput, T.OrderNumData>("POST", "/api/order/num")

/** The order's packages with their tracking events (member) */
export const orderPackage = /*#__PURE__*/ endpoint<T.OrderPackageInput, T.OrderPackageData>("POST", "/api/order/package")
