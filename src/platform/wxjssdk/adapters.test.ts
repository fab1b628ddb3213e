import Taro from '@tarojs/taro'
import { openLocation } from '@/platform/location/location.h5'
import { addressBook } from '@/platform/addressbook/addressbook.h5'
import { media } from '@/platform/media/media.h5'
import { localDataToImage } from '@/platform/media/jssdk'
import { MediaCancelled } from '@/platform/media/types'
import { configuredJssdk } from './fakeJssdk'
import { wxJssdk } from './wxjssdk.h5'

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40 NetType/WIFI'
const realUa = navigator.userAgent
const setUa = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua })

afterEach(() => {
  jest.restoreAllMocks()
  setUa(realUa)
})

describe('the adapters on the configured JSSDK', () => {
  it('outside WeChat nothing is configured: the registry answers null and no address book is offered', async () => {
    configuredJssdk()
    await expect(wxJssdk()).resolves.toBeNull()
    expect(addressBook.available()).toBe(false)
    await expect(addressBook.pick()).rejects.toThrow('unavailable')
  })

  it('openLocation opens WeChat\'s map with the place, and the page when WeChat refuses', async () => {
    setUa(WECHAT_UA)
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as any)
    const open = jest.fn((o: any) => o.success())
    configuredJssdk().use({ openLocation: open })
    await openLocation({ latitude: 30.27, longitude: 120.15, name: '西湖店', address: '杭州市西湖区 1 号' })
    expect(open.mock.calls[0][0]).toMatchObject({ latitude: 30.27, longitude: 120.15, name: '西湖店', address: '杭州市西湖区 1 号', scale: 18 })
    expect(nav).not.toHaveBeenCalled()
    open.mockImplementation((o: any) => o.fail({ errMsg: 'openLocation:fail' }))
    await openLocation({ latitude: 30.27, longitude: 120.15, scale: 40 })
    expect(open.mock.calls[1][0].scale).toBe(28)
    expect(nav.mock.calls[0][0]).toMatchObject({ url: expect.stringContaining('latitude=30.27') })
  })

  it('the address book fills consignee, mobile, area names and detail; closing it is null', async () => {
    setUa(WECHAT_UA)
    const openAddress = jest.fn((o: any) =>
      o.success({ userName: '张三', telNumber: '13800000000', provinceName: '浙江省', cityName: '杭州市', countryName: '西湖区', detailInfo: '文三路 1 号', postalCode: '310000' }),
    )
    configuredJssdk().use({ openAddress })
    expect(addressBook.available()).toBe(true)
    await expect(addressBook.pick()).resolves.toEqual({
      name: '张三', mobile: '13800000000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 1 号', postalCode: '310000',
    })
    openAddress.mockImplementation((o: any) => o.cancel())
    await expect(addressBook.pick()).resolves.toBeNull()
    openAddress.mockImplementation((o: any) => o.fail({ errMsg: 'openAddress:fail auth deny' }))
    await expect(addressBook.pick()).rejects.toThrow('auth deny')
  })

  it('WeChat\'s picker: local ids read back as blob: URLs; a cancel is MediaCancelled; a refusal falls back to the file input', async () => {
    setUa(WECHAT_UA)
    const created: Blob[] = []
    ;(URL as any).createObjectURL = jest.fn((b: Blob) => (created.push(b), `blob:${created.length}`))
    const chooseImage = jest.fn((o: any) => o.success({ localIds: ['wxLocalResource://1', 'wxLocalResource://2'] }))
    const getLocalImgData = jest.fn((o: any) => o.success({ localData: o.localId.endsWith('1') ? 'data:image/png;base64,iVBORw==' : 'aGVsbG8=' }))
    configuredJssdk().use({ chooseImage, getLocalImgData })
    await expect(media.chooseImage({ count: 2, sourceType: ['album'] })).resolves.toEqual([{ path: 'blob:1', size: 4 }, { path: 'blob:2', size: 5 }])
    expect(chooseImage.mock.calls[0][0]).toMatchObject({ count: 2, sourceType: ['album'], sizeType: ['compressed'] })
    expect(created[0].type).toBe('image/png')
    expect(created[1].type).toBe('image/jpeg')

    chooseImage.mockImplementation((o: any) => o.cancel())
    await expect(media.chooseImage({ count: 1, sourceType: ['camera'] })).rejects.toBeInstanceOf(MediaCancelled)

    const taro = jest.spyOn(Taro, 'chooseImage').mockImplementation((() => Promise.resolve({ tempFilePaths: ['blob:taro'], tempFiles: [{ size: 3 }] })) as any)
    chooseImage.mockImplementation((o: any) => o.fail({ errMsg: 'chooseImage:permission denied' }))
    await expect(media.chooseImage({ count: 1, sourceType: ['album'] })).resolves.toEqual([{ path: 'blob:taro', size: 3 }])
    expect(taro).toHaveBeenCalled()
  })

  it('reads both forms of getLocalImgData', () => {
    ;(URL as any).createObjectURL = jest.fn(() => 'blob:x')
    expect(localDataToImage('data:image/jpeg;base64,aGk=')).toEqual({ path: 'blob:x', size: 2 })
    expect(localDataToImage('aG\nk=')).toEqual({ path: 'blob:x', size: 2 })
  })
})
