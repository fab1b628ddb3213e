// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The member levels, lowest growth first: tag, discount, service, condition, rights and upgrade gift package */
export const levelLists = /*#__PURE__*/ endpoint<T.LevelListsInput, T.LevelListsData>("GET", "/api/memberlevel/lists")

/** The caller's growth, level, the next level, the growth still needed and the progress (member) */
export const levelInfo = /*#__PURE__*/ endpoint<T.LevelInfoInput, T.LevelInfoData>("GET", "/api/memberlevel/info")

/** What gives growth now: orders (per yuan of the goods paid, once the order completes), sign-in, evaluations, registering */
export const levelGrowthRules = /*#__PURE__*/ endpoint<T.LevelGrowthRulesInput, T.LevelGrowthRulesData>("GET", "/api/memberlevel/growthrules")

/** The gift packages the caller received (level upgrades, activities), newest first (member) */
export const levelGiftPage = /*#__PURE__*/ endpoint<T.LevelGiftPageInput, T.LevelGiftPageData>("GET", "/gift/api/giftorder/page")

/** One gift package the caller received and what was in it (member) */
export const levelGiftDetail = /*#__PURE__*/ endpoint<T.LevelGiftDetailInput, T.LevelGiftDetailData>("GET", "/gift/api/giftorder/detail")
