import Taro from '@tarojs/taro'
import { privacy as h5 } from './privacy.h5'
import { privacy as weapp } from './privacy.weapp'
import { privacy as alipay } from './privacy.alipay'
import { PRIVACY_AGREE_BUTTON_ID } from './types'

const taro = Taro as any

afterEach(() => {
  delete taro.getPrivacySetting
  delete taro.onNeedPrivacyAuthorization
  jest.restoreAllMocks()
})

describe('privacy authorisation', () => {
  it('h5 and alipay never require it and never call Taro’s stubs', async () => {
    const spy = 'getPrivacySetting' in Taro ? jest.spyOn(taro, 'getPrivacySetting') : null
    await expect(h5.needsAuthorization()).resolves.toBe(false)
    await expect(alipay.needsAuthorization()).resolves.toBe(false)
    const handler = jest.fn()
    h5.onNeedAuthorization(handler)
    alipay.onNeedAuthorization(handler)
    expect(handler).not.toHaveBeenCalled()
    if (spy) expect(spy).not.toHaveBeenCalled()
    expect(h5.agreeBy).toBe('tap')
  })

  it('weapp asks wx.getPrivacySetting', async () => {
    taro.getPrivacySetting = jest.fn((o: any) => o.success({ needAuthorization: true, privacyContractName: 'x' }))
    await expect(weapp.needsAuthorization()).resolves.toBe(true)
    taro.getPrivacySetting = jest.fn((o: any) => o.success({ needAuthorization: false }))
    await expect(weapp.needsAuthorization()).resolves.toBe(false)
    taro.getPrivacySetting = jest.fn((o: any) => o.fail({ errMsg: 'fail' }))
    await expect(weapp.needsAuthorization()).resolves.toBe(false)
    expect(weapp.agreeBy).toBe('openType')
  })

  it('weapp answers the waiting call with the agree button id, or disagree', () => {
    let listener: any
    taro.onNeedPrivacyAuthorization = jest.fn((l: any) => (listener = l))
    const answers: Array<(agreed: boolean) => void> = []
    weapp.onNeedAuthorization((resolve) => answers.push(resolve))
    const platformResolve = jest.fn()
    listener(platformResolve, { referrer: 'getLocation' })
    answers[0](true)
    expect(platformResolve).toHaveBeenLastCalledWith({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
    listener(platformResolve, { referrer: 'getLocation' })
    answers[1](false)
    expect(platformResolve).toHaveBeenLastCalledWith({ event: 'disagree' })
  })

  it('old WeChat base libraries without the calls need nothing', async () => {
    await expect(weapp.needsAuthorization()).resolves.toBe(false)
    expect(() => weapp.onNeedAuthorization(() => undefined)).not.toThrow()
  })
})
