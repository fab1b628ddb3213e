import { fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, refuse, renderApp, signIn, signOut } from '@/testing'
import { ledgerRow } from '@/features/account/testing'
import PointDetailPage from './point_detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/point_detail/point_detail') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const DETAIL = 'accountDetail'
const withId = (id: string | undefined) => jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: id === undefined ? {} : { id } } } as any)
const value = (c: HTMLElement, key: string) => c.querySelector(`.ledger-detail__row--${key} .ledger-detail__value`)?.textContent

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

describe('ledger row page', () => {
  it('shows the row: amount, account, kind, time, reference, and opens its order', async () => {
    withId('5')
    signIn({ member_id: 7 })
    const row = { ...ledgerRow({ id: 5, account_type: 'balance_money', account_type_name: '可提现余额', from_type: 'order', type_name: '订单支付', account_data: -567, relate_tag: 'NO20261101' }), order_id: 31, order_type: 1 }
    const api = fakeApi({ [DETAIL]: row })
    const { container } = renderApp(<PointDetailPage />)
    await flush()
    expect(api.to(DETAIL)[0].data).toMatchObject({ id: 5 })
    expect(container.querySelector('.ledger-detail__amount')?.textContent).toBe('-¥5.67')
    expect(value(container, 'account')).toBe('可提现余额')
    expect(value(container, 'type')).toBe('订单支付')
    expect(value(container, 'relate')).toBe('NO20261101')
    expect(value(container, 'time')).toMatch(/^2026-10-15 \d\d:00:00$/)
    fireEvent.click(container.querySelector('.ledger-detail__order')!)
    expect(nav.go).toHaveBeenLastCalledWith('/pages/order/detail/detail?order_id=31')
  })

  it('points: no order link; another member\'s row or a bad id is "not found"', async () => {
    withId('9')
    signIn({ member_id: 7 })
    fakeApi({ [DETAIL]: { ...ledgerRow({ id: 9, account_type: 'point', account_type_name: '积分', from_type: 'signin', type_name: '签到奖励', account_data: 5 }), order_id: 0, order_type: 0 } })
    const first = renderApp(<PointDetailPage />)
    await flush()
    expect(first.container.querySelector('.ledger-detail__amount')?.textContent).toBe('+5')
    expect(first.container.querySelector('.ledger-detail__order')).toBeNull()
    first.unmount()

    jest.restoreAllMocks()
    withId('12345')
    const api = fakeApi({ [DETAIL]: refuse(-21620, '账户记录不存在') })
    const other = renderApp(<PointDetailPage />)
    await flush()
    expect(api.to(DETAIL)).toHaveLength(1)
    expect(other.container.querySelector('.ledger-detail-missing')?.textContent).toContain('记录不存在')
    other.unmount()

    jest.restoreAllMocks()
    withId('abc')
    const none = fakeApi({})
    const bad = renderApp(<PointDetailPage />)
    await flush()
    expect(none.calls).toHaveLength(0)
    expect(bad.container.querySelector('.ledger-detail-missing')).not.toBeNull()
  })
})
