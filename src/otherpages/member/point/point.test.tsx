import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { FIGURES, ledgerPage, ledgerRow } from '@/features/account/testing'
import { useAppStore } from '@/store/app'
import { pointWithdrawRoute } from '@/features/account/links'
import PointPage from './point'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/point/point') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const POINT_ROWS = [
  ledgerRow({ id: 9, account_type: 'point', account_type_name: '积分', from_type: 'signin', type_name: '签到奖励', account_data: 5, month: '2026-11' }),
  ledgerRow({ id: 8, account_type: 'point', account_type_name: '积分', from_type: 'order', type_name: '订单支付', account_data: -300, month: '2026-11' }),
]
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
  useAppStore.setState({ addonIsExist: null } as any)
})

describe('points page', () => {
  it('shows the points, the newest rows and the ways to the ledger and sign-in', async () => {
    signIn({ member_id: 7 })
    const api = fakeApi({ accountInfo: FIGURES, accountPage: ledgerPage(POINT_ROWS) })
    const { container } = renderApp(<PointPage />)
    await flush()
    expect(container.querySelector('.point-total')?.textContent).toBe('1712')
    expect(container.querySelector('.point-card__growth')?.textContent).toBe('成长值 3')
    expect(api.to('accountPage')[0].data).toMatchObject({ account_type: 'point', page_size: 5 })
    expect(Array.from(container.querySelectorAll('.ledger-item__amount')).map((e) => e.textContent)).toEqual(['+5', '-300'])
    expect(container.querySelector('.ledger-item__account')).toBeNull()
    fireEvent.click(container.querySelector('.point-link--list')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point/list')
    fireEvent.click(container.querySelector('.point-link--detail-list')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point/detail_list')
    fireEvent.click(container.querySelector('.point-link--signin')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/signin/signin')
    expect(Boolean(container.querySelector('.point-link--withdraw'))).toBe(Boolean(pointWithdrawRoute()))
    fireEvent.click(container.querySelector('.ledger-item[data-id="8"]')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point_detail/point_detail?id=8')
  })

  it('hides sign-in when its add-on is off; says when there are no rows; English without Chinese', async () => {
    useAppStore.setState({ addonIsExist: { membersignin: 0 } } as any)
    signIn({ member_id: 7 })
    fakeApi({ accountInfo: { ...FIGURES, point: 0 }, accountPage: ledgerPage([], { from_types: [] }) })
    const { container } = renderApp(<PointPage />, 'en-us')
    await flush()
    expect(container.querySelector('.point-link--signin')).toBeNull()
    expect(container.querySelector('.point-link--withdraw')).toBeNull()
    expect(container.querySelector('.point-total')?.textContent).toBe('0')
    expect(container.querySelector('.ledger-empty')?.textContent).toContain('No records yet')
    expect(HAN.test(container.textContent ?? '')).toBe(false)
  })
})
