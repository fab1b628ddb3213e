import Taro from '@tarojs/taro'
import { back, currentRoute, go } from './navigate'

let pages: any[]
beforeEach(() => {
  pages = [{ route: 'pages/index/index/index', options: {} }]
  jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => pages as any)
  for (const api of ['reLaunch', 'redirectTo', 'navigateTo', 'navigateBack'] as const) jest.spyOn(Taro, api).mockResolvedValue({} as any)
})
afterEach(() => jest.restoreAllMocks())

test('tab routes are switched to with reLaunch, never pushed', async () => {
  await go('/pages/goods/cart/cart')
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/goods/cart/cart' })
  expect(Taro.navigateTo).not.toHaveBeenCalled()
  await go('/', 'tabbar')
  expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/index/index/index' })
})

test('other routes are pushed; redirectTo and reLaunch on request; a full stack redirects', async () => {
  await go('pages/goods/detail/detail?sku_id=3')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/goods/detail/detail?sku_id=3' })
  await go('/pages/goods/list/list', 'redirectTo')
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/goods/list/list' })
  await go('/pages/goods/list/list', 'reLaunch')
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/goods/list/list' })
  pages = Array.from({ length: 10 }, () => ({ route: 'pages/goods/list/list' }))
  await go('/pages/goods/detail/detail')
  expect(Taro.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/goods/detail/detail' })
})

test('back with one page goes home, otherwise back one', async () => {
  await back()
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index/index' })
  pages.push({ route: 'pages/goods/detail/detail' })
  await back()
  expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
})

test('current route keeps the query, encoded', () => {
  pages.push({ route: 'pages/goods/detail/detail', options: { sku_id: '3', q: 'a b', $taroTimestamp: '1' } })
  expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=3&q=a%20b')
})
