import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { useMemberStore } from '@/features/member/store'
import type { MemberInfo } from '@/services/api/contract.gen'
import { clearToast, fakeApi, flush, lastToast, memberInfo, refuse, renderApp, reply, signIn, typeInto, type Answers } from '@/testing'
import { useAppStore } from '@/store/app'
import InfoEditPage from './info_edit'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/info_edit/info_edit'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock; back: jest.Mock }

const INFO = 'memberInfo'
const CAPTCHA_CONFIG = 'captchaConfig'
const ME = memberInfo({ member_id: 7, nickname: '小明', mobile: '13800000001', realname: '', sex: 0, birthday: 0, is_set_password: 1, is_set_pay_password: 0 })

function open(type: string, member: MemberInfo = ME, routes: Answers = {}, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { type } } } as any)
  signIn(member)
  const api = fakeApi({ [INFO]: member, [CAPTCHA_CONFIG]: { value: { shop_reception_login: 0 } }, ...routes })
  const r = renderApp(<InfoEditPage />, lng)
  return { ...r, api }
}

const submit = (c: HTMLElement) => fireEvent.click(c.querySelector('.info-edit-submit')!)

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  nav.back.mockClear()
  clearToast()
})

describe('info_edit: nickname and real name', () => {
  it('checks empty and unchanged nicknames on the client, then saves, says 修改成功, refreshes and goes back', async () => {
    const { container, api } = open('nickname', ME, { memberModifyNickname: null })
    await flush()
    expect(container.querySelector('.info-edit-page--nickname')).not.toBeNull()
    await typeInto(container, '.info-edit-input', '   ')
    submit(container)
    expect(lastToast()).toBe('昵称不能为空')
    await typeInto(container, '.info-edit-input', '小明')
    submit(container)
    expect(lastToast()).toBe('新昵称与原昵称一致，无需修改')
    expect(api.to('memberModifyNickname')).toHaveLength(0)

    await typeInto(container, '.info-edit-input', ' 大明 ')
    submit(container)
    await flush()
    expect(api.to('memberModifyNickname').map((c) => c.data.nickname)).toEqual(['大明'])
    expect(lastToast()).toBe('修改成功')
    expect(api.to(INFO)).toHaveLength(1)
    expect(nav.back).toHaveBeenCalledTimes(1)
  })

  it('English texts', async () => {
    const { container } = open('nickname', ME, {}, 'en-us')
    await flush()
    await typeInto(container, '.info-edit-input', '')
    submit(container)
    expect(lastToast()).toBe('Nickname cannot be empty')
    await typeInto(container, '.info-edit-input', '小明')
    submit(container)
    expect(lastToast()).toBe('The new nickname is the same as the old one, no change needed')
  })

  it('a refusal keeps the page and shows the server message', async () => {
    const { container } = open('nickname', ME, { memberModifyNickname: refuse(-20416, '昵称不能超过30个字符') })
    await flush()
    await typeInto(container, '.info-edit-input', '新名字')
    submit(container)
    await flush()
    expect(lastToast()).toBe('昵称不能超过30个字符')
    expect(nav.back).not.toHaveBeenCalled()
  })

  it('real name may be cleared', async () => {
    const { container, api } = open('realname', { ...ME, realname: '王小明' }, { memberModifyRealname: null })
    await flush()
    await typeInto(container, '.info-edit-input', '')
    submit(container)
    await flush()
    expect(api.to('memberModifyRealname').map((c) => c.data.realname)).toEqual([''])
  })
})

describe('info_edit: sex and birthday', () => {
  it('sends the chosen sex', async () => {
    const { container, api } = open('sex', ME, { memberModifySex: null })
    await flush()
    fireEvent.click(container.querySelector('.info-edit-sex--2')!)
    expect(container.querySelector('.info-edit-sex--2')?.className).toContain('info-edit-sex--active')
    submit(container)
    await flush()
    expect(api.to('memberModifySex').map((c) => c.data.sex)).toEqual([2])
  })

  it('asks for a birthday, then sends the picked day', async () => {
    const { container, api } = open('birthday', ME, { memberModifyBirthday: null })
    await flush()
    submit(container)
    expect(lastToast()).toBe('请选择生日')
    const picker = container.querySelector('taro-picker-core')!
    fireEvent(picker, new CustomEvent('change', { detail: { value: '1999-12-31' } }))
    await flush()
    expect(container.querySelector('.info-edit-birthday')?.textContent).toBe('1999-12-31')
    submit(container)
    await flush()
    expect(api.to('memberModifyBirthday').map((c) => c.data.birthday)).toEqual(['1999-12-31'])
  })
})

describe('info_edit: password', () => {
  const steps: Array<[Partial<Record<'old' | 'new' | 'repeat', string>>, string, string]> = [
    [{}, '请输入原密码', 'Please enter the old password'],
    [{ old: 'secret1' }, '请输入新密码', 'Please enter the new password'],
    [{ old: 'secret1', new: '12345' }, '密码长度不能小于6位', 'The password must be at least 6 characters'],
    [{ old: 'secret1', new: '123456', repeat: '123457' }, '两次密码不一致', 'The two passwords do not match'],
    [{ old: 'secret1', new: 'secret1', repeat: 'secret1' }, '新密码不能与原密码相同', 'The new password cannot be the same as the old one'],
  ]

  it.each(['zh-cn', 'en-us'] as const)('every message of spec section 5 before any call (%s)', async (lng) => {
    const { container, api } = open('password', ME, {}, lng)
    await flush()
    for (const [fields, zh, en] of steps) {
      await typeInto(container, '.info-edit-old', fields.old ?? '')
      await typeInto(container, '.info-edit-new', fields.new ?? '')
      await typeInto(container, '.info-edit-repeat', fields.repeat ?? '')
      submit(container)
      expect(lastToast()).toBe(lng === 'zh-cn' ? zh : en)
    }
    expect(api.to('memberModifyPassword')).toHaveLength(0)
  })

  it('sends old, new and repeat, and keeps the refreshed token', async () => {
    const { container, api } = open('password', ME, {
      memberModifyPassword: reply(null, { message: '修改成功', refreshtoken: 'tk-fresh' }),
    })
    await flush()
    await typeInto(container, '.info-edit-old', 'secret1')
    await typeInto(container, '.info-edit-new', 'secret2')
    await typeInto(container, '.info-edit-repeat', 'secret2')
    submit(container)
    await flush()
    const sent = api.to('memberModifyPassword')[0].data
    expect(sent).toMatchObject({ old_pass: 'secret1', new_pass: 'secret2', re_pass: 'secret2', token: 'tk-member' })
    expect(useAppStore.getState().token).toBe('tk-fresh')
    expect(lastToast()).toBe('修改成功')
  })

  it('a member without a password sets one: no old field, no old_pass', async () => {
    const { container, api } = open('password', { ...ME, is_set_password: 0 }, { memberModifyPassword: null })
    await flush()
    expect(container.querySelector('.info-edit-old')).toBeNull()
    await typeInto(container, '.info-edit-new', 'secret2')
    await typeInto(container, '.info-edit-repeat', 'secret2')
    submit(container)
    await flush()
    const sent = api.to('memberModifyPassword')[0].data
    expect(sent).toMatchObject({ new_pass: 'secret2', re_pass: 'secret2' })
    expect(sent).not.toHaveProperty('old_pass')
  })
})

describe('info_edit: pay password', () => {
  it('sends a code to the own mobile, checks the form, then saves with key and code', async () => {
    const { container, api } = open('paypassword', ME, {
      memberPayPasswordCode: { key: 'k-pay' },
      memberModifyPayPassword: null,
    })
    await flush()
    expect(container.textContent).toContain('138****0001')
    submit(container)
    expect(lastToast()).toBe('请输入动态码')
    await typeInto(container, '.info-edit-code', '1234')
    submit(container)
    expect(lastToast()).toBe('请先获取动态码')
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    await flush()
    expect(api.to('memberPayPasswordCode')).toHaveLength(1)
    await typeInto(container, '.info-edit-new', '12ab3')
    submit(container)
    expect(lastToast()).toBe('支付密码为6位数字')
    await typeInto(container, '.info-edit-new', '123456')
    await typeInto(container, '.info-edit-repeat', '123450')
    submit(container)
    expect(lastToast()).toBe('两次密码不一致')
    await typeInto(container, '.info-edit-repeat', '123456')
    submit(container)
    await flush()
    expect(api.to('memberModifyPayPassword')[0].data).toMatchObject({ key: 'k-pay', code: '1234', password: '123456', re_pass: '123456' })
    expect(lastToast()).toBe('修改成功')
  })

  it('a wrong code shows 验证码错误 and stays', async () => {
    const { container } = open('paypassword', ME, {
      memberPayPasswordCode: { key: 'k-pay' },
      memberModifyPayPassword: refuse(-20206, '验证码错误'),
    })
    await flush()
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    await flush()
    await typeInto(container, '.info-edit-code', '9999')
    await typeInto(container, '.info-edit-new', '123456')
    await typeInto(container, '.info-edit-repeat', '123456')
    submit(container)
    await flush()
    expect(lastToast()).toBe('验证码错误')
    expect(nav.back).not.toHaveBeenCalled()
  })

  it('without a mobile it sends the member to bind one first', async () => {
    const { container } = open('paypassword', { ...ME, mobile: '' })
    await flush()
    expect(container.querySelector('.info-edit-need-mobile')).not.toBeNull()
    submit(container)
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/info_edit/info_edit?type=mobile', 'redirectTo')
  })
})

describe('info_edit: mobile', () => {
  it('refuses the current mobile on the client (code and save), then binds the new one', async () => {
    const { container, api } = open('mobile', ME, {
      memberBindMobileCode: { key: 'k-m' },
      memberModifyMobile: null,
    })
    await flush()
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    expect(lastToast()).toBe('请输入手机号')
    await typeInto(container, '.info-edit-mobile', '13800000001')
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    expect(lastToast()).toBe('新手机号与原手机号一致，无需修改')
    submit(container)
    expect(lastToast()).toBe('新手机号与原手机号一致，无需修改')
    await typeInto(container, '.info-edit-mobile', '1380000')
    submit(container)
    expect(lastToast()).toBe('请输入正确的手机号')
    expect(api.to('memberBindMobileCode')).toHaveLength(0)

    await typeInto(container, '.info-edit-mobile', '13900000002')
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    await flush()
    expect(api.to('memberBindMobileCode')[0].data.mobile).toBe('13900000002')
    submit(container)
    expect(lastToast()).toBe('请输入动态码')
    await typeInto(container, '.info-edit-code', '4321')
    submit(container)
    await flush()
    expect(api.to('memberModifyMobile')[0].data).toMatchObject({ mobile: '13900000002', key: 'k-m', code: '4321' })
    expect(lastToast()).toBe('修改成功')
    expect(nav.back).toHaveBeenCalled()
  })

  it('with the captcha on, the code request carries captcha_id and captcha_code', async () => {
    const { container, api } = open('mobile', ME, {
      [CAPTCHA_CONFIG]: { value: { shop_reception_login: 1 } },
      captchaCreate: { id: 'cap-1', img: 'data:image/png;base64,AAAA' },
      memberBindMobileCode: { key: 'k-m' },
    }, 'en-us')
    await flush()
    await typeInto(container, '.info-edit-mobile', '13900000002')
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    expect(lastToast()).toBe('Please enter the captcha')
    expect(api.to('memberBindMobileCode')).toHaveLength(0)
    await typeInto(container, '.info-edit-captcha', '5678')
    fireEvent.click(container.querySelector('.dynacode-btn')!)
    await flush()
    expect(api.to('memberBindMobileCode')[0].data).toMatchObject({ mobile: '13900000002', captcha_id: 'cap-1', captcha_code: '5678' })
  })
})

describe('info_edit: other', () => {
  it('an unknown type says so', async () => {
    const { container } = open('shoesize')
    await flush()
    expect(container.querySelector('.info-edit-unknown')).not.toBeNull()
  })

  it('visitors get the login prompt', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { type: 'nickname' } } } as any)
    fakeApi({})
    useAppStore.setState({ token: '' })
    useMemberStore.setState({ info: null })
    const { container } = renderApp(<InfoEditPage />)
    await flush()
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(container.querySelector('.info-edit-submit')).toBeNull()
  })
})
