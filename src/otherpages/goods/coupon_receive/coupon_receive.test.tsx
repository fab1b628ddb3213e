import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, lastToast, refuse, renderApp, signIn, signOut, type CallData } from '@/testing'
import CouponReceivePage from './coupon_receive'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=5'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const RECEIVE = 'couponReceive'
const INFO = 'couponTypeInfo'
let params: Record<string, string> = { coupon_type_id: '5' }

const TYPE: CallData<'couponTypeInfo'> = {
  coupon_type_id: 5, site_id: 3, site_name: '甲店', coupon_name: '甲店满减券', type: 'reward', money: 500, discount: 0, at_least: 3900,
  validity_days: 7, end_time: 0, count: 100, lead_count: 10, max_fetch: 1, received: 0, can_receive: 1,
}

beforeEach(() => {
  params = { coupon_type_id: '5' }
  jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params } })) as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

const btn = (c: HTMLElement) => c.querySelector('.coupon-receive') as HTMLElement
const card = async (c: HTMLElement) => {
  await waitFor(() => expect(c.querySelector('.coupon-card')).not.toBeNull())
  return c.querySelector('.coupon-card') as HTMLElement
}

describe('coupon receive page', () => {
  it('draws the coupon of the link: value, threshold, shop and validity', async () => {
    const api = fakeApi({ [INFO]: TYPE })
    const { container } = renderApp(<CouponReceivePage />)
    const c = await card(container)
    expect(api.to(INFO)[0].data).toMatchObject({ coupon_type_id: 5 })
    expect(c.querySelector('.coupon-card__name')?.textContent).toBe('甲店满减券')
    expect(c.querySelector('.coupon-card__threshold')?.textContent).toBe('满39元可用')
    expect(c.querySelector('.coupon-card__scope')?.textContent).toBe('限甲店使用')
    expect(c.querySelector('.coupon-card__validity')?.textContent).toBe('领取后7天内有效')
    expect(btn(container).textContent).toBe('立即领取')
  })

  it('a visitor goes to login and comes back to this link', async () => {
    const api = fakeApi({ [INFO]: TYPE })
    const { container } = renderApp(<CouponReceivePage />)
    await card(container)
    fireEvent.click(btn(container))
    expect(nav.go).toHaveBeenCalledWith(
      `/pages/login/login/login?back=${encodeURIComponent('/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=5')}`,
    )
    expect(api.to(RECEIVE)).toHaveLength(0)
  })

  it('receives the type of the link, then offers the member coupons', async () => {
    signIn()
    const api = fakeApi({ [INFO]: TYPE, [RECEIVE]: { coupon_id: 9, end_time: 0, can_receive: 0 } })
    const { container } = renderApp(<CouponReceivePage />)
    await card(container)
    fireEvent.click(btn(container))
    await waitFor(() => expect(btn(container).textContent).toBe('已达领取上限'))
    expect(api.to(RECEIVE)[0].data).toMatchObject({ coupon_type_id: 5 })
    expect(lastToast()).toBe('领取成功')
    expect(container.querySelector('.coupon-receive-page__validity')?.textContent).toBe('长期有效')
    fireEvent.click(container.querySelector('.coupon-receive-page__mine')!)
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/coupon/coupon')
  })

  it('a member at the limit sees it from the start', async () => {
    signIn()
    fakeApi({ [INFO]: { ...TYPE, received: 1, can_receive: 0 } })
    const { container } = renderApp(<CouponReceivePage />)
    await card(container)
    expect(btn(container).textContent).toBe('已达领取上限')
  })

  it('sold out: the server message and a sold-out button', async () => {
    signIn()
    fakeApi({ [INFO]: TYPE, [RECEIVE]: refuse(-21002, '优惠券已被领完') })
    const { container } = renderApp(<CouponReceivePage />)
    await card(container)
    fireEvent.click(btn(container))
    await waitFor(() => expect(btn(container).textContent).toBe('已抢光'))
    expect(lastToast()).toBe('优惠券已被领完')
    expect(container.querySelector('.coupon-receive-page__mine')).toBeNull()
  })

  it('a hidden or withdrawn type says so, without a toast', async () => {
    fakeApi({ [INFO]: refuse(-21006, '优惠券不存在或已下架') })
    const { container } = renderApp(<CouponReceivePage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.mall-error')?.textContent).toContain('This coupon does not exist or has been withdrawn'))
    expect(container.querySelector('.coupon-card')).toBeNull()
    expect(lastToast()).toBe('')
  })

  it('without an id says so', () => {
    params = {}
    fakeApi({})
    const { container } = renderApp(<CouponReceivePage />, 'en-us')
    expect(container.querySelector('.mall-error')?.textContent).toContain('The coupon is missing from the link')
  })
})
