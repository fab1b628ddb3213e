import { detectH5Env } from './detect'
import { getEnv as weappEnv, landingUrl as weappLanding, launchUrl as weappLaunch } from './env.weapp'
import { getEnv as alipayEnv } from './env.alipay'
import { getEnv, landingUrl, launchUrl } from './index'

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatWebView: 'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/1 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890',
  alipay: 'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2012K11AC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.43 Mobile Safari/537.36 UCBS/3.22.2.43_220830202552 ChannelId(0) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.3.0.8000) AlipayClient/10.3.0.8000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CNAriver/1.0.0',
  alipayMini: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20A362 Ariver/1.1.0 AliApp(AP/10.3.0.6000) Nebula WK RVKType(0) AlipayDefined(nt:WIFI,ws:390|780|3.0) AlipayClient/10.3.0.6000 Language/zh-Hans Region/CN NebulaX/1.0.0 MiniProgram',
}

describe('H5 environment detection by user agent', () => {
  it('a plain browser is h5', () => {
    expect(detectH5Env(UA.iphoneSafari)).toEqual({ target: 'h5', browser: 'other', inMiniProgramWebView: false, appType: 'h5', appTypeName: 'H5' })
    expect(detectH5Env('')).toMatchObject({ appType: 'h5', browser: 'other' })
  })

  it('MicroMessenger is the WeChat browser (app_type wechat); miniProgram marks the web-view', () => {
    expect(detectH5Env(UA.wechat)).toMatchObject({ target: 'h5', browser: 'wechat', appType: 'wechat', inMiniProgramWebView: false })
    expect(detectH5Env(UA.wechatWebView)).toMatchObject({ browser: 'wechat', appType: 'wechat', inMiniProgramWebView: true })
  })

  it('AlipayClient is the Alipay browser (app_type alifuwu)', () => {
    expect(detectH5Env(UA.alipay)).toMatchObject({ browser: 'alipay', appType: 'alifuwu', inMiniProgramWebView: false })
    expect(detectH5Env(UA.alipayMini)).toMatchObject({ browser: 'alipay', appType: 'alifuwu', inMiniProgramWebView: true })
  })

  it('jest runs the H5 build, reading jsdom’s agent and address', () => {
    expect(getEnv()).toMatchObject({ target: 'h5', browser: 'other', appType: 'h5' })
    expect(launchUrl('/pages/x', { a: '1' })).toBe(window.location.href)
    expect(landingUrl()).toBe(window.location.href.split('#')[0])
  })
})

describe('mini-program environments', () => {
  it('the WeChat mini-program is weapp, the Alipay one aliapp', () => {
    expect(weappEnv()).toMatchObject({ target: 'weapp', appType: 'weapp' })
    expect(alipayEnv()).toMatchObject({ target: 'alipay', appType: 'aliapp' })
  })

  it('report the launch path with its query and keep no landing URL', () => {
    expect(weappLaunch('pages/goods/detail/detail', { goods_id: '7', suid: '', x: undefined })).toBe('/pages/goods/detail/detail?goods_id=7')
    expect(weappLaunch('/pages/index/index/index', {})).toBe('/pages/index/index/index')
    expect(weappLaunch(undefined)).toBe('')
    expect(weappLanding()).toBeNull()
  })
})
