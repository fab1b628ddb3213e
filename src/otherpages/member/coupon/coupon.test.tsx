import { fireEvent, waitFor } from '@testing-library/react'
import { clearToast, fakeApi, renderApp, signIn, signOut, type CallData } from '@/testing'
import MemberCouponPage from './coupon'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/coupon/coupon'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const PAGE = 'couponMemberPage'
type Coupon = CallData<'couponMemberPage'>['list'][number]

const coupon = (id: number, state: Coupon['state'], extra: Partial<Coupon> = {}): Coupon => ({
  coupon_id: id,
  coupon_type_id: 1,
  coupon_name: `券${id}`,
  type: 'reward',
  money: 1000,
  discount: 0,
  at_least: 5000,
  state,
  get_type: 'receive',
  start_time: Date.UTC(2026, 0, 10, 4) / 1000,
  end_time: Date.UTC(2026, 1, 10, 4) / 1000,
  site_id: 2,
  site_name: '鲜果店',
  use_time: 0,
  ...extra,
})

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

const tab = (c: HTMLElement, key: string) => c.querySelector(`.member-coupon-tabs__item--${key}`) as HTMLElement

describe('member coupon page', () => {
  it('visitors see the login prompt returning here', () => {
    signOut()
    const api = fakeApi({})
    const { getByText } = renderApp(<MemberCouponPage />)
    fireEvent.click(getByText('去登录'))
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/otherpages/member/coupon/coupon')}`)
    expect(api.calls).toHaveLength(0)
  })

  it('lists unused coupons first, then used and expired by tab, pages of 10', async () => {
    signIn()
    const api = fakeApi({
      [PAGE]: (d: any) => {
        const state = Number(d.state)
        const page = Number(d.page)
        const total = state === 1 ? 12 : 1
        const list = Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) =>
          coupon(state * 100 + (page - 1) * 10 + i, state as 1 | 2 | 3, i === 0 && state === 1 ? { type: 'discount', money: 0, discount: 90, site_id: 0, site_name: '' } : {}),
        )
        return { list, count: total, page_count: Math.ceil(total / 10) }
      },
    })
    const { container } = renderApp(<MemberCouponPage />)
    await waitFor(() => expect(container.querySelectorAll('.member-coupon').length).toBe(10))
    expect(api.to(PAGE)[0].data).toMatchObject({ state: 1, page: 1, page_size: 10 })
    expect(tab(container, 'unused').className).toContain('member-coupon-tabs__item--active')
    const cards = Array.from(container.querySelectorAll('.member-coupon'))
    expect(cards[0].textContent).toContain('9折')
    expect(cards[0].textContent).toContain('平台通用')
    expect(cards[1].textContent).toContain('¥10.00')
    expect(cards[1].textContent).toContain('满50元可用')
    expect(cards[1].textContent).toContain('限鲜果店使用')
    expect(cards[1].textContent).toMatch(/2026\.01\.10 至 2026\.02\.10/)

    fireEvent(container.querySelector('.mall-pull__scroll')!, new Event('scrolltolower', { bubbles: true }))
    await waitFor(() => expect(container.querySelectorAll('.member-coupon').length).toBe(12))

    fireEvent.click(tab(container, 'used'))
    await waitFor(() => expect(container.querySelectorAll('.member-coupon').length).toBe(1))
    expect(api.to(PAGE).at(-1)!.data).toMatchObject({ state: 2, page: 1 })
    expect(container.querySelector('.member-coupon')?.className).toContain('coupon-card--dimmed')
    expect(container.querySelector('.member-coupon')?.textContent).toContain('已使用')

    fireEvent.click(tab(container, 'expired'))
    await waitFor(() => expect(api.to(PAGE).at(-1)!.data).toMatchObject({ state: 3 }))
    await waitFor(() => expect(container.querySelector('.member-coupon')?.textContent).toContain('已过期'))
  })

  it('English tabs and empty state', async () => {
    signIn()
    fakeApi({ [PAGE]: { list: [], count: 0, page_count: 0 } })
    const { container } = renderApp(<MemberCouponPage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.mall-empty')).not.toBeNull())
    expect(Array.from(container.querySelectorAll('.member-coupon-tabs__item')).map((e) => e.textContent)).toEqual(['Unused', 'Used', 'Expired'])
    expect(container.textContent).toContain('No coupons')
  })
})
