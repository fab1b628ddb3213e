import Taro from '@tarojs/taro'
import { payDev, type PayAnswer, type PayContext, type PaymentCapability, type PayOutcome } from './types'

/** wx.requestPayment: a fail whose errMsg says cancel is the shopper closing the sheet. */
export function weappOutcome(err: unknown): PayOutcome {
  const msg = String((err as { errMsg?: string })?.errMsg ?? err ?? '')
  return /cancel/i.test(msg) ? 'cancelled' : 'failed'
}

async function requestPayment(data: Record<string, string>): Promise<PayOutcome> {
  if (!data?.package || !data.paySign) return 'failed'
  try {
    await Taro.requestPayment({
      timeStamp: String(data.timeStamp),
      nonceStr: data.nonceStr,
      package: data.package,
      signType: (data.signType || 'RSA') as 'RSA',
      paySign: data.paySign,
    })
    return 'success'
  } catch (e) {
    return weappOutcome(e)
  }
}

export const payment: PaymentCapability = {
  async pay(answer: PayAnswer, ctx: PayContext) {
    if (answer.type === 'jsapi') return requestPayment(answer.data)
    if (answer.type === 'dev') return payDev(answer, ctx)
    // url / form / tradepay cannot be paid inside the WeChat mini-program
    return 'failed'
  },
  clientKind: () => 'weapp',
  returnUrl: () => undefined,
}
