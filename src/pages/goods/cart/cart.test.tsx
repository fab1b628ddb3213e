import { act, fireEvent, waitFor } from '@testing-library/react'
import { renderWithI18n } from '@/components/testing/renderWithI18n'
import CartPage from './cart'

jest.mock('@/services/request', () => ({ request: jest.fn() }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/pages/goods/cart/cart') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/store/app', () => {
  const { create } = require('zustand')
  return { useAppStore: create(() => ({ tabBar: { list: [] }, cartCount: 0, token: '' })) }
})

/* eslint-disable @typescript-eslint/no-var-requires */
const { request } = require('@/services/request') as { request: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { TAB_ROUTES } = require('@/constants/routes')
/* eslint-enable @typescript-eslint/no-var-requires */

const line = (cart_id: number, site_id: number, price: number, num: number) => ({
  cart_id,
  site_id,
  site_name: `店${site_id}`,
  sku_id: cart_id * 10,
  goods_id: cart_id,
  goods_name: `商品${cart_id}`,
  sku_image: '',
  spec_name: '默认',
  price,
  num,
  stock: 10,
})

beforeEach(() => {
  request.mockReset()
  go.mockClear()
})

describe('cart page', () => {
  it('asks visitors to log in, returning to the cart', () => {
    act(() => useAppStore.setState({ token: '' }))
    const { getByText } = renderWithI18n(<CartPage />)
    fireEvent.click(getByText('去登录'))
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`)
    expect(request).not.toHaveBeenCalled()
  })

  it('groups member lines by shop with integer-fen subtotals', async () => {
    act(() => useAppStore.setState({ token: 'tk' }))
    request.mockResolvedValue([line(1, 1, 1990, 2), line(2, 2, 500, 1), line(3, 1, 10, 3)])
    const { container } = renderWithI18n(<CartPage />)
    await waitFor(() => expect(container.querySelectorAll('.cart-shop')).toHaveLength(2))
    const shops = container.querySelectorAll('.cart-shop')
    expect(shops[0].querySelectorAll('.cart-line')).toHaveLength(2)
    expect(shops[0].querySelector('.cart-shop__total .mall-price')?.textContent).toBe('¥40.10')
    expect(shops[1].querySelector('.cart-shop__total .mall-price')?.textContent).toBe('¥5.00')
  })

  it('shows Empty with a go-shopping button for an empty cart', async () => {
    act(() => useAppStore.setState({ token: 'tk' }))
    request.mockResolvedValue([])
    const { container } = renderWithI18n(<CartPage />)
    await waitFor(() => expect(container.querySelector('.mall-empty__button')).not.toBeNull())
    expect(container.querySelector('.mall-empty')?.textContent).toContain('去逛逛')
    fireEvent.click(container.querySelector('.mall-empty__button')!)
    expect(go).toHaveBeenCalledWith(TAB_ROUTES.home, 'tabbar')
  })
})
