import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { PAYMENT, fakeCalculate } from '@/features/checkout/fixtures'
import { clearToast, fakeApi, flush, lastToast, memberInfo, refuse, renderApp, signIn, typeInto, type Answers } from '@/testing'
import { OrderError, type MemberInfo } from '@/services/api/contract.gen'
import { useAppStore } from '@/store/app'
import CheckoutPage from './payment'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/order/payment/payment?cart_ids=11,12'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const ME = memberInfo({ member_id: 7, nickname: '小明', mobile: '13800000001', is_set_password: 1, is_set_pay_password: 1 })
const CALC = 'orderCheckoutCalculate'
const CREATE = 'orderCheckoutCreate'

function open(routes: Answers = {}, member: MemberInfo = ME) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { cart_ids: '11,12' } } } as any)
  signIn(member)
  useAppStore.setState({ currentShippingAddress: null })
  const api = fakeApi({
    memberInfo: member,
    orderCheckoutPayment: PAYMENT,
    [CALC]: (d: Record<string, any>) => fakeCalculate(d),
    payType: { pay_type: 'devpay', client_kind: 'h5' },
    ...routes,
  })
  return { ...renderApp(<CheckoutPage />), api }
}

const q = (c: HTMLElement, sel: string) => c.querySelector(sel) as HTMLElement
const all = (c: ParentNode, sel: string) => Array.from(c.querySelectorAll(sel)) as HTMLElement[]
const payMoney = (c: HTMLElement) => q(c, '.checkout-pay-money').textContent

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('checkout', () => {
  it('shows the address, each shop with its goods and delivery, and totals to the fen; recalculates on every choice', async () => {
    const { container, api } = open()
    await flush(6)
    expect(q(container, '.checkout-page')).not.toBeNull()
    expect(q(container, '.checkout-address').textContent).toContain('浙江省杭州市西湖区文三路 90 号')
    const shops = all(container, '.checkout-shop')
    expect(shops).toHaveLength(2)
    expect(all(shops[0], '.checkout-delivery').map((e) => e.textContent)).toEqual(['快递配送', '门店自提'])
    expect(all(shops[1], '.checkout-delivery--active').map((e) => e.textContent)).toEqual(['同城配送'])
    // first calculate: A express 39.80 + 8.00, B local 10.00 + 3.00
    expect(api.to(CALC)[0].data).toMatchObject({ cart_ids: '11,12', member_address_id: 9, delivery: { '3': { delivery_type: 'express' }, '12': { delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 10:00-11:00' } } })
    expect(payMoney(container)).toBe('60.80')

    fireEvent.click(all(shops[0], '.checkout-delivery')[1])
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.delivery!['3']).toEqual({ delivery_type: 'store', store_id: 7 })
    expect(payMoney(container)).toBe('52.80')

    fireEvent.click(q(shops[0], '.checkout-coupon'))
    await flush()
    fireEvent.click(all(document.body, '.checkout-coupon-option')[0])
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.coupon).toEqual({ '3': { coupon_id: 55 } })
    expect(payMoney(container)).toBe('47.80')

    fireEvent.click(q(container, '.checkout-platform-coupon'))
    await flush()
    fireEvent.click(all(document.body, '.checkout-coupon-option--platform')[0])
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.platform_coupon_id).toBe(77)
  })

  it('names the member level discount (N折) beside what it takes off', async () => {
    const { container } = open({
      orderCheckoutPayment: { ...PAYMENT, member_level_discount: 98 },
      [CALC]: (d: Record<string, any>) => ({ ...fakeCalculate(d), promotion_money: 100 }),
    })
    await flush(6)
    const rows = all(container, '.checkout-sums *').map((e) => e.textContent ?? '')
    expect(rows.some((r) => r.includes('会员优惠 (9.8折)'))).toBe(true)
    expect(rows.some((r) => r.includes('-¥1.00') || r.includes('-1.00'))).toBe(true)
  })

  it('pickup point, delivery time, buyer message and invoice go into the per-shop objects', async () => {
    const { container, api } = open({ [CREATE]: { out_trade_no: 'T902', order_ids: [5, 6], pay_money: 5280 } })
    await flush(6)
    const [shopA, shopB] = all(container, '.checkout-shop')
    fireEvent.click(all(shopA, '.checkout-delivery')[1])
    await flush(4)
    fireEvent.click(q(shopA, '.checkout-store'))
    await flush()
    fireEvent.click(all(document.body, '.checkout-store-option')[1])
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.delivery!['3']).toEqual({ delivery_type: 'store', store_id: 8 })
    fireEvent.click(q(shopB, '.checkout-time'))
    await flush()
    fireEvent.click(all(document.body, '.checkout-time-option')[1])
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.delivery!['12']).toEqual({ delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 11:00-12:00' })
    await typeInto(shopB, '.checkout-message', ' 放门口 ')
    fireEvent.click(q(shopA, '.checkout-invoice__switch'))
    await flush()
    fireEvent.click(q(container, '.checkout-submit'))
    await flush()
    expect(lastToast()).toBe('请填写发票抬头')
    await typeInto(shopA, '.checkout-invoice__title', '张三')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    expect(api.to(CREATE)[0].data).toMatchObject({
      delivery: { '3': { delivery_type: 'store', store_id: 8 }, '12': { delivery_type: 'local', buyer_ask_delivery_time: '2026-11-24 11:00-12:00' } },
      buyer_message: { '12': '放门口' },
      invoice: { '3': { invoice_type: 1, invoice_title: '张三', invoice_content: '商品明细' } },
    })
  })

  it('balance: the pay password, then create with the page’s request key; nothing left to pay goes to the result', async () => {
    const { container, api } = open({ [CREATE]: { out_trade_no: 'T900', order_ids: [1, 2], pay_money: 0 } })
    await flush(6)
    fireEvent.click(q(container, '.checkout-balance'))
    await flush(4)
    expect(api.to(CALC).at(-1)!.data.is_balance).toBe(1)
    expect(payMoney(container)).toBe('0.00')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush()
    expect(api.to(CREATE)).toHaveLength(0)
    await typeInto(document.body, '.pay-password', '123456')
    await flush(4)
    const sent = api.to(CREATE)
    expect(sent).toHaveLength(1)
    expect(sent[0].data).toMatchObject({ pay_password: '123456', is_balance: 1, cart_ids: '11,12', member_address_id: 9 })
    expect(sent[0].data.request_key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T900', 'redirectTo')
  })

  it('a tap on submit right after a choice waits for that choice’s figures', async () => {
    const { container, api } = open({ [CREATE]: { out_trade_no: 'T903', order_ids: [1, 2], pay_money: 0 } })
    await flush(6)
    fireEvent.click(q(container, '.checkout-balance'))
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    // the balance figures (need_pay_password) came first: the password is asked, nothing created yet
    expect(document.querySelector('.pay-password')).not.toBeNull()
    expect(api.to(CREATE)).toHaveLength(0)
  })

  it('a retry after a refusal sends the same request key', async () => {
    let n = 0
    const { container, api } = open({
      [CREATE]: () => (++n === 1 ? refuse(-20803, '库存不足') : { out_trade_no: 'T901', order_ids: [3], pay_money: 6080 }),
      payPay: { type: 'dev', data: { attempt_no: 'T90101' }, pay_type: 'devpay', attempt_no: 'T90101' },
      payDevpayConfirm: { pay_status: 2, status: 'paid', out_trade_no: 'T901', pay_money: 6080 },
      payStatus: { pay_status: 2, status: 'paid', out_trade_no: 'T901', pay_money: 6080 },
    })
    await flush(6)
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    expect(lastToast()).toBe('库存不足')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    const keys = api.to(CREATE).map((c) => c.data.request_key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(api.to(CREATE)[0].data).not.toHaveProperty('pay_password')

    // the pay step: channels of this client, then the development channel's confirm
    const channels = all(document.body, '.pay-channel')
    expect(channels.map((e) => e.getAttribute('data-type'))).toEqual(['devpay'])
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    fireEvent.click(channels[0])
    fireEvent.click(q(document.body, '.pay-confirm'))
    await flush(8)
    expect(api.to('payPay')[0].data).toMatchObject({ out_trade_no: 'T901', pay_type: 'devpay', client_kind: 'h5' })
    expect(api.to('payDevpayConfirm')[0].data).toMatchObject({ attempt_no: 'T90101' })
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T901', 'redirectTo')
  })

  it('no pay password yet: explains and sends the member to set it', async () => {
    const { container, api } = open({}, { ...ME, is_set_pay_password: 0 })
    await flush(6)
    fireEvent.click(q(container, '.checkout-balance'))
    await flush(4)
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    expect(modal.mock.calls[0][0]).toMatchObject({ content: '使用余额支付需要先设置支付密码，是否现在去设置？' })
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/info_edit/info_edit?type=paypassword')
    expect(api.to(CREATE)).toHaveLength(0)
  })

  it('a delivery that cannot reach the address stops the submit with its reason', async () => {
    const { container, api } = open()
    await flush(6)
    const shopB = all(container, '.checkout-shop')[1]
    fireEvent.click(all(shopB, '.checkout-delivery')[0])
    await flush(4)
    expect(shopB.textContent).toContain('该地区不配送')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush()
    expect(lastToast()).toBe('乙店: 该地区不配送')
    expect(api.to(CREATE)).toHaveLength(0)
  })

  it('a hold cap that calculate reports is on the page and stops the submit', async () => {
    const message = '您有 10 笔待支付订单（最多 10 笔），请先支付或取消'
    const limit = { code: OrderError.UNPAID_ORDER_LIMIT, message, limit: 10, held: 10, adding: 1, goods_id: 0 }
    const { container, api } = open({ [CALC]: (d: Record<string, any>) => ({ ...fakeCalculate(d), limit_refusal: limit }) })
    await flush(6)
    expect(q(container, '.checkout-limit').textContent).toBe(message)
    expect(payMoney(container)).toBe('60.80')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    expect(lastToast()).toBe(message)
    expect(api.to(CREATE)).toHaveLength(0)
  })

  it('a hold cap reached after the figures came (another device) is toasted from create', async () => {
    const message = '您有 10 笔待支付订单（最多 10 笔），请先支付或取消'
    const { container, api } = open({ [CREATE]: () => refuse(OrderError.UNPAID_ORDER_LIMIT, message) })
    await flush(6)
    expect(container.querySelector('.checkout-limit')).toBeNull()
    fireEvent.click(q(container, '.checkout-submit'))
    await flush(4)
    expect(api.to(CREATE)).toHaveLength(1)
    expect(lastToast()).toBe(message)
  })

  it('a stored address that is not this member’s falls back to the default one without a toast', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { sku_id: '101', num: '2' } } } as any)
    signIn(ME)
    const api = fakeApi({
      memberInfo: ME,
      orderCheckoutPayment: (d) => (d.member_address_id === 44 ? refuse(-20751, '地址不存在') : PAYMENT),
      [CALC]: (d: Record<string, any>) => fakeCalculate(d),
    })
    useAppStore.setState({ currentShippingAddress: { id: 44 } })
    const { container } = renderApp(<CheckoutPage />)
    await flush(8)
    expect(api.to('orderCheckoutPayment').map((c) => c.data.member_address_id)).toEqual([44, undefined])
    expect(api.to('orderCheckoutPayment')[1].data).toMatchObject({ sku_id: 101, num: 2 })
    expect(lastToast()).toBe('')
    expect(payMoney(container)).toBe('60.80')
    useAppStore.setState({ currentShippingAddress: null })
  })

  it('without an address: asks for one and opens the address list in select mode', async () => {
    const { container } = open({
      orderCheckoutPayment: { ...PAYMENT, member_address: null },
      [CALC]: (d: Record<string, any>) => ({ ...fakeCalculate(d), member_address: null }),
    })
    await flush(6)
    expect(q(container, '.checkout-address').textContent).toContain('请添加收货地址')
    fireEvent.click(q(container, '.checkout-submit'))
    await flush()
    expect(lastToast()).toBe('请先选择收货地址')
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/address/address?back=checkout')
  })
})
