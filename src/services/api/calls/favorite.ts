// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Collect a goods (member) */
export const favoriteCollectAdd = /*#__PURE__*/ endpoint<T.FavoriteCollectAddInput, T.FavoriteCollectAddData>("POST", "/api/goodscollect/add")

/** Remove goods from the caller's collection (member) */
export const favoriteCollectDelete = /*#__PURE__*/ endpoint<T.FavoriteCollectDeleteInput, T.FavoriteCollectDeleteData>("POST", "/api/goodscollect/delete")

/** Whether the caller collects a goods (member) */
export const favoriteCollectIs = /*#__PURE__*/ endpoint<T.FavoriteCollectIsInput, T.FavoriteCollectIsData>("GET", "/api/goodscollect/iscollect")

/** The caller's collected goods, newest first (member) */
export const favoriteCollectPage = /*#__PURE__*/ endpoint<T.FavoriteCollectPageInput, T.FavoriteCollectPageData>("GET", "/api/goodscollect/page")

/** Record a footprint (goods detail view) (member) */
export const favoriteBrowseAdd = /*#__PURE__*/ endpoint<T.FavoriteBrowseAddInput, T.FavoriteBrowseAddData>("POST", "/api/goodsbrowse/add")

/** The caller's footprints, latest view first (member) */
export const favoriteBrowsePage = /*#__PURE__*/ endpoint<T.FavoriteBrowsePageInput, T.FavoriteBrowsePageData>("GET", "/api/goodsbrowse/page")

/** Delete footprints (member) */
export const favoriteBrowseDelete = /*#__PURE__*/ endpoint<T.FavoriteBrowseDeleteInput, T.FavoriteBrowseDeleteData>("POST", "/api/goodsbrowse/delete")
