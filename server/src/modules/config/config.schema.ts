import { Type, type Static } from '@sinclair/typebox'

export const InitBody = Type.Object({
  /** the page URL the JS-SDK signature is made for (WeChat browser) */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
})
export type InitInput = Static<typeof InitBody>

/** GET launch calls take only the common fields. */
export const CommonQuery = Type.Object({
  app_type: Type.Optional(Type.String({ maxLength: 20 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  website_id: Type.Optional(Type.Integer({ minimum: 1 })),
})
