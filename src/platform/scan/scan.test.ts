import Taro from '@tarojs/taro'
import { scan as scanH5, scannedText } from './scan.h5'
import { scan as scanWeapp } from './scan.weapp'
import { scan as scanAlipay } from './scan.alipay'
import { configuredJssdk } from '@/platform/wxjssdk/fakeJssdk'

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI'
const realUa = navigator.userAgent
const setUa = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua })

afterEach(() => {
  jest.restoreAllMocks()
  setUa(realUa)
  delete (window as any).wx
})

describe('scan', () => {
  it('WeChat mini-program: the camera scanner; a cancel is null, a failure rejects', async () => {
    const spy = jest.spyOn(Taro, 'scanCode').mockImplementation((() => Promise.resolve({ result: '123456789012' })) as any)
    expect(scanWeapp.canScan()).toBe(true)
    await expect(scanWeapp.scanCode()).resolves.toBe('123456789012')
    expect(spy.mock.calls[0][0]).toMatchObject({ onlyFromCamera: true })
    spy.mockImplementation((() => Promise.reject({ errMsg: 'scanCode:fail cancel' })) as any)
    await expect(scanWeapp.scanCode()).resolves.toBeNull()
    spy.mockImplementation((() => Promise.reject({ errMsg: 'scanCode:fail camera' })) as any)
    await expect(scanWeapp.scanCode()).rejects.toMatchObject({ errMsg: 'scanCode:fail camera' })
  })

  it('Alipay: my.scan through Taro, result or code; error 10 is a cancel', async () => {
    const spy = jest.spyOn(Taro, 'scanCode').mockImplementation((() => Promise.resolve({ code: '998877' })) as any)
    await expect(scanAlipay.scanCode()).resolves.toBe('998877')
    spy.mockImplementation((() => Promise.reject({ error: 10, errorMessage: '用户取消' })) as any)
    await expect(scanAlipay.scanCode()).resolves.toBeNull()
  })

  it('a plain browser has no scanner: null (manual entry), never a fake result', async () => {
    const spy = jest.spyOn(Taro, 'scanCode')
    expect(scanH5.canScan()).toBe(false)
    await expect(scanH5.scanCode()).resolves.toBeNull()
    expect(spy).not.toHaveBeenCalled()
    // a JSSDK object outside WeChat is not used either
    ;(window as any).wx = { ready: (cb: () => void) => cb(), scanQRCode: jest.fn() }
    expect(scanH5.canScan()).toBe(false)
  })

  it('the WeChat browser scans through the JSSDK and strips a bar code\'s format', async () => {
    setUa(WECHAT_UA)
    // the page offers the scanner before the config is through
    expect(scanH5.canScan()).toBe(true)
    const scanQRCode = jest.fn((o: any) => o.success({ resultStr: 'CODE_128,123456789012' }))
    configuredJssdk().use({ scanQRCode })
    await expect(scanH5.scanCode()).resolves.toBe('123456789012')
    expect(scanQRCode.mock.calls[0][0]).toMatchObject({ needResult: 1 })
    scanQRCode.mockImplementation((o: any) => o.cancel())
    await expect(scanH5.scanCode()).resolves.toBeNull()
    scanQRCode.mockImplementation((o: any) => o.fail({ errMsg: 'scanQRCode:permission denied' }))
    await expect(scanH5.scanCode()).rejects.toThrow('permission denied')
    // WeChat refused the config (no scanQRCode): the page says the scanner is unavailable
    configuredJssdk().use({})
    await expect(scanH5.scanCode()).rejects.toThrow('unavailable')
  })

  it('keeps a QR text as it is', () => {
    expect(scannedText('123456789012')).toBe('123456789012')
    expect(scannedText('EAN_13,6901234567892')).toBe('6901234567892')
    expect(scannedText('https://x/?a=1,2')).toBe('https://x/?a=1,2')
  })
})
