// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's withdrawal accounts, the default first (member) */
export const memberbankaccountPage = /*#__PURE__*/ endpoint<T.MemberbankaccountPageInput, T.MemberbankaccountPageData>("POST", "/api/memberbankaccount/page")

/** One withdrawal account of the caller (member) */
export const memberbankaccountInfo = /*#__PURE__*/ endpoint<T.MemberbankaccountInfoInput, T.MemberbankaccountInfoData>("POST", "/api/memberbankaccount/info")

/** The caller's default withdrawal account, or null (member) */
export const memberbankaccountDefaultInfo = /*#__PURE__*/ endpoint<T.MemberbankaccountDefaultInfoInput, T.MemberbankaccountDefaultInfoData>("POST", "/api/memberbankaccount/defaultinfo")

/** Adds a withdrawal account; answers its id (member) */
export const memberbankaccountAdd = /*#__PURE__*/ endpoint<T.MemberbankaccountAddInput, T.MemberbankaccountAddData>("POST", "/api/memberbankaccount/add")

/** Changes a withdrawal account; answers its id (member) */
export const memberbankaccountEdit = /*#__PURE__*/ endpoint<T.MemberbankaccountEditInput, T.MemberbankaccountEditData>("POST", "/api/memberbankaccount/edit")

/** Deletes a withdrawal account; answers the default account id afterwards (0: none left) (member) */
export const memberbankaccountDelete = /*#__PURE__*/ endpoint<T.MemberbankaccountDeleteInput, T.MemberbankaccountDeleteData>("POST", "/api/memberbankaccount/delete")

/** Makes a withdrawal account the default (member) */
export const memberbankaccountSetDefault = /*#__PURE__*/ endpoint<T.MemberbankaccountSetDefaultInput, T.MemberbankaccountSetDefaultData>("POST", "/api/memberbankaccount/setdefault")
