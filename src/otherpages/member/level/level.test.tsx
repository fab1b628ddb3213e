import { act, fireEvent } from '@testing-library/react'
import { fakeApi, flush, refuse, renderApp, signIn, signOut } from '@/testing'
import LevelPage from './level'
import LevelGrowthRulesPage from './level_growth_rules'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/level/level'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { go } = require('@/utils/navigate') as { go: jest.Mock }

const level = (over: Record<string, unknown>) => ({
  level_id: 1, level_name: '普通会员', rank: 1, growth: 0, discount: 100, level_tag: 'V0', level_color: '#8C8C8C', service: '', condition: '',
  equity: [], gift_point: 0, gift_balance: 0, gift_coupon: [], gift_coupon_list: [], status: 1, ...over,
})
const BASE = level({})
const SILVER = level({
  level_id: 2, level_name: '银卡会员', rank: 2, growth: 100, discount: 98, level_tag: 'V1', service: '专属客服', condition: '成长值达到 100',
  equity: ['全场 9.8 折', '生日礼包'], gift_point: 100, gift_balance: 500, gift_coupon: [7],
  gift_coupon_list: [{ coupon_type_id: 7, platformcoupon_name: '满99减10元', type: 'reward', money: 1000, discount: 0, at_least: 9900, validity_days: 30 }],
})
const GOLD = level({ level_id: 3, level_name: '金卡会员', rank: 3, growth: 1000, discount: 95, level_tag: 'V2' })
const INFO = { growth: 95, level: BASE, next_level: SILVER, need_growth: 5, progress: 95 }

beforeEach(() => go.mockClear())
afterEach(() => jest.restoreAllMocks())

describe('member level page', () => {
  it('shows the current level with the growth bar, and each level with tag, discount, service, condition, rights and gift package', async () => {
    signIn(null)
    const api = fakeApi({ levelInfo: INFO, levelLists: [BASE, SILVER, GOLD] })
    const { container } = renderApp(<LevelPage />)
    await flush()
    expect(api.to('levelInfo')).toHaveLength(1)
    expect(container.querySelector('.level-card__name')?.textContent).toBe('普通会员')
    expect(container.querySelector('.level-card__tag')?.textContent).toBe('V0')
    expect(container.querySelector('.level-card__growth')?.textContent).toBe('成长值 95')
    expect((container.querySelector('.level-card__bar-fill') as HTMLElement).style.width).toBe('95%')
    expect(container.querySelector('.level-card__need')?.textContent).toBe('再获得 5 成长值升级为银卡会员')
    expect(Array.from(container.querySelectorAll('.level-tabs__item')).map((e) => e.textContent)).toEqual(['普通会员当前等级', '银卡会员成长值达到 100', '金卡会员成长值达到 1000'])
    // the current level first
    expect(container.querySelector('.level-detail')?.getAttribute('data-level-id')).toBe('1')
    expect(container.querySelector('.level-detail__discount')?.textContent).toBe('无折扣')
    expect(container.querySelector('.level-detail__condition')?.textContent).toBe('成长值达到 0')
    expect(container.querySelector('.gift-contents--empty')?.textContent).toBe('暂无升级礼包')

    await act(async () => { fireEvent.click(container.querySelector('.level-tabs__item[data-level-id="2"]')!) })
    expect(container.querySelector('.level-tabs__item--active')?.getAttribute('data-level-id')).toBe('2')
    expect(container.querySelector('.level-detail__name')?.textContent).toBe('银卡会员')
    expect(container.querySelector('.level-detail__tag')?.textContent).toBe('V1')
    expect(container.querySelector('.level-detail__discount')?.textContent).toBe('9.8折')
    expect(container.querySelector('.level-detail__service')?.textContent).toBe('专属客服')
    expect(container.querySelector('.level-detail__condition')?.textContent).toBe('成长值达到 100')
    expect(Array.from(container.querySelectorAll('.level-detail__equity-item')).map((e) => e.textContent)).toEqual(['全场 9.8 折', '生日礼包'])
    expect(container.querySelector('.gift-contents__point .gift-contents__value')?.textContent).toBe('100 积分')
    expect(container.querySelector('.gift-contents__balance .gift-contents__value')?.textContent).toBe('¥5.00')
    expect(container.querySelector('.gift-contents__coupon')?.textContent).toBe('满99减10元¥10.00 · 满99元可用')
    await act(async () => { fireEvent.click(container.querySelector('.level-tabs__item[data-level-id="3"]')!) })
    expect(container.querySelector('.level-detail__discount')?.textContent).toBe('9.5折')

    fireEvent.click(container.querySelector('.level-card__rules')!)
    expect(go).toHaveBeenCalledWith('/otherpages/member/level/level_growth_rules')
  })

  it('at the top level says so; in English the discount reads as percent off', async () => {
    signIn(null)
    fakeApi({ levelInfo: { growth: 1500, level: GOLD, next_level: null, need_growth: 0, progress: 100 }, levelLists: [BASE, SILVER, GOLD] })
    const { container } = renderApp(<LevelPage />, 'en-us')
    await flush()
    expect(container.querySelector('.level-card__need')?.textContent).toBe('You are at the highest level')
    expect(container.querySelector('.level-detail__discount')?.textContent).toBe('5% off')
    expect(Array.from(container.querySelectorAll('.level-tabs__item--reached')).map((e) => e.getAttribute('data-level-id'))).toEqual(['1', '2', '3'])
    // the operator's level names stay as written; the interface around them is English
    expect(container.textContent).not.toMatch(/成长值|当前等级|已达成|升级礼包|折/)
  })

  it('visitors are asked to log in; a failed load can be retried', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderApp(<LevelPage />)
    await flush()
    expect(container.textContent).toContain('登录后查看会员等级')
    expect(api.calls).toHaveLength(0)
    signIn(null)
    let fail = true
    fakeApi({ levelInfo: () => (fail ? refuse(-1, '网络错误') : INFO), levelLists: [BASE] })
    const second = renderApp(<LevelPage />)
    await flush()
    expect(second.container.querySelector('.mall-error')).not.toBeNull()
    fail = false
    await act(async () => { fireEvent.click(second.container.querySelector('.mall-error__retry')!) })
    await flush()
    expect(second.container.querySelector('.level-card__name')?.textContent).toBe('普通会员')
  })
})

describe('growth rules page', () => {
  it('lists what gives growth, the thresholds and the notes', async () => {
    signOut()
    fakeApi({
      levelGrowthRules: { list: [{ type: 'order', growth: 1, days: 0 }, { type: 'signin', growth: 1, days: 0 }, { type: 'signin_continuous', growth: 10, days: 7 }, { type: 'evaluate', growth: 5, days: 0 }] },
      levelLists: [BASE, SILVER],
    })
    const { container } = renderApp(<LevelGrowthRulesPage />)
    await flush()
    expect(Array.from(container.querySelectorAll('.growth-rules__ways .growth-rule')).map((e) => e.textContent)).toEqual([
      '购物：每实付 1 元商品金额获得 1 成长值，订单完成后发放', '每日签到：1 成长值', '连续签到 7 天：额外 10 成长值', '评价订单：5 成长值',
    ])
    expect(Array.from(container.querySelectorAll('.growth-threshold')).map((e) => e.textContent)).toEqual(['普通会员成长值达到 0', '银卡会员成长值达到 100'])
    expect(container.querySelectorAll('.growth-rule--note')).toHaveLength(3)
  })

  it('says when nothing gives growth', async () => {
    fakeApi({ levelGrowthRules: { list: [] }, levelLists: [] })
    const { container } = renderApp(<LevelGrowthRulesPage />, 'en-us')
    await flush()
    expect(container.querySelector('.growth-rule--none')?.textContent).toBe('There is no way to earn growth at the moment')
  })
})
