import { act, fireEvent, waitFor } from '@testing-library/react'
import { renderWithI18n } from '@/components/testing/renderWithI18n'
import MemberIndexPage from './index'

jest.mock('@/services/request', () => ({ request: jest.fn() }))
jest.mock('@/i18n', () => ({ changeLanguage: jest.fn(() => Promise.resolve()) }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/pages/member/index/index') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/store/app', () => {
  const { create } = require('zustand')
  return { useAppStore: create(() => ({ tabBar: { list: [] }, cartCount: 0, token: '', addonIsExist: null })) }
})

/* eslint-disable @typescript-eslint/no-var-requires */
const { request } = require('@/services/request') as { request: jest.Mock }
const { changeLanguage } = require('@/i18n') as { changeLanguage: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
/* eslint-enable @typescript-eslint/no-var-requires */

beforeEach(() => {
  request.mockReset()
  go.mockClear()
  changeLanguage.mockClear()
  act(() => useAppStore.setState({ token: '', addonIsExist: null }))
})

describe('member centre', () => {
  it('visitors get a login prompt that carries the encoded return url, and no member call', () => {
    const { container, getByText } = renderWithI18n(<MemberIndexPage />)
    expect(container.textContent).toContain('登录后享受更多会员服务')
    fireEvent.click(getByText('去登录'))
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/member/index/index')}`)
    expect(request).not.toHaveBeenCalled()
  })

  it('members see their header from /api/member/info with a masked phone', async () => {
    request.mockResolvedValue({ nickname: '小明', mobile: '13812345678', headimg: 'upload/head.png', point: 12 })
    act(() => useAppStore.setState({ token: 'tk' }))
    const { container } = renderWithI18n(<MemberIndexPage />)
    await waitFor(() => expect(container.querySelector('.member-head__name')?.textContent).toBe('小明'))
    expect(request).toHaveBeenCalledWith('/api/member/info', undefined, expect.objectContaining({ method: 'GET' }))
    expect(container.querySelector('.member-head__mobile')).not.toBeNull()
  })

  it('order shortcuts open the order list with their status', () => {
    const { container } = renderWithI18n(<MemberIndexPage />)
    const items = container.querySelectorAll('.member-orders__item')
    expect(Array.from(items).map((e) => e.textContent)).toEqual(['全部', '待付款', '待发货', '待收货', '待评价'])
    fireEvent.click(container.querySelector('.member-orders__item--waitPay')!)
    expect(go).toHaveBeenCalledWith('/pages/order/list/list?status=waitpay')
  })

  it('hides entries whose add-on is off', () => {
    act(() => useAppStore.setState({ addonIsExist: { coupon: 0, membersignin: 1, memberwithdraw: 1, gift: 1, membercancel: 1 } }))
    const { container } = renderWithI18n(<MemberIndexPage />)
    expect(container.querySelector('.member-entries__item--coupon')).toBeNull()
    expect(container.querySelector('.member-entries__item--signin')).not.toBeNull()
  })

  it('language switch calls changeLanguage for the other language only', () => {
    const { container } = renderWithI18n(<MemberIndexPage />)
    const en = container.querySelector('.lang-switch__option.lang-switch__option--en-us')!
    const zh = container.querySelector('.lang-switch__option.lang-switch__option--zh-cn')!
    expect(zh.className).toContain('lang-switch__option--active')
    expect(en.textContent).toBe('English')
    fireEvent.click(zh)
    expect(changeLanguage).not.toHaveBeenCalled()
    fireEvent.click(en)
    expect(changeLanguage).toHaveBeenCalledWith('en-us')
  })
})
