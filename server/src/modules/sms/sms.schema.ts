import { Type } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'

/** The answer of every call that sends a code: the key names it (the code itself never leaves by the API). */
export const SmsKey = Type.Object({ key: Type.String({ description: 'names the code sent; send it back with the code' }) }, { title: 'SmsKey' })

export const OutboxQuery = Type.Object({
  mobile: Type.Optional(Type.String({ pattern: '^\\d{11}$', description: "only this mobile's messages" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'the newest this many' })),
})

export const OutboxMessage = Type.Object({
  mobile: Type.String(),
  code: Type.String(),
  purpose: Type.String({ description: 'register, login, bind, paypwd, bindmobile or findpassword' }),
  content: Type.String({ description: "the text, in the caller's language" }),
  created_at: Type.Integer({ description: 'Unix seconds' }),
}, { title: 'SmsOutboxMessage' })

/** The dynamic-code service used by auth and member; its only own call is the development outbox. */
export const smsApi = defineEndpoints('sms', {
  devOutbox: {
    method: 'GET', path: '/api/dev/sms/outbox', devOnly: true,
    summary: 'What the development provider "sent", newest first (the demo and the browser journeys read codes here)',
    description:
      'Registered only when NODE_ENV is not production (404 there). The newest entries of the development SMS provider (limit 10 by ' +
      'default, at most 50), optionally for one mobile. purpose is register, login, bind, paypwd, bindmobile or findpassword.',
    input: OutboxQuery, response: Type.Array(OutboxMessage),
  },
})
