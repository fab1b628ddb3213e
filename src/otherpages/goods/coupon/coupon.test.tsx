import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, signOut, type CallData } from '@/testing'
import GoodsCouponPage from './coupon'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/goods/coupon/coupon?goods_id=3'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const LIST = 'couponGoodsCouponTypes'
const RECEIVE = 'couponReceive'

type CouponType = CallData<'couponGoodsCouponTypes'>[number]

const type = (id: number, extra: Partial<CouponType> = {}): CouponType => ({
  coupon_type_id: id,
  site_id: 1,
  site_name: '鲜果店',
  coupon_name: `券${id}`,
  type: 'reward',
  money: 500,
  discount: 0,
  at_least: 9900,
  validity_days: 7,
  end_time: 0,
  count: 100,
  lead_count: 1,
  max_fetch: 1,
  received: 0,
  can_receive: 1,
  ...extra,
})

const TYPES: CouponType[] = [
  type(1),
  type(2, { site_id: 0, site_name: '', type: 'discount', money: 0, discount: 85, at_least: 0, max_fetch: 3 }),
  type(3, { can_receive: 0, received: 1 }),
]

const cards = (c: HTMLElement) => Array.from(c.querySelectorAll('.coupon-card')) as HTMLElement[]
const button = (c: HTMLElement, i: number) => cards(c)[i].querySelector('.coupon-receive') as HTMLElement

beforeEach(() => {
  jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params: { goods_id: '3' } } })) as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

async function open(routes: Record<string, unknown>) {
  const api = fakeApi({ [LIST]: TYPES, ...routes })
  const view = renderApp(<GoodsCouponPage />)
  await waitFor(() => expect(view.container.querySelectorAll('.coupon-card')).toHaveLength(3))
  return { api, ...view }
}

describe('goods coupon page', () => {
  it('shows value, threshold, shop or platform, validity and the receive state of each', async () => {
    signIn()
    const { container, api } = await open({})
    expect(api.to(LIST)[0].data).toMatchObject({ goods_id: 3 })
    const [a, b, c] = cards(container)
    expect(a.textContent).toContain('¥5.00')
    expect(a.textContent).toContain('满99元可用')
    expect(a.textContent).toContain('限鲜果店使用')
    expect(a.textContent).toContain('领取后7天内有效')
    expect(b.textContent).toContain('8.5折')
    expect(b.textContent).toContain('无门槛')
    expect(b.textContent).toContain('平台通用')
    expect(button(container, 0).textContent).toBe('立即领取')
    expect(c.querySelector('.coupon-receive')?.textContent).toBe('已达领取上限')
  })

  it('a visitor tapping receive goes to login and comes back here', async () => {
    signOut()
    const { container, api } = await open({})
    fireEvent.click(button(container, 0))
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/otherpages/goods/coupon/coupon?goods_id=3')}`)
    expect(api.to(RECEIVE)).toHaveLength(0)
  })

  it('receives; the limit then shows; a type allowing more offers another', async () => {
    signIn()
    const { container, api } = await open({
      [RECEIVE]: (d: any) => ({ coupon_id: 50 + d.coupon_type_id, end_time: 0, can_receive: d.coupon_type_id === 2 ? 1 : 0 }),
    })
    fireEvent.click(button(container, 0))
    await waitFor(() => expect(button(container, 0).textContent).toBe('已达领取上限'))
    expect(api.to(RECEIVE)[0].data).toMatchObject({ coupon_type_id: 1 })
    expect(lastToast()).toBe('领取成功')
    fireEvent.click(button(container, 1))
    await waitFor(() => expect(button(container, 1).textContent).toBe('继续领取'))
    // the limited one does not call again
    fireEvent.click(button(container, 0))
    await flush()
    expect(api.to(RECEIVE)).toHaveLength(2)
  })

  it('sold out and limit refusals from the server move the button, with the server message', async () => {
    signIn()
    const { container } = await open({
      [RECEIVE]: (d: any) => (d.coupon_type_id === 1 ? refuse(-21002, '优惠券已被领完') : refuse(-21003, '已达到该优惠券的领取上限')),
    })
    fireEvent.click(button(container, 0))
    await waitFor(() => expect(button(container, 0).textContent).toBe('已抢光'))
    expect(lastToast()).toBe('优惠券已被领完')
    fireEvent.click(button(container, 1))
    await waitFor(() => expect(button(container, 1).textContent).toBe('已达领取上限'))
    expect(lastToast()).toBe('已达到该优惠券的领取上限')
  })

  it('a network failure leaves the button open', async () => {
    signIn()
    const { container } = await open({ [RECEIVE]: refuse(-1, '系统繁忙') })
    fireEvent.click(button(container, 0))
    await waitFor(() => expect(lastToast()).toBe('系统繁忙'))
    await flush()
    expect(button(container, 0).textContent).toBe('立即领取')
  })

  it('English texts and an empty list', async () => {
    signIn()
    fakeApi({ [LIST]: [] })
    const { container } = renderApp(<GoodsCouponPage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.mall-empty')).not.toBeNull())
    expect(container.textContent).toContain('No coupons to get right now')
  })
})
