import { fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, refuse, renderApp, signIn, type CallData } from '@/testing'
import WeappOrderShippingPage from './order_shipping'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/weapp/order_shipping/order_shipping') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/features/pay/components/PaySheet', () => ({ PaySheet: () => null }))

type Pay = CallData<'payInfo'>
type Detail = CallData<'orderDetail'>

const brief = (id: number, status: Detail['order_status']): Pay['orders'][number] => ({ order_id: id, order_no: `NO${id}`, site_id: 3, site_name: 's', order_status: status, order_money: 100, balance_money: 0, pay_money: 100 })
const PAY: Pay = {
  out_trade_no: '2026112312345678', pay_body: 'x', pay_money: 200, pay_status: 2, status: 'paid', event: 'order', pay_type: 'wechatpay', create_time: 1, pay_time: 2,
  close_time: 0, orders: [brief(5, 3)],
}
const detail = (status: Detail['order_status']): Detail => ({
  order_id: 5, order_no: 'NO5', out_trade_no: '2026112312345678', site_id: 3, site_name: '旗舰店', order_type: 1, order_status: status, order_status_name: '',
  pay_status: 2, pay_type: 'wechatpay', goods_money: 100, delivery_money: 0, order_money: 100, pay_money: 100, goods_num: 1, is_evaluate: 0, create_time: 1, pay_deadline: 0,
  order_goods: [], coupon_money: 0, platform_coupon_money: 0, promotion_money: 0, point_money: 0, point: 0, balance_money: 0, name: '', mobile: '',
  telephone: '', full_address: '', address: '', longitude: 0, latitude: 0, buyer_message: '', buyer_ask_delivery_time: '', invoice: null,
  delivery_store: null, verify_code: '', pay_time: 2, delivery_time: 3, sign_time: 0, finish_time: 0, close_time: 0, close_cause: '', is_extended: 0,
  auto_receive_at: 0, close_seconds: 0, receive_seconds: 0, packages: [],
  actions: status === 3 ? ['logistics', 'extendtakedelivery', 'takedelivery'] : ['buyagain'],
})

afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe("WeChat's confirm-receipt view", () => {
  it('finds the payment of the attempt number WeChat passes and offers confirm receipt only', async () => {
    signIn(null)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { merchant_trade_no: '202611231234567801', transaction_id: '42000' } } } as any)
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    let status: Detail['order_status'] = 3
    const api = fakeApi({
      payInfo: (d) => (d.out_trade_no === '2026112312345678' ? PAY : refuse(-10004, 'not found')),
      orderDetail: () => detail(status),
      orderTakeDelivery: () => {
        status = 4
        return { order_id: 5, order_status: 4 }
      },
    })
    const { container } = renderApp(<WeappOrderShippingPage />)
    await flush(6)
    expect(api.to('payInfo').map((c) => c.data.out_trade_no)).toEqual(['202611231234567801', '2026112312345678'])
    const card = container.querySelector('.order-card[data-order-id="5"]')!
    expect(Array.from(card.querySelectorAll('.order-action')).map((b) => b.getAttribute('data-action'))).toEqual(['logistics', 'takedelivery'])
    fireEvent.click(card.querySelector('.order-action[data-action="takedelivery"]')!)
    await flush(8)
    expect(api.to('orderTakeDelivery')[0].data.order_id).toBe(5)
    expect(container.querySelector('.order-card[data-order-id="5"]')?.getAttribute('data-status')).toBe('4')
  })

  it('says so when no payment of the member matches', async () => {
    signIn(null)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { merchant_trade_no: 'ZZZZZZZZ' } } } as any)
    fakeApi({ payInfo: refuse(-10004, 'not found') })
    const { container } = renderApp(<WeappOrderShippingPage />)
    await flush(4)
    expect(container.querySelector('.mall-empty')?.textContent).toContain('未找到对应的订单')
  })
})
