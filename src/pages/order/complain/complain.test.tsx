import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, type CallData } from '@/testing'
import ComplainPage from './complain'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/pages/order/complain/complain'), replaceRouteQuery: jest.fn() }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

type ComplainView = CallData<'complainDetail'>

const line: ComplainView['order_goods'] = { order_goods_id: 31, goods_id: 3, sku_id: 103, sku_name: '保温杯', spec_name: '', sku_image: '', price: 1990, num: 1, goods_money: 1990, real_goods_money: 1990, is_virtual: 0, delivery_status: 0, refund_status: -1 }
const view = (over: Partial<ComplainView> = {}): ComplainView => ({
  order_goods: line, order_id: 3, order_no: 'NO3', site_name: '乙店', refund_status: -1, refund_status_name: '商家拒绝', refuse_reason: '已使用',
  can_complain: true, can_cancel: false, complaint: null, max_images: 6,
  reason_list: [{ value: 'refund_refused', name: '商家无理拒绝退款' }, { value: 'other', name: '其他' }], ...over,
})
const complaint: NonNullable<ComplainView['complaint']> = { complain_id: 9, order_goods_id: 31, order_id: 3, site_id: 2, complain_status: 1, complain_status_name: '等待平台处理', complain_reason: 'refund_refused',
  complain_reason_name: '商家无理拒绝退款', complain_remark: '<i>x</i>', complain_images: [], result: '', result_name: '', platform_answer: '', apply_time: 1_700_000_000, handle_time: 0 }

beforeEach(() => {
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { order_goods_id: '31' } } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('complaint', () => {
  it('asks for a reason, sends the complaint, then offers to withdraw it', async () => {
    const api = fakeApi({ complainDetail: view(), complainComplain: view({ can_complain: false, can_cancel: true, complaint }) })
    const { container } = renderApp(<ComplainPage />)
    await flush()
    expect(container.querySelector('.complain')?.getAttribute('data-can-complain')).toBe('1')
    await act(async () => { fireEvent.click(container.querySelector('.complain-submit')!) })
    expect(lastToast()).toBe('请选择投诉原因')
    fireEvent.click(container.querySelector('.complain-reason[data-value="refund_refused"]')!)
    await act(async () => { fireEvent.click(container.querySelector('.complain-submit')!) })
    await flush()
    expect(api.to('complainComplain')[0].data).toMatchObject({ order_goods_id: 31, complain_reason: 'refund_refused' })
    expect(container.querySelector('.complain-status')?.textContent).toContain('等待平台处理')
    expect(container.querySelector('.complain-remark-text i')).toBeNull()
    expect(container.querySelector('.complain-cancel')).not.toBeNull()
  })

  it('shows the platform\'s answer, and says when no complaint can be made', async () => {
    fakeApi({ complainDetail: view({ can_complain: false, complaint: { ...complaint, complain_status: 2, complain_status_name: '平台已处理', result: 'buyer', result_name: '平台支持退款', platform_answer: '商家应退款' } }) })
    const { container } = renderApp(<ComplainPage />)
    await flush()
    expect(container.querySelector('.complain-answer')?.textContent).toContain('商家应退款')
    expect(container.querySelector('.complain-submit')).toBeNull()
    fakeApi({ complainDetail: view({ can_complain: false, refund_status: 1 }) })
  })
})
