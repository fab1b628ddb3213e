import { fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, type CallData } from '@/testing'
import OrderLogisticsPage from './logistics'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/pages/order/logistics/logistics?order_id=8') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const PACKAGE = 'orderPackage'
type Package = CallData<'orderPackage'>[number]

const line = (id: number, num: number): Package['order_goods'][number] => ({
  order_goods_id: id, goods_id: id, sku_id: id, sku_name: `g${id}`, spec_name: '', sku_image: `g/${id}.png`, price: 100, num,
  goods_money: 100 * num, real_goods_money: 100 * num, is_virtual: 0, delivery_status: 1, refund_status: 0,
})
const PACKAGES: Package[] = [
  {
    id: 1, delivery_type: 1, express_company_name: '顺丰速运', delivery_no: 'SF1234567890', delivery_time: 1_700_000_000,
    order_goods: [line(1, 2), line(2, 1)],
    traces: [
      { time: 1_700_090_000, text: '已签收' },
      { time: 1_700_050_000, text: '派送中' },
      { time: 1_700_000_500, text: '已揽收' },
    ],
  },
  { id: 2, delivery_type: 0, express_company_name: '', delivery_no: '', delivery_time: 1_700_000_000, order_goods: [line(3, 1)], traces: [] },
]

beforeEach(() => {
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { order_id: '8' } } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('logistics', () => {
  it('one tab per package; company, number (copied with the spec text) and the trace timeline, newest first', async () => {
    const api = fakeApi({ [PACKAGE]: PACKAGES })
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as any)
    const { container } = renderApp(<OrderLogisticsPage />)
    await flush()
    expect(api.to(PACKAGE)[0].data.order_id).toBe(8)
    expect(container.querySelector('.order-logistics')).not.toBeNull()
    expect(Array.from(container.querySelectorAll('.logistics-tab')).map((e) => e.textContent)).toEqual(['包裹1', '包裹2'])
    expect(container.querySelector('.logistics-company')?.textContent).toBe('顺丰速运')
    expect(container.querySelector('.logistics-no')?.textContent).toBe('SF1234567890')
    expect(container.querySelector('.logistics-goods__count')?.textContent).toBe('共3件商品')
    const traces = Array.from(container.querySelectorAll('.logistics-trace'))
    expect(traces.map((e) => e.querySelector('.logistics-trace__text')?.textContent)).toEqual(['已签收', '派送中', '已揽收'])
    expect(traces[0].className).toContain('logistics-trace--latest')
    fireEvent.click(container.querySelector('.logistics-no__copy')!)
    await flush()
    expect(copy).toHaveBeenCalledWith({ data: 'SF1234567890' })
    expect(lastToast()).toBe('复制成功')

    fireEvent.click(container.querySelectorAll('.logistics-tab')[1])
    await flush(1)
    expect(container.querySelector('.logistics-none')?.textContent).toBe('无需物流')
    expect(container.querySelectorAll('.logistics-trace')).toHaveLength(0)
  })

  it('an order without packages shows the empty state', async () => {
    fakeApi({ [PACKAGE]: [] })
    const { container } = renderApp(<OrderLogisticsPage />)
    await flush()
    expect(container.querySelector('.mall-empty')?.textContent).toContain('暂无物流信息')
  })
})
