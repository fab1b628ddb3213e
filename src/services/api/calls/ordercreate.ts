// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Checkout step 1: the goods per shop with their delivery options, coupons and invoice, and the member assets (member) */
export const ordercreatePayment = /*#__PURE__*/ endpoint<T.OrdercreatePaymentInput, T.OrdercreatePaymentData>("POST", "/api/ordercreate/payment")

/** Checkout step 2: every figure per shop and in total, to the fen (member) */
export const ordercreateCalculate = /*#__PURE__*/ endpoint<T.OrdercreateCalculateInput, T.OrdercreateCalculateData>("POST", "/api/ordercreate/calculate")

/** Checkout step 3: one order per shop under one out_trade_no (member) */
export const ordercreateCreate = /*#__PURE__*/ endpoint<T.OrdercreateCreateInput, T.OrdercreateCreateData>("POST", "/api/ordercreate/create")
