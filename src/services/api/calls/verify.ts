// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Whether the caller is a verifier, and of which shops (member) */
export const verifyCheckIsVerifier = /*#__PURE__*/ endpoint<T.VerifyCheckIsVerifierInput, T.VerifyCheckIsVerifierData>("GET", "/api/verify/checkisverifier")

/** The kinds of codes the desk writes off, with their names in the caller's language */
export const verifyGetVerifyType = /*#__PURE__*/ endpoint<T.VerifyGetVerifyTypeInput, T.VerifyGetVerifyTypeData>("GET", "/api/verify/getVerifyType")

/** What a code is (order, lines, masked buyer, status), without writing it off (member) */
export const verifyVerifyInfo = /*#__PURE__*/ endpoint<T.VerifyVerifyInfoInput, T.VerifyVerifyInfoData>("POST", "/api/verify/verifyInfo")

/** Write a code off (member) */
export const verifyVerify = /*#__PURE__*/ endpoint<T.VerifyVerifyInput, T.VerifyVerifyData>("POST", "/api/verify/verify")

/** The codes the caller wrote off, newest first (member) */
export const verifyLists = /*#__PURE__*/ endpoint<T.VerifyListsInput, T.VerifyListsData>("GET", "/api/verify/lists")
