// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The coupons a goods' buyer may receive: its shop's and the platform's */
export const couponGoodsCouponTypes = /*#__PURE__*/ endpoint<T.CouponGoodsCouponTypesInput, T.CouponGoodsCouponTypesData>("GET", "/api/coupon/goodscoupontypelist")

/** One receivable coupon type (the coupon receive page) */
export const couponTypeInfo = /*#__PURE__*/ endpoint<T.CouponTypeInfoInput, T.CouponTypeInfoData>("GET", "/api/coupon/typeinfo")

/** Receive one coupon of a type (member) */
export const couponReceive = /*#__PURE__*/ endpoint<T.CouponReceiveInput, T.CouponReceiveData>("POST", "/api/coupon/receive")

/** A page of the caller's coupons in one state, newest first (member) */
export const couponMemberPage = /*#__PURE__*/ endpoint<T.CouponMemberPageInput, T.CouponMemberPageData>("GET", "/api/coupon/memberpage")
