import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, type CallData } from '@/testing'
import ActivistPage from './activist'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(),
  currentRoute: jest.fn(() => '/pages/order/activist/activist'),
  replaceRouteQuery: jest.fn(),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { go, replaceRouteQuery } = require('@/utils/navigate') as { go: jest.Mock; replaceRouteQuery: jest.Mock }

const LISTS = 'refundLists'
type Refund = CallData<'refundLists'>['list'][number]

const item = (id: number, status: Refund['refund_status'], actions: Refund['actions'], over: Partial<Refund> = {}): Refund => ({
  order_goods_id: id, order_id: 1, order_no: 'NO1', site_id: 1, site_name: '甲店',
  order_goods: { order_goods_id: id, goods_id: 1, sku_id: 1, sku_name: `商品${id}`, spec_name: '', sku_image: '', price: 1000, num: 1, goods_money: 1000, real_goods_money: 900, is_virtual: 0, delivery_status: 0, refund_status: status },
  refund_no: `R${id}`, refund_type: 1, refund_type_name: '仅退款', refund_status: status, refund_status_name: `s${status}`, apply_money: 900, refund_money: status === 3 ? 900 : 0,
  channel_status: 0, apply_time: 1_700_000_000, actions, ...over,
})

/** The refund as its detail answers it (what withdrawing answers). */
const detailOf = (r: Refund): CallData<'refundCancel'> => ({
  ...r, refund_reason: '', refund_reason_name: '', refund_remark: '', refund_images: [], refund_balance: 0, refund_channel: 0, refund_point: 0,
  refund_delivery_money: 0, refund_address: '', refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '', refuse_reason: '',
  audit_time: 0, delivery_time: 0, receive_time: 0, finish_time: 0, can_complain: false, history: [],
})

beforeEach(() => {
  go.mockClear()
  replaceRouteQuery.mockClear()
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { status: 'refunding' } } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('refunds and after-sale', () => {
  it('lists the tab of the status parameter with each refund\'s actions; a tab change asks again', async () => {
    const api = fakeApi({ [LISTS]: { list: [item(7, 1, ['cancel']), item(8, 3, [])], count: 2, page_count: 1 } })
    const { container } = renderApp(<ActivistPage />)
    await flush()
    expect(api.to(LISTS)[0].data).toMatchObject({ page: 1, refund_status: 'refunding' })
    expect(container.querySelector('.refund-tabs__item--active')?.getAttribute('data-status')).toBe('refunding')
    const cards = Array.from(container.querySelectorAll('.refund-card'))
    expect(cards.map((c) => c.getAttribute('data-order-goods-id'))).toEqual(['7', '8'])
    expect(Array.from(cards[0].querySelectorAll('.refund-action')).map((b) => b.textContent)).toEqual(['查看详情', '撤销申请'])
    expect(cards[1].querySelector('.refund-card__amount')?.textContent).toBe('¥9.00')
    fireEvent.click(cards[1])
    expect(go).toHaveBeenCalledWith('/otherpages/order/refund_detail/refund_detail?order_goods_id=8')
    fireEvent.click(container.querySelector('.refund-tabs__item[data-status="finished"]')!)
    await flush()
    expect(replaceRouteQuery).toHaveBeenCalledWith({ status: 'finished' })
    expect(api.to(LISTS).at(-1)!.data.refund_status).toBe('finished')
  })

  it('withdraws after a confirm and reloads', async () => {
    const api = fakeApi({ [LISTS]: { list: [item(7, 1, ['cancel'])], count: 1, page_count: 1 }, refundCancel: detailOf(item(7, 0, [])) })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<ActivistPage />)
    await flush()
    await act(async () => { fireEvent.click(container.querySelector('.refund-action--cancel')!) })
    await flush()
    expect(api.to('refundCancel')[0].data.order_goods_id).toBe(7)
    expect(lastToast()).toBe('已撤销')
    expect(api.to(LISTS).length).toBe(2)
  })
})
