import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { FIGURES } from '@/features/account/testing'
import { levelRoute } from '@/features/account/links'
import AssetsPage from './assets'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/assets/assets') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

const cell = (c: HTMLElement, key: string) => c.querySelector(`.assets-cell--${key}`) as HTMLElement

describe('assets overview', () => {
  it('shows the balance with its split, points, growth, coupons and level; each opens its page', async () => {
    signIn({ member_id: 7 })
    fakeApi({ accountAssets: { ...FIGURES, coupon_count: 2, member_level: 0, level_name: '' } })
    const { container } = renderApp(<AssetsPage />)
    await flush()
    expect(container.querySelector('.assets-balance-total')?.textContent).toBe('693.35')
    expect(container.querySelector('.assets-withdrawable')?.textContent).toBe('可提现 193.35')
    expect(container.querySelector('.assets-non-withdrawable')?.textContent).toBe('不可提现 500.00')
    expect(cell(container, 'point').textContent).toBe('1712积分')
    expect(cell(container, 'growth').textContent).toBe('3成长值')
    expect(cell(container, 'coupon').textContent).toBe('2 张优惠券')
    expect(cell(container, 'level').textContent).toBe('普通会员会员等级')
    fireEvent.click(container.querySelector('.assets-balance')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/balance/balance')
    fireEvent.click(cell(container, 'point'))
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point/point')
    fireEvent.click(cell(container, 'coupon'))
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/coupon/coupon')
    nav.go.mockClear()
    fireEvent.click(cell(container, 'level'))
    expect(nav.go.mock.calls).toEqual(levelRoute() ? [[levelRoute()]] : [])
  })

  it('shows the level name when the mall has levels; English without Chinese', async () => {
    signIn({ member_id: 7 })
    fakeApi({ accountAssets: { ...FIGURES, coupon_count: 0, member_level: 2, level_name: 'Gold' } })
    const { container } = renderApp(<AssetsPage />, 'en-us')
    await flush()
    expect(cell(container, 'level').querySelector('.assets-cell__value')?.textContent).toBe('Gold')
    expect(HAN.test(container.textContent ?? '')).toBe(false)
  })
})
