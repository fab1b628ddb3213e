import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, type CallData } from '@/testing'
import { encodeQr } from '@/features/qr/encode'
import OrderDetailPage from './detail'
import OrderDetailPickupPage from '../detail_pickup/detail_pickup'
import OrderDetailVirtualPage from '../detail_virtual/detail_virtual'
import OrderDetailLocalPage from '../detail_local_delivery/detail_local_delivery'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/order/detail/detail?order_id=8'),
  replaceRouteQuery: jest.fn(),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/features/pay/components/PaySheet', () => ({ PaySheet: () => null }))

const { go, back } = require('@/utils/navigate') as { go: jest.Mock; back: jest.Mock }

const DETAIL = 'orderDetail'

const detail = (over: Partial<CallData<'orderDetail'>> = {}): CallData<'orderDetail'> => ({
  order_id: 8, order_no: 'ON202611230008', out_trade_no: 'T8', site_id: 3, site_name: '旗舰店', order_type: 1, order_status: 1,
  order_status_name: 'x', pay_status: 2, pay_type: 'BALANCE', goods_money: 10000, delivery_money: 800, order_money: 8850, pay_money: 6850,
  goods_num: 2, is_evaluate: 0, create_time: 1_700_000_000, pay_deadline: 0, coupon_money: 1000, platform_coupon_money: 333, promotion_money: 467,
  point_money: 150, point: 1500, balance_money: 2000, name: '张三', mobile: '13800000000', telephone: '', full_address: '浙江省杭州市西湖区 文三路 1 号',
  address: '文三路 1 号', longitude: 0, latitude: 0, buyer_message: '放门口', buyer_ask_delivery_time: '', invoice: null, delivery_store: null,
  verify_code: '', pay_time: 1_700_000_100, delivery_time: 0, sign_time: 0, finish_time: 0, close_time: 0, close_cause: '', is_extended: 0,
  auto_receive_at: 0, close_seconds: 0, receive_seconds: 0, packages: [],
  order_goods: [{ order_goods_id: 1, goods_id: 1, sku_id: 11, sku_name: '保温杯', spec_name: '白色', sku_image: 'g/1.png', price: 5000, num: 2,
    goods_money: 10000, real_goods_money: 8000, is_virtual: 0, delivery_status: 0, refund_status: 0 }],
  actions: [],
  ...over,
})

function openWith(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)
}

beforeEach(() => {
  go.mockClear()
  back.mockClear()
  signIn(null)
  openWith({ order_id: '8' })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  clearToast()
})

const rows = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.order-money__row')).map((r) => [r.querySelector('.order-money__label')?.textContent, r.querySelector('.order-money__value')?.textContent])

describe('order detail', () => {
  it('shows status, address, lines, the money breakdown in yuan, order number and times', async () => {
    const api = fakeApi({ [DETAIL]: detail() })
    const { container } = renderApp(<OrderDetailPage />)
    await flush()
    expect(api.to(DETAIL)[0].data.order_id).toBe(8)
    const root = container.querySelector('.order-detail')!
    expect(root.getAttribute('data-status')).toBe('1')
    expect(container.querySelector('.order-detail__status')?.textContent).toBe('待发货')
    // the mobile masked as everywhere else, the street once (full_address already ends with it)
    expect(container.querySelector('.order-address__who')?.textContent).toBe('张三 138****0000')
    expect(container.querySelector('.order-address__where')?.textContent).toBe('浙江省杭州市西湖区 文三路 1 号')
    expect(container.querySelector('.order-line__name')?.textContent).toBe('保温杯')
    expect(rows(container)).toEqual([
      ['商品金额', '¥100.00'],
      ['运费', '+¥8.00'],
      ['店铺优惠券', '-¥10.00'],
      ['平台优惠券', '-¥3.33'],
      ['会员折扣', '-¥4.67'],
      ['积分抵扣（1500积分）', '-¥1.50'],
      ['余额支付', '-¥20.00'],
      ['实付款', '¥68.50'],
    ])
    expect(container.querySelector('.order-no__value')?.textContent).toBe('ON202611230008')
    expect(container.querySelector('.order-time--createTime')).not.toBeNull()
    expect(container.querySelector('.order-time--deliveryTime')).toBeNull()
    expect(container.querySelector('.order-message')?.textContent).toContain('放门口')
    expect(container.querySelector('.order-invoice')?.textContent).toContain('不开发票')
  })

  it('reads in English too', async () => {
    fakeApi({ [DETAIL]: detail({ pay_status: 0, order_status: 0, balance_money: 0, pay_money: 8850, actions: ['pay', 'close'] }) })
    const { container } = renderApp(<OrderDetailPage />, 'en-us')
    await flush()
    expect(container.querySelector('.order-detail__status')?.textContent).toBe('Pending payment')
    expect(rows(container).at(-1)).toEqual(['Amount to pay', '¥88.50'])
    expect(Array.from(container.querySelectorAll('.order-action')).map((b) => b.textContent)).toEqual(['Close order', 'Pay'])
  })

  it('an unpaid order counts down to its automatic close and reloads at zero', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    const api = fakeApi({ [DETAIL]: detail({ order_status: 0, pay_status: 0, close_seconds: 65, actions: ['pay', 'close'] }) })
    const { container } = renderApp(<OrderDetailPage />)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10)
    })
    expect(container.querySelector('.order-countdown')?.textContent).toBe('剩余00时01分05秒，超时订单将自动关闭')
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000)
    })
    expect(container.querySelector('.order-countdown')?.textContent).toBe('剩余00时01分00秒，超时订单将自动关闭')
    expect(api.to(DETAIL)).toHaveLength(1)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000)
    })
    expect(api.to(DETAIL).length).toBeGreaterThanOrEqual(2)
  })

  it('copies the order number with the spec text', async () => {
    fakeApi({ [DETAIL]: detail() })
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as any)
    const { container } = renderApp(<OrderDetailPage />)
    await flush()
    fireEvent.click(container.querySelector('.order-no__copy')!)
    await flush()
    expect(copy).toHaveBeenCalledWith({ data: 'ON202611230008' })
    expect(lastToast()).toBe('复制成功')
  })

  it('confirm receipt reloads the detail; delete goes back', async () => {
    let status: CallData<'orderDetail'>['order_status'] = 3
    const api = fakeApi({
      [DETAIL]: () => detail({ order_status: status, actions: status === 3 ? ['logistics', 'takedelivery'] : ['delete', 'buyagain'] }),
      orderTakeDelivery: () => {
        // (received and completed at once, for the test)
        status = 10
        return { order_id: 8, order_status: 10 }
      },
      orderDelete: 8,
    })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<OrderDetailPage />)
    await flush()
    fireEvent.click(container.querySelector('.order-action[data-action="logistics"]')!)
    expect(go).toHaveBeenCalledWith('/pages/order/logistics/logistics?order_id=8')
    await flush()
    fireEvent.click(container.querySelector('.order-action[data-action="takedelivery"]')!)
    await flush(6)
    expect(api.to('orderTakeDelivery')).toHaveLength(1)
    expect(container.querySelector('.order-detail')?.getAttribute('data-status')).toBe('10')
    expect(Array.from(container.querySelectorAll('.order-action')).map((b) => b.getAttribute('data-action'))).toEqual(['delete', 'buyagain'])
    expect(back).not.toHaveBeenCalled()
    fireEvent.click(container.querySelector('.order-action[data-action="delete"]')!)
    await flush(5)
    expect(api.to('orderDelete')[0].data.order_id).toBe(8)
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('an order of another kind is handed to its own page', async () => {
    fakeApi({ [DETAIL]: detail({ order_type: 2 }) })
    const { container } = renderApp(<OrderDetailPage />)
    await flush()
    expect(go).toHaveBeenCalledWith('/pages/order/detail_pickup/detail_pickup?order_id=8', 'redirectTo')
    expect(container.querySelector('.order-detail')).toBeNull()
  })

  it('pickup: the pickup code in large text with its QR code, and the store', async () => {
    fakeApi({
      [DETAIL]: detail({
        order_type: 2, order_status: 2, verify_code: '83920417',
        delivery_store: { store_id: 1, store_name: '西湖店', telephone: '0571-1234567', full_address: '杭州市西湖区 1 号', open_date: '09:00-21:00', longitude: 0, latitude: 0 },
      }),
    })
    const { container } = renderApp(<OrderDetailPickupPage />)
    await flush()
    expect(container.querySelector('.order-detail__status')?.textContent).toBe('待提货')
    expect(container.querySelector('.order-pickup-code')?.textContent).toBe('83920417')
    const qr = container.querySelector('.order-pickup-qr')!
    expect(qr.getAttribute('data-qr')).toBe('83920417')
    // one row of views per module row, the dark runs adding up to the symbol's dark modules
    const symbol = encodeQr('83920417', { ecl: 'M' })
    expect(qr.querySelectorAll('.order-qr__row')).toHaveLength(symbol.size)
    expect(container.querySelector('.order-store__name')?.textContent).toBe('西湖店')
    expect(container.querySelector('.order-address')).toBeNull()
  })

  it('virtual: every code; local delivery: the requested time', async () => {
    fakeApi({ [DETAIL]: detail({ order_type: 4, order_status: 4, verify_code: 'AB12,CD34' }) })
    const v = renderApp(<OrderDetailVirtualPage />)
    await flush()
    expect(Array.from(v.container.querySelectorAll('.order-virtual-code')).map((e) => e.textContent)).toEqual(['AB12', 'CD34'])
    // paid virtual orders are received at once (4): the codes are ready to use, each with its QR code
    expect(v.container.querySelector('.order-detail__status')?.textContent).toBe('待使用')
    expect(v.container.querySelectorAll('.order-code__value--used')).toHaveLength(0)
    expect(v.container.querySelectorAll('.order-qr')).toHaveLength(2)
    v.unmount()
    jest.restoreAllMocks()
    openWith({ order_id: '8' })
    fakeApi({ [DETAIL]: detail({ order_type: 3, order_status: 3, buyer_ask_delivery_time: '2026-11-24 10:00-11:00' }) })
    const l = renderApp(<OrderDetailLocalPage />)
    await flush()
    expect(l.container.querySelector('.order-detail__status')?.textContent).toBe('配送中')
    expect(l.container.querySelector('.order-local-time')?.textContent).toContain('2026-11-24 10:00-11:00')
    expect(l.container.querySelector('.order-address__who')?.textContent).toBe('张三 138****0000')
    expect(l.container.querySelector('.order-address__where')?.textContent).toBe('浙江省杭州市西湖区 文三路 1 号')
  })
})
