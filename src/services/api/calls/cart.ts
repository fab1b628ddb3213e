// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Adds pieces of a SKU to the cart; answers the cart_id (member) */
export const cartAdd = /*#__PURE__*/ endpoint<T.CartAddInput, T.CartAddData>("POST", "/api/cart/add")

/** Sets the number of pieces of a cart line (member) */
export const cartEdit = /*#__PURE__*/ endpoint<T.CartEditInput, T.CartEditData>("POST", "/api/cart/edit")

/** Deletes cart lines (member) */
export const cartDelete = /*#__PURE__*/ endpoint<T.CartDeleteInput, T.CartDeleteData>("POST", "/api/cart/delete")

/** Deletes the cart lines that cannot be bought (member) */
export const cartClearInvalid = /*#__PURE__*/ endpoint<T.CartClearInvalidInput, T.CartClearInvalidData>("POST", "/api/cart/clearinvalid")

/** Pieces in the member's cart (0 for visitors) */
export const cartCount = /*#__PURE__*/ endpoint<T.CartCountInput, T.CartCountData>("GET", "/api/cart/count")

/** Pieces in the member's wholesale cart (0 for visitors) */
export const cartWholesaleCount = /*#__PURE__*/ endpoint<T.CartWholesaleCountInput, T.CartWholesaleCountData>("GET", "/wholesale/api/cart/count")

/** The member's cart: lines that can be bought and lines that cannot (member) */
export const cartLists = /*#__PURE__*/ endpoint<T.CartListsInput, T.CartListsData>("GET", "/api/cart/lists")
