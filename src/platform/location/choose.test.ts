import Taro from '@tarojs/taro'
import { canChooseLocation as weappCan, chooseLocation as weappChoose } from './location.weapp'
import { chooseLocation as alipayChoose } from './location.alipay'
import { canChooseLocation as h5Can, chooseLocation as h5Choose } from './location.h5'

let mockBrowser = 'other'
jest.mock('@/platform/env', () => ({ getEnv: () => ({ target: 'h5', browser: mockBrowser }) }))

afterEach(() => {
  delete (window as any).wx
  mockBrowser = 'other'
})

function withTaro(impl: () => Promise<unknown>, run: () => Promise<void>) {
  const taro = Taro as any
  const before = taro.chooseLocation
  taro.chooseLocation = jest.fn(impl)
  return run().finally(() => {
    taro.chooseLocation = before
  })
}

describe('chooseLocation', () => {
  it('mini-programs: the map picker; a cancel is null, other failures throw', async () => {
    expect(weappCan()).toBe(true)
    await withTaro(
      () => Promise.resolve({ latitude: 30.1, longitude: 120.2, name: '西湖', address: '杭州市西湖区' }),
      async () => {
        await expect(weappChoose()).resolves.toEqual({ latitude: 30.1, longitude: 120.2, name: '西湖', address: '杭州市西湖区', type: 'gcj02' })
        await expect(alipayChoose()).resolves.toMatchObject({ latitude: 30.1, type: 'gcj02' })
      },
    )
    await withTaro(() => Promise.reject({ errMsg: 'chooseLocation:fail cancel' }), async () => {
      await expect(weappChoose()).resolves.toBeNull()
    })
    await withTaro(() => Promise.reject({ errMsg: 'chooseLocation:fail auth deny' }), async () => {
      await expect(weappChoose()).rejects.toMatchObject({ errMsg: 'chooseLocation:fail auth deny' })
    })
  })

  it('H5: only in the WeChat browser with the JSSDK, where it is the current position', async () => {
    expect(h5Can()).toBe(false)
    await expect(h5Choose()).resolves.toBeNull()
    ;(window as any).wx = { ready: (cb: () => void) => cb(), getLocation: (o: any) => o.success({ latitude: 31, longitude: 121 }) }
    expect(h5Can()).toBe(false)
    mockBrowser = 'wechat'
    expect(h5Can()).toBe(true)
    await expect(h5Choose()).resolves.toEqual({ latitude: 31, longitude: 121, type: 'gcj02' })
  })
})
