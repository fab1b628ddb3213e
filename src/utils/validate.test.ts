import { check, isEmail, isMobile, isZip, type Rule } from './validate'

test('mobile: 1, then 3 to 9, then 9 digits', () => {
  expect(isMobile('13812345678')).toBe(true)
  expect(isMobile('19912345678')).toBe(true)
  expect(isMobile('12812345678')).toBe(false)
  expect(isMobile('1381234567')).toBe(false)
  expect(isMobile('138123456789')).toBe(false)
  expect(isMobile('1381234567a')).toBe(false)
})

test('zip and email', () => {
  expect(isZip('310000')).toBe(true)
  expect(isZip('31000')).toBe(false)
  expect(isEmail('a@b.cn')).toBe(true)
  expect(isEmail('a@b')).toBe(false)
})

test('rules report the first failure message', () => {
  const rules: Rule[] = [
    { name: 'mobile', checkType: 'required', errorMsg: '请输入手机号' },
    { name: 'mobile', checkType: 'mobile', errorMsg: '请输入正确的手机号' },
    { name: 'password', checkType: 'minlength', checkRule: 6, errorMsg: 'min6' },
    { name: 'password2', checkType: 'same', checkRule: 'password', errorMsg: 'same' },
    { name: 'password', checkType: 'notsame', checkRule: 'old', errorMsg: 'notsame' },
  ]
  expect(check({ mobile: '' }, rules)).toBe('请输入手机号')
  expect(check({ mobile: '123' }, rules)).toBe('请输入正确的手机号')
  expect(check({ mobile: '13812345678', password: '12345' }, rules)).toBe('min6')
  expect(check({ mobile: '13812345678', password: '123456', password2: '12345' }, rules)).toBe('same')
  expect(check({ mobile: '13812345678', password: '123456', password2: '123456', old: '123456' }, rules)).toBe('notsame')
  expect(check({ mobile: '13812345678', password: '123456', password2: '123456', old: 'x' }, rules)).toBe(true)
})

test('length, int, between, in, regex, notnull, maxlength', () => {
  const r = (checkType: Rule['checkType'], checkRule?: Rule['checkRule']): Rule[] => [{ name: 'v', checkType, checkRule, errorMsg: 'bad' }]
  expect(check({ v: '1234' }, r('length', '4,4'))).toBe(true)
  expect(check({ v: '123' }, r('length', '4,4'))).toBe('bad')
  expect(check({ v: '中文字' }, r('maxlength', 3))).toBe(true)
  expect(check({ v: '-12' }, r('int'))).toBe(true)
  expect(check({ v: '1.5' }, r('int'))).toBe('bad')
  expect(check({ v: '5' }, r('between', '1,5'))).toBe(true)
  expect(check({ v: '6' }, r('between', '1,5'))).toBe('bad')
  expect(check({ v: '' }, r('between', '0,5'))).toBe('bad')
  expect(check({ v: 'b' }, r('in', 'a,b'))).toBe(true)
  expect(check({ v: 'c' }, r('in', 'a,b'))).toBe('bad')
  expect(check({ v: '2026' }, r('regex', /^\d{4}$/))).toBe(true)
  expect(check({}, r('notnull'))).toBe('bad')
  expect(check({ v: 0 }, r('notnull'))).toBe(true)
})
