import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto, type CallData } from '@/testing'
import RefundApplyPage from './refund'
import RefundDetailPage from '../refund_detail/refund_detail'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(),
  currentRoute: jest.fn(() => '/otherpages/order/refund/refund'),
  replaceRouteQuery: jest.fn(),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { go } = require('@/utils/navigate') as { go: jest.Mock }

type RefundDetail = CallData<'refundDetail'>

const line: RefundDetail['order_goods'] = { order_goods_id: 31, goods_id: 3, sku_id: 103, sku_name: '保温杯', spec_name: '白色', sku_image: 'g/3.png', price: 1990, num: 1, goods_money: 1990, real_goods_money: 1800, is_virtual: 0, delivery_status: 1, refund_status: 0 }
const DATA: CallData<'refundRefundData'> = {
  order_goods: line, order_id: 3, order_no: 'NO3', order_status: 3, pay_type: 'devpay', refund_money: 1800, refund_balance: 800, refund_channel: 1000,
  refund_point: 20, refund_delivery_money: 0,
  refund_type_list: [{ value: 1, name: '仅退款' }, { value: 2, name: '退货退款' }],
  refund_reason_list: [{ value: 'not_wanted', name: '不想要了' }, { value: 'quality', name: '质量问题' }],
  refund_status: 0, can_apply: true, max_images: 6,
}
const detail = (over: Partial<RefundDetail> = {}): RefundDetail => ({
  order_goods_id: 31, order_id: 3, order_no: 'NO3', site_id: 1, site_name: '甲店', order_goods: { ...line, refund_status: 4 }, refund_no: 'R1', refund_type: 2,
  refund_type_name: '退货退款', refund_status: 4, refund_status_name: '待买家退货', refund_reason: 'quality', refund_reason_name: '质量问题',
  refund_remark: '<b>坏了</b>', refund_images: [], apply_money: 1800, refund_money: 0, refund_balance: 0, refund_channel: 0, refund_point: 0,
  refund_delivery_money: 0, channel_status: 0, refund_address: '北山街 32 号 甲店', refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '',
  refuse_reason: '', apply_time: 1_700_000_000, audit_time: 1_700_000_100, delivery_time: 0, receive_time: 0, finish_time: 0,
  actions: ['cancel', 'delivery'], can_complain: false, history: [{ from_status: 0, to_status: 1, side: 'buyer', reason: 'quality', time: 1_700_000_000 }, { from_status: 1, to_status: 4, side: 'seller', reason: 'agreed', time: 1_700_000_100 }],
  ...over,
})

const open = (params: Record<string, string>) => jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)

beforeEach(() => {
  go.mockClear()
  signIn(null)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('refund application', () => {
  it('shows the server\'s amount by the way it goes back, and sends the chosen type, reason and details', async () => {
    open({ order_goods_id: '31' })
    const api = fakeApi({ refundRefundData: DATA, refundRefund: detail({ refund_status: 1, actions: ['cancel'] }) })
    const { container } = renderApp(<RefundApplyPage />)
    await flush()
    expect(api.to('refundRefundData')[0].data.order_goods_id).toBe(31)
    expect(container.querySelector('.refund-apply-money')?.textContent).toBe('¥18.00')
    expect(container.querySelector('.refund-form__ways')?.textContent).toContain('退回余额 ¥8.00')
    expect(container.querySelector('.refund-form__ways')?.textContent).toContain('原路退回 ¥10.00')
    // no reason yet: refused here, nothing sent
    await act(async () => { fireEvent.click(container.querySelector('.refund-submit')!) })
    expect(lastToast()).toBe('请选择退款原因')
    expect(api.to('refundRefund')).toHaveLength(0)
    fireEvent.click(container.querySelector('.refund-type[data-value="2"]')!)
    fireEvent.click(container.querySelector('.refund-reason[data-value="quality"]')!)
    await act(async () => { fireEvent.click(container.querySelector('.refund-submit')!) })
    await flush()
    expect(api.to('refundRefund')[0].data).toMatchObject({ order_goods_id: 31, refund_type: 2, refund_reason: 'quality' })
    expect(go).toHaveBeenCalledWith('/otherpages/order/refund_detail/refund_detail?order_goods_id=31', 'redirectTo')
  })

  it('says so and offers no submit when the line cannot be refunded', async () => {
    open({ order_goods_id: '31' })
    fakeApi({ refundRefundData: { ...DATA, can_apply: false } })
    const { container } = renderApp(<RefundApplyPage />)
    await flush()
    expect(container.querySelector('.refund-form__closed')?.textContent).toBe('该商品当前不能申请退款')
    expect(container.querySelector('.refund-submit')).toBeNull()
  })
})

describe('refund detail', () => {
  it('shows the return address and the parcel form; the buyer\'s remark stays text', async () => {
    open({ order_goods_id: '31' })
    const api = fakeApi({ refundDetail: detail(), refundDelivery: detail({ refund_status: 5, actions: [] }) })
    const { container } = renderApp(<RefundDetailPage />)
    await flush()
    expect(container.querySelector('.refund-status-name')?.textContent).toBe('待买家退货')
    expect(container.querySelector('.refund-address')?.textContent).toContain('北山街 32 号')
    expect(container.querySelector('.refund-remark-text')?.textContent).toContain('<b>坏了</b>')
    expect(container.querySelector('.refund-remark-text b')).toBeNull()
    expect(Array.from(container.querySelectorAll('.refund-history__move')).map((x) => x.textContent)).toEqual(['商家：同意退货', '买家：申请退款'])
    // a tracking number with a space is refused here
    await typeInto(container, '.refund-parcel-company', '顺丰')
    await typeInto(container, '.refund-parcel-no', 'SF 1')
    await act(async () => { fireEvent.click(container.querySelector('.refund-parcel-submit')!) })
    expect(lastToast()).toBe('请填写正确的运单号')
    await typeInto(container, '.refund-parcel-no', 'SF1001')
    await act(async () => { fireEvent.click(container.querySelector('.refund-parcel-submit')!) })
    await flush()
    expect(api.to('refundDelivery')[0].data).toMatchObject({ order_goods_id: 31, refund_delivery_name: '顺丰', refund_delivery_no: 'SF1001' })
  })

  it('says the gateway is paying back while it is', async () => {
    open({ order_goods_id: '31' })
    fakeApi({ refundDetail: detail({ refund_type: 1, refund_status: 2, refund_status_name: '退款中', channel_status: 1, actions: [], refund_address: '', refund_money: 1800, refund_channel: 1000, refund_balance: 800 }) })
    const { container } = renderApp(<RefundDetailPage />)
    await flush()
    expect(container.querySelector('.refund-detail__tip')?.textContent).toBe('商家已处理，款项正在原路退回')
    expect(container.querySelector('.refund-money__channel')?.textContent).toContain('¥10.00')
    expect(container.querySelector('.refund-parcel-form')).toBeNull()
  })
})
