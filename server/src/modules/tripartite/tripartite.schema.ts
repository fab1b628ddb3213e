import { Type, type Static } from '@sinclair/typebox'
import { CaptchaFields } from '../captcha/captcha.schema.js'

// optional fields so a missing one gets its own message (请输入手机号, auth_tag invalid …), not -10001
const authTag = Type.Optional(Type.String({ maxLength: 4096 }))
const referral = {
  source_member: Type.Optional(Type.Integer({ minimum: 0 })),
  suid: Type.Optional(Type.Integer({ minimum: 0 })),
}
const profile = {
  nickname: Type.Optional(Type.String({ maxLength: 100 })),
  headimg: Type.Optional(Type.String({ maxLength: 500 })),
}

export const AuthLoginBody = Type.Object({
  auth_tag: authTag,
  source_site_id: Type.Optional(Type.Integer({ minimum: 0 })),
  ...referral,
})
export type AuthLoginInput = Static<typeof AuthLoginBody>

export const AuthRegisterBody = Type.Object({ auth_tag: authTag, ...profile, ...referral })
export type AuthRegisterInput = Static<typeof AuthRegisterBody>

export const BindMobileCodeBody = Type.Object({ mobile: Type.Optional(Type.String({ maxLength: 20 })), ...CaptchaFields })
export type BindMobileCodeInput = Static<typeof BindMobileCodeBody>

export const BindMobileBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  key: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 10 })),
  // accepted for the spec's payload; the captcha was spent when the code was sent
  ...CaptchaFields,
  auth_tag: authTag,
  ...profile,
  ...referral,
})
export type BindMobileInput = Static<typeof BindMobileBody>

export const PhoneNumberBody = Type.Object({
  auth_tag: authTag,
  /** the new button's one-time code */
  code: Type.Optional(Type.String({ maxLength: 512 })),
  /** the old flow: base64 */
  iv: Type.Optional(Type.String({ maxLength: 64 })),
  encryptedData: Type.Optional(Type.String({ maxLength: 8192 })),
})
export type PhoneNumberInput = Static<typeof PhoneNumberBody>

export const MobileAuthBody = Type.Object({
  auth_tag: authTag,
  mobile_tag: Type.Optional(Type.String({ maxLength: 4096 })),
  ...profile,
  ...referral,
})
export type MobileAuthInput = Static<typeof MobileAuthBody>
