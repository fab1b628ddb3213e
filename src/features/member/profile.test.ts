import { makeTestI18n } from '@/testing'
import { birthdayText, checkBirthday, checkNewMobile, checkNickname, checkPayPassword, isEditType, rowValues, todayText } from './profile'

const zh = makeTestI18n('zh-cn').t
const en = makeTestI18n('en-us').t

describe('profile rules', () => {
  it('birthdays are China-time days, whatever the device zone', () => {
    const seconds = Date.UTC(2000, 0, 1) / 1000 - 8 * 3600
    expect(birthdayText(seconds)).toBe('2000-01-01')
    expect(birthdayText(0)).toBe('')
    // 2024-03-01 20:00 UTC is already 03-02 in China
    expect(todayText(Date.UTC(2024, 2, 1, 20))).toBe('2024-03-02')
  })

  it('a birthday must be a day and not in the future', () => {
    const now = Date.UTC(2024, 2, 1, 20)
    expect(checkBirthday('2024-03-02', zh, now)).toBe(true)
    expect(checkBirthday('2024-03-03', zh, now)).toBe('生日不能晚于今天')
    expect(checkBirthday('', en, now)).toBe('Please choose your birthday')
  })

  it('nickname: empty, too long, unchanged', () => {
    expect(checkNickname('', '小明', zh)).toBe('昵称不能为空')
    expect(checkNickname('名'.repeat(31), '小明', zh)).toBe('昵称不能超过30个字符')
    expect(checkNickname('名'.repeat(30), '小明', zh)).toBe(true)
    expect(checkNickname(' 小明 ', '小明', en)).toBe('The new nickname is the same as the old one, no change needed')
  })

  it('mobile: required, valid, not the current one', () => {
    expect(checkNewMobile('', '13800000001', zh)).toBe('请输入手机号')
    expect(checkNewMobile('12800000001', '13800000001', zh)).toBe('请输入正确的手机号')
    expect(checkNewMobile('13800000001', '13800000001', zh)).toBe('新手机号与原手机号一致，无需修改')
    expect(checkNewMobile('13800000001', '', zh)).toBe(true)
  })

  it('pay password: code, key, six digits, repeat', () => {
    const f = { dynacode: '1234', next: '123456', repeat: '123456' }
    expect(checkPayPassword({ ...f, dynacode: '' }, 'k', zh)).toBe('请输入动态码')
    expect(checkPayPassword(f, '', zh)).toBe('请先获取动态码')
    expect(checkPayPassword({ ...f, next: '12345a' }, 'k', zh)).toBe('支付密码为6位数字')
    expect(checkPayPassword({ ...f, repeat: '1' }, 'k', en)).toBe('The two passwords do not match')
    expect(checkPayPassword(f, 'k', zh)).toBe(true)
  })

  it('edit types and row values', () => {
    expect(isEditType('paypassword')).toBe(true)
    expect(isEditType('email')).toBe(false)
    const v = rowValues({ member_id: 3, sex: 1, is_set_pay_password: 1 }, en)
    expect(v).toMatchObject({ account: '3', sex: 'Male', paypassword: 'Change', password: 'Not set', mobile: 'Not bound', nickname: 'Not set' })
  })
})
