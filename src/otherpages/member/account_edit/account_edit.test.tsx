import Taro from '@tarojs/taro'
import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto } from '@/testing'
import AccountEditPage from './account_edit'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(() => Promise.resolve()), currentRoute: jest.fn(() => '/otherpages/member/account_edit/account_edit'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { back: jest.Mock }

const open = (params: Record<string, string>) => jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  nav.back.mockClear()
  clearToast()
})

describe('withdrawal account form', () => {
  it('adds a bank card: checks the fields first, sends them trimmed, goes back', async () => {
    open({})
    const api = fakeApi({ withdrawAccountAdd: 5 })
    const { container } = renderApp(<AccountEditPage />)
    await flush()
    expect(container.querySelector('.mall-navbar__title')?.textContent).toBe('添加提现账户')
    await act(async () => { fireEvent.click(container.querySelector('.account-save')!) })
    expect(lastToast()).toBe('请填写真实姓名（1 到 30 个字）')
    await typeInto(container, '.account-realname', ' 张三 ')
    await typeInto(container, '.account-mobile', '13912345678')
    await typeInto(container, '.account-bank-name', '招商银行杭州分行')
    await typeInto(container, '.account-number', '6225')
    await act(async () => { fireEvent.click(container.querySelector('.account-save')!) })
    expect(lastToast()).toBe('请填写正确的银行卡号（12 到 30 位数字）')
    expect(api.to('withdrawAccountAdd')).toHaveLength(0)
    await typeInto(container, '.account-number', '6225880123456789')
    await act(async () => { fireEvent.click(container.querySelector('.account-save')!) })
    await flush()
    expect(api.to('withdrawAccountAdd')[0].data).toMatchObject({
      realname: '张三', mobile: '13912345678', withdraw_type: 'bank', bank_name: '招商银行杭州分行', account_number: '6225880123456789', is_default: 0,
    })
    expect(nav.back).toHaveBeenCalled()
  })

  it('edits an Alipay account: no bank branch, the account is a mobile or email', async () => {
    open({ id: '3' })
    const api = fakeApi({
      withdrawAccountInfo: { id: 3, realname: '李四', mobile: '13912345679', withdraw_type: 'alipay', withdraw_type_name: '支付宝', bank_name: '', account_number: 'l@example.com', is_default: 1, created_at: 1, updated_at: 1 },
      withdrawAccountEdit: 3,
    })
    const { container } = renderApp(<AccountEditPage />)
    await flush()
    expect(container.querySelector('.mall-navbar__title')?.textContent).toBe('编辑提现账户')
    expect(container.querySelector('.account-bank-name')).toBeNull()
    expect(container.querySelector('.account-type--on')?.textContent).toBe('支付宝')
    await typeInto(container, '.account-number', 'nope')
    await act(async () => { fireEvent.click(container.querySelector('.account-save')!) })
    expect(lastToast()).toBe('请填写正确的支付宝账号（手机号或邮箱）')
    // WeChat may leave the account empty
    fireEvent.click(container.querySelector('.account-type--wechatpay')!)
    await typeInto(container, '.account-number', '')
    await act(async () => { fireEvent.click(container.querySelector('.account-save')!) })
    await flush()
    expect(api.to('withdrawAccountEdit')[0].data).toMatchObject({ id: 3, withdraw_type: 'wechatpay', account_number: '', bank_name: '', is_default: 1 })
  })
})
