import Taro from '@tarojs/taro'
import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, typeInto, type CallData } from '@/testing'
import type { WithdrawType } from '@/services/api/contract.gen'
import { bankAccount, withdrawDetail } from '@/features/withdraw/testing'
import ApplyWithdrawalPage from './apply_withdrawal'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/apply_withdrawal/apply_withdrawal'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

type WithdrawInfo = CallData<'withdrawBalanceInfo'>

const CONFIG: WithdrawInfo['config'] = { is_use: 1, min_money: 100, fee_rate: 6, day_count: 3, day_money: 15000, transfer_types: ['bank', 'alipay'] }
const account = (id: number, type: WithdrawType, is_default = 0) => bankAccount(id, type, is_default, { realname: '张三' })
const ACCOUNTS: CallData<'withdrawAccountPage'> = { list: [account(1, 'bank', 1), account(2, 'wechatpay'), account(3, 'alipay')], count: 3, page_count: 1 }
const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({ config: CONFIG, balance_money: 20000, balance: 30000, today_count: 1, today_money: 2000, account: account(1, 'bank', 1), ...over })

beforeEach(() => {
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('申请提现', () => {
  it('shows the withdrawable balance, the limits; "all" fills what the day allows; fee and net to the fen; applies once with the chosen account', async () => {
    const api = fakeApi({
      withdrawBalanceInfo: info(),
      withdrawAccountPage: ACCOUNTS,
      withdrawBalanceApply: withdrawDetail(9, 0),
      memberInfo: refuse(-1, 'not needed'),
    })
    const { container } = renderApp(<ApplyWithdrawalPage />)
    await flush()
    expect(container.querySelector('.mall-navbar__title')?.textContent).toBe('申请提现')
    expect(container.querySelector('.withdraw-apply__balance')?.textContent).toBe('¥200.00')
    expect(container.textContent).toContain('另有不可提现余额 ¥300.00，可用于购物')
    expect(container.querySelector('.withdraw-apply__day-count')?.textContent).toBe('每天最多提现 3 次，今日已申请 1 次')
    expect(container.querySelector('.withdraw-apply__day-money')?.textContent).toBe('每天最多提现 ¥150.00，今日还可提现 ¥130.00')
    // the default account is chosen; WeChat is not paid out to
    const options = Array.from(container.querySelectorAll('.withdraw-account-option'))
    expect(options.map((o) => o.className.includes('--on'))).toEqual([true, false, false])
    expect(options[1].className).toContain('withdraw-account-option--off')
    fireEvent.click(options[1])
    expect(container.querySelector('.withdraw-account-option--on')?.getAttribute('data-id')).toBe('1')
    fireEvent.click(options[2])
    expect(container.querySelector('.withdraw-account-option--on')?.getAttribute('data-id')).toBe('3')

    // all: ¥130.00 left of the day (less than the ¥200.00 balance)
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-apply__all')!) })
    await flush()
    expect((container.querySelector('.withdraw-apply__amount input') as HTMLInputElement).value).toBe('130.00')
    // 13000 fen × 6 ‰ = 78 fen
    expect(container.querySelector('.withdraw-apply__fee')?.textContent).toBe('手续费（0.6%）¥0.78')
    expect(container.querySelector('.withdraw-apply__net')?.textContent).toBe('实际到账¥129.22')

    await typeInto(container, '.withdraw-apply__amount', '0.5')
    expect(container.querySelector('.withdraw-amount__problem')?.textContent).toBe('最低提现金额为 ¥1.00')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-apply__submit')!) })
    expect(api.to('withdrawBalanceApply')).toHaveLength(0)
    expect(lastToast()).toBe('最低提现金额为 ¥1.00')

    await typeInto(container, '.withdraw-apply__amount', '12.50')
    expect(container.querySelector('.withdraw-apply__fee')?.textContent).toBe('手续费（0.6%）¥0.08')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-apply__submit')!) })
    await flush()
    // the pay password first (the member's info could not be read: the server would say if none is set)
    expect(api.to('withdrawBalanceApply')).toHaveLength(0)
    expect(document.querySelector('.pay-password-box__money')?.textContent).toBe('提现 ¥12.50')
    await typeInto(document.body, '.pay-password', '123456')
    await flush(4)
    expect(api.to('withdrawBalanceApply').map((c) => ({ apply_money: c.data.apply_money, account_id: c.data.account_id, pay_password: c.data.pay_password })))
      .toEqual([{ apply_money: 1250, account_id: 3, pay_password: '123456' }])
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/withdrawal_detail/withdrawal_detail?id=9', 'redirectTo')
  })

  it('the pay password: a wrong one clears the input for another try; none set offers to set it, before and after asking the server', async () => {
    let tries = 0
    const api = fakeApi({
      withdrawBalanceInfo: info(),
      withdrawAccountPage: ACCOUNTS,
      withdrawBalanceApply: () => (++tries === 1 ? refuse(-20812, '支付密码错误') : tries === 2 ? refuse(-20811, '请先设置支付密码') : withdrawDetail(9, 0)),
    })
    signIn({ member_id: 7, is_set_pay_password: 1 })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container, unmount } = renderApp(<ApplyWithdrawalPage />)
    await flush()
    await typeInto(container, '.withdraw-apply__amount', '10')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-apply__submit')!) })
    await flush()
    await typeInto(document.body, '.pay-password', '000000')
    await flush(4)
    expect(api.to('withdrawBalanceApply').map((c) => c.data.pay_password)).toEqual(['000000'])
    expect(lastToast()).toBe('支付密码错误')
    expect((document.querySelector('.pay-password input') as HTMLInputElement).value).toBe('')
    expect(nav.go).not.toHaveBeenCalled()
    // the server says none is set (changed meanwhile): the popup goes, the way to set it is offered
    await typeInto(document.body, '.pay-password', '123456')
    await flush(4)
    expect(modal).toHaveBeenCalledTimes(1)
    expect(modal.mock.calls[0][0]).toMatchObject({ title: '未设置支付密码', content: '提现需要先设置支付密码，是否现在去设置？', confirmText: '去设置' })
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/info_edit/info_edit?type=paypassword')
    expect(document.querySelector('.pay-password')).toBeNull()
    unmount()

    // known to have none: no popup, no call, the offer at once
    signIn({ member_id: 7, is_set_pay_password: 0 })
    nav.go.mockClear()
    const again = renderApp(<ApplyWithdrawalPage />, 'en-us')
    await flush()
    await typeInto(again.container, '.withdraw-apply__amount', '10')
    await act(async () => { fireEvent.click(again.container.querySelector('.withdraw-apply__submit')!) })
    await flush()
    expect(document.querySelector('.pay-password')).toBeNull()
    expect(modal).toHaveBeenCalledTimes(2)
    expect(modal.mock.calls[1][0]).toMatchObject({ title: 'No pay password', confirmText: 'Set it' })
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/info_edit/info_edit?type=paypassword')
    expect(api.to('withdrawBalanceApply')).toHaveLength(2)
  })

  it('asks for an account first, and says when withdrawals are closed', async () => {
    const api = fakeApi({ withdrawBalanceInfo: info({ account: null }), withdrawAccountPage: { list: [], count: 0, page_count: 0 } })
    const { container, unmount } = renderApp(<ApplyWithdrawalPage />)
    await flush()
    expect(container.querySelector('.withdraw-accounts__none')?.textContent).toBe('还没有提现账户')
    fireEvent.click(container.querySelector('.withdraw-accounts__manage')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/account_edit/account_edit')
    await typeInto(container, '.withdraw-apply__amount', '10')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-apply__submit')!) })
    expect(lastToast()).toBe('请选择提现账户')
    expect(api.to('withdrawBalanceApply')).toHaveLength(0)
    unmount()
    fakeApi({ withdrawBalanceInfo: info({ config: { ...CONFIG, is_use: 0 } }), withdrawAccountPage: ACCOUNTS })
    const closed = renderApp(<ApplyWithdrawalPage />, 'en-us')
    await flush()
    expect(closed.container.querySelector('.withdraw-closed')?.textContent).toBe('Balance withdrawal is not open')
  })
})
