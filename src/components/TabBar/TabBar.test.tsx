import { act, fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { TabBar, badgeText } from './TabBar'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/pages/index/index/index') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => (p ? `https://img.test/${p}` : '') }))
jest.mock('@/features/cart/api', () => ({ syncCartCountFor: jest.fn() }))
jest.mock('@/store/app', () => {
  const { create } = require('zustand')
  return { useAppStore: create(() => ({ tabBar: null, cartCount: 0 })) }
})

const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { TAB_ROUTES } = require('@/constants/routes')
const { syncCartCountFor } = require('@/features/cart/api') as { syncCartCountFor: jest.Mock }

const item = (key: string, title: string) => ({
  key,
  title,
  iconPath: `icon/${key}.png`,
  selectedIconPath: `icon/${key}-on.png`,
  link: { wap_url: TAB_ROUTES[key] },
})

const FIVE = {
  type: 1,
  text_color: '#333333',
  text_hover_color: '#FF0036',
  background_color: '#FFFFFF',
  list: [item('home', '首页'), item('preference', '店铺优选'), item('life', '生活圈'), item('cart', '购物车'), item('member', '会员中心')],
}
const FOUR = { ...FIVE, text_hover_color: '#00AA00', list: [item('home', 'Home'), item('category', 'Cat'), item('cart', 'Cart'), item('member', 'Me')] }

const items = (c: HTMLElement) => Array.from(c.querySelectorAll('.mall-tabbar__item'))

beforeEach(() => {
  go.mockClear()
  act(() => useAppStore.setState({ tabBar: FIVE, cartCount: 0 }))
})

describe('TabBar', () => {
  it('renders the five default items in order with translated titles', () => {
    const { container } = renderApp(<TabBar active='home' />)
    const list = items(container)
    expect(list).toHaveLength(5)
    expect(list.map((el) => el.className.match(/mall-tabbar__item--(\w+)/)?.[1])).toEqual(['home', 'preference', 'life', 'cart', 'member'])
    expect(list.map((el) => el.textContent)).toEqual(['首页', '店铺优选', '生活圈', '购物车', '会员中心'])
  })

  it('renders the four-item bar when the server sends it, English titles by key', () => {
    act(() => useAppStore.setState({ tabBar: FOUR }))
    const { container } = renderApp(<TabBar active='category' />, 'en-us')
    const list = items(container)
    expect(list).toHaveLength(4)
    expect(list.map((el) => el.textContent)).toEqual(['Home', 'Category', 'Cart', 'Me'])
  })

  it('falls back to the server title for an unknown key', () => {
    act(() => useAppStore.setState({ tabBar: { ...FIVE, list: [...FIVE.list.slice(0, 4), { ...item('member', '我的'), key: 'mine' }] } }))
    const { container } = renderApp(<TabBar active='home' />)
    expect(items(container)[4].textContent).toBe('我的')
  })

  it('marks only the active item, with the selected colour and icon', () => {
    act(() => useAppStore.setState({ tabBar: FOUR }))
    const { container } = renderApp(<TabBar active='cart' />)
    const active = container.querySelectorAll('.mall-tabbar__item--active')
    expect(active).toHaveLength(1)
    expect(active[0].classList.contains('mall-tabbar__item--cart')).toBe(true)
    const title = active[0].querySelector('.mall-tabbar__title') as HTMLElement
    expect(title.style.color).toBe('rgb(0, 170, 0)')
    const other = container.querySelector('.mall-tabbar__item--home .mall-tabbar__title') as HTMLElement
    expect(other.style.color).toBe('rgb(51, 51, 51)')
    expect(active[0].querySelector('.mall-tabbar__icon')?.getAttribute('src')).toBe('https://img.test/icon/cart-on.png')
  })

  it('shows the cart badge only with items in the cart', () => {
    const { container } = renderApp(<TabBar active='home' />)
    expect(container.querySelector('.mall-tabbar__badge')).toBeNull()
    act(() => useAppStore.setState({ cartCount: 3 }))
    const badge = container.querySelector('.mall-tabbar__item--cart .mall-tabbar__badge')
    expect(badge?.textContent).toBe('3')
    act(() => useAppStore.setState({ cartCount: 120 }))
    expect(container.querySelector('.mall-tabbar__badge')?.textContent).toBe('99+')
    expect(container.querySelectorAll('.mall-tabbar__badge')).toHaveLength(1)
  })

  it('switches tabs through go(route, "tabbar") and ignores the active one', () => {
    const { container } = renderApp(<TabBar active='home' />)
    fireEvent.click(container.querySelector('.mall-tabbar__item--member')!)
    expect(go).toHaveBeenCalledWith(TAB_ROUTES.member, 'tabbar')
    fireEvent.click(container.querySelector('.mall-tabbar__item--home')!)
    expect(go).toHaveBeenCalledTimes(1)
  })

  it('badge text caps at 99+', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('asks for the cart count for a signed-in token when the bar has a cart item', () => {
    syncCartCountFor.mockClear()
    act(() => useAppStore.setState({ token: 'tk-1' }))
    renderApp(<TabBar active='home' />)
    expect(syncCartCountFor).toHaveBeenLastCalledWith('tk-1')
    syncCartCountFor.mockClear()
    act(() => useAppStore.setState({ tabBar: { ...FIVE, list: FIVE.list.filter((i) => i.key !== 'cart') } }))
    renderApp(<TabBar active='home' />)
    expect(syncCartCountFor).not.toHaveBeenCalled()
    act(() => useAppStore.setState({ token: '' }))
  })
})
