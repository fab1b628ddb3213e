import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut, type CallData } from '@/testing'
import RechargeOrderListPage from './order_list'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/recharge/order_list/order_list'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const PAGE = 'rechargeOrderPage'
type RechargeOrder = CallData<'rechargeOrderPage'>['list'][number]

const order = (id: number, status: RechargeOrder['status'], extra: Partial<RechargeOrder> = {}): RechargeOrder => ({
  order_id: id, order_no: `R${id}`, out_trade_no: `T${id}`, recharge_id: 1, recharge_name: '充100送10', cover_img: '',
  face_value: 10000, pay_money: 10000, gift_balance: 1000, point: 100, growth: 0,
  coupon_list: [{ coupon_type_id: 3, coupon_name: '满99减10元', type: 'reward', money: 1000, discount: 0, at_least: 9900 }],
  status, status_name: status, pay_type: status === 'paid' ? 'devpay' : '', create_time: 1767225600, pay_time: status === 'paid' ? 1767225660 : 0, close_time: 0,
  ...extra,
})

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

describe('recharge records', () => {
  it('visitors are asked to log in', () => {
    const api = fakeApi({})
    const { container } = renderApp(<RechargeOrderListPage />)
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('lists the member\'s recharges by page with status, amounts and gifts; an unpaid one opens the pay sheet', async () => {
    signIn({ member_id: 5 })
    const api = fakeApi({
      [PAGE]: (d: any) => {
        const page = Number(d.page)
        // 12 orders: newest first, page 2 has the last two
        const ids = page === 1 ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1]
        return { list: ids.map((id) => order(id, id === 12 ? 'waiting' : id === 11 ? 'closed' : 'paid', id === 10 ? { recharge_id: 0, recharge_name: '自定义金额充值', face_value: 777, pay_money: 777, gift_balance: 0, point: 0, coupon_list: [] } : {})), count: 12, page_count: 2 }
      },
      payType: { pay_type: 'devpay', client_kind: 'h5' },
    })
    const { container } = renderApp(<RechargeOrderListPage />)
    await flush()
    const cards = () => Array.from(container.querySelectorAll('.recharge-order'))
    expect(cards().map((c) => c.getAttribute('data-status'))).toEqual(['waiting', 'closed', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid'])
    expect(api.to(PAGE)[0].data).toMatchObject({ page: 1, page_size: 10 })
    const [waiting, closed, free, paid] = cards()
    expect(waiting.querySelector('.recharge-order__status')!.textContent).toBe('待支付')
    expect(closed.querySelector('.recharge-order__status')!.textContent).toBe('已关闭')
    expect(paid.querySelector('.recharge-order__status')!.textContent).toBe('已支付')
    expect(paid.querySelector('.recharge-order__value')!.textContent).toBe('¥100.00')
    expect(paid.querySelector('.recharge-order__credited')!.textContent).toBe('到账余额 ¥110.00')
    expect(Array.from(paid.querySelectorAll('.recharge-gifts__item')).map((g) => g.textContent)).toEqual(['送 ¥10.00', '送 100 积分', '送优惠券：满99减10元'])
    expect(free.querySelector('.recharge-order__name')!.textContent).toBe('自定义金额充值')
    expect(free.querySelector('.recharge-gifts')).toBeNull()
    expect(free.querySelector('.recharge-order__credited')!.textContent).toBe('到账余额 ¥7.77')
    expect(closed.querySelector('.recharge-order__credited')).toBeNull()
    expect(closed.querySelector('.recharge-order__pay')).toBeNull()
    expect(paid.textContent).toContain('订单号：R9')
    // paying an unpaid one
    fireEvent.click(waiting.querySelector('.recharge-order__pay')!)
    await flush()
    expect(document.querySelector('.pay-sheet__money')!.textContent).toBe('¥100.00')
  })

  it('no recharges yet: a way to recharge', async () => {
    signIn({ member_id: 5 })
    fakeApi({ [PAGE]: { list: [], count: 0, page_count: 0 } })
    const { container, getByText } = renderApp(<RechargeOrderListPage />, 'en-us')
    await flush()
    expect(container.textContent).toContain('No recharges yet')
    fireEvent.click(getByText('Recharge'))
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/recharge/list/list')
  })
})
