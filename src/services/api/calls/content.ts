// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of store notes */
export const contentNotePage = /*#__PURE__*/ endpoint<T.ContentNotePageInput, T.ContentNotePageData>("GET", "/notes/api/notes/page")

/** A store note with its body and the goods it mentions */
export const contentNoteDetail = /*#__PURE__*/ endpoint<T.ContentNoteDetailInput, T.ContentNoteDetailData>("POST", "/notes/api/notes/detail")

/** The help classes */
export const contentHelpClassLists = /*#__PURE__*/ endpoint<T.ContentHelpClassListsInput, T.ContentHelpClassListsData>("GET", "/api/helpclass/lists")

/** A page of help articles of a class */
export const contentHelpPage = /*#__PURE__*/ endpoint<T.ContentHelpPageInput, T.ContentHelpPageData>("GET", "/api/help/page")

/** One help article */
export const contentHelpInfo = /*#__PURE__*/ endpoint<T.ContentHelpInfoInput, T.ContentHelpInfoData>("GET", "/api/help/info")

/** A page of platform notices */
export const contentNoticePage = /*#__PURE__*/ endpoint<T.ContentNoticePageInput, T.ContentNoticePageData>("GET", "/api/notice/page")

/** One platform notice */
export const contentNoticeInfo = /*#__PURE__*/ endpoint<T.ContentNoticeInfoInput, T.ContentNoticeInfoData>("GET", "/api/notice/info")
