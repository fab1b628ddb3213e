// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** What the development provider "sent", newest first (the demo and the browser journeys read codes here) (development servers only) */
export const smsDevOutbox = /*#__PURE__*/ endpoint<T.SmsDevOutboxInput, T.SmsDevOutboxData>("GET", "/api/dev/sms/outbox")
