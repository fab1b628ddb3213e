// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The launch call: theme, add-on flags, bottom bar, default images, cart counts, JS-SDK signature for url */
export const configInit = /*#__PURE__*/ endpoint<T.ConfigInitInput, T.ConfigInitData>("POST", "/api/config/init")

/** The placeholder images (goods, head, shop …) */
export const configDefaultImg = /*#__PURE__*/ endpoint<T.ConfigDefaultImgInput, T.ConfigDefaultImgData>("GET", "/api/config/defaultimg")

/** The colour theme */
export const configStyle = /*#__PURE__*/ endpoint<T.ConfigStyleInput, T.ConfigStyleData>("GET", "/api/diyview/style")

/** Which add-ons are switched on (0/1 each) */
export const configAddonIsExit = /*#__PURE__*/ endpoint<T.ConfigAddonIsExitInput, T.ConfigAddonIsExitData>("GET", "/api/addon/addonisexit")
