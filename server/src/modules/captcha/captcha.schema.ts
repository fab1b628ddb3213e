import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'

export const CaptchaBody = Type.Object({
  /** a captcha to replace (its code is discarded) */
  captcha_id: Type.Optional(Type.String({ maxLength: 64, description: 'a captcha to draw again under the same id (its old code dies)' })),
})
export type CaptchaInput = Static<typeof CaptchaBody>

/** The captcha fields a protected call carries. */
export const CaptchaFields = {
  captcha_id: Type.Optional(Type.String({ maxLength: 64, description: 'the id of /api/captcha/captcha; required when the captcha config asks for it' })),
  captcha_code: Type.Optional(Type.String({ maxLength: 10, description: 'the 4 digits the picture shows; spent by any attempt' })),
}

export const DevCaptchaQuery = Type.Object({ captcha_id: Type.String({ pattern: '^[0-9a-f]{32}$' }) })

export const Captcha = Type.Object({
  /** send it back as captcha_id (and to /api/captcha/captcha to get another picture under the same id) */
  id: Type.String({ description: 'send it back as captcha_id' }),
  /** data:image/png;base64,… */
  img: Type.String({ description: 'a data:image/png;base64 URL (150 x 50)' }),
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
    description:
      'img is a data:image/png;base64 URL of 4 digits; the code lives 5 minutes. With a well-formed captcha_id the same id gets a ' +
      'new code (the old one dies). A code is spent by the first attempt, right or wrong, so a picture can never be tried twice. ' +
      'Drawing is limited per address (CAPTCHA_PER_IP_PER_MINUTE, default 30 a minute), then -10029 until the minute is over.',
    input: CaptchaBody, response: Captcha, errors: [CommonError.TOO_MANY_REQUESTS],
  },
  config: {
    method: ['GET', 'POST'], path: '/api/config/getCaptchaConfig', summary: 'Whether the login forms need a captcha',
    description:
      'shop_reception_login 1 (the default) when the login, registration and code forms must carry captcha_id and captcha_code; ' +
      'then a missing captcha answers -20203 and a wrong, expired or used one -20204.',
    response: Type.Object({ value: CaptchaConfig }),
  },
  devPeek: {
    method: 'GET', path: '/api/dev/captcha', devOnly: true,
    summary: 'The code a captcha shows, without spending it (null when unknown or expired); for the demo and the browser journeys',
    description: 'Registered only when NODE_ENV is not production (404 there).',
    input: DevCaptchaQuery, response: Type.Object({ code: Type.Union([Type.String(), Type.Null()]) }),
  },
})
