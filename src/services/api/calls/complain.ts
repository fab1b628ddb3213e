// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** An order line's complaint to the platform (the newest), and whether one can be made now (member) */
export const complainDetail = /*#__PURE__*/ endpoint<T.ComplainDetailInput, T.ComplainDetailData>("POST", "/api/ordercomplain/detail")

/** Ask the platform to step in on a refund the shop refused, or left unanswered for 48 hours (member) */
export const complainComplain = /*#__PURE__*/ endpoint<T.ComplainComplainInput, T.ComplainComplainData>("POST", "/api/ordercomplain/complain")

/** Withdraw the waiting complaint of a line (member) */
export const complainCancel = /*#__PURE__*/ endpoint<T.ComplainCancelInput, T.ComplainCancelData>("POST", "/api/ordercomplain/cancel")
