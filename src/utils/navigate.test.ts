import Taro from '@tarojs/taro'
import { back, currentRoute, go, replaceRouteQuery } from './navigate'

const calls: Array<[string, unknown]> = []
let stack: Array<{ route: string; options?: Record<string, string>; $taroPath?: string }> = []

beforeEach(() => {
  calls.length = 0
  stack = [{ route: 'pages/index/index/index' }]
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'navigateBack'] as const) {
    jest.spyOn(Taro, name).mockImplementation(((o: unknown) => {
      calls.push([name, o])
      return Promise.resolve({ errMsg: `${name}:ok` })
    }) as any)
  }
  jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => stack) as any)
})
afterEach(() => jest.restoreAllMocks())

describe('go', () => {
  it('tab routes default to the tabbar mode, a reLaunch (no native tab bar)', async () => {
    await go('/pages/goods/cart/cart')
    await go('pages/member/index/index')
    await go('/pages/goods/category/category?x=1')
    expect(calls).toEqual([
      ['reLaunch', { url: '/pages/goods/cart/cart' }],
      ['reLaunch', { url: '/pages/member/index/index' }],
      ['reLaunch', { url: '/pages/goods/category/category?x=1' }],
    ])
  })

  it('"/" is the home page', async () => {
    await go('/')
    expect(calls).toEqual([['reLaunch', { url: '/pages/index/index/index' }]])
  })

  it('other routes are pushed; redirectTo and reLaunch are honoured', async () => {
    await go('/pages/goods/detail/detail?goods_id=1')
    await go('/otherpages/goods/search/search', 'redirectTo')
    await go('/pages/goods/list/list', 'reLaunch')
    expect(calls).toEqual([
      ['navigateTo', { url: '/pages/goods/detail/detail?goods_id=1' }],
      ['redirectTo', { url: '/otherpages/goods/search/search' }],
      ['reLaunch', { url: '/pages/goods/list/list' }],
    ])
  })

  it('a push on a full stack (10 pages) replaces the page instead of failing', async () => {
    stack = Array.from({ length: 10 }, () => ({ route: 'pages/goods/detail/detail' }))
    await go('/pages/goods/detail/detail?goods_id=2')
    expect(calls).toEqual([['redirectTo', { url: '/pages/goods/detail/detail?goods_id=2' }]])
  })
})

describe('back', () => {
  it('with one page in the stack goes home', async () => {
    await back()
    expect(calls).toEqual([['reLaunch', { url: '/pages/index/index/index' }]])
  })

  it('otherwise goes back one page', async () => {
    stack.push({ route: 'pages/goods/detail/detail' })
    await back()
    expect(calls).toEqual([['navigateBack', { delta: 1 }]])
  })
})

describe('currentRoute', () => {
  it('gives the current page with its query, encoded', () => {
    stack.push({ route: 'pages/goods/detail/detail', options: { goods_id: '7', kw: 'a b', $taroTimestamp: '1' } })
    expect(currentRoute()).toBe('/pages/goods/detail/detail?goods_id=7&kw=a%20b')
  })

  it('on H5 the page opened by its address: without the basename, with the query the router holds', () => {
    stack.push({ route: '/h5/otherpages/shop/index/index', options: {} })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { site_id: '3', $taroTimestamp: '9', stamp: 'AA' } } } as any)
    expect(currentRoute()).toBe('/otherpages/shop/index/index?site_id=3')
    stack.pop()
    stack.push({ route: 'pages/dianjia/detail/detail', options: {} })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
    expect(currentRoute()).toBe('/pages/dianjia/detail/detail')
    stack.pop()
  })

  it('is home when no page is known', () => {
    stack = []
    expect(currentRoute()).toBe('/pages/index/index/index')
  })
})

describe('replaceRouteQuery', () => {
  // Taro's H5 stack hands out a copy of each page on every call, with the parameters it opened with
  const detail = (stamp: string) => ({
    route: 'pages/goods/detail/detail',
    options: { sku_id: '1', from: 'share' },
    $taroPath: `/pages/goods/detail/detail?stamp=${stamp}`,
  })

  beforeEach(() => window.history.replaceState(null, '', '/h5/pages/goods/detail/detail?sku_id=1&from=share'))

  it('the route that links back here (login back) follows the chosen SKU, as the address does', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [stack[0], detail('a')]) as any)
    replaceRouteQuery({ sku_id: 7 })
    expect(window.location.search).toBe('?sku_id=7&from=share')
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=7&from=share')
    replaceRouteQuery({ sku_id: 9, from: undefined })
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=9')
  })

  it('belongs to that page only: another detail page opens with its own parameters', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [stack[0], detail('b')]) as any)
    replaceRouteQuery({ sku_id: 7 })
    const other = { ...detail('c'), options: { sku_id: '3' } }
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [stack[0], detail('b'), other]) as any)
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=3')
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [stack[0], detail('b')]) as any)
    expect(currentRoute()).toBe('/pages/goods/detail/detail?sku_id=7&from=share')
  })
})
