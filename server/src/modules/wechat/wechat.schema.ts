import { Type, type Static } from '@sinclair/typebox'

export const AuthcodeBody = Type.Object({
  redirect_url: Type.Optional(Type.String({ maxLength: 1000 })),
  source_site_id: Type.Optional(Type.Integer({ minimum: 0 })),
  scopes: Type.Optional(Type.Union([Type.Literal('snsapi_base'), Type.Literal('snsapi_userinfo')])),
})
export type AuthcodeInput = Static<typeof AuthcodeBody>

/** A platform's one-time code (OAuth, wx.login, my.getAuthCode). */
export const CodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 512 }),
  redirect_url: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type CodeInput = Static<typeof CodeBody>
