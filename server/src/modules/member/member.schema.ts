import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Nullable } from '../../contract/endpoint.js'
import { AuthError } from '../auth/auth.messages.js'
import { CaptchaError } from '../captcha/captcha.messages.js'
import { CaptchaFields } from '../captcha/captcha.schema.js'
import { SmsError } from '../sms/sms.messages.js'
import { SmsKey } from '../sms/sms.schema.js'
import { CancelError } from './member.cancel.messages.js'
import { ApplyBody, AuditBody, CancelConfig, CancelInfo, CancelState } from './member.cancel.schema.js'
import { MemberAuthError, ProfileError } from './member.messages.js'
import { ReferrerError } from './member.referrer.messages.js'
import { BindReferrerBody, MemberReferrer, SearchByMobileBody } from './member.referrer.schema.js'
import { Flag, RegisterReward } from './member.reward.schema.js'

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

/** The caller's own profile: unmasked mobile, money in fen. */
export const MemberInfo = Type.Object({
  member_id: Type.Integer(),
  nickname: Type.String(),
  headimg: Type.String(),
  /** '' when none is bound */
  mobile: Type.String(),
  realname: Type.String(),
  /** 0 unknown, 1 male, 2 female */
  sex: Type.Integer({ minimum: 0, maximum: 2, description: '0 unknown, 1 male, 2 female' }),
  birthday: Type.Integer({ description: "seconds of that day's 00:00 China time; 0: unknown" }),
  point: Type.Integer(),
  balance: Type.Integer({ description: 'fen, stored value (not withdrawable)' }),
  balance_money: Type.Integer({ description: 'fen, withdrawable' }),
  growth: Type.Integer(),
  member_level: Type.Integer(),
  source_member: Type.Integer({ description: 'the referrer; 0: none yet' }),
  source_member_info: Nullable(MemberReferrer),
  is_set_password: Flag,
  is_set_pay_password: Flag,
  reg_time: Type.Integer(),
  last_login_time: Type.Integer(),
  /** 1 active (a token of any other member is refused) */
  status: Type.Integer(),
}, { title: 'MemberInfo' })
export type MemberInfo = Static<typeof MemberInfo>

const CAPTCHA = [CaptchaError.REQUIRED, CaptchaError.WRONG]
const SEND = [SmsError.TOO_OFTEN, SmsError.DAILY_CAP, SmsError.IP_CAP, SmsError.SEND_FAILED, SmsError.NOT_CONFIGURED]
const CONSUME = [SmsError.CODE_REQUIRED, SmsError.CODE_WRONG, SmsError.CODE_EXPIRED, SmsError.CODE_ATTEMPTS]
const NEW_MOBILE = [MemberAuthError.MOBILE_REQUIRED, MemberAuthError.MOBILE_INVALID, ProfileError.MOBILE_SAME, MemberAuthError.MOBILE_REGISTERED]

/**
 * The member domain: profile, registration reward, referrer, account cancellation. Several URL
 * prefixes of the original API (/api/member, /memberregister, /api/Dianjiamember, /membercancel,
 * /admin/api/membercancel) are served by this one module.
 */
export const memberApi = defineEndpoints('member', {
  info: {
    method: ['GET', 'POST'], path: '/api/member/info', auth: 'member', summary: "The caller's profile",
    response: MemberInfo,
  },
  modifyHeadimg: {
    method: 'POST', path: '/api/member/modifyheadimg', auth: 'member',
    summary: "Sets the head image: one of the caller's uploads, or '' for the default",
    input: HeadimgBody, response: Type.Null(), errors: [ProfileError.HEADIMG_NOT_OWN],
  },
  modifyNickname: {
    method: 'POST', path: '/api/member/modifynickname', auth: 'member', summary: 'Changes the nickname (30 characters at most)',
    input: NicknameBody, response: Type.Null(), errors: [ProfileError.NICKNAME_EMPTY, ProfileError.NICKNAME_TOO_LONG, ProfileError.NICKNAME_SAME],
  },
  modifyRealname: {
    method: 'POST', path: '/api/member/modifyrealname', auth: 'member', summary: 'Changes the real name (30 characters at most)',
    input: RealnameBody, response: Type.Null(), errors: [ProfileError.REALNAME_TOO_LONG],
  },
  modifySex: {
    method: 'POST', path: '/api/member/modifysex', auth: 'member', summary: 'Changes the sex',
    input: SexBody, response: Type.Null(),
  },
  modifyBirthday: {
    method: 'POST', path: '/api/member/modifybirthday', auth: 'member', summary: 'Changes the birthday (YYYY-MM-DD, not in the future)',
    input: BirthdayBody, response: Type.Null(), errors: [ProfileError.BIRTHDAY_FUTURE],
  },
  modifyPassword: {
    method: 'POST', path: '/api/member/modifypassword', auth: 'member',
    summary: "Sets or changes the login password; other sessions end, the answer's refreshtoken carries this one on",
    input: PasswordChangeBody, response: Type.Null(),
    errors: [
      ProfileError.OLD_PASSWORD_REQUIRED, ProfileError.NEW_PASSWORD_REQUIRED, MemberAuthError.PASSWORD_TOO_SHORT, ProfileError.PASSWORD_MISMATCH,
      ProfileError.PASSWORD_SAME, ProfileError.OLD_PASSWORD_WRONG, AuthError.PASSWORD_LOCKED,
    ],
  },
  payPasswordCode: {
    method: 'POST', path: '/api/member/paypwdcode', auth: 'member', summary: "Sends a code to the caller's own mobile, for the pay password",
    input: CaptchaOnlyBody, response: SmsKey, errors: [ProfileError.NO_MOBILE, ...CAPTCHA, ...SEND],
  },
  modifyPayPassword: {
    method: 'POST', path: '/api/member/modifypaypassword', auth: 'member', summary: 'Sets the pay password (6 digits) with the code sent',
    input: PayPasswordBody, response: Type.Null(),
    errors: [ProfileError.PAY_PASSWORD_INVALID, ProfileError.PASSWORD_MISMATCH, ProfileError.NO_MOBILE, ...CONSUME],
  },
  bindMobileCode: {
    method: 'POST', path: '/api/member/bindmobilecode', auth: 'member', summary: 'Sends a code to the new mobile, proving the caller holds it',
    input: MobileCodeBody, response: SmsKey, errors: [...NEW_MOBILE, ...CAPTCHA, ...SEND],
  },
  modifyMobile: {
    method: 'POST', path: '/api/member/modifymobile', auth: 'member', summary: 'Moves the account to the new mobile with the code sent to it',
    input: ModifyMobileBody, response: Type.Null(), errors: [...NEW_MOBILE, ...CONSUME],
  },

  rewardConfig: {
    method: ['GET', 'POST'], path: '/memberregister/api/Config/Config', summary: 'The registration reward a member registering now receives',
    response: RegisterReward,
  },

  searchReferrer: {
    method: 'POST', path: '/api/Dianjiamember/searchMemberByMobile', auth: 'member',
    summary: 'The active member with this mobile (masked), or null; 30 searches per member and hour',
    input: SearchByMobileBody, response: Nullable(MemberReferrer), errors: [MemberAuthError.MOBILE_REQUIRED, MemberAuthError.MOBILE_INVALID],
  },
  bindReferrer: {
    method: 'POST', path: '/api/Dianjiamember/bindTuijian', auth: 'member', summary: "Binds the caller's referrer, once (message 绑定成功)",
    input: BindReferrerBody, response: Type.Null(),
    errors: [
      ReferrerError.REFERRER_MEMBER_INACTIVE, ReferrerError.REFERRER_SELF, ReferrerError.REFERRER_ALREADY_BOUND,
      ReferrerError.REFERRER_DOWNLINE, ReferrerError.REFERRER_UNKNOWN,
    ],
  },

  cancelConfig: {
    method: ['GET', 'POST'], path: '/membercancel/api/membercancel/config', summary: "Whether accounts can be cancelled, with the agreement in the caller's language",
    response: CancelConfig,
  },
  cancelInfo: {
    method: ['GET', 'POST'], path: '/membercancel/api/membercancel/info', auth: 'member', summary: "The caller's latest cancellation request",
    response: CancelInfo,
  },
  cancelApply: {
    method: 'POST', path: '/membercancel/api/membercancel/apply', auth: 'member',
    summary: 'Applies for the cancellation of the account (approved at once when no review is configured)',
    input: ApplyBody, response: CancelState,
    errors: [CancelError.CANCEL_DISABLED, CancelError.CANCEL_MEMBER_INACTIVE, CancelError.CANCEL_ALREADY_APPLIED, CancelError.CANCEL_ALREADY_AUDITED],
  },
  cancelWithdraw: {
    method: 'POST', path: '/membercancel/api/membercancel/withdraw', auth: 'member', summary: "Withdraws the caller's open cancellation request",
    response: Type.Object({ status: Type.Literal('none') }), errors: [CancelError.CANCEL_NOT_APPLIED],
  },
  cancelAudit: {
    method: 'POST', path: '/admin/api/membercancel/audit', auth: 'admin',
    summary: "The operator's decision on a member's open cancellation request (X-Admin-Token header)",
    input: AuditBody, response: CancelState, errors: [CancelError.CANCEL_NOT_APPLIED, CancelError.CANCEL_ALREADY_AUDITED],
  },
})
