/**
 * The generic checker of spec section 5. Each rule carries the message to show (callers pass texts
 * through i18n); `check` answers true or the first failing rule's message.
 */
export type RuleType =
  | 'required' | 'length' | 'int' | 'between' | 'same' | 'notsame' | 'email' | 'mobile' | 'zip'
  | 'regex' | 'in' | 'notnull' | 'minlength' | 'maxlength'

export interface Rule {
  name: string
  checkType: RuleType
  /** length: 'min,max'; between: 'min,max'; same/notsame: the other field's name; regex: a RegExp;
   *  in: 'a,b,c'; minlength/maxlength: a number */
  checkRule?: string | number | RegExp
  errorMsg: string
}

export const isMobile = (v: string) => /^1[3-9]\d{9}$/.test(v)
export const isZip = (v: string) => /^\d{6}$/.test(v)
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))
const range = (r: Rule['checkRule']) => text(r).split(',').map(Number)

function passes(rule: Rule, data: Record<string, unknown>): boolean {
  const value = text(data[rule.name])
  switch (rule.checkType) {
    case 'required':
      return value.trim() !== ''
    case 'notnull':
      return data[rule.name] !== null && data[rule.name] !== undefined && value !== ''
    case 'length': {
      const [min, max] = range(rule.checkRule)
      return [...value].length >= min && [...value].length <= max
    }
    case 'minlength':
      return [...value].length >= Number(rule.checkRule)
    case 'maxlength':
      return [...value].length <= Number(rule.checkRule)
    case 'int':
      return /^-?\d+$/.test(value)
    case 'between': {
      const [min, max] = range(rule.checkRule)
      const n = Number(value)
      return value !== '' && Number.isFinite(n) && n >= min && n <= max
    }
    case 'same':
      return value === text(data[String(rule.checkRule)])
    case 'notsame':
      return value !== text(data[String(rule.checkRule)])
    case 'email':
      return isEmail(value)
    case 'mobile':
      return isMobile(value)
    case 'zip':
      return isZip(value)
    case 'regex':
      return (rule.checkRule instanceof RegExp ? rule.checkRule : new RegExp(String(rule.checkRule))).test(value)
    case 'in':
      return text(rule.checkRule).split(',').includes(value)
    default:
      return false
  }
}

export function check(data: Record<string, unknown>, rules: Rule[]): true | string {
  for (const rule of rules) if (!passes(rule, data)) return rule.errorMsg
  return true
}

/** Spec section 9 input limits. */
export const LIMITS = { mobile: 11, captcha: 4, dynacode: 4, passwordMin: 6 } as const
