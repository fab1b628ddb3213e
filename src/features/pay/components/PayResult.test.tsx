import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { fakeApi, flush, renderApp, signIn, signOut, type CallData } from '@/testing'
import PayResultPage from '@/pages/pay/result/result'
import WxGoldPlanResultPage from '@/pages/pay/wx_gold_plan/result'
import { PayResult } from './PayResult'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/pay/result/result'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const STATUS = 'payStatus'
const INFO = 'payInfo'
type PayInfo = CallData<'payInfo'>

const order = (id: number, money: number): PayInfo['orders'][number] => ({
  order_id: id, order_no: `N${id}`, site_id: id, site_name: 's', order_status: 1, order_money: money, balance_money: money, pay_money: 0,
})
const INFO_PAID: PayInfo = {
  out_trade_no: 'T1', pay_body: '', pay_money: 0, pay_status: 2, status: 'paid', event: 'order', pay_type: 'BALANCE', create_time: 1, pay_time: 2, close_time: 0,
  orders: [order(1, 3480), order(2, 1300)],
}

// the result pages are the payer's: a visitor sees the login prompt (result.test.tsx)
beforeEach(() => signIn())

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  signOut()
})

describe('pay result', () => {
  it('paid: success, the amount in yuan with ¥, home, member centre and orders', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { out_trade_no: 'T1' } } } as any)
    const api = fakeApi({ [STATUS]: { pay_status: 2, status: 'paid', out_trade_no: 'T1', pay_money: 0 }, [INFO]: INFO_PAID })
    const { container } = renderApp(<PayResultPage />)
    await flush()
    const root = container.querySelector('.pay-result')!
    expect(root.className).toContain('pay-result--success')
    expect(container.querySelector('.pay-result__money')!.textContent).toBe('¥47.80')
    expect(root.textContent).toContain('支付成功')
    expect(api.to(STATUS)[0].data).toMatchObject({ out_trade_no: 'T1' })
    fireEvent.click(container.querySelector('.pay-result__home')!)
    expect(nav.go).toHaveBeenLastCalledWith('/pages/index/index/index')
    fireEvent.click(container.querySelector('.pay-result__member')!)
    expect(nav.go).toHaveBeenLastCalledWith('/pages/member/index/index')
    fireEvent.click(container.querySelector('.pay-result__orders')!)
    expect(nav.go).toHaveBeenLastCalledWith('/pages/order/list/list', 'redirectTo')
  })

  it('not paid after the polls: failure with the channel amount', async () => {
    const api = fakeApi({
      [STATUS]: { pay_status: 0, status: 'waiting', out_trade_no: 'T2', pay_money: 1990 },
      [INFO]: { ...INFO_PAID, out_trade_no: 'T2', pay_money: 1990, pay_status: 0, status: 'waiting', orders: [] },
    })
    const { container } = renderApp(<PayResult outTradeNo='T2' poll={{ tries: 3, intervalMs: 0 }} />, 'en-us')
    expect(container.querySelector('.pay-result--pending')).not.toBeNull()
    await flush(8)
    expect(container.querySelector('.pay-result')!.className).toContain('pay-result--fail')
    expect(container.querySelector('.pay-result__money')!.textContent).toBe('¥19.90')
    expect(container.textContent).toContain('Payment failed')
    expect(api.to(STATUS)).toHaveLength(3)
  })

  it('paid on a later poll (the notification came a moment later)', async () => {
    let n = 0
    fakeApi({
      [STATUS]: () => ({ pay_status: ++n >= 2 ? 2 : 0, status: n >= 2 ? 'paid' : 'waiting', out_trade_no: 'T3', pay_money: 500 }),
      [INFO]: { ...INFO_PAID, out_trade_no: 'T3', pay_money: 500, orders: [] },
    })
    const { container } = renderApp(<PayResult outTradeNo='T3' poll={{ tries: 3, intervalMs: 0 }} />)
    await flush(8)
    expect(container.querySelector('.pay-result--success')).not.toBeNull()
    expect(container.querySelector('.pay-result__money')!.textContent).toBe('¥5.00')
  })

  it('WeChat’s merchant result page reads out_trade_no from its query and shows the same result', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { out_trade_no: 'T8', sub_mch_id: '1', check_code: 'x' } } } as any)
    const api = fakeApi({ [STATUS]: { pay_status: 2, status: 'paid', out_trade_no: 'T8', pay_money: 1234 }, [INFO]: { ...INFO_PAID, out_trade_no: 'T8', pay_money: 1234, orders: [] } })
    const { container } = renderApp(<WxGoldPlanResultPage />)
    await flush()
    expect(api.to(STATUS)[0].data.out_trade_no).toBe('T8')
    expect(container.querySelector('.pay-result--success')).not.toBeNull()
    expect(container.querySelector('.pay-result__money')!.textContent).toBe('¥12.34')
  })

  it('a recharge leads to the recharge records instead of the order list', async () => {
    fakeApi({
      [STATUS]: { pay_status: 2, status: 'paid', out_trade_no: 'T9', pay_money: 10000 },
      [INFO]: { ...INFO_PAID, out_trade_no: 'T9', pay_money: 10000, event: 'recharge', orders: [] },
    })
    const { container } = renderApp(<PayResult outTradeNo='T9' />)
    await flush()
    expect(container.querySelector('.pay-result--success')).not.toBeNull()
    expect(container.querySelector('.pay-result__money')!.textContent).toBe('¥100.00')
    expect(container.querySelector('.pay-result__orders')).toBeNull()
    const records = container.querySelector('.pay-result__recharge')!
    expect(records.textContent).toBe('充值记录')
    fireEvent.click(records)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/recharge/order_list/order_list', 'redirectTo')
  })

  it('an unpaid recharge says where to pay it again', async () => {
    fakeApi({
      [STATUS]: { pay_status: 0, status: 'waiting', out_trade_no: 'T10', pay_money: 500 },
      [INFO]: { ...INFO_PAID, out_trade_no: 'T10', pay_money: 500, pay_status: 0, status: 'waiting', event: 'recharge', orders: [] },
    })
    const { container } = renderApp(<PayResult outTradeNo='T10' poll={{ tries: 1, intervalMs: 0 }} />)
    await flush(6)
    expect(container.querySelector('.pay-result__tip')!.textContent).toBe('未收到付款，您可以在充值记录中继续支付')
  })

  it('without an out_trade_no: failure, no call', async () => {
    const api = fakeApi({})
    const { container } = renderApp(<PayResult outTradeNo='' />)
    await flush()
    expect(container.querySelector('.pay-result--fail')).not.toBeNull()
    expect(container.querySelector('.pay-result__money')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })
})
