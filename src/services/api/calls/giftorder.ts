// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The gift packages the caller received (level upgrades, activities), newest first (member) */
export const giftorderPage = /*#__PURE__*/ endpoint<T.GiftorderPageInput, T.GiftorderPageData>("GET", "/gift/api/giftorder/page")

/** One gift package the caller received and what was in it (member) */
export const giftorderDetail = /*#__PURE__*/ endpoint<T.GiftorderDetailInput, T.GiftorderDetailData>("GET", "/gift/api/giftorder/detail")
