import zhUtils from '@/locales/zh-cn/utils.json'
import {
  captchaRules,
  check,
  dynacodeRules,
  isEmail,
  isMobile,
  isZip,
  LIMITS,
  limitDigits,
  loginFormFilled,
  loginRules,
  mobileRules,
  passwordRules,
  sendCodeRules,
  type Rule,
} from './validate'

// resolves 'utils:validate.x' against the real Chinese file, interpolating {{count}}
const t = (key: string, opts?: Record<string, unknown>): string => {
  const path = key.replace(/^utils:/, '').split('.')
  let node: unknown = zhUtils
  for (const p of path) node = (node as Record<string, unknown>)[p]
  if (typeof node !== 'string') throw new Error(`missing key ${key}`)
  return node.replace('{{count}}', String(opts?.count))
}

const one = (checkType: Rule['checkType'], checkRule?: Rule['checkRule'], extra: Partial<Rule> = {}): Rule[] => [
  { name: 'v', checkType, checkRule, errorMsg: 'bad', ...extra },
]

describe('predicates', () => {
  it('mobile: 1, then 3 to 9, then 9 digits', () => {
    expect(isMobile('13812345678')).toBe(true)
    expect(isMobile('19912345678')).toBe(true)
    expect(isMobile(13012345678)).toBe(true)
    expect(isMobile('12812345678')).toBe(false)
    expect(isMobile('10812345678')).toBe(false)
    expect(isMobile('23812345678')).toBe(false)
    expect(isMobile('1381234567')).toBe(false)
    expect(isMobile('138123456789')).toBe(false)
    expect(isMobile('1381234567a')).toBe(false)
    expect(isMobile(' 13812345678')).toBe(false)
    expect(isMobile(null)).toBe(false)
  })

  it('zip: 6 digits', () => {
    expect(isZip('310000')).toBe(true)
    expect(isZip(100000)).toBe(true)
    expect(isZip('31000')).toBe(false)
    expect(isZip('3100000')).toBe(false)
    expect(isZip('31000a')).toBe(false)
    expect(isZip(undefined)).toBe(false)
  })

  it('email', () => {
    expect(isEmail('a@b.cn')).toBe(true)
    expect(isEmail('first.last+tag@mail.example.com')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@c.cn')).toBe(false)
    expect(isEmail('@c.cn')).toBe(false)
    expect(isEmail('a@.cn')).toBe(false)
    expect(isEmail('a@b..cn')).toBe(false)
    expect(isEmail('')).toBe(false)
  })
})

describe('check', () => {
  it('answers the first failing message, in rule order, or true', () => {
    const rules: Rule[] = [
      { name: 'mobile', checkType: 'required', errorMsg: 'need mobile' },
      { name: 'mobile', checkType: 'mobile', errorMsg: 'bad mobile' },
      { name: 'password', checkType: 'minlength', checkRule: 6, errorMsg: 'min6' },
      { name: 'password2', checkType: 'same', checkRule: { field: 'password' }, errorMsg: 'same' },
      { name: 'password', checkType: 'notsame', checkRule: { field: 'old' }, errorMsg: 'notsame' },
    ]
    expect(check({ mobile: '' }, rules)).toBe('need mobile')
    expect(check({}, rules)).toBe('need mobile')
    expect(check({ mobile: '123' }, rules)).toBe('bad mobile')
    expect(check({ mobile: '13812345678', password: '12345' }, rules)).toBe('min6')
    expect(check({ mobile: '13812345678', password: '123456', password2: '12345' }, rules)).toBe('same')
    expect(check({ mobile: '13812345678', password: '123456', password2: '123456', old: '123456' }, rules)).toBe('notsame')
    expect(check({ mobile: '13812345678', password: '123456', password2: '123456', old: 'x' }, rules)).toBe(true)
    expect(check({ anything: 1 }, [])).toBe(true)
  })

  it('required rejects blanks; notnull only missing or empty', () => {
    expect(check({ v: '  ' }, one('required'))).toBe('bad')
    expect(check({ v: 'x' }, one('required'))).toBe(true)
    expect(check({ v: 0 }, one('required'))).toBe(true)
    expect(check({ v: [] }, one('required'))).toBe('bad')
    expect(check({ v: ['a'] }, one('required'))).toBe(true)
    expect(check({}, one('notnull'))).toBe('bad')
    expect(check({ v: null }, one('notnull'))).toBe('bad')
    expect(check({ v: '' }, one('notnull'))).toBe('bad')
    expect(check({ v: ' ' }, one('notnull'))).toBe(true)
    expect(check({ v: 0 }, one('notnull'))).toBe(true)
    expect(check({ v: false }, one('notnull'))).toBe(true)
  })

  it('length: range, exact, open-ended, in characters', () => {
    expect(check({ v: '1234' }, one('length', '4,4'))).toBe(true)
    expect(check({ v: '123' }, one('length', '4,6'))).toBe('bad')
    expect(check({ v: '1234567' }, one('length', '4,6'))).toBe('bad')
    expect(check({ v: '123456' }, one('length', [4, 6]))).toBe(true)
    expect(check({ v: '1234' }, one('length', '4'))).toBe(true)
    expect(check({ v: '12345' }, one('length', 4))).toBe('bad')
    expect(check({ v: 'x'.repeat(100) }, one('length', '2,'))).toBe(true)
    expect(check({ v: '中文' }, one('length', '2,2'))).toBe(true)
    expect(check({ v: '😀😀' }, one('length', '2,2'))).toBe(true)
    expect(check({ v: 'abc' }, one('length'))).toBe('bad')
  })

  it('minlength and maxlength, boundaries included', () => {
    expect(check({ v: '123456' }, one('minlength', 6))).toBe(true)
    expect(check({ v: '12345' }, one('minlength', 6))).toBe('bad')
    expect(check({ v: '中文字' }, one('maxlength', 3))).toBe(true)
    expect(check({ v: '中文字符' }, one('maxlength', 3))).toBe('bad')
    expect(check({}, one('maxlength', 3))).toBe(true)
  })

  it('int', () => {
    for (const ok of ['0', '-12', '+7', '007', 42]) expect(check({ v: ok }, one('int'))).toBe(true)
    for (const bad of ['1.5', '', 'abc', '1e3', '--1', NaN]) expect(check({ v: bad }, one('int'))).toBe('bad')
  })

  it('between is inclusive and numeric', () => {
    expect(check({ v: '1' }, one('between', '1,5'))).toBe(true)
    expect(check({ v: '5' }, one('between', '1,5'))).toBe(true)
    expect(check({ v: 2.5 }, one('between', [1, 5]))).toBe(true)
    expect(check({ v: '0.99' }, one('between', '1,5'))).toBe('bad')
    expect(check({ v: '6' }, one('between', '1,5'))).toBe('bad')
    expect(check({ v: '' }, one('between', '0,5'))).toBe('bad')
    expect(check({ v: ' ' }, one('between', '0,5'))).toBe('bad')
    expect(check({ v: 'x' }, one('between', '0,5'))).toBe('bad')
  })

  it('same and notsame against a value or another field', () => {
    expect(check({ v: 'abc' }, one('same', 'abc'))).toBe(true)
    expect(check({ v: 'abd' }, one('same', 'abc'))).toBe('bad')
    expect(check({ v: 12 }, one('same', '12'))).toBe(true)
    expect(check({ v: 'a', w: 'a' }, one('same', { field: 'w' }))).toBe(true)
    expect(check({ v: 'a', w: 'b' }, one('same', { field: 'w' }))).toBe('bad')
    expect(check({ v: 'old' }, one('notsame', 'old'))).toBe('bad')
    expect(check({ v: 'new' }, one('notsame', 'old'))).toBe(true)
    expect(check({ v: 'a', w: 'a' }, one('notsame', { field: 'w' }))).toBe('bad')
  })

  it('email, mobile, zip', () => {
    expect(check({ v: 'a@b.cn' }, one('email'))).toBe(true)
    expect(check({ v: 'a@b' }, one('email'))).toBe('bad')
    expect(check({ v: 13812345678 }, one('mobile'))).toBe(true)
    expect(check({ v: '12812345678' }, one('mobile'))).toBe('bad')
    expect(check({ v: '310000' }, one('zip'))).toBe(true)
    expect(check({ v: '3100' }, one('zip'))).toBe('bad')
  })

  it('regex takes a RegExp (even a /g one, repeatedly) or a pattern string', () => {
    expect(check({ v: '2026' }, one('regex', /^\d{4}$/))).toBe(true)
    expect(check({ v: '20260' }, one('regex', /^\d{4}$/))).toBe('bad')
    const sticky = one('regex', /^\d+$/g)
    expect(check({ v: '12' }, sticky)).toBe(true)
    expect(check({ v: '12' }, sticky)).toBe(true)
    expect(check({ v: 'ab' }, one('regex', '^[a-z]+$'))).toBe(true)
    expect(check({ v: 'AB' }, one('regex', '^[a-z]+$'))).toBe('bad')
  })

  it('in takes a comma list or an array', () => {
    expect(check({ v: 'b' }, one('in', 'a,b'))).toBe(true)
    expect(check({ v: 'c' }, one('in', 'a,b'))).toBe('bad')
    expect(check({ v: 2 }, one('in', [1, 2]))).toBe(true)
    expect(check({ v: '' }, one('in', 'a,b'))).toBe('bad')
  })

  it('optional rules pass on empty values only', () => {
    const landline = one('regex', /^\d{3,4}-\d{7,8}$/, { optional: true })
    expect(check({}, landline)).toBe(true)
    expect(check({ v: '' }, landline)).toBe(true)
    expect(check({ v: '0571-88886666' }, landline)).toBe(true)
    expect(check({ v: '123' }, landline)).toBe('bad')
  })

  it('an unknown type fails rather than passing silently', () => {
    expect(check({ v: 'x' }, one('nope' as Rule['checkType']))).toBe('bad')
  })
})

describe('login form rules', () => {
  it('use the spec limits', () => {
    expect(LIMITS).toEqual({ mobile: 11, captcha: 4, dynacode: 4, passwordMin: 6 })
  })

  it('mobile, captcha when on, then dynamic code, with the spec texts', () => {
    const withCaptcha = loginRules(t, { captcha: true })
    const noCaptcha = loginRules(t, { captcha: false })
    expect(check({ mobile: '', vercode: '', dynacode: '' }, withCaptcha)).toBe('请输入手机号')
    expect(check({ mobile: '1381234567', vercode: '', dynacode: '' }, withCaptcha)).toBe('请输入正确的手机号')
    expect(check({ mobile: '13812345678', vercode: '', dynacode: '' }, withCaptcha)).toBe('请输入验证码')
    expect(check({ mobile: '13812345678', vercode: '123', dynacode: '' }, withCaptcha)).toBe('请输入4位验证码')
    expect(check({ mobile: '13812345678', vercode: '1234', dynacode: '' }, withCaptcha)).toBe('请输入动态码')
    expect(check({ mobile: '13812345678', vercode: '1234', dynacode: '12a4' }, withCaptcha)).toBe('请输入4位动态码')
    expect(check({ mobile: '13812345678', vercode: '1234', dynacode: '12345' }, withCaptcha)).toBe('请输入4位动态码')
    expect(check({ mobile: '13812345678', vercode: '1234', dynacode: '5678' }, withCaptcha)).toBe(true)
    expect(check({ mobile: '13812345678', dynacode: '' }, noCaptcha)).toBe('请输入动态码')
    expect(check({ mobile: '13812345678', dynacode: '5678' }, noCaptcha)).toBe(true)
  })

  it('sending a code needs the mobile and the captcha when on', () => {
    expect(check({ mobile: '13812345678' }, sendCodeRules(t, { captcha: true }))).toBe('请输入验证码')
    expect(check({ mobile: '13812345678' }, sendCodeRules(t, { captcha: false }))).toBe(true)
    expect(check({ mobile: '138' }, sendCodeRules(t, { captcha: false }))).toBe('请输入正确的手机号')
  })

  it('builders take another field name', () => {
    expect(check({ phone: '' }, mobileRules(t, 'phone'))).toBe('请输入手机号')
    expect(check({ code: '1' }, captchaRules(t, 'code'))).toBe('请输入4位验证码')
    expect(check({ sms: '' }, dynacodeRules(t, 'sms'))).toBe('请输入动态码')
  })

  it('passwords need at least 6 characters', () => {
    expect(check({ password: '' }, passwordRules(t))).toBe('请输入密码')
    expect(check({ password: '12345' }, passwordRules(t))).toBe('密码长度不能小于6位')
    expect(check({ password: '123456' }, passwordRules(t))).toBe(true)
    expect(check({ new_password: '1234567' }, passwordRules(t, 'new_password'))).toBe(true)
  })

  it('the bind form can be saved only once the fields are filled', () => {
    expect(loginFormFilled({ mobile: '13812345678', dynacode: '1234' }, { captcha: false })).toBe(true)
    expect(loginFormFilled({ mobile: '13812345678', dynacode: '1234' }, { captcha: true })).toBe(false)
    expect(loginFormFilled({ mobile: '13812345678', dynacode: '1234', vercode: 'x' }, { captcha: true })).toBe(true)
    expect(loginFormFilled({ mobile: '13812345678', dynacode: ' ' }, { captcha: false })).toBe(false)
    expect(loginFormFilled({ dynacode: '1234' }, { captcha: false })).toBe(false)
  })

  it('numeric inputs keep at most the allowed digits', () => {
    expect(limitDigits('138-1234-5678 9', LIMITS.mobile)).toBe('13812345678')
    expect(limitDigits('12a345', LIMITS.dynacode)).toBe('1234')
    expect(limitDigits(undefined, 4)).toBe('')
  })
})
