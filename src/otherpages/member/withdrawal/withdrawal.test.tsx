import Taro from '@tarojs/taro'
import { act, fireEvent } from '@testing-library/react'
import { fakeApi, flush, renderApp, signIn } from '@/testing'
import { withdrawRecord } from '@/features/withdraw/testing'
import WithdrawalPage from './withdrawal'
import WithdrawalDetailPage from '../withdrawal_detail/withdrawal_detail'
import PointWithdrawalDetailPage from '../point_withdrawal_detail/point_withdrawal_detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/withdrawal/withdrawal'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const record = withdrawRecord

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
})

describe('withdrawal records and detail', () => {
  it('lists the withdrawals with their status, filters by status, opens one', async () => {
    const api = fakeApi({
      withdrawBalancePage: (d) => ({
        list: [record(2, 2), record(1, -1)].filter((r) => d.status === undefined || r.status === d.status), count: 2, page_count: 1,
      }),
    })
    const { container } = renderApp(<WithdrawalPage />)
    await flush()
    const rows = () => Array.from(container.querySelectorAll('.withdraw-record'))
    expect(rows().map((r) => r.querySelector('.withdraw-record__status')?.textContent)).toEqual(['已转账', '已拒绝'])
    expect(rows()[0].querySelector('.withdraw-record__amount')?.textContent).toBe('¥123.45')
    expect(rows()[0].querySelector('.withdraw-record__net')?.textContent).toBe('到账 ¥122.71')
    expect(rows()[0].querySelector('.withdraw-record__to')?.textContent).toBe('提现到银行卡')
    await act(async () => { fireEvent.click(container.querySelector('.withdraw-tabs__item---1')!) })
    await flush()
    expect(api.to('withdrawBalancePage').at(-1)!.data.status).toBe(-1)
    expect(rows().map((r) => r.getAttribute('data-id'))).toEqual(['1'])
    fireEvent.click(rows()[0])
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/withdrawal_detail/withdrawal_detail?id=1')
  })

  it('shows a transferred withdrawal with its amounts to the fen, account and times; a refused one with its reason', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '2' } } } as any)
    const api = fakeApi({ withdrawBalanceDetail: { ...record(2, 2, { audit_time: 1764203600, payment_time: 1764207200, certificate_remark: '流水号 1' }), history: [] } })
    const { container, unmount } = renderApp(<WithdrawalDetailPage />)
    await flush()
    expect(api.to('withdrawBalanceDetail')[0].data.id).toBe(2)
    expect(container.querySelector('.withdraw-detail__status')?.textContent).toBe('已转账')
    expect(container.querySelector('.withdraw-detail__apply-money .withdraw-row__value')?.textContent).toBe('¥123.45')
    expect(container.querySelector('.withdraw-detail__fee .withdraw-row__value')?.textContent).toBe('¥0.74 (0.6%)')
    expect(container.querySelector('.withdraw-detail__money .withdraw-row__value')?.textContent).toBe('¥122.71')
    expect(container.querySelector('.withdraw-detail__account .withdraw-row__value')?.textContent).toBe('银行卡 招商银行杭州分行 6225880123456789')
    expect(container.querySelector('.withdraw-detail__payment-time')).not.toBeNull()
    expect(container.querySelector('.withdraw-detail__certificate .withdraw-row__value')?.textContent).toBe('流水号 1')
    unmount()
    fakeApi({ withdrawPointDetail: { ...record(3, -1, { kind: 'point', point: 1234, point_rate: 100, apply_money: 1234, fee_rate: 0, service_money: 0, money: 1234, refuse_reason: '信息有误', refuse_time: 1764203600 }), history: [] } })
    const point = renderApp(<PointWithdrawalDetailPage />, 'en-us')
    await flush()
    expect(point.container.querySelector('.withdraw-detail__note')?.textContent).toBe('Refused: the points are back')
    expect(point.container.querySelector('.withdraw-detail__point .withdraw-row__value')?.textContent).toBe('1234 points')
    expect(point.container.querySelector('.withdraw-detail__rate .withdraw-row__value')?.textContent).toBe('100 points = ¥1.00')
    expect(point.container.querySelector('.withdraw-detail__refuse-reason .withdraw-row__value')?.textContent).toBe('信息有误')
  })
})
