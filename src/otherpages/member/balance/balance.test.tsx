import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { BALANCE_ROWS, FIGURES, ledgerPage } from '@/features/account/testing'
import { rechargeRoute, withdrawRoute } from '@/features/account/links'
import { useAppStore } from '@/store/app'
import BalancePage from './balance'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/balance/balance') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const text = (c: HTMLElement, sel: string) => c.querySelector(sel)?.textContent
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

describe('balance page', () => {
  it('shows the total split into withdrawable and non-withdrawable, and the newest ledger rows', async () => {
    signIn({ member_id: 7 })
    const api = fakeApi({ accountInfo: FIGURES, accountPage: ledgerPage(BALANCE_ROWS) })
    const { container } = renderApp(<BalancePage />)
    await flush()
    expect(text(container, '.balance-total')).toBe('693.35')
    expect(text(container, '.balance-withdrawable')).toBe('193.35')
    expect(text(container, '.balance-non-withdrawable')).toBe('500.00')
    expect(text(container, '.balance-split--withdrawable .balance-split__label')).toBe('可提现余额')
    expect(text(container, '.balance-split--non-withdrawable .balance-split__label')).toBe('不可提现余额')
    expect(text(container, '.balance-note')).toContain('注册奖励')
    expect(api.to('accountPage')[0].data).toMatchObject({ account_type: 'balance,balance_money', page: 1, page_size: 5 })
    const items = Array.from(container.querySelectorAll('.ledger-item'))
    expect(items.map((i) => [text(i as HTMLElement, '.ledger-item__type'), text(i as HTMLElement, '.ledger-item__amount'), text(i as HTMLElement, '.ledger-item__account')])).toEqual([
      ['订单关闭退回', '+¥12.34', '不可提现余额'], ['订单支付', '-¥5.67', '可提现余额'], ['系统赠送', '+¥200.01', '可提现余额'], ['系统赠送', '+¥500.00', '不可提现余额'],
    ])
    fireEvent.click(container.querySelector('.balance-detail-link')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/balance_detail/balance_detail')
    fireEvent.click(items[1])
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point_detail/point_detail?id=5')
    // recharge and withdrawal only once their pages are registered
    expect(Boolean(container.querySelector('.balance-recharge'))).toBe(Boolean(rechargeRoute()))
    expect(Boolean(container.querySelector('.balance-withdraw'))).toBe(Boolean(withdrawRoute()))
    if (rechargeRoute()) {
      fireEvent.click(container.querySelector('.balance-recharge')!)
      expect(nav.go).toHaveBeenLastCalledWith(rechargeRoute())
    }
    if (withdrawRoute()) {
      fireEvent.click(container.querySelector('.balance-withdraw')!)
      expect(nav.go).toHaveBeenLastCalledWith(withdrawRoute())
    }
  })

  it('hides recharge and withdrawal while their add-ons are off', async () => {
    useAppStore.setState({ addonIsExist: { memberrecharge: 0, memberwithdraw: 0 } } as any)
    try {
      signIn({ member_id: 7 })
      fakeApi({ accountInfo: FIGURES, accountPage: ledgerPage(BALANCE_ROWS) })
      const { container } = renderApp(<BalancePage />)
      await flush()
      expect(container.querySelector('.balance-total')?.textContent).toBe('693.35')
      expect(container.querySelector('.balance-recharge')).toBeNull()
      expect(container.querySelector('.balance-withdraw')).toBeNull()
    } finally {
      useAppStore.setState({ addonIsExist: null } as any)
    }
  })

  it('says when there are no ledger rows yet', async () => {
    signIn({ member_id: 7 })
    fakeApi({ accountInfo: { ...FIGURES, balance_total: 0, balance: 0, balance_money: 0 }, accountPage: ledgerPage([]) })
    const { container } = renderApp(<BalancePage />)
    await flush()
    expect(text(container, '.balance-total')).toBe('0.00')
    expect(container.querySelectorAll('.ledger-item')).toHaveLength(0)
    expect(text(container, '.ledger-empty')).toContain('暂无明细记录')
  })

  it('asks a visitor to log in', async () => {
    const api = fakeApi({})
    const { container } = renderApp(<BalancePage />)
    await flush()
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('has no Chinese interface text in English', async () => {
    signIn({ member_id: 7 })
    fakeApi({ accountInfo: FIGURES, accountPage: ledgerPage([]) })
    const { container } = renderApp(<BalancePage />, 'en-us')
    await flush()
    expect(text(container, '.balance-split--withdrawable .balance-split__label')).toBe('Withdrawable')
    expect(HAN.test(container.textContent ?? '')).toBe(false)
  })
})
