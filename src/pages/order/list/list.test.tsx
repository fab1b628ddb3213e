import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, signOut, type CallData } from '@/testing'
import OrderListPage from './list'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(),
  currentRoute: jest.fn(() => '/pages/order/list/list'),
  replaceRouteQuery: jest.fn(),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
// the checkout's pay step is helper A2's; here it only has to open with the new payment
jest.mock('@/features/pay/components/PaySheet', () => ({
  PaySheet: (p: { outTradeNo: string; payMoney: number }) => <div className='pay-sheet-stub' data-out-trade-no={p.outTradeNo} data-money={p.payMoney} />,
}))

const { go } = require('@/utils/navigate') as { go: jest.Mock }

const LISTS = 'orderLists'
const NUM = 'orderNum'

type Order = CallData<'orderLists'>['list'][number]
type Line = Order['order_goods'][number]

const line = (id: number, over: Partial<Line> = {}): Line => ({
  order_goods_id: id * 10, goods_id: id, sku_id: 100 + id, sku_name: `商品${id}`, spec_name: '红色', sku_image: `g/${id}.png`, price: 1990,
  num: 2, goods_money: 3980, real_goods_money: 3980, is_virtual: 0, delivery_status: 0, refund_status: 0, ...over,
})
const order = (id: number, status: Order['order_status'], actions: Order['actions'], over: Partial<Order> = {}): Order => ({
  order_id: id, order_no: `NO${id}`, out_trade_no: `T${id}`, site_id: 3, site_name: `店铺${id}`, order_type: 1, order_status: status,
  order_status_name: 'x', pay_status: status === 0 ? 0 : 2, pay_type: '', goods_money: 3980, delivery_money: 0, order_money: 3980,
  pay_money: 3980, goods_num: 2, is_evaluate: 0, create_time: 1_700_000_000, pay_deadline: 0, order_goods: [line(id)], actions, ...over,
})
const page = (list: Order[], count = list.length): CallData<'orderLists'> => ({ list, count, page_count: Math.max(1, Math.ceil(count / 10)) })
const COUNTS = { waitpay: 2, waitsend: 0, waitconfirm: 1, waitrate: 120 }

function openWith(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)
}

const cards = (c: HTMLElement) => Array.from(c.querySelectorAll('.order-card'))
const actionsOf = (card: Element) => Array.from(card.querySelectorAll('.order-action')).map((b) => b.getAttribute('data-action'))

beforeEach(() => {
  go.mockClear()
  signIn(null)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('order list', () => {
  it('opens on the tab of the status parameter, with the counts of /api/order/num on the tabs', async () => {
    openWith({ status: 'waitpay' })
    const api = fakeApi({ [LISTS]: page([order(1, 0, ['pay', 'close'])]), [NUM]: COUNTS })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    expect(container.querySelector('.order-list')).not.toBeNull()
    const tabs = Array.from(container.querySelectorAll('.order-tab'))
    expect(tabs.map((x) => x.getAttribute('data-status'))).toEqual(['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'])
    expect(tabs.map((x) => x.querySelector('.order-tab__label')?.textContent)).toEqual(['全部', '待付款', '待发货', '待收货', '待评价'])
    expect(tabs.map((x) => x.querySelector('.order-tab__count')?.textContent ?? null)).toEqual([null, '2', null, '1', '99+'])
    expect(container.querySelector('.order-tab--active')?.getAttribute('data-status')).toBe('waitpay')
    expect(api.to(NUM)[0].data.order_status).toBe('waitpay,waitsend,waitconfirm,waitrate,refunding')
    expect(api.to(LISTS)[0].data).toMatchObject({ page: 1, page_size: 10, order_status: 'waitpay' })
    expect(api.to(LISTS)[0].data.search).toBeUndefined()
  })

  it('draws each order: shop, status name, lines, total and the actions the server allows, in order', async () => {
    openWith({})
    fakeApi({
      [LISTS]: page([
        order(1, 0, ['pay', 'close']),
        order(2, 3, ['logistics', 'takedelivery', 'extendtakedelivery']),
        order(3, 10, ['delete', 'buyagain'], { order_type: 2 }),
        order(4, 1, []),
      ]),
      [NUM]: COUNTS,
    })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    const list = cards(container)
    expect(list.map((c) => [c.getAttribute('data-order-id'), c.getAttribute('data-status')])).toEqual([['1', '0'], ['2', '3'], ['3', '10'], ['4', '1']])
    expect(list.map((c) => c.querySelector('.order-card__status')?.textContent)).toEqual(['待付款', '已发货', '已完成', '待发货'])
    expect(list.map(actionsOf)).toEqual([['close', 'pay'], ['logistics', 'extendtakedelivery', 'takedelivery'], ['delete', 'buyagain'], []])
    expect(list[0].querySelector('.order-card__shop')?.textContent).toBe('店铺1')
    expect(list[0].querySelector('.order-line__name')?.textContent).toBe('商品1')
    expect(list[0].querySelector('.order-line__spec')?.textContent).toBe('规格：红色')
    expect(list[0].querySelector('.order-line__num')?.textContent).toBe('×2')
    expect(list[0].querySelector('.order-card__total')?.textContent).toContain('39.80')
    // a tap on the card opens the detail of its kind
    fireEvent.click(list[2])
    expect(go).toHaveBeenCalledWith('/pages/order/detail_pickup/detail_pickup?order_id=3')
  })

  it('switching tab or searching loads page 1 of that filter; the bottom loads the next page', async () => {
    openWith({ status: 'all' })
    const api = fakeApi({
      [LISTS]: (d: any) => page(Array.from({ length: d.page === 1 ? 10 : 2 }, (_, i) => order((d.page - 1) * 10 + i + 1, 1, [])), 12),
      [NUM]: COUNTS,
    })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    expect(cards(container)).toHaveLength(10)
    await act(async () => {
      fireEvent(container.querySelector('.mall-pull__scroll')!, new Event('scrolltolower', { bubbles: true }))
    })
    await flush()
    expect(api.to(LISTS).map((c) => c.data.page)).toEqual([1, 2])
    expect(cards(container)).toHaveLength(12)
    expect(container.querySelector('.mall-pull-list__no-more')).not.toBeNull()

    fireEvent.click(container.querySelector('.order-tab[data-status="waitconfirm"]')!)
    await flush()
    expect(api.to(LISTS).at(-1)!.data).toMatchObject({ page: 1, order_status: 'waitconfirm' })

    const input = container.querySelector('.search-bar__input input, input.search-bar__input') as HTMLInputElement
    fireEvent.input(input, { target: { value: ' NO7 ' } })
    await flush(1)
    fireEvent.click(container.querySelector('.search-bar__button')!)
    await flush()
    expect(api.to(LISTS).at(-1)!.data).toMatchObject({ page: 1, order_status: 'waitconfirm', search: 'NO7' })
  })

  it('an empty tab shows the empty state with a way to the home page', async () => {
    openWith({ status: 'waitrate' })
    fakeApi({ [LISTS]: page([]), [NUM]: COUNTS })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    expect(container.querySelector('.mall-empty')?.textContent).toContain('暂无相关订单')
    fireEvent.click(container.querySelector('.mall-empty__button')!)
    expect(go).toHaveBeenCalledWith('/pages/index/index/index')
  })

  it('close asks first, then closes, says so and reloads the list and counts; a "no" sends nothing', async () => {
    openWith({})
    let closed = false
    const api = fakeApi({
      [LISTS]: () => page([order(1, closed ? -1 : 0, closed ? ['delete'] : ['pay', 'close'])]),
      [NUM]: COUNTS,
      orderClose: () => {
        closed = true
        return { order_id: 1, order_status: -1 }
      },
    })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any).mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<OrderListPage />)
    await flush()
    const closeBtn = () => container.querySelector('.order-action[data-action="close"]')!
    fireEvent.click(closeBtn())
    await flush()
    expect(modal).toHaveBeenCalledTimes(1)
    expect(modal.mock.calls[0][0]).toMatchObject({ content: '确定要关闭该订单吗？' })
    expect(api.to('orderClose')).toHaveLength(0)
    expect(go).not.toHaveBeenCalled()

    fireEvent.click(closeBtn())
    await flush(5)
    expect(api.to('orderClose')[0].data.order_id).toBe(1)
    expect(lastToast()).toBe('订单已关闭')
    expect(api.to(LISTS).length).toBeGreaterThanOrEqual(2)
    expect(api.to(NUM).length).toBeGreaterThanOrEqual(2)
    expect(cards(container)[0].getAttribute('data-status')).toBe('-1')
    expect(actionsOf(cards(container)[0])).toEqual(['delete'])
    // the tap on a button does not open the detail
    expect(go).not.toHaveBeenCalled()
  })

  it('confirm receipt and delete call their endpoints after a yes', async () => {
    openWith({})
    const api = fakeApi({
      [LISTS]: page([order(1, 3, ['takedelivery']), order(2, 10, ['delete'])]),
      [NUM]: COUNTS,
      orderTakeDelivery: { order_id: 1, order_status: 4 },
      orderDelete: 2,
    })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<OrderListPage />)
    await flush()
    fireEvent.click(container.querySelector('.order-card[data-order-id="1"] .order-action[data-action="takedelivery"]')!)
    await flush(5)
    expect(api.to('orderTakeDelivery')[0].data.order_id).toBe(1)
    fireEvent.click(container.querySelector('.order-card[data-order-id="2"] .order-action[data-action="delete"]')!)
    await flush(5)
    expect(api.to('orderDelete')[0].data.order_id).toBe(2)
    expect(lastToast()).toBe('订单已删除')
  })

  it('buy again puts every line back in the cart, then opens the cart', async () => {
    openWith({})
    const api = fakeApi({
      [LISTS]: page([order(1, 10, ['buyagain'], { order_goods: [line(1), line(2, { num: 3 })] })]),
      [NUM]: COUNTS,
      cartAdd: 9,
      cartCount: 5,
    })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    fireEvent.click(container.querySelector('.order-action[data-action="buyagain"]')!)
    await flush(6)
    expect(api.to('cartAdd').map((c) => [c.data.sku_id, c.data.num])).toEqual([[101, 2], [102, 3]])
    expect(go).toHaveBeenCalledWith('/pages/goods/cart/cart')
  })

  it('pay asks /api/order/pay for a new payment and opens the pay step with it; nothing left to pay goes to the result', async () => {
    openWith({})
    let payMoney = 3980
    const api = fakeApi({
      [LISTS]: page([order(7, 0, ['pay', 'close'])]),
      [NUM]: COUNTS,
      payOrderPay: () => ({ out_trade_no: 'NEW123456', pay_money: payMoney }),
    })
    const { container } = renderApp(<OrderListPage />)
    await flush()
    fireEvent.click(container.querySelector('.order-action[data-action="pay"]')!)
    await flush(4)
    expect(api.to('payOrderPay')[0].data.order_ids).toBe('7')
    const sheet = container.querySelector('.pay-sheet-stub')
    expect(sheet?.getAttribute('data-out-trade-no')).toBe('NEW123456')
    expect(sheet?.getAttribute('data-money')).toBe('3980')

    payMoney = 0
    fireEvent.click(container.querySelector('.order-action[data-action="pay"]')!)
    await flush(4)
    expect(go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=NEW123456')
  })

  it('visitors get the login prompt and no order call', async () => {
    signOut()
    openWith({})
    const api = fakeApi({})
    const { container } = renderApp(<OrderListPage />)
    await flush()
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(api.calls).toHaveLength(0)
  })
})
