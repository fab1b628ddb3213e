import { Type, type Static } from '@sinclair/typebox'
import { CommonQuery } from '../config/config.schema.js'

export const CaptchaBody = Type.Object({
  /** a captcha to replace (its code is discarded) */
  captcha_id: Type.Optional(Type.String({ maxLength: 64 })),
})
export type CaptchaInput = Static<typeof CaptchaBody>

/** The captcha fields a protected call carries. */
export const CaptchaFields = {
  captcha_id: Type.Optional(Type.String({ maxLength: 64 })),
  captcha_code: Type.Optional(Type.String({ maxLength: 10 })),
}

export const CaptchaQuery = Type.Object({
  ...CommonQuery.properties,
  captcha_id: Type.Optional(Type.String({ maxLength: 64 })),
})

export const DevCaptchaQuery = Type.Object({ captcha_id: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, { additionalProperties: true })
