// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of shops; nearest first when lat/lng are given */
export const shopPage = /*#__PURE__*/ endpoint<T.ShopPageInput, T.ShopPageData>("POST", "/api/shop/page")

/** One shop with its address, hours and followers */
export const shopInfo = /*#__PURE__*/ endpoint<T.ShopInfoInput, T.ShopInfoData>("POST", "/api/shop/info")

/** The shop's goods categories (the categories of its goods on sale) */
export const shopCategories = /*#__PURE__*/ endpoint<T.ShopCategoriesInput, T.ShopCategoriesData>("GET", "/api/shopgoodscategory/tree")

/** The shop's physical stores (address, hours, phone, map position) */
export const shopStores = /*#__PURE__*/ endpoint<T.ShopStoresInput, T.ShopStoresData>("GET", "/api/shop/storelist")

/** Follow a shop (member) */
export const shopMemberAdd = /*#__PURE__*/ endpoint<T.ShopMemberAddInput, T.ShopMemberAddData>("POST", "/api/shopmember/add")

/** Stop following a shop (member) */
export const shopMemberDelete = /*#__PURE__*/ endpoint<T.ShopMemberDeleteInput, T.ShopMemberDeleteData>("POST", "/api/shopmember/delete")

/** Whether the caller follows a shop (member) */
export const shopMemberIsFollow = /*#__PURE__*/ endpoint<T.ShopMemberIsFollowInput, T.ShopMemberIsFollowData>("GET", "/api/shopmember/isfollow")

/** A page of the caller's followed shops, newest first (member) */
export const shopMemberMemberShop = /*#__PURE__*/ endpoint<T.ShopMemberMemberShopInput, T.ShopMemberMemberShopData>("GET", "/api/shopmember/membershop")
