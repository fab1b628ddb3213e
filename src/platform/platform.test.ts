import Taro from '@tarojs/taro'
import { linkToPath } from './share'
import { share as shareH5 } from './share/share.h5'
import { share as shareWeapp } from './share/share.weapp'
import { getLocation as locWeapp } from './location/location.weapp'
import { getLocation as locAlipay } from './location/location.alipay'
import { getLocation as locH5 } from './location/location.h5'
import { getNavMetrics as h5Metrics } from './system/system.h5'
import { getNavMetrics as weappMetrics } from './system/system.weapp'
import { applyThemeVars as themeWeapp } from './theme/theme.weapp'
import { configuredJssdk } from './wxjssdk/fakeJssdk'

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 MicroMessenger/8.0.40 NetType/WIFI'
const realUa = navigator.userAgent
const setUa = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua })

afterEach(() => {
  jest.restoreAllMocks()
  setUa(realUa)
})

describe('share', () => {
  it('turns share links into mini-program paths', () => {
    expect(linkToPath('https://mall.example/h5/pages/goods/detail/detail?goods_id=7')).toBe('/pages/goods/detail/detail?goods_id=7')
    expect(linkToPath('/pages/goods/detail/detail?goods_id=7')).toBe('/pages/goods/detail/detail?goods_id=7')
    expect(linkToPath('https://mall.example/h5/?source_member=3#x')).toBe('/pages/index/index/index?source_member=3')
    expect(linkToPath('https://mall.example/h5')).toBe('/pages/index/index/index')
    expect(linkToPath('otherpages/shop/street/street')).toBe('/otherpages/shop/street/street')
  })

  it('a plain browser has no share entry point: false, not a fake success', async () => {
    await expect(shareH5.setShareData({ title: 't', desc: 'd', link: '/h5/pages/x', imgUrl: '' })).resolves.toBe(false)
  })

  it('the WeChat browser hands the data to the JSSDK and reports its answer', async () => {
    setUa(WECHAT_UA)
    const got: any[] = []
    const jssdk = configuredJssdk()
    jssdk.use({
      updateAppMessageShareData: (o: any) => (got.push(o), o.success()),
      updateTimelineShareData: (o: any) => (got.push(o), o.fail()),
    })
    await expect(shareH5.setShareData({ title: 't', desc: 'd', link: 'https://m/h5/x', imgUrl: 'i' })).resolves.toBe(false)
    ;(jssdk.wx as any).updateTimelineShareData = (o: any) => (got.push(o), o.success())
    await expect(shareH5.setShareData({ title: 't', desc: 'd', link: 'https://m/h5/x', imgUrl: 'i' })).resolves.toBe(true)
    expect(got[0]).toMatchObject({ title: 't', desc: 'd', link: 'https://m/h5/x', imgUrl: 'i' })
    expect(got[1]).toMatchObject({ title: 't', link: 'https://m/h5/x', imgUrl: 'i' })
    // WeChat before 6.7.2: the older pair
    jssdk.use({ onMenuShareAppMessage: (o: any) => (got.push(o), o.success()), onMenuShareTimeline: (o: any) => o.success() })
    await expect(shareH5.setShareData({ title: 'old', desc: 'd', link: 'https://m/h5/y', imgUrl: '' })).resolves.toBe(true)
    expect(got.at(-1)).toMatchObject({ title: 'old', link: 'https://m/h5/y' })
  })

  it('WeChat mini-program: opens the share menu and gives the page hook its data', async () => {
    const menu = jest.spyOn(Taro, 'showShareMenu').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    expect(shareWeapp.appMessage()).toBeNull()
    await expect(shareWeapp.setShareData({ title: 'T', desc: '', link: 'https://m/h5/pages/goods/detail/detail?goods_id=2', imgUrl: 'p.png' })).resolves.toBe(true)
    expect(menu.mock.calls[0][0]).toMatchObject({ menus: ['shareAppMessage', 'shareTimeline'] })
    expect(shareWeapp.appMessage()).toEqual({ title: 'T', path: '/pages/goods/detail/detail?goods_id=2', imageUrl: 'p.png' })
  })
})

describe('location', () => {
  it('mini-programs ask for gcj02', async () => {
    const spy = jest.spyOn(Taro, 'getLocation').mockImplementation((() => Promise.resolve({ latitude: 30.1, longitude: 120.2 })) as any)
    await expect(locWeapp()).resolves.toEqual({ latitude: 30.1, longitude: 120.2, type: 'gcj02' })
    await expect(locAlipay()).resolves.toEqual({ latitude: 30.1, longitude: 120.2, type: 'gcj02' })
    expect(spy.mock.calls.every(([o]) => (o as any).type === 'gcj02')).toBe(true)
  })

  it('H5 uses W3C geolocation and reports refusal as a failure', async () => {
    const geo = {
      getCurrentPosition: jest.fn((ok: any, _fail?: any) => ok({ coords: { latitude: 1.5, longitude: 2.5 } })),
    }
    Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: geo })
    await expect(locH5()).resolves.toEqual({ latitude: 1.5, longitude: 2.5, type: 'wgs84' })
    geo.getCurrentPosition.mockImplementation((_ok: any, fail: any) => fail({ code: 1, message: 'User denied Geolocation' }))
    await expect(locH5()).rejects.toThrow('User denied Geolocation')
  })

  it('H5 in the WeChat browser prefers the JSSDK (gcj02)', async () => {
    setUa(WECHAT_UA)
    const getLocation = jest.fn((o: any) => o.success({ latitude: 30.5, longitude: 120.5 }))
    configuredJssdk().use({ getLocation })
    await expect(locH5()).resolves.toEqual({ latitude: 30.5, longitude: 120.5, type: 'gcj02' })
    expect(getLocation.mock.calls[0][0].type).toBe('gcj02')
    getLocation.mockImplementation((o: any) => o.fail({ errMsg: 'getLocation:fail auth deny' }))
    await expect(locH5()).rejects.toThrow('auth deny')
  })
})

describe('system and theme', () => {
  it('H5 has no status bar and a 44 px bar', () => {
    expect(h5Metrics()).toEqual({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 })
  })

  it('WeChat lines the bar up with the capsule', () => {
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ statusBarHeight: 44, windowWidth: 390 } as any)
    jest.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({ top: 50, height: 32, left: 297, right: 384, width: 87, bottom: 82 } as any)
    // capsule 32 px high, 6 px below the status bar: 6 + 32 + 6; the capsule and its right margin stay clear
    expect(weappMetrics()).toEqual({ statusBarHeight: 44, navBarHeight: 44, menuButtonWidth: 93 })
  })

  it('mini-programs cannot set global CSS variables from script and say so', () => {
    expect(themeWeapp({ '--main-color': '#000' })).toBe(false)
  })
})
