import Taro from '@tarojs/taro'
import { payment as weapp, weappOutcome } from './payment.weapp'
import { alipayOutcome, payment as alipay } from './payment.alipay'
import { appBase, h5ClientKind, jsBridgeOutcome, LEAVE_TIMEOUT_MS, payment as h5 } from './payment.h5'
import { PENDING_PAY_KEY } from './types'

let mockBrowser: 'wechat' | 'alipay' | 'other' = 'other'
jest.mock('@/platform/env', () => ({
  getEnv: () => ({ target: 'h5', browser: mockBrowser, inMiniProgramWebView: false, appType: 'h5', appTypeName: '' }),
}))

const JSAPI = { timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig', appId: 'wxapp' }
const ctx = { outTradeNo: 'T202611230001' }

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  delete (window as any).WeixinJSBridge
  mockBrowser = 'other'
  localStorage.clear()
})

function setTaro(name: string, impl: (...a: any[]) => any) {
  const taro = Taro as any
  const had = name in taro
  const before = taro[name]
  taro[name] = jest.fn(impl)
  return () => {
    if (had) taro[name] = before
    else delete taro[name]
  }
}

describe('weapp: wx.requestPayment', () => {
  it('passes the jsapi parameters and maps success, cancel and fail', async () => {
    const restore = setTaro('requestPayment', () => Promise.resolve({ errMsg: 'requestPayment:ok' }))
    await expect(weapp.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('success')
    expect((Taro as any).requestPayment).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' })
    ;(Taro as any).requestPayment = jest.fn(() => Promise.reject({ errMsg: 'requestPayment:fail cancel' }))
    await expect(weapp.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('cancelled')
    ;(Taro as any).requestPayment = jest.fn(() => Promise.reject({ errMsg: 'requestPayment:fail (detail message)' }))
    await expect(weapp.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('failed')
    restore()
  })

  it('missing parameters or a non-jsapi answer fail without calling WeChat', async () => {
    const restore = setTaro('requestPayment', () => Promise.resolve({}))
    await expect(weapp.pay({ type: 'jsapi', data: { ...JSAPI, paySign: '' } }, ctx)).resolves.toBe('failed')
    await expect(weapp.pay({ type: 'url', data: {}, url: 'https://x' }, ctx)).resolves.toBe('failed')
    expect((Taro as any).requestPayment).not.toHaveBeenCalled()
    restore()
    expect(weappOutcome({ errMsg: 'requestPayment:fail cancel' })).toBe('cancelled')
    expect(weapp.clientKind()).toBe('weapp')
  })

  it('the development channel goes through the caller’s confirm step', async () => {
    const confirmDev = jest.fn(() => Promise.resolve('success' as const))
    await expect(weapp.pay({ type: 'dev', data: { attempt_no: 'A1' } }, { ...ctx, confirmDev })).resolves.toBe('success')
    expect(confirmDev).toHaveBeenCalledWith('A1')
    await expect(weapp.pay({ type: 'dev', data: {} }, { ...ctx, confirmDev })).resolves.toBe('failed')
  })
})

describe('alipay: my.tradePay', () => {
  it('maps every resultCode', () => {
    expect(alipayOutcome('9000')).toBe('success')
    expect(alipayOutcome(9000)).toBe('success')
    expect(alipayOutcome('8000')).toBe('unknown')
    expect(alipayOutcome('6004')).toBe('unknown')
    expect(alipayOutcome('6001')).toBe('cancelled')
    expect(alipayOutcome('4000')).toBe('failed')
    expect(alipayOutcome('6002')).toBe('failed')
    expect(alipayOutcome(undefined)).toBe('failed')
  })

  it('passes tradeNO and reads resultCode at the top or under response', async () => {
    const restore = setTaro('tradePay', () => Promise.resolve({ resultCode: '9000' }))
    await expect(alipay.pay({ type: 'tradepay', data: { tradeNO: '2026112322001' } }, ctx)).resolves.toBe('success')
    expect((Taro as any).tradePay).toHaveBeenCalledWith({ tradeNO: '2026112322001' })
    ;(Taro as any).tradePay = jest.fn(() => Promise.resolve({ response: { resultCode: '6001' } }))
    await expect(alipay.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('cancelled')
    ;(Taro as any).tradePay = jest.fn(() => Promise.resolve({ resultCode: '8000' }))
    await expect(alipay.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('unknown')
    ;(Taro as any).tradePay = jest.fn(() => Promise.reject({ resultCode: '4000' }))
    await expect(alipay.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('failed')
    ;(Taro as any).tradePay = jest.fn(() => Promise.reject(new Error('boom')))
    await expect(alipay.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('failed')
    await expect(alipay.pay({ type: 'tradepay', data: {} }, ctx)).resolves.toBe('failed')
    await expect(alipay.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('failed')
    restore()
    expect(alipay.clientKind()).toBe('alipay_mini')
  })
})

describe('h5', () => {
  it('client kind from the browser', () => {
    expect(h5ClientKind('wechat')).toBe('wechat_h5')
    expect(h5ClientKind('alipay')).toBe('alipay_h5')
    expect(h5ClientKind('other')).toBe('h5')
    expect(h5.clientKind()).toBe('h5')
    mockBrowser = 'wechat'
    expect(h5.clientKind()).toBe('wechat_h5')
  })

  it('return addresses keep the router basename', () => {
    expect(appBase('https://mall.example/h5/pages/order/payment/payment?cart_ids=1')).toBe('https://mall.example/h5')
    expect(appBase('https://mall.example/h5/otherpages/member/address/address')).toBe('https://mall.example/h5')
    expect(appBase('http://127.0.0.1:8080/pages/pay/result/result')).toBe('http://127.0.0.1:8080')
    expect(appBase('https://mall.example/h5/')).toBe('https://mall.example/h5')
    expect(weapp.returnUrl('/pages/pay/browser/browser')).toBeUndefined()
  })

  it('WeixinJSBridge: only get_brand_wcpay_request:ok is success', () => {
    expect(jsBridgeOutcome('get_brand_wcpay_request:ok')).toBe('success')
    expect(jsBridgeOutcome('get_brand_wcpay_request:cancel')).toBe('cancelled')
    expect(jsBridgeOutcome('get_brand_wcpay_request:fail')).toBe('failed')
    expect(jsBridgeOutcome('get_brand_wcpay_request:ok ')).toBe('failed')
    expect(jsBridgeOutcome(undefined)).toBe('failed')
  })

  it('jsapi in the WeChat browser invokes getBrandWCPayRequest; outside WeChat it fails (Taro’s stub is never used)', async () => {
    mockBrowser = 'wechat'
    const invoke = jest.fn((_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }))
    ;(window as any).WeixinJSBridge = { invoke }
    await expect(h5.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('success')
    expect(invoke.mock.calls[0][0]).toBe('getBrandWCPayRequest')
    expect(invoke.mock.calls[0][1]).toEqual({ appId: 'wxapp', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' })
    invoke.mockImplementation((_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }))
    await expect(h5.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('cancelled')
    mockBrowser = 'other'
    const stub = setTaro('requestPayment', () => Promise.resolve({}))
    await expect(h5.pay({ type: 'jsapi', data: JSAPI }, ctx)).resolves.toBe('failed')
    expect((Taro as any).requestPayment).not.toHaveBeenCalled()
    stub()
  })

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    mockBrowser = 'wechat'
    const p = h5.pay({ type: 'jsapi', data: JSAPI }, ctx)
    ;(window as any).WeixinJSBridge = { invoke: (_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: 'get_brand_wcpay_request:fail' }) }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(p).resolves.toBe('failed')
  })

  it('url: keeps the out_trade_no for the return page, then leaves; unknown if the page is still here later', async () => {
    jest.useFakeTimers()
    const assign = jest.fn()
    const original = window.location
    delete (window as any).location
    ;(window as any).location = { ...original, set href(v: string) { assign(v) }, get href() { return original.href } }
    const settled = jest.fn()
    h5.pay({ type: 'url', data: {}, url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1' }, ctx).then(settled)
    expect(assign).toHaveBeenCalledWith('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1')
    expect(JSON.parse(localStorage.getItem(PENDING_PAY_KEY)!)).toEqual({ data: 'T202611230001' })
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    jest.advanceTimersByTime(LEAVE_TIMEOUT_MS)
    await Promise.resolve()
    await Promise.resolve()
    expect(settled).toHaveBeenCalledWith('unknown')
    ;(window as any).location = original
    await expect(h5.pay({ type: 'url', data: {}, url: 'javascript:alert(1)' }, ctx)).resolves.toBe('failed')
  })

  it('form: inserts the returned form and submits it', async () => {
    jest.useFakeTimers()
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {})
    const html = '<form name="punchout_form" method="post" action="https://openapi.alipay.com/gateway.do?charset=utf-8"><input type="hidden" name="biz_content" value="{}"><input type="submit" value="pay"></form><script>document.forms[0].submit();</script>'
    h5.pay({ type: 'form', data: { html } }, ctx)
    expect(submit).toHaveBeenCalledTimes(1)
    const form = submit.mock.contexts[0] as HTMLFormElement
    expect(form.getAttribute('action')).toBe('https://openapi.alipay.com/gateway.do?charset=utf-8')
    expect(document.body.contains(form)).toBe(true)
    expect(JSON.parse(localStorage.getItem(PENDING_PAY_KEY)!)).toEqual({ data: 'T202611230001' })
    jest.useRealTimers()
    await expect(h5.pay({ type: 'form', data: { html: '<p>nothing</p>' } }, ctx)).resolves.toBe('failed')
  })

  it('tradepay on H5 and the dev channel without a confirm step fail', async () => {
    await expect(h5.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('failed')
    await expect(h5.pay({ type: 'dev', data: { attempt_no: 'A' } }, ctx)).resolves.toBe('failed')
    await expect(h5.pay({ type: 'dev', data: { attempt_no: 'A' } }, { ...ctx, confirmDev: async () => 'cancelled' })).resolves.toBe('cancelled')
  })
})

describe('h5 in the Alipay browser: AlipayJSBridge tradePay', () => {
  afterEach(() => delete (window as any).AlipayJSBridge)

  it('pays a trade through the bridge and reads its resultCode like my.tradePay', async () => {
    mockBrowser = 'alipay'
    const call = jest.fn((_n: string, _p: any, cb: (r: any) => void) => cb({ resultCode: '9000' }))
    ;(window as any).AlipayJSBridge = { call }
    await expect(h5.pay({ type: 'tradepay', data: { tradeNO: '2026112322001' } }, ctx)).resolves.toBe('success')
    expect(call).toHaveBeenCalledWith('tradePay', { tradeNO: '2026112322001' }, expect.any(Function))
    call.mockImplementation((_n, _p, cb) => cb({ resultCode: '6001' }))
    await expect(h5.pay({ type: 'tradepay', data: { tradeNO: 'x' } }, ctx)).resolves.toBe('cancelled')
    call.mockImplementation((_n, _p, cb) => cb({ resultCode: 8000 }))
    await expect(h5.pay({ type: 'tradepay', data: { tradeNO: 'x' } }, ctx)).resolves.toBe('unknown')
    await expect(h5.pay({ type: 'tradepay', data: {} }, ctx)).resolves.toBe('failed')
  })

  it('waits for AlipayJSBridgeReady when the bridge comes after the page; none at all is a failure', async () => {
    mockBrowser = 'alipay'
    const paying = h5.pay({ type: 'tradepay', data: { tradeNO: 't1' } }, ctx)
    ;(window as any).AlipayJSBridge = { call: (_n: string, _p: any, cb: (r: any) => void) => cb({ resultCode: '9000' }) }
    document.dispatchEvent(new Event('AlipayJSBridgeReady'))
    await expect(paying).resolves.toBe('success')
    delete (window as any).AlipayJSBridge
    jest.useFakeTimers()
    const nobridge = h5.pay({ type: 'tradepay', data: { tradeNO: 't2' } }, ctx)
    await jest.advanceTimersByTimeAsync(5000)
    await expect(nobridge).resolves.toBe('failed')
  })

  it('outside the Alipay browser a trade is not payable here', async () => {
    mockBrowser = 'wechat'
    ;(window as any).AlipayJSBridge = { call: jest.fn() }
    await expect(h5.pay({ type: 'tradepay', data: { tradeNO: 't' } }, ctx)).resolves.toBe('failed')
    expect((window as any).AlipayJSBridge.call).not.toHaveBeenCalled()
  })
})
