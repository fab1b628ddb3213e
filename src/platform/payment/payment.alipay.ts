import Taro from '@tarojs/taro'
import { alipayOutcome } from './alipayOutcome'
import { payDev, type PayAnswer, type PayContext, type PaymentCapability, type PayOutcome } from './types'

export { alipayOutcome }

/** Alipay hands resultCode at the top; Taro's typing puts it under `response`. */
function resultCodeOf(res: unknown): unknown {
  const r = res as { resultCode?: unknown; response?: { resultCode?: unknown } } | undefined
  return r?.resultCode ?? r?.response?.resultCode
}

async function tradePay(tradeNO: string | undefined): Promise<PayOutcome> {
  if (!tradeNO) return 'failed'
  try {
    const res = await Taro.tradePay({ tradeNO })
    return alipayOutcome(resultCodeOf(res))
  } catch (e) {
    // some base libraries reject with the same object on a non-9000 code
    const code = resultCodeOf(e)
    return code === undefined ? 'failed' : alipayOutcome(code)
  }
}

export const payment: PaymentCapability = {
  async pay(answer: PayAnswer, ctx: PayContext) {
    if (answer.type === 'tradepay') return tradePay(answer.data?.tradeNO ?? answer.data?.trade_no)
    if (answer.type === 'dev') return payDev(answer, ctx)
    return 'failed'
  },
  clientKind: () => 'alipay_mini',
  returnUrl: () => undefined,
}
