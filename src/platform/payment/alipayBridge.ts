import { alipayOutcome } from './alipayOutcome'
import type { PayOutcome } from './types'

interface AlipayJSBridgeApi {
  call(name: string, params: Record<string, unknown>, cb: (res: { resultCode?: string | number }) => void): void
}

type Win = Window & { AlipayJSBridge?: AlipayJSBridgeApi }

/** The Alipay client injects AlipayJSBridge a moment after the page: wait for AlipayJSBridgeReady (up to `ms`). */
export function alipayBridge(ms = 5000): Promise<AlipayJSBridgeApi | null> {
  const w = window as Win
  if (w.AlipayJSBridge) return Promise.resolve(w.AlipayJSBridge)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener('AlipayJSBridgeReady', done)
      resolve((window as Win).AlipayJSBridge ?? null)
    }
    const timer = setTimeout(done, ms)
    document.addEventListener('AlipayJSBridgeReady', done, false)
  })
}

/**
 * The Alipay browser's cashier for a trade created for this buyer (alipay.trade.create, JSAPI_PAY):
 * AlipayJSBridge.call('tradePay', {tradeNO}) answers the same resultCode as my.tradePay. Only the
 * server's notification proves the payment; outside the Alipay client there is no bridge: failed.
 */
export async function alipayTradePay(tradeNO: string | undefined): Promise<PayOutcome> {
  if (!tradeNO) return 'failed'
  const bridge = await alipayBridge()
  if (!bridge) return 'failed'
  return new Promise((resolve) => bridge.call('tradePay', { tradeNO }, (res) => resolve(alipayOutcome(res?.resultCode))))
}
