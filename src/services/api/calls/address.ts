// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The member's shipping addresses, the default first (member) */
export const addressPage = /*#__PURE__*/ endpoint<T.AddressPageInput, T.AddressPageData>("POST", "/api/memberaddress/page")

/** One address of the member, or the default one (member) */
export const addressInfo = /*#__PURE__*/ endpoint<T.AddressInfoInput, T.AddressInfoData>("POST", "/api/memberaddress/info")

/** Adds a shipping address; answers its id (member) */
export const addressAdd = /*#__PURE__*/ endpoint<T.AddressAddInput, T.AddressAddData>("POST", "/api/memberaddress/add")

/** Changes a shipping address; answers its id (member) */
export const addressEdit = /*#__PURE__*/ endpoint<T.AddressEditInput, T.AddressEditData>("POST", "/api/memberaddress/edit")

/** Deletes a shipping address (member) */
export const addressDelete = /*#__PURE__*/ endpoint<T.AddressDeleteInput, T.AddressDeleteData>("POST", "/api/memberaddress/delete")

/** Makes an address the default (member) */
export const addressSetDefault = /*#__PURE__*/ endpoint<T.AddressSetDefaultInput, T.AddressSetDefaultData>("POST", "/api/memberaddress/setdefault")
