import Taro from '@tarojs/taro'
import { fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { PENDING_PAY_KEY } from '@/platform/payment'
import { storage } from '@/platform/storage'
import PayBrowserPage from './browser'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/pay/browser/browser'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

beforeEach(() => signIn())

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  signOut()
  localStorage.clear()
})

describe('return page after an off-site payment', () => {
  it('a visitor sees the login prompt (coming back here), and nothing is asked of the server', async () => {
    signOut()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { out_trade_no: 'T777' } } } as any)
    const api = fakeApi({})
    const { container, getByText } = renderApp(<PayBrowserPage />)
    await flush()
    expect(container.querySelector('.login-prompt')?.textContent).toContain('登录后查看支付结果')
    expect(container.textContent).not.toContain('正在确认支付结果')
    expect(api.calls).toHaveLength(0)
    getByText('去登录').click()
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/pay/browser/browser')}`)
  })

  it('reads the out_trade_no kept before leaving, polls the status, then shows the result', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
    storage.set(PENDING_PAY_KEY, 'T555')
    let n = 0
    const api = fakeApi({ payStatus: () => ({ pay_status: ++n >= 2 ? 2 : 0, status: n >= 2 ? 'paid' : 'waiting', out_trade_no: 'T555', pay_money: 100 }) })
    jest.useFakeTimers()
    renderApp(<PayBrowserPage />)
    for (let i = 0; i < 5; i++) {
      await Promise.resolve()
      jest.advanceTimersByTime(1500)
    }
    jest.useRealTimers()
    await flush(4)
    expect(api.to('payStatus').map((c) => c.data.out_trade_no)).toEqual(['T555', 'T555'])
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T555', 'redirectTo')
    expect(storage.get(PENDING_PAY_KEY)).toBeUndefined()
  })

  it('the query wins over storage', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { out_trade_no: 'T777' } } } as any)
    storage.set(PENDING_PAY_KEY, 'T555')
    const api = fakeApi({ payStatus: { pay_status: 2, status: 'paid', out_trade_no: 'T777', pay_money: 100 } })
    renderApp(<PayBrowserPage />)
    await flush(4)
    expect(api.to('payStatus')[0].data.out_trade_no).toBe('T777')
    expect(nav.go).toHaveBeenCalledWith('/pages/pay/result/result?out_trade_no=T777', 'redirectTo')
  })
})
