import '@/features/member/i18n'
/**
 * The personal data rules of spec section 5, checked on the client before any call (the server
 * checks them again). Each check answers true or the message to show; texts come from the member
 * namespace (member:edit.msg.*) and the shared validators (utils:validate.*).
 */
import type { Translate } from '@/utils/date'
import { ROUTES } from '@/constants/routes'
import { maskPhone } from '@/utils/phone'
import type { MemberInfo } from './api'
import { LIMITS, MOBILE_PATTERN } from '@/utils/validate'

export const EDIT_TYPES = ['nickname', 'realname', 'sex', 'birthday', 'password', 'paypassword', 'mobile'] as const
export type EditType = (typeof EDIT_TYPES)[number]
export const isEditType = (v: unknown): v is EditType => typeof v === 'string' && (EDIT_TYPES as readonly string[]).includes(v)

/** docs/api.md: nickname 1–30, real name at most 30 (characters, not bytes). */
export const NAME_MAX = 30
export const PAY_PASSWORD_LENGTH = 6

const chars = (s: string) => [...s].length

/** China time (UTC+8, no daylight saving): birthdays are that day's 00:00 there. */
const CN_OFFSET_MS = 8 * 3600 * 1000

/** Stored birthday seconds to 'YYYY-MM-DD' (China time, whatever the device's zone); '' for none. */
export function birthdayText(seconds: number | undefined | null): string {
  const s = Number(seconds)
  if (!s) return ''
  return new Date(s * 1000 + CN_OFFSET_MS).toISOString().slice(0, 10)
}

/** Today as 'YYYY-MM-DD' in China time: the latest birthday allowed. */
export function todayText(now = Date.now()): string {
  return new Date(now + CN_OFFSET_MS).toISOString().slice(0, 10)
}

export function checkNickname(value: string, current: string | undefined, t: Translate): true | string {
  const v = value.trim()
  if (!v) return t('member:edit.msg.nicknameEmpty')
  if (chars(v) > NAME_MAX) return t('member:edit.msg.nicknameTooLong', { count: NAME_MAX })
  if (v === (current ?? '')) return t('member:edit.msg.nicknameSame')
  return true
}

export function checkRealname(value: string, t: Translate): true | string {
  if (chars(value.trim()) > NAME_MAX) return t('member:edit.msg.realnameTooLong', { count: NAME_MAX })
  return true
}

export function checkBirthday(day: string, t: Translate, now = Date.now()): true | string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return t('member:edit.msg.birthdayRequired')
  if (day > todayText(now)) return t('member:edit.msg.birthdayFuture')
  return true
}

export interface PasswordForm {
  old: string
  next: string
  repeat: string
}

/**
 * 请输入原密码 (only once a password is set), 请输入新密码, 密码长度不能小于6位, 两次密码不一致,
 * 新密码不能与原密码相同, in that order.
 */
export function checkPasswordChange(f: PasswordForm, hasPassword: boolean, t: Translate): true | string {
  if (hasPassword && !f.old) return t('member:edit.msg.oldPasswordRequired')
  if (!f.next) return t('member:edit.msg.newPasswordRequired')
  if (f.next.length < LIMITS.passwordMin) return t('utils:validate.passwordMin', { count: LIMITS.passwordMin })
  if (f.repeat !== f.next) return t('member:edit.msg.passwordMismatch')
  if (hasPassword && f.old === f.next) return t('member:edit.msg.passwordSame')
  return true
}

export interface PayPasswordForm {
  dynacode: string
  next: string
  repeat: string
}

/** The code sent to the member's own mobile, then six digits twice. */
export function checkPayPassword(f: PayPasswordForm, codeKey: string, t: Translate): true | string {
  if (!f.dynacode) return t('utils:validate.dynacodeRequired')
  if (!new RegExp(`^\\d{${LIMITS.dynacode}}$`).test(f.dynacode)) return t('utils:validate.dynacodeInvalid', { count: LIMITS.dynacode })
  if (!codeKey) return t('member:edit.msg.getCodeFirst')
  if (!new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`).test(f.next)) return t('member:edit.msg.payPasswordInvalid', { count: PAY_PASSWORD_LENGTH })
  if (f.repeat !== f.next) return t('member:edit.msg.passwordMismatch')
  return true
}

/** 请输入手机号, 请输入正确的手机号, 新手机号与原手机号一致，无需修改. */
export function checkNewMobile(mobile: string, current: string | undefined, t: Translate): true | string {
  if (!mobile) return t('utils:validate.mobileRequired')
  if (!MOBILE_PATTERN.test(mobile)) return t('utils:validate.mobileInvalid')
  if (current && mobile === String(current)) return t('member:edit.msg.mobileSame')
  return true
}

export const editUrl = (type: EditType) => `${ROUTES.memberInfoEdit}?type=${type}`

/** is_set_password style flags: 1 or true. */
export const isSet = (v: unknown): boolean => v === true || Number(v) === 1

/** The text each profile row shows on the right. */
export function rowValues(m: Partial<MemberInfo>, t: Translate): Record<EditType | 'account', string> {
  const sex = Number(m.sex)
  return {
    account: String(m.mobile || m.member_id || ''),
    nickname: m.nickname || t('member:info.notSet'),
    realname: m.realname || t('member:info.notSet'),
    sex: t(`member:sex.${sex === 1 || sex === 2 ? sex : 0}`),
    birthday: birthdayText(m.birthday) || t('member:info.notSet'),
    password: isSet(m.is_set_password) ? t('member:info.change') : t('member:info.notSet'),
    paypassword: isSet(m.is_set_pay_password) ? t('member:info.change') : t('member:info.notSet'),
    mobile: m.mobile ? maskPhone(String(m.mobile)) : t('member:info.notBound'),
  }
}
