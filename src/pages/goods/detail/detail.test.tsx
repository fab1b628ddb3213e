import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '@/components/testing/renderWithI18n'
import { currentRoute } from '@/utils/navigate'
import GoodsDetailPage from './detail'

jest.mock('@/services/request', () => ({ request: jest.fn() }))
jest.mock('@/features/catalog/api', () => ({ fetchGoodsDetail: jest.fn() }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/store/app', () => {
  const { create } = require('zustand')
  return { useAppStore: create(() => ({ tabBar: { list: [] }, cartCount: 0, token: '' })) }
})

// eslint-disable-next-line @typescript-eslint/no-var-requires
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
  skus: [sku(11, '小果'), sku(12, '大果')],
  price_min: 1011,
  price_max: 1012,
  stock_total: 10,
}

describe('goods detail', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/h5/pages/goods/detail/detail?sku_id=11')
    // what Taro holds for the page: the parameters it opened with, in the stack and in the router
    const page = { route: 'pages/goods/detail/detail', options: { sku_id: '11' }, $taroPath: '/pages/goods/detail/detail?stamp=1' }
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ ...page }]) as any)
    jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params: { sku_id: '11' } } })) as any)
    fetchGoodsDetail.mockResolvedValue({ goods: GOODS, shop: null })
  })
  afterEach(() => jest.restoreAllMocks())

  it('choosing a SKU moves the address and the route that links back here (after login) onto it', async () => {
    const { container, getByText } = renderWithI18n(<GoodsDetailPage />)
    await waitFor(() => expect(container.querySelector('.goods-sku__option--active')?.textContent).toBe('小果'))
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=11')

    fireEvent.click(getByText('大果'))
    expect(container.querySelector('.goods-sku__option--active')?.textContent).toBe('大果')
    expect(window.location.search).toBe('?sku_id=12')
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=12')
    // the page does not load again: Taro's parameters are left as they were
    expect(fetchGoodsDetail).toHaveBeenCalledTimes(1)
  })
})
