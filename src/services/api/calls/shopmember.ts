// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Follow a shop (member) */
export const shopmemberAdd = /*#__PURE__*/ endpoint<T.ShopmemberAddInput, T.ShopmemberAddData>("POST", "/api/shopmember/add")

/** Stop following a shop (member) */
export const shopmemberDelete = /*#__PURE__*/ endpoint<T.ShopmemberDeleteInput, T.ShopmemberDeleteData>("POST", "/api/shopmember/delete")

/** Whether the caller follows a shop (member) */
export const shopmemberIsFollow = /*#__PURE__*/ endpoint<T.ShopmemberIsFollowInput, T.ShopmemberIsFollowData>("GET", "/api/shopmember/isfollow")

/** A page of the caller's followed shops, newest first (member) */
export const shopmemberMemberShop = /*#__PURE__*/ endpoint<T.ShopmemberMemberShopInput, T.ShopmemberMemberShopData>("GET", "/api/shopmember/membershop")
