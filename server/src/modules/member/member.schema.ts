import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, IntegerEnum, Nullable } from '../../contract/endpoint.js'
import { AuthError } from '../auth/auth.messages.js'
import { CaptchaError } from '../captcha/captcha.messages.js'
import { CaptchaFields } from '../captcha/captcha.schema.js'
import { SmsError } from '../sms/sms.messages.js'
import { SmsKey } from '../sms/sms.schema.js'
import { CancelError } from './member.cancel.messages.js'
import { ApplyBody, AuditBody, CancelConfig, CancelInfo, CancelState } from './member.cancel.schema.js'
import { MemberAuthError, ProfileError } from './member.messages.js'
import { MEMBER_STATUS } from './member.table.js'
import { ReferrerError } from './member.referrer.messages.js'
import { BindReferrerBody, MemberReferrer, SearchByMobileBody } from './member.referrer.schema.js'
import { Flag, RegisterReward } from './member.reward.schema.js'

// Fields the spec gives a message for stay optional here, so an absent one gets that message
// (昵称不能为空, 请输入原密码 …) instead of the generic -10001.

export const HeadimgBody = Type.Object({ headimg: Type.String({ maxLength: 255, description: "a pic_path this member uploaded, the current one, or '' for the default" }) })
export type HeadimgInput = Static<typeof HeadimgBody>

export const NicknameBody = Type.Object({ nickname: Type.Optional(Type.String({ maxLength: 200, description: '1 to 30 characters after trimming' })) })
export type NicknameInput = Static<typeof NicknameBody>

export const RealnameBody = Type.Object({ realname: Type.String({ maxLength: 200, description: '30 characters at most after trimming' }) })
export type RealnameInput = Static<typeof RealnameBody>

export const SexBody = Type.Object({ sex: Type.Integer({ minimum: 0, maximum: 2, description: '0 unknown, 1 male, 2 female' }) })
export type SexInput = Static<typeof SexBody>

export const BirthdayBody = Type.Object({ birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, from 1900, not after today (China time)' }) })
export type BirthdayInput = Static<typeof BirthdayBody>

const password = Type.Optional(Type.String({ maxLength: 64 }))

export const PasswordChangeBody = Type.Object({
  old_pass: Type.Optional(Type.String({ maxLength: 64, description: 'required once a password is set' })),
  new_pass: Type.Optional(Type.String({ maxLength: 64, description: 'at least 6 characters' })),
  /** the repeat; checked when sent (the app checks it first) */
  re_pass: password,
})
export type PasswordChangeInput = Static<typeof PasswordChangeBody>

export const CaptchaOnlyBody = Type.Object({ ...CaptchaFields })
export type CaptchaOnlyInput = Static<typeof CaptchaOnlyBody>

const key = Type.Optional(Type.String({ maxLength: 64, description: 'the key the code call answered' }))
const code = Type.Optional(Type.String({ maxLength: 10, description: 'the 4-digit SMS code' }))
const mobile = Type.Optional(Type.String({ maxLength: 20, description: 'the new mobile: ^1[3-9]\\d{9}$' }))

export const PayPasswordBody = Type.Object({
  key,
  code,
  password: Type.Optional(Type.String({ maxLength: 64, description: 'the pay password: exactly 6 digits' })),
  re_pass: password,
})
export type PayPasswordInput = Static<typeof PayPasswordBody>

export const MobileCodeBody = Type.Object({ mobile, ...CaptchaFields })
export type MobileCodeInput = Static<typeof MobileCodeBody>

export const ModifyMobileBody = Type.Object({ mobile, key, code })
export type ModifyMobileInput = Static<typeof ModifyMobileBody>

/** The caller's own profile: unmasked mobile, money in fen. */
export const MemberInfo = Type.Object({
  member_id: Type.Integer(),
  nickname: Type.String(),
  headimg: Type.String({ description: "upload-relative path or http(s) URL; '' for the default" }),
  /** '' when none is bound */
  mobile: Type.String({ description: "unmasked; '' when none is bound" }),
  realname: Type.String(),
  /** 0 unknown, 1 male, 2 female */
  sex: Type.Integer({ minimum: 0, maximum: 2, description: '0 unknown, 1 male, 2 female' }),
  birthday: Type.Integer({ description: "seconds of that day's 00:00 China time; 0: unknown" }),
  point: Type.Integer({ description: 'points' }),
  balance: Type.Integer({ description: 'fen, stored value (not withdrawable)' }),
  balance_money: Type.Integer({ description: 'fen, withdrawable' }),
  growth: Type.Integer({ description: 'growth value' }),
  member_level: Type.Integer({ description: '0 by default' }),
  source_member: Type.Integer({ description: 'the referrer; 0: none yet' }),
  source_member_info: Nullable(MemberReferrer),
  is_set_password: Flag,
  is_set_pay_password: Flag,
  reg_time: Type.Integer({ description: 'Unix seconds' }),
  last_login_time: Type.Integer({ description: 'Unix seconds' }),
  status: IntegerEnum(MEMBER_STATUS, 'MemberStatus', '1 active; a token of a member in any other status is refused'),
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
    description: "The caller's own data: the mobile unmasked (the referrer's masked), money in fen, times in Unix seconds.",
    response: MemberInfo,
  },
  modifyHeadimg: {
    method: 'POST', path: '/api/member/modifyheadimg', auth: 'member',
    summary: "Sets the head image: one of the caller's uploads, or '' for the default",
    description:
      "headimg: a path this member uploaded (/api/upload/*), the current one, or '' (back to the default image); any other path: " +
      '-20413. Answers the message 修改成功 / Update success.',
    input: HeadimgBody, response: Type.Null(), errors: [ProfileError.HEADIMG_NOT_OWN],
  },
  modifyNickname: {
    method: 'POST', path: '/api/member/modifynickname', auth: 'member', summary: 'Changes the nickname (30 characters at most)',
    description: 'Trimmed; empty -20401, longer than 30 characters -20416, the same as now -20402.',
    input: NicknameBody, response: Type.Null(), errors: [ProfileError.NICKNAME_EMPTY, ProfileError.NICKNAME_TOO_LONG, ProfileError.NICKNAME_SAME],
  },
  modifyRealname: {
    method: 'POST', path: '/api/member/modifyrealname', auth: 'member', summary: 'Changes the real name (30 characters at most)',
    description: 'Trimmed; longer than 30 characters -20417.',
    input: RealnameBody, response: Type.Null(), errors: [ProfileError.REALNAME_TOO_LONG],
  },
  modifySex: {
    method: 'POST', path: '/api/member/modifysex', auth: 'member', summary: 'Changes the sex',
    description: 'sex 0 unknown, 1 male, 2 female.',
    input: SexBody, response: Type.Null(),
  },
  modifyBirthday: {
    method: 'POST', path: '/api/member/modifybirthday', auth: 'member', summary: 'Changes the birthday (YYYY-MM-DD, not in the future)',
    description:
      "birthday YYYY-MM-DD, stored as that day's 00:00 China time in Unix seconds. A day in the future (China time): -20415; a day " +
      'that does not exist or before 1900: -10001.',
    input: BirthdayBody, response: Type.Null(), errors: [ProfileError.BIRTHDAY_FUTURE],
  },
  modifyPassword: {
    method: 'POST', path: '/api/member/modifypassword', auth: 'member',
    summary: "Sets or changes the login password; other sessions end, the answer's refreshtoken carries this one on",
    description:
      'old_pass is required once a password is set (-20405); new_pass required (-20406), at least 6 characters (-20214); re_pass, ' +
      'when sent, must match (-20407); new equals old -20408; old wrong -20409, counted per member (5 wrong in a row lock this check: -20219 {seconds}, 1 minute doubling up to 1 hour). ' +
      "Every other session ends; the answer's refreshtoken carries the caller's session on.",
    input: PasswordChangeBody, response: Type.Null(),
    errors: [
      ProfileError.OLD_PASSWORD_REQUIRED, ProfileError.NEW_PASSWORD_REQUIRED, MemberAuthError.PASSWORD_TOO_SHORT, ProfileError.PASSWORD_MISMATCH,
      ProfileError.PASSWORD_SAME, ProfileError.OLD_PASSWORD_WRONG, AuthError.PASSWORD_LOCKED,
    ],
  },
  payPasswordCode: {
    method: 'POST', path: '/api/member/paypwdcode', auth: 'member', summary: "Sends a code to the caller's own mobile, for the pay password",
    description:
      "A paypwd code to the member's own mobile (none bound: -20414). Captcha and SMS limits as /api/register/mobileCode.",
    input: CaptchaOnlyBody, response: SmsKey, errors: [ProfileError.NO_MOBILE, ...CAPTCHA, ...SEND],
  },
  modifyPayPassword: {
    method: 'POST', path: '/api/member/modifypaypassword', auth: 'member', summary: 'Sets the pay password (6 digits) with the code sent',
    description:
      'password: exactly 6 digits (-20410); re_pass, when sent, must match (-20407). Spends the paypwd code (-20205 ... -20208; ' +
      '-20206 wrong code).',
    input: PayPasswordBody, response: Type.Null(),
    errors: [ProfileError.PAY_PASSWORD_INVALID, ProfileError.PASSWORD_MISMATCH, ProfileError.NO_MOBILE, ...CONSUME],
  },
  bindMobileCode: {
    method: 'POST', path: '/api/member/bindmobilecode', auth: 'member', summary: 'Sends a code to the new mobile, proving the caller holds it',
    description:
      "A bindmobile code to the NEW mobile. -20201 / -20202 empty or invalid, -20403 the current mobile, -20213 another member's. " +
      'Captcha (checked before the lookup) and SMS limits as /api/register/mobileCode.',
    input: MobileCodeBody, response: SmsKey, errors: [...NEW_MOBILE, ...CAPTCHA, ...SEND],
  },
  modifyMobile: {
    method: 'POST', path: '/api/member/modifymobile', auth: 'member', summary: 'Moves the account to the new mobile with the code sent to it',
    description:
      'The same checks as bindmobilecode, then spends the bindmobile code (-20205 ... -20208). Also sets a first mobile for a ' +
      'member without one.',
    input: ModifyMobileBody, response: Type.Null(), errors: [...NEW_MOBILE, ...CONSUME],
  },

  rewardConfig: {
    method: ['GET', 'POST'], path: '/memberregister/api/Config/Config', summary: 'The registration reward a member registering now receives',
    description:
      'is_use is 1 only when the add-on memberregister is on, the operator switched the reward on and one of point, balance, growth ' +
      'or an issuable coupon is above zero. The reward is credited once per member inside the registration (every way of ' +
      'registering): point, balance (not withdrawable, usable in orders), growth and member coupons, each with a ledger row.',
    response: RegisterReward,
  },

  searchReferrer: {
    method: 'POST', path: '/api/Dianjiamember/searchMemberByMobile', auth: 'member',
    summary: 'The active member with this mobile (masked), or null; 30 searches per member and hour',
    description:
      '-20201 empty mobile, -20202 invalid; null when no active member has it. 30 searches an hour per member, then -10029.',
    input: SearchByMobileBody, response: Nullable(MemberReferrer), errors: [MemberAuthError.MOBILE_REQUIRED, MemberAuthError.MOBILE_INVALID],
  },
  bindReferrer: {
    method: 'POST', path: '/api/Dianjiamember/bindTuijian', auth: 'member', summary: "Binds the caller's referrer, once (message 绑定成功)",
    description:
      "Answers null with the message 绑定成功 / Binding succeeded. Refused: the caller's account is not active -20501, yourself -20502, " +
      'already bound -20503, the parent is in your own downline -20504, unknown or not active -20505. Of two members binding each ' +
      'other at the same moment exactly one succeeds.',
    input: BindReferrerBody, response: Type.Null(),
    errors: [
      ReferrerError.REFERRER_MEMBER_INACTIVE, ReferrerError.REFERRER_SELF, ReferrerError.REFERRER_ALREADY_BOUND,
      ReferrerError.REFERRER_DOWNLINE, ReferrerError.REFERRER_UNKNOWN,
    ],
  },

  cancelConfig: {
    method: ['GET', 'POST'], path: '/membercancel/api/membercancel/config', summary: "Whether accounts can be cancelled, with the agreement in the caller's language",
    description:
      "is_enable needs the add-on membercancel and the operator's switch; is_audit (1 by default) says whether an operator reviews " +
      "requests; the agreement is in the caller's language.",
    response: CancelConfig,
  },
  cancelInfo: {
    method: ['GET', 'POST'], path: '/membercancel/api/membercancel/info', auth: 'member', summary: "The caller's latest cancellation request",
    description: 'status none when there is no request or the last one was withdrawn; audit_time 0 until it is decided.',
    response: CancelInfo,
  },
  cancelApply: {
    method: 'POST', path: '/membercancel/api/membercancel/apply', auth: 'member',
    summary: 'Applies for the cancellation of the account (approved at once when no review is configured)',
    description:
      '-20511 cancellation is off, -20515 the account is not active, -20512 a request is already open. Approved at once when ' +
      'is_audit is 0. Approval disables the member (status -1), releases the mobile and the platform bindings and refuses the ' +
      "member's tokens; the account cannot log in again. A request moves only applied -> approved, refused or withdrawn, through " +
      'the state-machine helper (history row per move).',
    input: ApplyBody, response: CancelState,
    errors: [CancelError.CANCEL_DISABLED, CancelError.CANCEL_MEMBER_INACTIVE, CancelError.CANCEL_ALREADY_APPLIED, CancelError.CANCEL_ALREADY_AUDITED],
  },
  cancelWithdraw: {
    method: 'POST', path: '/membercancel/api/membercancel/withdraw', auth: 'member', summary: "Withdraws the caller's open cancellation request",
    description: 'Only while the request is applied, else -20513.',
    response: Type.Object({ status: Type.Literal('none') }), errors: [CancelError.CANCEL_NOT_APPLIED],
  },
  cancelAudit: {
    method: 'POST', path: '/admin/api/membercancel/audit', auth: 'admin',
    summary: "The operator's decision on a member's open cancellation request (X-Admin-Token header)",
    description:
      'For the operator: the x-admin-token header must equal ADMIN_TOKEN (missing, wrong or ADMIN_TOKEN unset: HTTP 403 with code ' +
      '-10003). action agree approves (the account is closed as in apply) or refuse refuses with refuse_reason. -20513 no open ' +
      'request, -20514 decided by someone else meanwhile (of two racing decisions one wins).',
    input: AuditBody, response: CancelState, errors: [CancelError.CANCEL_NOT_APPLIED, CancelError.CANCEL_ALREADY_AUDITED],
  },
})
