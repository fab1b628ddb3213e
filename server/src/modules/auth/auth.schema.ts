import { Type, type Static } from '@sinclair/typebox'
import { CaptchaFields } from '../captcha/captcha.schema.js'

// Fields are optional here so a missing one gets its own message (请输入手机号 …), not -10001.
const mobile = Type.Optional(Type.String({ maxLength: 20 }))

export const MobileCodeBody = Type.Object({ mobile, ...CaptchaFields })
export type MobileCodeInput = Static<typeof MobileCodeBody>

export const MobileLoginBody = Type.Object({
  mobile,
  key: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 10 })),
  source_member: Type.Optional(Type.Integer({ minimum: 0 })),
  suid: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type MobileLoginInput = Static<typeof MobileLoginBody>

export const PasswordBody = Type.Object({
  /** the mobile number */
  username: Type.Optional(Type.String({ maxLength: 20 })),
  password: Type.Optional(Type.String({ maxLength: 64 })),
  source_member: Type.Optional(Type.Integer({ minimum: 0 })),
  suid: Type.Optional(Type.Integer({ minimum: 0 })),
  ...CaptchaFields,
})
export type PasswordInput = Static<typeof PasswordBody>

export const FindPasswordBody = Type.Object({
  mobile,
  key: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 10 })),
  password: Type.Optional(Type.String({ maxLength: 64 })),
  /** the repeat; checked when sent (the app checks it first) */
  re_pass: Type.Optional(Type.String({ maxLength: 64 })),
})
export type FindPasswordInput = Static<typeof FindPasswordBody>
