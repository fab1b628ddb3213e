// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The operator's point withdrawal settings, the caller's points, today's applications and the default account (member) */
export const pointwithdrawInfo = /*#__PURE__*/ endpoint<T.PointwithdrawInfoInput, T.PointwithdrawInfoData>("GET", "/api/pointwithdraw/info")

/** Apply to turn points into money: the points are held at once, under review (member) */
export const pointwithdrawApply = /*#__PURE__*/ endpoint<T.PointwithdrawApplyInput, T.PointwithdrawApplyData>("POST", "/api/pointwithdraw/apply")

/** A page of the caller's point withdrawals, newest first (member) */
export const pointwithdrawPage = /*#__PURE__*/ endpoint<T.PointwithdrawPageInput, T.PointwithdrawPageData>("POST", "/api/pointwithdraw/page")

/** One point withdrawal of the caller with its history (member) */
export const pointwithdrawDetail = /*#__PURE__*/ endpoint<T.PointwithdrawDetailInput, T.PointwithdrawDetailData>("POST", "/api/pointwithdraw/detail")
