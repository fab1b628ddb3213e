import { act, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { BALANCE_ROWS, ledgerPage } from '@/features/account/testing'
import BalanceDetailPage from './balance_detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/balance_detail/balance_detail') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const PAGE = 'accountPage'
// 2026-11-27 12:00 in China
const NOW = Date.UTC(2026, 10, 27, 4)
const texts = (c: HTMLElement, sel: string) => Array.from(c.querySelectorAll(sel)).map((e) => e.textContent)
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

/** The server's filters over the suite's rows. */
const answer = (d: Record<string, any>) => ledgerPage(BALANCE_ROWS.filter((r) => (!d.date || r.month === d.date) && (!d.from_type || r.from_type === d.from_type)))

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

const click = async (el: Element | null) => {
  expect(el).not.toBeNull()
  await act(async () => { fireEvent.click(el!) })
  await flush()
}

describe('balance ledger page', () => {
  it('lists every row under its month with signed amounts and the sums', async () => {
    signIn({ member_id: 7 })
    const api = fakeApi({ [PAGE]: answer })
    const { container } = renderApp(<BalanceDetailPage />)
    await flush()
    expect(api.to(PAGE)[0].data).toMatchObject({ account_type: 'balance,balance_money', page: 1, page_size: 10 })
    expect(api.to(PAGE)[0].data.date).toBeUndefined()
    expect(texts(container, '.ledger-group')).toEqual(['2026年11月', '2026年10月'])
    expect(texts(container, '.ledger-item__amount')).toEqual(['+¥12.34', '-¥5.67', '+¥200.01', '+¥500.00'])
    expect(texts(container, '.ledger-item__type')).toEqual(['订单关闭退回', '订单支付', '系统赠送', '系统赠送'])
    expect(container.querySelector('.ledger-sums__income')?.textContent).toBe('收入 ¥712.35')
    expect(container.querySelector('.ledger-sums__expense')?.textContent).toBe('支出 ¥5.67')
    expect(texts(container, '.ledger-kind')).toEqual(['全部类型', '系统赠送', '订单支付', '订单关闭退回'])
    expect(container.querySelector('.ledger-month--all.ledger-month--active')).not.toBeNull()
    await click(container.querySelector('.ledger-item[data-id="5"]'))
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/point_detail/point_detail?id=5')
  })

  it('filters by month of the mall\'s calendar, steps months, and by kind', async () => {
    signIn({ member_id: 7 })
    const api = fakeApi({ [PAGE]: answer })
    const { container } = renderApp(<BalanceDetailPage />)
    await flush()
    // the current month
    await click(container.querySelector('.ledger-month--current'))
    expect(api.to(PAGE).at(-1)!.data).toMatchObject({ date: '2026-11', page: 1 })
    expect(container.querySelector('.ledger-month--current')?.textContent).toBe('2026年11月')
    expect(texts(container, '.ledger-item__amount')).toEqual(['+¥12.34', '-¥5.67'])
    expect(container.querySelector('.ledger-sums__income')?.textContent).toBe('收入 ¥12.34')
    // nothing after the current month
    await click(container.querySelector('.ledger-month-step__next'))
    expect(api.to(PAGE).at(-1)!.data.date).toBe('2026-11')
    await click(container.querySelector('.ledger-month-step__prev'))
    expect(api.to(PAGE).at(-1)!.data.date).toBe('2026-10')
    expect(texts(container, '.ledger-item__amount')).toEqual(['+¥200.01', '+¥500.00'])
    await click(container.querySelector('.ledger-month-step__prev'))
    expect(api.to(PAGE).at(-1)!.data.date).toBe('2026-09')
    expect(container.querySelectorAll('.ledger-item')).toHaveLength(0)
    expect(container.querySelector('.ledger-empty')?.textContent).toContain('暂无明细记录')
    // every month, then one kind
    await click(container.querySelector('.ledger-month--all'))
    expect(api.to(PAGE).at(-1)!.data.date).toBeUndefined()
    await click(container.querySelector('.ledger-kind[data-from-type="order"]'))
    expect(api.to(PAGE).at(-1)!.data).toMatchObject({ from_type: 'order' })
    expect(texts(container, '.ledger-item__type')).toEqual(['订单支付'])
    expect(container.querySelector('.ledger-kind--active')?.textContent).toBe('订单支付')
    await click(container.querySelector('.ledger-kind--all'))
    expect(api.to(PAGE).at(-1)!.data.from_type).toBeUndefined()
    expect(container.querySelectorAll('.ledger-item')).toHaveLength(4)
  })

  it('takes the filters from its address, kept inside the months offered', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { date: '2030-01', from_type: 'order' } } } as any)
    signIn({ member_id: 7 })
    const api = fakeApi({ [PAGE]: answer })
    renderApp(<BalanceDetailPage />)
    await flush()
    expect(api.to(PAGE)[0].data).toMatchObject({ date: '2026-11', from_type: 'order' })
  })

  it('says when the ledger is empty, and has no Chinese interface text in English', async () => {
    signIn({ member_id: 7 })
    fakeApi({ [PAGE]: ledgerPage([], { from_types: [] }) })
    const { container } = renderApp(<BalanceDetailPage />, 'en-us')
    await flush()
    expect(container.querySelector('.ledger-empty')?.textContent).toContain('No records yet')
    expect(container.querySelector('.ledger-month--current')?.textContent).toBe('11/2026')
    expect(HAN.test(container.textContent ?? '')).toBe(false)
  })
})
