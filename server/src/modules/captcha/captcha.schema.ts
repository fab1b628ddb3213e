import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'

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

export const DevCaptchaQuery = Type.Object({ captcha_id: Type.String({ pattern: '^[0-9a-f]{32}$' }) })

export const Captcha = Type.Object({
  /** send it back as captcha_id (and to /api/captcha/captcha to get another picture under the same id) */
  id: Type.String(),
  /** data:image/png;base64,… */
  img: Type.String(),
}, { title: 'Captcha' })
export type Captcha = Static<typeof Captcha>

export const CaptchaConfig = Type.Object({
  shop_reception_login: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: the login and code forms need a captcha' }),
}, { title: 'CaptchaConfig' })
export type CaptchaConfig = Static<typeof CaptchaConfig>

/** The picture captcha in front of the login, registration and code forms (auth and member use it). */
export const captchaApi = defineEndpoints('captcha', {
  create: {
    method: ['POST', 'GET'], path: '/api/captcha/captcha',
    summary: 'A new captcha picture (5 minutes); with captcha_id the same id gets a new code. Limited per address',
    input: CaptchaBody, response: Captcha, errors: [CommonError.TOO_MANY_REQUESTS],
  },
  config: {
    method: ['GET', 'POST'], path: '/api/config/getCaptchaConfig', summary: 'Whether the login forms need a captcha',
    response: Type.Object({ value: CaptchaConfig }),
  },
  devPeek: {
    method: 'GET', path: '/api/dev/captcha', devOnly: true,
    summary: 'The code a captcha shows, without spending it (null when unknown or expired); for the demo and the browser journeys',
    input: DevCaptchaQuery, response: Type.Object({ code: Type.Union([Type.String(), Type.Null()]) }),
  },
})
