// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of shops; nearest first when lat/lng are given */
export const shopPage = /*#__PURE__*/ endpoint<T.ShopPageInput, T.ShopPageData>("POST", "/api/shop/page")

/** One shop with its address and hours */
export const shopInfo = /*#__PURE__*/ endpoint<T.ShopInfoInput, T.ShopInfoData>("POST", "/api/shop/info")
