import { act, fireEvent, waitFor } from '@testing-library/react'
import { renderApp } from '@/testing'
import i18next from 'i18next'
import { bootKey, resetBoot } from '@/features/diy/boot'
import HomePage from './index'

jest.mock('@/services/request', () => ({ request: jest.fn() }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/pages/index/index/index') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/store/app', () => {
  const { create } = require('zustand')
  return {
    useAppStore: create(() => ({
      tabBar: {
        type: 1,
        list: ['home', 'preference', 'life', 'cart', 'member'].map((key) => ({ key, title: key, iconPath: '', selectedIconPath: '' })),
      },
      cartCount: 0,
      location: null,
      currentShippingAddress: null,
    })),
  }
})

const { request } = require('@/services/request') as { request: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }

const VIEW = {
  id: 1,
  name: 'DIY_VIEW_INDEX',
  title: '商城首页',
  value: {
    global: { title: '开放商城', bgColor: '#F7F7F7' },
    components: [
      { id: 'b1', type: 'banner', list: [{ image: 'upload/banner/1.png', link: { wap_url: '/pages/goods/list/list?category_id=3' } }, { image: 'upload/banner/2.png' }] },
      {
        id: 'n1',
        type: 'nav',
        list: [
          { title: '水果', title_en: 'Fruit', icon: 'upload/nav/1.png', link: { wap_url: '/pages/goods/list/list?category_id=1' } },
          { title: '专题', title_en: 'Topics', icon: 'upload/nav/2.png', link: { wap_url: '/promotionpages/topics/list/list' } },
        ],
      },
      { id: 'x1', type: 'notice', list: [{ title: '五一大促', title_en: 'May Day sale' }] },
      { id: 'g1', type: 'goods', title: '为你推荐', title_en: 'For you', source: 'recommend', count: 4 },
      { id: 'z1', type: 'unknown-widget' },
    ],
  },
}

const goods = (n: number) => ({
  goods_id: n,
  sku_id: n * 10,
  goods_name: `商品${n}`,
  sku_image: `upload/goods/${n}.png`,
  price: 1000 + n,
  market_price: 0,
  sale_num: n,
  stock: 5,
  unit: '件',
  site_id: 1,
  site_name: '店',
})

function serve(overrides: Record<string, (payload: any) => any> = {}) {
  request.mockImplementation((url: string, payload: any) => {
    const handler = overrides[url]
    if (handler) return handler(payload)
    if (url === '/api/diyview/info') return Promise.resolve(VIEW)
    if (url === '/api/goodssku/page') return Promise.resolve({ list: [1, 2, 3, 4].map(goods), count: 4, page_count: 1 })
    return Promise.reject(new Error(`unexpected ${url}`))
  })
}

beforeEach(() => {
  request.mockReset()
  go.mockClear()
})

describe('home page', () => {
  it('keeps the decoration root and tab bar while loading', async () => {
    request.mockImplementation(() => new Promise(() => undefined))
    const { container } = renderApp(<HomePage />)
    expect(container.querySelector('.home-diy')).not.toBeNull()
    expect(container.querySelector('.home-diy .mall-loading')).not.toBeNull()
    expect(container.querySelectorAll('.mall-tabbar__item')).toHaveLength(5)
    expect(container.querySelector('.mall-tabbar__item--home.mall-tabbar__item--active')).not.toBeNull()
  })

  it('renders banner, nav grid, notice and goods from the server decoration', async () => {
    serve()
    const { container } = renderApp(<HomePage />)
    await waitFor(() => expect(container.querySelectorAll('.goods-card')).toHaveLength(4))
    expect(request).toHaveBeenCalledWith('/api/diyview/info', { name: 'DIY_VIEW_INDEX' }, expect.objectContaining({ method: 'POST' }))
    expect(request).toHaveBeenCalledWith(
      '/api/goodssku/page',
      expect.objectContaining({ page: 1, page_size: 4, recommend: 1 }),
      expect.anything(),
    )
    expect(container.querySelector('.diy-banner')).not.toBeNull()
    const nav = container.querySelector('.diy-nav')!
    expect(nav.querySelectorAll('.diy-nav__item')).toHaveLength(2)
    expect(nav.textContent).toContain('水果')
    expect(container.querySelector('.diy-notice')?.textContent).toContain('五一大促')
    expect(container.textContent).toContain('为你推荐')
    expect(container.querySelector('.goods-card .mall-price')?.textContent).toBe('¥10.01')
    expect(container.querySelector('.mall-navbar__title')?.textContent).toBe('开放商城')
    fireEvent.click(nav.querySelector('.diy-nav__item')!)
    expect(go).toHaveBeenCalledWith('/pages/goods/list/list?category_id=1')
  })

  it('uses the English titles of decoration items in English', async () => {
    serve()
    const { container } = renderApp(<HomePage />, 'en-us')
    await waitFor(() => expect(container.querySelectorAll('.goods-card')).toHaveLength(4))
    expect(container.querySelector('.diy-nav')?.textContent).toContain('Fruit')
    expect(container.textContent).toContain('For you')
    expect(container.querySelector('.diy-notice')?.textContent).toContain('May Day sale')
  })

  it('shows the error placeholder on failure and recovers through retry', async () => {
    let fail = true
    serve({ '/api/diyview/info': () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(VIEW)) })
    const { container } = renderApp(<HomePage />)
    await waitFor(() => expect(container.querySelector('.home-diy .mall-error')).not.toBeNull())
    expect(container.querySelector('.mall-tabbar')).not.toBeNull()
    fail = false
    await act(async () => {
      fireEvent.click(container.querySelector('.mall-error__retry')!)
    })
    await waitFor(() => expect(container.querySelector('.diy-banner')).not.toBeNull())
    expect(container.querySelector('.mall-error')).toBeNull()
  })

  it('draws the decoration and goods the H5 page carries without asking for them, and asks the next time', async () => {
    const el = document.createElement('script')
    el.type = 'application/json'
    el.id = 'mall-boot'
    el.textContent = JSON.stringify({
      v: 1, website_id: 1, lang: 'zh-cn', app_type: 'h5', at: 0,
      calls: {
        [bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })]: VIEW,
        [bootKey('/api/goodssku/page', { page: 1, page_size: 4, recommend: 1 })]: { list: [7, 8].map(goods), count: 2, page_count: 1 },
      },
    })
    document.head.appendChild(el)
    resetBoot()
    // the app's own i18next instance names the language the answers must be in
    await i18next.init({ lng: 'zh-cn', lowerCaseLng: true, resources: {} })
    // answers are used only soon after the page loaded; this suite may have run for a while
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000)
    try {
      serve()
      const first = renderApp(<HomePage />)
      // in the first render: no loading state, no request
      expect(first.container.querySelectorAll('.goods-card')).toHaveLength(2)
      expect(first.container.querySelector('.diy-banner')).not.toBeNull()
      await act(async () => undefined)
      expect(request).not.toHaveBeenCalled()
      first.unmount()
      const second = renderApp(<HomePage />)
      await waitFor(() => expect(second.container.querySelectorAll('.goods-card')).toHaveLength(4))
      expect(request).toHaveBeenCalledWith('/api/diyview/info', { name: 'DIY_VIEW_INDEX' }, expect.anything())
    } finally {
      now.mockRestore()
      el.remove()
      resetBoot()
    }
  })

  it('a goods block that fails shows its own retry while the rest renders', async () => {
    let fail = true
    serve({
      '/api/goodssku/page': () =>
        fail ? Promise.reject(new Error('down')) : Promise.resolve({ list: [goods(1)], count: 1, page_count: 1 }),
    })
    const { container } = renderApp(<HomePage />)
    await waitFor(() => expect(container.querySelector('.diy-goods .mall-error')).not.toBeNull())
    expect(container.querySelector('.diy-banner')).not.toBeNull()
    fail = false
    await act(async () => {
      fireEvent.click(container.querySelector('.diy-goods .mall-error__retry')!)
    })
    await waitFor(() => expect(container.querySelectorAll('.goods-card')).toHaveLength(1))
  })
})
