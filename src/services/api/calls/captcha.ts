// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A new captcha picture (5 minutes); with captcha_id the same id gets a new code. Limited per address */
export const captchaCreate = /*#__PURE__*/ endpoint<T.CaptchaCreateInput, T.CaptchaCreateData>("POST", "/api/captcha/captcha")

/** Whether the login forms need a captcha */
export const captchaConfig = /*#__PURE__*/ endpoint<T.CaptchaConfigInput, T.CaptchaConfigData>("GET", "/api/config/getCaptchaConfig")

/** The code a captcha shows, without spending it (null when unknown or expired); for the demo and the browser journeys (development servers only) */
export const captchaDevPeek = /*#__PURE__*/ endpoint<T.CaptchaDevPeekInput, T.CaptchaDevPeekData>("GET", "/api/dev/captcha")
