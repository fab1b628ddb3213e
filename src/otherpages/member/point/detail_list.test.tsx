import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { ledgerPage, ledgerRow } from '@/features/account/testing'
import PointDetailListPage from './detail_list'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/point/detail_list') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const PAGE = 'accountPage'
const ROWS = [
  ledgerRow({ id: 9, account_type: 'point', from_type: 'signin', type_name: '签到奖励', account_data: 5, month: '2026-11' }),
  ledgerRow({ id: 8, account_type: 'point', from_type: 'order', type_name: '订单支付', account_data: -300, month: '2026-11' }),
  ledgerRow({ id: 1, account_type: 'point', from_type: 'demo', type_name: '系统赠送', account_data: 2000, month: '2026-10' }),
]
const KINDS = [{ from_type: 'demo', type_name: '系统赠送' }, { from_type: 'order', type_name: '订单支付' }, { from_type: 'signin', type_name: '签到奖励' }]
const answer = (d: Record<string, any>) => ledgerPage(ROWS.filter((r) => (!d.date || r.month === d.date) && (!d.from_type || r.from_type === d.from_type)), { from_types: KINDS })

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 4))
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
  signOut()
})

describe('points ledger by kind and month', () => {
  it('filters the points ledger by kind and month, with the sums in points', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
    signIn({ member_id: 7 })
    const api = fakeApi({ [PAGE]: answer })
    const { container } = renderApp(<PointDetailListPage />)
    await flush()
    expect(api.to(PAGE)[0].data).toMatchObject({ account_type: 'point' })
    expect(container.querySelector('.ledger-sums__income')?.textContent).toBe('收入 2005')
    expect(container.querySelector('.ledger-sums__expense')?.textContent).toBe('支出 300')
    await act(async () => { fireEvent.click(container.querySelector('.ledger-kind[data-from-type="signin"]')!) })
    await flush()
    expect(api.to(PAGE).at(-1)!.data).toMatchObject({ account_type: 'point', from_type: 'signin' })
    expect(Array.from(container.querySelectorAll('.ledger-item__amount')).map((e) => e.textContent)).toEqual(['+5'])
    await act(async () => { fireEvent.click(container.querySelector('.ledger-month--current')!) })
    await flush()
    expect(api.to(PAGE).at(-1)!.data).toMatchObject({ from_type: 'signin', date: '2026-11' })
  })

  it('starts from the kind and month in its address', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { from_type: 'demo', date: '2026-10' } } } as any)
    signIn({ member_id: 7 })
    const api = fakeApi({ [PAGE]: answer })
    const { container } = renderApp(<PointDetailListPage />)
    await flush()
    expect(api.to(PAGE)[0].data).toMatchObject({ from_type: 'demo', date: '2026-10' })
    expect(Array.from(container.querySelectorAll('.ledger-item__amount')).map((e) => e.textContent)).toEqual(['+2000'])
    expect(container.querySelector('.ledger-month--current')?.textContent).toBe('2026年10月')
  })
})
