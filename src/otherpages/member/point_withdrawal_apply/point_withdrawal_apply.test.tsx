import Taro from '@tarojs/taro'
import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, typeInto, type CallData } from '@/testing'
import { bankAccount, withdrawDetail } from '@/features/withdraw/testing'
import PointWithdrawalApplyPage from './point_withdrawal_apply'
import PointWithdrawalListPage from '../point_withdrawal_list/point_withdrawal_list'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/point_withdrawal_apply/point_withdrawal_apply'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const CONFIG: CallData<'withdrawPointInfo'>['config'] = { is_use: 1, rate: 300, min_point: 100, fee_rate: 10, day_count: 3, transfer_types: ['alipay'] }
const ALIPAY = bankAccount(4, 'alipay', 1, { realname: '李四', mobile: '13912345679', withdraw_type_name: '支付宝', account_number: 'l@example.com' })

beforeEach(() => {
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('point withdrawal', () => {
  it('converts the points at the rate (down to the fen), shows the fee and what arrives, applies with the account', async () => {
    const api = fakeApi({
      withdrawPointInfo: { config: CONFIG, point: 2000, today_count: 0, account: ALIPAY },
      withdrawAccountPage: { list: [ALIPAY], count: 1, page_count: 1 },
      withdrawPointApply: withdrawDetail(11, 0, { kind: 'point' }),
      memberInfo: refuse(-1, 'not needed'),
    })
    const { container } = renderApp(<PointWithdrawalApplyPage />)
    await flush()
    expect(container.querySelector('.withdraw-point__available')?.textContent).toBe('2000')
    await typeInto(container, '.withdraw-point__input', '50')
    expect(container.querySelector('.withdraw-amount__problem')?.textContent).toBe('最少提现 100 积分')
    await typeInto(container, '.withdraw-point__input', '2001')
    expect(container.querySelector('.withdraw-amount__problem')?.textContent).toBe('积分不足')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-point__all')!) })
    await flush()
    // 2000 points at 300 a yuan: 666.67 fen -> 666; fee 10 ‰: 6.66 -> 7
    expect(container.querySelector('.withdraw-point__money')?.textContent).toBe('可兑换金额¥6.66')
    expect(container.querySelector('.withdraw-point__fee')?.textContent).toBe('手续费（1%）¥0.07')
    expect(container.querySelector('.withdraw-point__net')?.textContent).toBe('实际到账¥6.59')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-point__submit')!) })
    await flush()
    expect(api.to('withdrawPointApply')).toHaveLength(0)
    expect(document.querySelector('.pay-password-box__money')?.textContent).toBe('提现 2000 积分')
    await typeInto(document.body, '.pay-password', '123456')
    await flush(4)
    expect(api.to('withdrawPointApply').map((c) => [c.data.point, c.data.account_id, c.data.pay_password])).toEqual([[2000, 4, '123456']])
    expect(lastToast()).toBe('提现申请已提交，等待审核')
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/point_withdrawal_detail/point_withdrawal_detail?id=11', 'redirectTo')
  })

  it('lists the point withdrawals in points', async () => {
    fakeApi({ withdrawPointPage: { list: [{ id: 5, withdraw_no: 'P1', kind: 'point', member_id: 1, status: 0, status_name: '', transfer_type: 'alipay', transfer_type_name: '', realname: '李四', mobile: '13912345679', bank_name: '', account_number: 'l@example.com', point: 1200, point_rate: 100, apply_money: 1200, fee_rate: 0, service_money: 0, money: 1200, refuse_reason: '', certificate_remark: '', apply_time: 1764200000, audit_time: 0, payment_time: 0, refuse_time: 0 }], count: 1, page_count: 1 } })
    const { container } = renderApp(<PointWithdrawalListPage />)
    await flush()
    expect(container.querySelector('.withdraw-record__amount')?.textContent).toBe('1200 积分')
    expect(container.querySelector('.withdraw-record__status')?.textContent).toBe('待审核')
    expect(container.querySelector('.mall-navbar__title')?.textContent).toBe('积分提现记录')
  })
})
