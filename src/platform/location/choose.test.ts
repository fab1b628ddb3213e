import Taro from '@tarojs/taro'
import { canChooseLocation as weappCan, chooseLocation as weappChoose, openLocation as weappOpen } from './location.weapp'
import { chooseLocation as alipayChoose, openLocation as alipayOpen } from './location.alipay'
import { canChooseLocation as h5Can, chooseLocation as h5Choose, openLocation as h5Open } from './location.h5'
import { isWaitingForChoice, settleChoice } from './pending'
import { CHOOSE_LOCATION_PAGE, OPEN_LOCATION_PAGE, openLocationUrl, placeFromQuery } from './routes'

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

  it('H5: opens /choose-location and resolves with what the page settles; leaving answers null', async () => {
    const taro = Taro as any
    const before = taro.navigateTo
    const urls: string[] = []
    taro.navigateTo = jest.fn(async (o: { url: string }) => {
      urls.push(o.url)
    })
    try {
      expect(h5Can()).toBe(true)
      const chosen = h5Choose()
      await Promise.resolve()
      expect(urls).toEqual([CHOOSE_LOCATION_PAGE])
      expect(isWaitingForChoice()).toBe(true)
      expect(settleChoice({ latitude: 30.26, longitude: 120.13, name: '文三路 90 号', address: '浙江省杭州市西湖区文三路 90 号', type: 'gcj02' })).toBe(true)
      await expect(chosen).resolves.toEqual({ latitude: 30.26, longitude: 120.13, name: '文三路 90 号', address: '浙江省杭州市西湖区文三路 90 号', type: 'gcj02' })
      expect(isWaitingForChoice()).toBe(false)
      // nobody waits any more: a second settle is refused
      expect(settleChoice(null)).toBe(false)

      const left = h5Choose()
      settleChoice(null)
      await expect(left).resolves.toBeNull()

      // a second wait ends the first with null
      const first = h5Choose()
      const second = h5Choose()
      await expect(first).resolves.toBeNull()
      settleChoice({ latitude: 1, longitude: 2 })
      await expect(second).resolves.toEqual({ latitude: 1, longitude: 2 })

      // the page could not open: null at once
      taro.navigateTo = jest.fn(() => Promise.reject(new Error('navigateTo:fail')))
      await expect(h5Choose()).resolves.toBeNull()
      expect(isWaitingForChoice()).toBe(false)
    } finally {
      taro.navigateTo = before
    }
  })
})

describe('openLocation', () => {
  it('H5: /open-location with the place in the query, read back by the page', async () => {
    const taro = Taro as any
    const before = taro.navigateTo
    const urls: string[] = []
    taro.navigateTo = jest.fn(async (o: { url: string }) => {
      urls.push(o.url)
    })
    try {
      await h5Open({ latitude: 30.2668, longitude: 120.1302, name: '玉泉 & 店', address: '杭州市西湖区玉古路 1 号', scale: 16 })
    } finally {
      taro.navigateTo = before
    }
    expect(urls[0].startsWith(`${OPEN_LOCATION_PAGE}?`)).toBe(true)
    const query = Object.fromEntries(new URLSearchParams(urls[0].split('?')[1]))
    expect(placeFromQuery(query)).toEqual({ latitude: 30.2668, longitude: 120.1302, name: '玉泉 & 店', address: '杭州市西湖区玉古路 1 号', scale: 16 })
  })

  it('reads back only complete, in-range coordinates', () => {
    expect(placeFromQuery({})).toBeNull()
    expect(placeFromQuery({ latitude: '30', longitude: '' })).toBeNull()
    expect(placeFromQuery({ latitude: '91', longitude: '120' })).toBeNull()
    expect(placeFromQuery({ latitude: 'x', longitude: '120' })).toBeNull()
    expect(placeFromQuery({ latitude: '30', longitude: '120', name: '%E4%B8%AD' })).toEqual({ latitude: 30, longitude: 120, name: '中', address: undefined })
    // a malformed escape is shown as it came
    expect(placeFromQuery({ latitude: '30', longitude: '120', name: '%E4%' })?.name).toBe('%E4%')
    expect(placeFromQuery({ latitude: '30', longitude: '120', address: '玉古路+1+号%2B' })?.address).toBe('玉古路 1 号+')
    expect(openLocationUrl({ latitude: 1, longitude: 2 })).toBe(`${OPEN_LOCATION_PAGE}?latitude=1&longitude=2`)
  })

  it('mini-programs: the native map page, scale clamped to 5..18 (18 when absent)', async () => {
    const taro = Taro as any
    const before = taro.openLocation
    taro.openLocation = jest.fn(() => Promise.resolve({ errMsg: 'openLocation:ok' }))
    try {
      await weappOpen({ latitude: 30, longitude: 120, name: 'A', address: 'B' })
      expect(taro.openLocation).toHaveBeenLastCalledWith({ latitude: 30, longitude: 120, name: 'A', address: 'B', scale: 18 })
      await alipayOpen({ latitude: 30, longitude: 120, scale: 2 })
      expect(taro.openLocation).toHaveBeenLastCalledWith({ latitude: 30, longitude: 120, name: '', address: '', scale: 5 })
      taro.openLocation = jest.fn(() => Promise.reject({ errMsg: 'openLocation:fail' }))
      await expect(weappOpen({ latitude: 30, longitude: 120 })).rejects.toMatchObject({ errMsg: 'openLocation:fail' })
    } finally {
      taro.openLocation = before
    }
  })
})
