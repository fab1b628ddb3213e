import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, memberInfo, refuse, renderApp, signIn, signOut, typeInto, type Answers } from '@/testing'
import RechargeListPage from './list'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/recharge/list/list'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const CONFIG = { is_use: 1, free_amount_use: 1, free_amount_min: 100, free_amount_max: 500000 }
const pkg = (id: number, face: number, extra: Record<string, unknown> = {}) => ({
  recharge_id: id, recharge_name: `充${face / 100}`, cover_img: '', face_value: face, gift_balance: 0, point: 0, growth: 0, coupon_list: [],
  sort: id, status: 1, sale_num: 0, create_time: 1, ...extra,
})
const PACKAGES = [
  pkg(1, 10000, { recharge_name: '充100送10', gift_balance: 1000, point: 100, growth: 10 }),
  pkg(2, 20000, { coupon_list: [{ coupon_type_id: 7, coupon_name: '无门槛减3元', type: 'reward', money: 300, discount: 0, at_least: 0 }] }),
]
const MEMBER = memberInfo({ member_id: 5, nickname: 'm', balance: 30000, balance_money: 20000, point: 0, growth: 0 })

function routes(over: Answers = {}) {
  return fakeApi({
    rechargeConfig: CONFIG,
    rechargePage: { list: PACKAGES, count: 2, page_count: 1 },
    memberInfo: MEMBER,
    rechargeCreate: (d) => ({ out_trade_no: 'T100', order_id: 9, order_no: 'RT100', pay_money: d.recharge_id ? PACKAGES.find((p) => p.recharge_id === d.recharge_id)!.face_value : (d.face_value ?? 0) }),
    payType: { pay_type: 'devpay', client_kind: 'h5' },
    ...over,
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

describe('recharge packages', () => {
  it('visitors are asked to log in', () => {
    const api = routes()
    const { container } = renderApp(<RechargeListPage />)
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(api.to('rechargeCreate')).toHaveLength(0)
  })

  it('shows the balance and the packages with their gifts; a package is paid through the pay sheet', async () => {
    signIn(MEMBER)
    const api = routes()
    const { container } = renderApp(<RechargeListPage />)
    await flush()
    expect(container.querySelector('.recharge-balance')!.textContent).toBe('¥500.00')
    const cards = Array.from(container.querySelectorAll('.recharge-package'))
    expect(cards.map((c) => c.querySelector('.recharge-package__value')!.textContent)).toEqual(['¥100.00', '¥200.00'])
    expect(Array.from(cards[0].querySelectorAll('.recharge-gifts__item')).map((g) => g.textContent)).toEqual(['送 ¥10.00', '送 100 积分', '送 10 成长值'])
    expect(cards[1].textContent).toContain('送优惠券：无门槛减3元')
    // the first package is chosen; the note says the money is stored value, not withdrawable
    expect(cards[0].className).toContain('recharge-package--active')
    expect(container.querySelector('.recharge-note__stored')!.textContent).toContain('不可提现')
    fireEvent.click(cards[1])
    expect(container.querySelector('.recharge-submit')!.textContent).toContain('立即充值 ¥200.00')
    await act(async () => { fireEvent.click(container.querySelector('.recharge-submit')!) })
    await flush()
    expect(api.to('rechargeCreate').map((c) => c.data.recharge_id)).toEqual([2])
    expect(api.to('rechargeCreate')[0].data.face_value).toBeUndefined()
    expect(document.querySelector('.pay-sheet')).not.toBeNull()
    expect(document.querySelector('.pay-channel[data-type="devpay"]')).not.toBeNull()
    expect(document.querySelector('.pay-sheet__money')!.textContent).toBe('¥200.00')
    fireEvent.click(container.querySelector('.recharge-records')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/recharge/order_list/order_list')
  })

  it('a free amount: checked to the fen against the operator\'s bounds before it is sent', async () => {
    signIn(MEMBER)
    const api = routes()
    const { container } = renderApp(<RechargeListPage />)
    await flush()
    const submit = () => act(async () => { fireEvent.click(container.querySelector('.recharge-submit')!) })
    await typeInto(container, '.recharge-free__input', '0.5')
    expect(container.querySelector('.recharge-free')!.className).toContain('recharge-free--active')
    await submit()
    expect(lastToast()).toBe('充值金额须在 1.00 元至 5000.00 元之间')
    await typeInto(container, '.recharge-free__input', '12.345')
    await submit()
    expect(lastToast()).toBe('请输入正确的金额（最多两位小数）')
    expect(api.to('rechargeCreate')).toHaveLength(0)
    await typeInto(container, '.recharge-free__input', '88.8')
    expect(container.querySelector('.recharge-submit')!.textContent).toContain('¥88.80')
    await submit()
    await flush()
    expect(api.to('rechargeCreate').map((c) => [c.data.recharge_id, c.data.face_value])).toEqual([[0, 8880]])
    expect(document.querySelector('.pay-sheet__money')!.textContent).toBe('¥88.80')
  })

  it('says when recharging is closed, and hides the free amount when not allowed', async () => {
    signIn(MEMBER)
    routes({ rechargeConfig: { ...CONFIG, is_use: 0 }, rechargePage: { list: [], count: 0, page_count: 0 } })
    const closed = renderApp(<RechargeListPage />)
    await flush()
    expect(closed.container.querySelector('.recharge-closed')!.textContent).toContain('充值功能未开启')
    closed.unmount()
    jest.restoreAllMocks()
    routes({ rechargeConfig: { ...CONFIG, free_amount_use: 0 } })
    const { container } = renderApp(<RechargeListPage />, 'en-us')
    await flush()
    expect(container.querySelector('.recharge-free')).toBeNull()
    expect(container.querySelector('.recharge-note__stored')!.textContent).toContain('cannot be withdrawn')
  })

  it('a package taken off sale meanwhile: the server\'s refusal is shown and the list reloads', async () => {
    signIn(MEMBER)
    const api = routes({ rechargeCreate: refuse(-21642, '该充值套餐已下架') })
    const { container } = renderApp(<RechargeListPage />)
    await flush()
    await act(async () => { fireEvent.click(container.querySelector('.recharge-submit')!) })
    await flush()
    expect(lastToast()).toBe('该充值套餐已下架')
    expect(document.querySelector('.pay-sheet')).toBeNull()
    expect(api.to('rechargePage').length).toBe(2)
  })
})
