import Taro from '@tarojs/taro'
import { platformLogin as h5 } from './login.h5'
import { platformLogin as weapp } from './login.weapp'
import { platformLogin as alipay } from './login.alipay'

afterEach(() => {
  jest.restoreAllMocks()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

describe('mini-program login codes', () => {
  it('weapp hands back the wx.login code', async () => {
    const login = jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' } as any)
    await expect(weapp.login()).resolves.toEqual({ code: 'wx-code-1' })
    expect(login).toHaveBeenCalledTimes(1)
    expect(weapp.kind).toBe('code')
    expect(weapp.provider()).toBe('weapp')
    expect(alipay.provider()).toBe('aliapp')
    expect(weapp.browserAuth).toBeNull()
  })

  it('weapp without a code fails instead of sending an empty one', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: '', errMsg: 'login:fail' } as any)
    await expect(weapp.login()).rejects.toThrow('wx.login gave no code')
  })

  it('alipay reads the authCode Taro maps from my.getAuthCode', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ authCode: 'ali-code', errMsg: 'ok' } as any)
    await expect(alipay.login()).resolves.toEqual({ code: 'ali-code' })
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'ali-code-2', errMsg: 'ok' } as any)
    await expect(alipay.login()).resolves.toEqual({ code: 'ali-code-2' })
  })

  it('a refused platform login rejects', async () => {
    jest.spyOn(Taro, 'login').mockRejectedValue({ errMsg: 'getAuthCode:fail user cancel' })
    await expect(alipay.login()).rejects.toEqual({ errMsg: 'getAuthCode:fail user cancel' })
  })
})

describe('h5', () => {
  it('has no login code and never calls Taro’s stub', async () => {
    const login = jest.spyOn(Taro, 'login')
    expect(h5.kind).toBe('browser')
    // a plain browser has nobody to ask who the user is
    expect(h5.provider()).toBeNull()
    await expect(h5.login()).rejects.toThrow('not available on h5')
    expect(login).not.toHaveBeenCalled()
  })

  it('reads the OAuth code from the address and drops it (WeChat code, Alipay auth_code)', () => {
    const auth = h5.browserAuth!
    history.replaceState(null, '', '/h5/pages/goods/detail/detail?sku_id=3&code=abc&state=s')
    expect(auth.returnedCode()).toBe('abc')
    expect(auth.returnUrl()).toBe(`${location.origin}/h5/pages/goods/detail/detail?sku_id=3`)
    auth.dropReturnedCode()
    expect(location.search).toBe('?sku_id=3')
    expect(auth.returnedCode()).toBeNull()
    history.replaceState(null, '', '/h5/?auth_code=zz&app_id=1&source=alipay_wallet&scope=auth_base')
    expect(auth.returnedCode()).toBe('zz')
    expect(auth.returnUrl()).toBe(`${location.origin}/h5/`)
  })

  it('remembers one round trip per browser session', () => {
    const auth = h5.browserAuth!
    expect(auth.attempted()).toBe(false)
    auth.markAttempted()
    expect(auth.attempted()).toBe(true)
  })
})
