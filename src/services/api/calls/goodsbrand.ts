// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of brands (the brand wall) */
export const goodsbrandPage = /*#__PURE__*/ endpoint<T.GoodsbrandPageInput, T.GoodsbrandPageData>("GET", "/api/goodsbrand/page")
