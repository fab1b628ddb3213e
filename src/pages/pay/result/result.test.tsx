import Taro from '@tarojs/taro'
import { fakeApi, flush, renderApp, signIn, signOut, type CallData } from '@/testing'
import PayResultPage from './result'
import WxGoldPlanResultPage from '../wx_gold_plan/result'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/pay/result/result?out_trade_no=T900'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const PAID: CallData<'payStatus'> = { pay_status: 2, status: 'paid', out_trade_no: 'T900', pay_money: 1990 }

beforeEach(() => {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { out_trade_no: 'T900' } } } as any)
})

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  signOut()
})

describe.each([
  ['/pages/pay/result/result', PayResultPage],
  ['/pages/pay/wx_gold_plan/result', WxGoldPlanResultPage],
])('%s', (_route, Page) => {
  it('a visitor sees the login prompt, not a query that never ends; the login comes back with the query', async () => {
    const api = fakeApi({})
    const { container, getByText } = renderApp(<Page />)
    await flush()
    expect(container.querySelector('.login-prompt')?.textContent).toContain('登录后查看支付结果')
    expect(container.textContent).not.toContain('正在查询支付结果')
    expect(api.calls).toHaveLength(0)
    getByText('去登录').click()
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/pay/result/result?out_trade_no=T900')}`)
  })

  it('a member sees the result', async () => {
    signIn()
    const api = fakeApi({ payStatus: PAID, payInfo: { out_trade_no: 'T900', pay_body: '', pay_money: 1990, pay_status: 2, status: 'paid', event: 'order', pay_type: 'BALANCE', create_time: 1, pay_time: 2, close_time: 0, orders: [] } })
    const { container } = renderApp(<Page />)
    await flush(6)
    expect(api.to('payStatus')[0].data.out_trade_no).toBe('T900')
    expect(container.querySelector('.pay-result--success')).not.toBeNull()
    expect(container.textContent).toContain('19.90')
  })
})
