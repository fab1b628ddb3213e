import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, lastToast, refuse, renderMember, signIn, signOut } from '@/features/member/testing'
import CouponReceivePage from './coupon_receive'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=5'),
}))
// eslint-disable-next-line @typescript-eslint/no-var-requires
const nav = require('@/utils/navigate') as { go: jest.Mock }

const RECEIVE = '/api/coupon/receive'
let params: Record<string, string> = { coupon_type_id: '5' }

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

describe('coupon receive page', () => {
  it('a visitor goes to login and comes back to this link', () => {
    const api = fakeApi({})
    const { container } = renderMember(<CouponReceivePage />)
    fireEvent.click(btn(container))
    expect(nav.go).toHaveBeenCalledWith(
      `/pages/login/login/login?back=${encodeURIComponent('/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=5')}`,
    )
    expect(api.calls).toHaveLength(0)
  })

  it('receives the type of the link, then offers the member coupons', async () => {
    signIn()
    const api = fakeApi({ [RECEIVE]: { coupon_id: 9, end_time: 0, can_receive: 0 } })
    const { container } = renderMember(<CouponReceivePage />)
    fireEvent.click(btn(container))
    await waitFor(() => expect(btn(container).textContent).toBe('已达领取上限'))
    expect(api.to(RECEIVE)[0].data).toMatchObject({ coupon_type_id: 5 })
    expect(lastToast()).toBe('领取成功')
    expect(container.querySelector('.coupon-receive-page__validity')?.textContent).toBe('长期有效')
    fireEvent.click(container.querySelector('.coupon-receive-page__mine')!)
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/coupon/coupon')
  })

  it('sold out: the server message and a sold-out button', async () => {
    signIn()
    fakeApi({ [RECEIVE]: refuse(-21002, '优惠券已被领完') })
    const { container } = renderMember(<CouponReceivePage />)
    fireEvent.click(btn(container))
    await waitFor(() => expect(btn(container).textContent).toBe('已抢光'))
    expect(lastToast()).toBe('优惠券已被领完')
    expect(container.querySelector('.coupon-receive-page__mine')).toBeNull()
  })

  it('without an id says so', () => {
    params = {}
    fakeApi({})
    const { container } = renderMember(<CouponReceivePage />, 'en-us')
    expect(container.querySelector('.mall-error')?.textContent).toContain('The coupon is missing from the link')
  })
})
