import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, signOut } from '@/testing'
import { useAppStore } from '@/store/app'
import { currentRoute } from '@/utils/navigate'
import GoodsDetailPage from './detail'

jest.mock('@/features/catalog/api', () => ({ fetchGoodsDetail: jest.fn() }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { fetchGoodsDetail } = require('@/features/catalog/api') as { fetchGoodsDetail: jest.Mock }

const sku = (sku_id: number, spec_name: string, stock = 5) => ({ sku_id, spec_name, sku_image: '', price: 1000 + sku_id, market_price: 0, stock })
const GOODS = {
  goods_id: 3,
  goods_name: '苹果',
  introduction: '',
  description: '',
  unit: '斤',
  category_id: 1,
  site_id: 1,
  images: [],
  sale_num: 0,
  skus: [sku(11, '小果'), sku(12, '大果', 2)],
  price_min: 1011,
  price_max: 1012,
  stock_total: 7,
}

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const spec = (name: string) => Array.from(document.querySelectorAll('.sku-picker__spec')).find((e) => e.textContent === name) as HTMLElement

let stamp = 0

describe('goods detail', () => {
  let navigateTo: jest.SpyInstance
  beforeEach(() => {
    stamp += 1
    window.history.replaceState(null, '', '/h5/pages/goods/detail/detail?sku_id=11')
    // what Taro holds for the page: the parameters it opened with, in the stack and in the router
    const page = { route: 'pages/goods/detail/detail', options: { sku_id: '11' }, $taroPath: `/pages/goods/detail/detail?stamp=${stamp}` }
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ ...page }]) as any)
    jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params: { sku_id: '11' } } })) as any)
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as any)
    fetchGoodsDetail.mockResolvedValue({ goods: GOODS, shop: null })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    signOut()
    useAppStore.setState({ cartCount: 0 })
    clearToast()
    document.body.innerHTML = ''
  })

  it('choosing a SKU moves the address and the route that links back here (after login) onto it', async () => {
    const { container, getByText } = renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(container.querySelector('.goods-sku__option--active')?.textContent).toBe('小果'))
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=11')

    fireEvent.click(getByText('大果', { selector: '.goods-sku__option *' }))
    expect(container.querySelector('.goods-sku__option--active')?.textContent).toBe('大果')
    expect(window.location.search).toBe('?sku_id=12')
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=12')
    // the page does not load again: Taro's parameters are left as they were
    expect(fetchGoodsDetail).toHaveBeenCalledTimes(1)
  })

  it('visitors tapping add to cart or buy now go to login and come back to this goods and SKU', async () => {
    signOut()
    const api = fakeApi({})
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__add-cart')).not.toBeNull())
    fireEvent.click(q('.goods-detail__add-cart'))
    const login = `/pages/login/login/login?back=${encodeURIComponent('/pages/goods/detail/detail?sku_id=11')}`
    expect(navigateTo).toHaveBeenLastCalledWith({ url: login })
    fireEvent.click(q('.goods-detail__buy-now'))
    expect(navigateTo).toHaveBeenCalledTimes(2)
    expect(navigateTo).toHaveBeenLastCalledWith({ url: login })
    expect(document.querySelector('.sku-picker')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('a visitor who chose another SKU comes back to that SKU', async () => {
    signOut()
    const { getByText } = renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__add-cart')).not.toBeNull())
    fireEvent.click(getByText('大果', { selector: '.goods-sku__option *' }))
    fireEvent.click(q('.goods-detail__buy-now'))
    expect(navigateTo).toHaveBeenLastCalledWith({ url: `/pages/login/login/login?back=${encodeURIComponent('/pages/goods/detail/detail?sku_id=12')}` })
  })

  it('add to cart: picker, quantity, /api/cart/add, then the badge count from /api/cart/count', async () => {
    signIn()
    const api = fakeApi({ cartAdd: 77, cartCount: 6 })
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__add-cart')).not.toBeNull())
    fireEvent.click(q('.goods-detail__add-cart'))
    await waitFor(() => expect(q('.sku-picker')).not.toBeNull())
    fireEvent.click(spec('大果'))
    fireEvent.click(q('.sku-picker__plus'))
    fireEvent.click(q('.sku-picker__plus')) // stock 2: stays at 2
    expect(q('.sku-picker .qty-stepper__value').textContent).toBe('2')
    fireEvent.click(q('.sku-picker__confirm'))
    await waitFor(() => expect(useAppStore.getState().cartCount).toBe(6))
    expect(api.to('cartAdd')[0].data).toMatchObject({ sku_id: 12, num: 2 })
    expect(lastToast()).toBe('已加入购物车')
    expect(q('.goods-detail__bar-badge').textContent).toBe('6')
  })

  it('a refused add keeps the picker open with the server message and the count unchanged', async () => {
    signIn()
    const api = fakeApi({ cartAdd: refuse(-20702, '库存不足，当前库存 1 件'), cartCount: 6 })
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__add-cart')).not.toBeNull())
    fireEvent.click(q('.goods-detail__add-cart'))
    await waitFor(() => expect(q('.sku-picker')).not.toBeNull())
    await flush()
    useAppStore.setState({ cartCount: 2 })
    const counted = api.to('cartCount').length
    fireEvent.click(q('.sku-picker__confirm'))
    await waitFor(() => expect(lastToast()).toBe('库存不足，当前库存 1 件'))
    await flush()
    expect(api.to('cartCount')).toHaveLength(counted)
    expect(useAppStore.getState().cartCount).toBe(2)
    expect(q('.sku-picker')).not.toBeNull()
  })

  it('buy now goes to checkout with sku_id and num', async () => {
    signIn()
    const api = fakeApi({})
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__buy-now')).not.toBeNull())
    fireEvent.click(q('.goods-detail__buy-now'))
    await waitFor(() => expect(q('.sku-picker')).not.toBeNull())
    fireEvent.click(q('.sku-picker__plus'))
    fireEvent.click(q('.sku-picker__plus'))
    fireEvent.click(q('.sku-picker__confirm'))
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/payment/payment?sku_id=11&num=3' })
    expect(api.to('cartAdd')).toHaveLength(0)
  })

  it('the picker keeps to the limits the detail answer carries', async () => {
    signIn()
    fakeApi({})
    fetchGoodsDetail.mockResolvedValue({ goods: { ...GOODS, min_buy: 0, max_buy: 2, member_limit: 0 }, shop: null })
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__buy-now')).not.toBeNull())
    fireEvent.click(q('.goods-detail__buy-now'))
    await waitFor(() => expect(q('.sku-picker')).not.toBeNull())
    for (let i = 0; i < 4; i++) fireEvent.click(q('.sku-picker__plus'))
    expect(q('.sku-picker .qty-stepper__value').textContent).toBe('2')
    expect(q('.sku-picker__hint').textContent).toBe('每单最多购买2件')
  })

  it('the coupon entry opens the goods coupons', async () => {
    renderApp(<GoodsDetailPage />)
    await waitFor(() => expect(q('.goods-detail__coupon')).not.toBeNull())
    fireEvent.click(q('.goods-detail__coupon'))
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/otherpages/goods/coupon/coupon?goods_id=3' })
  })
})
