import { getEnv } from '@/platform/env'
import { storage } from '@/platform/storage'
import { alipayTradePay } from './alipayBridge'
import { payDev, PENDING_PAY_KEY, type PayAnswer, type PayClientKind, type PayContext, type PaymentCapability, type PayOutcome } from './types'

interface WeixinJSBridgeApi {
  invoke(name: string, params: Record<string, string>, cb: (res: { err_msg?: string; errMsg?: string }) => void): void
}

type Win = Window & { WeixinJSBridge?: WeixinJSBridgeApi }

/** Only get_brand_wcpay_request:ok is success; the server's notification is still the truth. */
export function jsBridgeOutcome(errMsg: string | undefined): PayOutcome {
  const msg = String(errMsg ?? '')
  if (msg === 'get_brand_wcpay_request:ok') return 'success'
  if (/:cancel$/.test(msg)) return 'cancelled'
  return 'failed'
}

/** The bridge appears a moment after the page in the WeChat browser: wait for it (up to `ms`). */
function bridge(ms = 5000): Promise<WeixinJSBridgeApi | null> {
  const w = window as Win
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener('WeixinJSBridgeReady', done)
      resolve((window as Win).WeixinJSBridge ?? null)
    }
    const timer = setTimeout(done, ms)
    document.addEventListener('WeixinJSBridgeReady', done, false)
  })
}

async function brandWcPay(data: Record<string, string>): Promise<PayOutcome> {
  const api = await bridge()
  if (!api) return 'failed'
  return new Promise((resolve) => {
    api.invoke(
      'getBrandWCPayRequest',
      {
        appId: data.appId,
        timeStamp: String(data.timeStamp),
        nonceStr: data.nonceStr,
        package: data.package,
        signType: data.signType || 'RSA',
        paySign: data.paySign,
      },
      (res) => resolve(jsBridgeOutcome(res?.err_msg ?? res?.errMsg)),
    )
  })
}

/** How long a page that should be leaving for the gateway waits before it calls the outcome unknown. */
export const LEAVE_TIMEOUT_MS = 15000

/**
 * The browser leaves for the gateway's page and comes back to /pages/pay/browser/browser; the promise
 * settles only if the page is still here after a while (navigation blocked), as unknown.
 */
function leaving(): Promise<PayOutcome> {
  return new Promise((resolve) => setTimeout(() => resolve('unknown'), LEAVE_TIMEOUT_MS))
}

function openUrl(url: string | undefined, ctx: PayContext): Promise<PayOutcome> {
  if (!url || !/^https?:\/\//i.test(url)) return Promise.resolve('failed')
  storage.set(PENDING_PAY_KEY, ctx.outTradeNo)
  window.location.href = url
  return leaving()
}

/** Alipay QUICK_WAP_WAY answers an HTML form; it is added to the page and submitted. */
function submitForm(html: string | undefined, ctx: PayContext): Promise<PayOutcome> {
  if (!html) return Promise.resolve('failed')
  const box = document.createElement('div')
  box.style.display = 'none'
  box.innerHTML = html
  // scripts inserted through innerHTML do not run: submit the form ourselves
  const form = box.querySelector('form')
  if (!form) return Promise.resolve('failed')
  storage.set(PENDING_PAY_KEY, ctx.outTradeNo)
  document.body.appendChild(box)
  HTMLFormElement.prototype.submit.call(form)
  return leaving()
}

export function h5ClientKind(browser: string): PayClientKind {
  if (browser === 'wechat') return 'wechat_h5'
  if (browser === 'alipay') return 'alipay_h5'
  return 'h5'
}

/** The app's base address (origin and router basename, '/h5'), read from the current page's address. */
export function appBase(href: string): string {
  const url = new URL(href)
  const path = url.pathname
  const at = path.search(/\/(pages|otherpages|promotionpages)\//)
  const base = at >= 0 ? path.slice(0, at) : path.replace(/\/(index\.html)?$/, '')
  return `${url.origin}${base}`
}

export const payment: PaymentCapability = {
  async pay(answer: PayAnswer, ctx: PayContext) {
    switch (answer.type) {
      case 'jsapi':
        // JSAPI parameters are only payable inside the WeChat browser
        return getEnv().browser === 'wechat' ? brandWcPay(answer.data) : 'failed'
      case 'url':
        return openUrl(answer.url ?? answer.data?.url, ctx)
      case 'form':
        return submitForm(answer.data?.html, ctx)
      case 'tradepay':
        // a trade created for the Alipay buyer: payable through the Alipay browser's own bridge only
        return getEnv().browser === 'alipay' ? alipayTradePay(answer.data?.tradeNO ?? answer.data?.trade_no) : 'failed'
      case 'dev':
        return payDev(answer, ctx)
      default:
        // Taro's H5 payment stubs are never called
        return 'failed'
    }
  },
  clientKind: () => h5ClientKind(getEnv().browser),
  returnUrl: (route) => `${appBase(window.location.href)}${route.startsWith('/') ? route : `/${route}`}`,
}
