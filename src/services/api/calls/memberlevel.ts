// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The member levels, lowest growth first: tag, discount, service, condition, rights and upgrade gift package */
export const memberlevelLists = /*#__PURE__*/ endpoint<T.MemberlevelListsInput, T.MemberlevelListsData>("GET", "/api/memberlevel/lists")

/** The caller's growth, level, the next level, the growth still needed and the progress (member) */
export const memberlevelInfo = /*#__PURE__*/ endpoint<T.MemberlevelInfoInput, T.MemberlevelInfoData>("GET", "/api/memberlevel/info")

/** What gives growth now: orders (per yuan of the goods paid, once the order completes), sign-in, evaluations, registering */
export const memberlevelGrowthRules = /*#__PURE__*/ endpoint<T.MemberlevelGrowthRulesInput, T.MemberlevelGrowthRulesData>("GET", "/api/memberlevel/growthrules")
