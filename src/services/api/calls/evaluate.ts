// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** An order's lines to evaluate or follow up, with what the caller wrote (member) */
export const evaluateEvaluateData = /*#__PURE__*/ endpoint<T.EvaluateEvaluateDataInput, T.EvaluateEvaluateDataData>("GET", "/api/goodsevaluate/evaluateData")

/** Evaluate a received or completed order, every line that was not refunded (member) */
export const evaluateAdd = /*#__PURE__*/ endpoint<T.EvaluateAddInput, T.EvaluateAddData>("POST", "/api/goodsevaluate/add")

/** Follow up evaluated lines, once per line, within the window after the first evaluation (member) */
export const evaluateAgain = /*#__PURE__*/ endpoint<T.EvaluateAgainInput, T.EvaluateAgainData>("POST", "/api/goodsevaluate/again")

/** A page of a goods' evaluations, newest first */
export const evaluatePage = /*#__PURE__*/ endpoint<T.EvaluatePageInput, T.EvaluatePageData>("GET", "/api/goodsevaluate/page")

/** A goods' evaluation counts per filter and its good rate */
export const evaluateCount = /*#__PURE__*/ endpoint<T.EvaluateCountInput, T.EvaluateCountData>("GET", "/api/goodsevaluate/count")

/** The counts and the newest two evaluations, for the goods detail */
export const evaluateFirstinfo = /*#__PURE__*/ endpoint<T.EvaluateFirstinfoInput, T.EvaluateFirstinfoData>("GET", "/api/goodsevaluate/firstinfo")
