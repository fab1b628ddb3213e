/**
 * The generic form checker of spec section 5, plus the login form rules. Each rule carries the
 * message to show, so callers pass texts already put through i18n; `check` answers true or the
 * first failing rule's message (rules run in order, so put 'required' before format rules).
 *
 * i18n keys used by the rule builders below (namespace utils):
 *   utils:validate.mobileRequired, utils:validate.mobileInvalid, utils:validate.captchaRequired,
 *   utils:validate.captchaInvalid {count}, utils:validate.dynacodeRequired,
 *   utils:validate.dynacodeInvalid {count}, utils:validate.passwordRequired, utils:validate.passwordMin {count}
 */
import type { Translate } from './date'

export type RuleType =
  | 'required' | 'length' | 'int' | 'between' | 'same' | 'notsame' | 'email' | 'mobile' | 'zip'
  | 'regex' | 'in' | 'notnull' | 'minlength' | 'maxlength'

/** Compare with another field of the same data instead of a fixed value (same / notsame). */
export interface FieldRef {
  field: string
}

export interface Rule {
  /** the field of `data` to check */
  name: string
  checkType: RuleType
  /**
   * length: 'min,max', 'n' (exactly n) or 'min,' (no upper bound), or [min, max], counted in
   *   characters (code points, so 中文 is 2);
   * between: 'min,max' or [min, max], inclusive, on the numeric value;
   * same / notsame: a fixed value, or {field: 'other'} for another field of data;
   * regex: a RegExp or a pattern string; in: 'a,b,c' or ['a', 'b', 'c'];
   * minlength / maxlength: a number of characters.
   */
  checkRule?: string | number | RegExp | Array<string | number> | FieldRef
  errorMsg: string
  /** an empty value passes this rule (optional fields such as a landline) */
  optional?: boolean
}

/** 1, then 3 to 9, then 9 digits: mainland China mobiles (spec section 5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const ZIP_PATTERN = /^\d{6}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const isMobile = (v: string | number | null | undefined): boolean => MOBILE_PATTERN.test(String(v ?? ''))
export const isZip = (v: string | number | null | undefined): boolean => ZIP_PATTERN.test(String(v ?? ''))
export const isEmail = (v: string | null | undefined): boolean => EMAIL_PATTERN.test(v ?? '')

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v))
const chars = (v: string): number => [...v].length
const isFieldRef = (r: Rule['checkRule']): r is FieldRef => typeof r === 'object' && r !== null && !Array.isArray(r) && !(r instanceof RegExp)

function bounds(r: Rule['checkRule']): [number, number] {
  const parts = Array.isArray(r) ? r.map(String) : text(r).split(',')
  const min = parts[0]?.trim() === '' ? NaN : Number(parts[0])
  if (parts.length === 1) return [min, min]
  const max = parts[1].trim() === '' ? Infinity : Number(parts[1])
  return [min, max]
}

function isEmpty(v: unknown): boolean {
  if (Array.isArray(v)) return v.length === 0
  return text(v) === ''
}

function passes(rule: Rule, data: Record<string, unknown>): boolean {
  const raw = data[rule.name]
  const value = text(raw)
  if (rule.optional && isEmpty(raw)) return true
  switch (rule.checkType) {
    case 'required':
      return Array.isArray(raw) ? raw.length > 0 : value.trim() !== ''
    case 'notnull':
      return !isEmpty(raw)
    case 'length': {
      const [min, max] = bounds(rule.checkRule)
      const n = chars(value)
      return n >= min && n <= max
    }
    case 'minlength':
      return chars(value) >= Number(rule.checkRule)
    case 'maxlength':
      return chars(value) <= Number(rule.checkRule)
    case 'int':
      return /^[+-]?\d+$/.test(value.trim())
    case 'between': {
      const [min, max] = bounds(rule.checkRule)
      const n = Number(value)
      return value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max
    }
    case 'same':
    case 'notsame': {
      const other = isFieldRef(rule.checkRule) ? text(data[rule.checkRule.field]) : text(rule.checkRule)
      return rule.checkType === 'same' ? value === other : value !== other
    }
    case 'email':
      return isEmail(value)
    case 'mobile':
      return isMobile(value)
    case 'zip':
      return isZip(value)
    case 'regex': {
      const r = rule.checkRule
      // a fresh RegExp: a /g rule object remembers lastIndex between calls
      const re = r instanceof RegExp ? new RegExp(r.source, r.flags.replace(/[gy]/g, '')) : new RegExp(text(r))
      return re.test(value)
    }
    case 'in': {
      const list = Array.isArray(rule.checkRule) ? rule.checkRule.map(String) : text(rule.checkRule).split(',')
      return list.includes(value)
    }
    default:
      // an unknown type is a programming error: failing shows its message rather than passing silently
      return false
  }
}

/** True when every rule passes, otherwise the message of the first rule that fails. */
export function check(data: Record<string, unknown>, rules: Rule[]): true | string {
  for (const rule of rules) if (!passes(rule, data)) return rule.errorMsg
  return true
}

/** Spec section 9 limits: mobile 11 digits, captcha and dynamic code 4 digits, password at least 6. */
export const LIMITS = { mobile: 11, captcha: 4, dynacode: 4, passwordMin: 6 } as const

/** Keeps only digits, at most `max` of them: the numeric input limits (mobile 11, codes 4). */
export function limitDigits(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/\D/g, '').slice(0, max)
}

const digits = (n: number) => new RegExp(`^\\d{${n}}$`)

/** Mobile: 请输入手机号 when empty, 请输入正确的手机号 when not a mainland mobile. */
export function mobileRules(t: Translate, field = 'mobile'): Rule[] {
  return [
    { name: field, checkType: 'required', errorMsg: t('utils:validate.mobileRequired') },
    { name: field, checkType: 'mobile', errorMsg: t('utils:validate.mobileInvalid') },
  ]
}

/** Captcha (the image code): 4 digits. Only add these when the captcha is on. */
export function captchaRules(t: Translate, field = 'vercode'): Rule[] {
  return [
    { name: field, checkType: 'required', errorMsg: t('utils:validate.captchaRequired') },
    { name: field, checkType: 'regex', checkRule: digits(LIMITS.captcha), errorMsg: t('utils:validate.captchaInvalid', { count: LIMITS.captcha }) },
  ]
}

/** Dynamic code (the SMS code): 4 digits. */
export function dynacodeRules(t: Translate, field = 'dynacode'): Rule[] {
  return [
    { name: field, checkType: 'required', errorMsg: t('utils:validate.dynacodeRequired') },
    { name: field, checkType: 'regex', checkRule: digits(LIMITS.dynacode), errorMsg: t('utils:validate.dynacodeInvalid', { count: LIMITS.dynacode }) },
  ]
}

/** Password: required, at least 6 characters. */
export function passwordRules(t: Translate, field = 'password'): Rule[] {
  return [
    { name: field, checkType: 'required', errorMsg: t('utils:validate.passwordRequired') },
    { name: field, checkType: 'minlength', checkRule: LIMITS.passwordMin, errorMsg: t('utils:validate.passwordMin', { count: LIMITS.passwordMin }) },
  ]
}

/**
 * The mobile login form {mobile, vercode, dynacode} (also the complete-info and bind-mobile forms):
 * mobile, then the captcha when it is on (captcha config), then the dynamic code.
 */
export function loginRules(t: Translate, opts: { captcha: boolean }): Rule[] {
  return [...mobileRules(t), ...(opts.captcha ? captchaRules(t) : []), ...dynacodeRules(t)]
}

/** Rules for requesting a dynamic code: the mobile, and the captcha when it is on. */
export function sendCodeRules(t: Translate, opts: { captcha: boolean }): Rule[] {
  return [...mobileRules(t), ...(opts.captcha ? captchaRules(t) : [])]
}

/** Forced mobile binding: Save stays disabled until mobile, dynamic code (and captcha if on) are filled. */
export function loginFormFilled(form: { mobile?: string; vercode?: string; dynacode?: string }, opts: { captcha: boolean }): boolean {
  const filled = (v?: string) => (v ?? '').trim() !== ''
  return filled(form.mobile) && filled(form.dynacode) && (!opts.captcha || filled(form.vercode))
}
