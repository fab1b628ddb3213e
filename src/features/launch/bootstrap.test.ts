import Taro from '@tarojs/taro'
import { DEFAULT_BOTTOM_NAV, useAppStore, type LaunchConfig } from '@/store/app'
import { bootstrapApp } from './bootstrap'

const requestSpy = jest.spyOn(Taro, 'request')

const CONFIG: LaunchConfig = {
  cart_count: 3,
  wholesale_cart_count: 1,
  style_theme: 'blue',
  addon_is_exit: {
    bundling: 0, coupon: 1, discount: 0, fenxiao: 0, gift: 0, groupbuy: 0, manjian: 0, memberconsume: 0, memberrecharge: 0,
    memberregister: 0, membersignin: 0, memberwithdraw: 0, pintuan: 0, pointexchange: 0, seckill: 0, store: 0, topic: 1,
    bargain: 0, membercancel: 0, servicer: 0,
  },
  diy_bottom_nav: {
    type: 1,
    text_color: '#333333',
    text_hover_color: '#FF0036',
    background_color: '#FFFFFF',
    list: [
      { key: 'home', title: '首页', iconPath: 'i/h.png', selectedIconPath: 'i/h1.png', link: { wap_url: '/pages/index/index/index', site_id: 0 } },
      { key: 'category', title: '分类', iconPath: 'i/c.png', selectedIconPath: 'i/c1.png', link: { wap_url: '/pages/goods/category/category', site_id: 0 } },
    ],
  },
  development: 1,
  default_img: {
    default_goods_img: 'upload/default/goods.png', default_headimg: 'h.png', default_shop_img: 's.png', default_category_img: 'c.png',
    default_city_img: 'ci.png', default_supply_img: 'su.png', default_store_img: 'st.png', default_brand_img: 'b.png',
  },
  wechat_jssdkconfig: null,
}

beforeEach(() => {
  requestSpy.mockReset()
  localStorage.clear()
  useAppStore.setState({ cartCount: 0, themeStyle: 'default', tabBar: DEFAULT_BOTTOM_NAV, initialised: false, sourceMember: null, suid: null, sourceSiteId: null })
})

describe('bootstrapApp', () => {
  it('posts the current URL to /api/config/init and puts the answer into the store and storage', async () => {
    requestSpy.mockImplementationOnce((() => Promise.resolve({ statusCode: 200, data: { code: 0, message: '', data: CONFIG } })) as any)
    await expect(bootstrapApp({ path: '/pages/index/index/index', query: {} })).resolves.toBe(true)

    const call = requestSpy.mock.calls[0][0] as any
    expect(call.url).toBe('/api/config/init')
    expect(call.method).toBe('POST')
    expect(call.data.url).toBe(window.location.href)

    const s = useAppStore.getState()
    expect(s).toMatchObject({ cartCount: 3, wholesaleCartCount: 1, themeStyle: 'blue', development: true, addonIsExist: { coupon: 1, fenxiao: 0 }, initialised: true })
    expect(s.tabBar?.list.map((i) => i.key)).toEqual(['home', 'category'])
    expect(s.defaultImg?.default_goods_img).toBe('upload/default/goods.png')
    expect(Taro.getStorageSync('diy_bottom_nav').list).toHaveLength(2)
    expect(Taro.getStorageSync('default_img').default_headimg).toBe('h.png')
    expect(Taro.getStorageSync('initUrl')).toBe(window.location.href.split('#')[0])
    // the theme's colours become CSS variables of the page
    expect(document.body.style.getPropertyValue('--main-color')).toBe('#1A6DFF')
    expect(document.documentElement.style.getPropertyValue('--nutui-color-primary')).toBe('#1A6DFF')
  })

  it('keeps the share parameters of the launch query', async () => {
    requestSpy.mockImplementationOnce((() => Promise.resolve({ statusCode: 200, data: { code: 0, message: '', data: CONFIG } })) as any)
    await bootstrapApp({ path: '/pages/goods/detail/detail', query: { source_member: '12', suid: '4', source_site_id: '9', goods_id: '1' } })
    expect(useAppStore.getState()).toMatchObject({ sourceMember: 12, suid: 4, sourceSiteId: 9 })
    expect(Taro.getStorageSync('source_member')).toBe(12)
    expect(Taro.getStorageSync('suid')).toBe(4)
    expect(Taro.getStorageSync('source_site_id')).toBe(9)
  })

  it('ignores malformed share parameters', async () => {
    requestSpy.mockImplementationOnce((() => Promise.resolve({ statusCode: 200, data: { code: 0, message: '', data: CONFIG } })) as any)
    await bootstrapApp({ query: { source_member: 'abc', suid: '-3' } })
    expect(useAppStore.getState()).toMatchObject({ sourceMember: null, suid: null })
    expect(Taro.getStorageSync('source_member')).toBe('')
  })

  it('a failed launch call leaves the stored bar in place and says so, without a toast', async () => {
    requestSpy.mockImplementationOnce((() => Promise.resolve({ statusCode: 200, data: { code: -10500, message: 'boom', data: null } })) as any)
    await expect(bootstrapApp({})).resolves.toBe(false)
    expect(useAppStore.getState().tabBar).toEqual(DEFAULT_BOTTOM_NAV)
    expect(useAppStore.getState().initialised).toBe(false)
    expect(document.querySelector('.mall-toast')).toBeNull()
  })
})
