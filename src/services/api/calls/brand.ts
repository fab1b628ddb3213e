// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of brands (the brand wall) */
export const brandPage = /*#__PURE__*/ endpoint<T.BrandPageInput, T.BrandPageData>("GET", "/api/goodsbrand/page")
