import { Type, type Static } from '@sinclair/typebox'
import { CaptchaFields } from '../captcha/captcha.schema.js'

// Fields the spec gives a message for stay optional here, so an absent one gets that message
// (昵称不能为空, 请输入原密码 …) instead of the generic -10001.

export const HeadimgBody = Type.Object({ headimg: Type.String({ maxLength: 255 }) })
export type HeadimgInput = Static<typeof HeadimgBody>

export const NicknameBody = Type.Object({ nickname: Type.Optional(Type.String({ maxLength: 200 })) })
export type NicknameInput = Static<typeof NicknameBody>

export const RealnameBody = Type.Object({ realname: Type.String({ maxLength: 200 }) })
export type RealnameInput = Static<typeof RealnameBody>

export const SexBody = Type.Object({ sex: Type.Integer({ minimum: 0, maximum: 2 }) })
export type SexInput = Static<typeof SexBody>

export const BirthdayBody = Type.Object({ birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) })
export type BirthdayInput = Static<typeof BirthdayBody>

const password = Type.Optional(Type.String({ maxLength: 64 }))

export const PasswordChangeBody = Type.Object({
  old_pass: password,
  new_pass: password,
  /** the repeat; checked when sent (the app checks it first) */
  re_pass: password,
})
export type PasswordChangeInput = Static<typeof PasswordChangeBody>

export const CaptchaOnlyBody = Type.Object({ ...CaptchaFields })
export type CaptchaOnlyInput = Static<typeof CaptchaOnlyBody>

const key = Type.Optional(Type.String({ maxLength: 64 }))
const code = Type.Optional(Type.String({ maxLength: 10 }))
const mobile = Type.Optional(Type.String({ maxLength: 20 }))

export const PayPasswordBody = Type.Object({ key, code, password, re_pass: password })
export type PayPasswordInput = Static<typeof PayPasswordBody>

export const MobileCodeBody = Type.Object({ mobile, ...CaptchaFields })
export type MobileCodeInput = Static<typeof MobileCodeBody>

export const ModifyMobileBody = Type.Object({ mobile, key, code })
export type ModifyMobileInput = Static<typeof ModifyMobileBody>
