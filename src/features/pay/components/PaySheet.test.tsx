import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { fakeApi, flush, renderApp, signIn, type CallData } from '@/testing'
import { subscribeMessages } from '@/platform/subscribe'
import { PaySheet } from './PaySheet'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/order/payment/payment'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const TMPL = 'wechatMessageTmplIds'
const paid: CallData<'payStatus'> = { pay_status: 2, status: 'paid', out_trade_no: 'T7', pay_money: 990 }

function open(confirm: boolean) {
  signIn({ member_id: 7, nickname: '小明' })
  const api = fakeApi({
    payType: { pay_type: 'devpay', client_kind: 'h5' },
    payPay: { type: 'dev', data: { attempt_no: 'T701' }, pay_type: 'devpay', attempt_no: 'T701' },
    payDevpayConfirm: paid,
    // a cancel asks the server once: still waiting then
    payStatus: confirm ? paid : { ...paid, pay_status: 0, status: 'waiting' },
    [TMPL]: ['tmpl-pay', 'tmpl-ship'],
  })
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm, cancel: !confirm } as any)
  const { unmount } = renderApp(<PaySheet visible outTradeNo='T7' payMoney={990} onClose={() => undefined} />)
  return { ...api, unmount }
}

async function pay() {
  await flush(4)
  fireEvent.click(document.querySelector('.pay-confirm') as HTMLElement)
  await flush(8)
}

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
})

describe('PaySheet subscription messages', () => {
  it('where the platform has them: the server’s template ids for paid and shipped are asked for after a successful payment', async () => {
    const supported = jest.replaceProperty(subscribeMessages, 'supported', true)
    const request = jest.spyOn(subscribeMessages, 'request').mockResolvedValue({})
    const api = open(true)
    await pay()
    expect(api.to(TMPL)).toHaveLength(1)
    expect(api.to(TMPL)[0].data).toMatchObject({ keywords: 'ORDER_PAY,ORDER_DELIVERY' })
    expect(request).toHaveBeenCalledWith(['tmpl-pay', 'tmpl-ship'])
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T7', 'redirectTo')
    supported.restore()
  })

  it('not after a cancelled payment, and never where the platform has none', async () => {
    const supported = jest.replaceProperty(subscribeMessages, 'supported', true)
    const request = jest.spyOn(subscribeMessages, 'request').mockResolvedValue({})
    const first = open(false)
    await pay()
    expect(request).not.toHaveBeenCalled()
    expect(nav.go).not.toHaveBeenCalled()
    supported.restore()
    first.unmount()
    jest.restoreAllMocks()

    const request2 = jest.spyOn(subscribeMessages, 'request').mockResolvedValue({})
    const api = open(true)
    await pay()
    expect(api.to(TMPL)).toHaveLength(0)
    expect(request2).not.toHaveBeenCalled()
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T7', 'redirectTo')
  })
})
