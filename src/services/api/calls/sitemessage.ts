// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The master page: every category with its unread count and latest message (member) */
export const sitemessageLists = /*#__PURE__*/ endpoint<T.SitemessageListsInput, T.SitemessageListsData>("GET", "/sitemessage/api/sitemessage/lists")

/** The caller's unread messages, all categories (the member centre's badge) (member) */
export const sitemessageGetpermessagecount = /*#__PURE__*/ endpoint<T.SitemessageGetpermessagecountInput, T.SitemessageGetpermessagecountData>("GET", "/sitemessage/api/sitemessage/getpermessagecount")

/** A category's messages, newest first (member) */
export const sitemessagePage = /*#__PURE__*/ endpoint<T.SitemessagePageInput, T.SitemessagePageData>("GET", "/sitemessage/api/sitemessage/page")

/** One message; opening it marks it read (again: harmless, the first read time stays) (member) */
export const sitemessageInfo = /*#__PURE__*/ endpoint<T.SitemessageInfoInput, T.SitemessageInfoData>("POST", "/sitemessage/api/sitemessage/info")

/** Marks a category's messages read, or every message without sub_type (member) */
export const sitemessageEditallseed = /*#__PURE__*/ endpoint<T.SitemessageEditallseedInput, T.SitemessageEditallseedData>("POST", "/sitemessage/api/sitemessage/editallseed")
