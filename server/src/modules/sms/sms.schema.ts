import { Type } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'

/** The answer of every call that sends a code: the key names it (the code itself never leaves by the API). */
export const SmsKey = Type.Object({ key: Type.String({ description: 'names the code sent; send it back with the code' }) }, { title: 'SmsKey' })

export const OutboxQuery = Type.Object({
  mobile: Type.Optional(Type.String({ pattern: '^\\d{11}$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
})

export const OutboxMessage = Type.Object({
  mobile: Type.String(),
  code: Type.String(),
  purpose: Type.String(),
  content: Type.String(),
  created_at: Type.Integer(),
}, { title: 'SmsOutboxMessage' })

/** The dynamic-code service used by auth and member; its only own call is the development outbox. */
export const smsApi = defineEndpoints('sms', {
  devOutbox: {
    method: 'GET', path: '/api/dev/sms/outbox', devOnly: true,
    summary: 'What the development provider "sent", newest first (the demo and the browser journeys read codes here)',
    input: OutboxQuery, response: Type.Array(OutboxMessage),
  },
})
