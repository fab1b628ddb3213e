import { act, fireEvent } from '@testing-library/react'
import { fakeApi, flush, refuse, renderApp, signIn, signOut, type CallData } from '@/testing'
import { LevelError } from '@/services/api/contract.gen'
import GiftPage from './gift'
import GiftDetailPage from '../gift_detail/gift_detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/gift/gift'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/utils/pageParams', () => ({ idParam: jest.fn(() => 12) }))

const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { idParam } = require('@/utils/pageParams') as { idParam: jest.Mock }

type Gift = CallData<'levelGiftDetail'>

const SILVER_GIFT: Gift = {
  id: 12, source: 'level_upgrade', source_id: 2, title: '银卡会员', point: 100, balance: 500, create_time: 1764000000,
  coupon_list: [{ coupon_type_id: 7, coupon_name: '满99减10元', type: 'reward', money: 1000, discount: 0, at_least: 9900 }, { coupon_type_id: 8, coupon_name: '满50享9.5折', type: 'discount', money: 0, discount: 95, at_least: 5000 }],
}
const GOLD_GIFT: Gift = { id: 13, source: 'level_upgrade', source_id: 3, title: '金卡会员', point: 300, balance: 0, create_time: 1764100000, coupon_list: [] }

beforeEach(() => go.mockClear())
afterEach(() => jest.restoreAllMocks())

describe('gifts received', () => {
  it('lists each gift package with what it held, newest first; a tap opens it', async () => {
    signIn(null)
    const api = fakeApi({ levelGiftPage: { list: [GOLD_GIFT, SILVER_GIFT], count: 2, page_count: 1 } })
    const { container } = renderApp(<GiftPage />)
    await flush()
    expect(api.to('levelGiftPage')[0].data).toMatchObject({ page: 1, page_size: 10 })
    const items = Array.from(container.querySelectorAll('.gift-item'))
    expect(items.map((e) => e.querySelector('.gift-item__title')?.textContent)).toEqual(['金卡会员升级礼包', '银卡会员升级礼包'])
    expect(items.map((e) => e.querySelector('.gift-item__summary')?.textContent)).toEqual(['300 积分', '100 积分 · ¥5.00 余额 · 2 张优惠券'])
    await act(async () => { fireEvent.click(items[1]) })
    expect(go).toHaveBeenCalledWith('/otherpages/member/gift_detail/gift_detail?id=12')
  })

  it('says when there are none, and asks visitors to log in', async () => {
    signIn(null)
    fakeApi({ levelGiftPage: { list: [], count: 0, page_count: 0 } })
    const { container } = renderApp(<GiftPage />)
    await flush()
    expect(container.textContent).toContain('还没有收到礼品')
    signOut()
    const api = fakeApi({})
    const visitor = renderApp(<GiftPage />)
    await flush()
    expect(visitor.container.textContent).toContain('登录后查看收到的礼品')
    expect(api.calls).toHaveLength(0)
    idParam.mockReturnValue(12)
  })
})

describe('gift detail', () => {
  it('shows the package: points, balance and each coupon; the coupons link opens the member coupons', async () => {
    signIn(null)
    const api = fakeApi({ levelGiftDetail: SILVER_GIFT })
    const { container } = renderApp(<GiftDetailPage />)
    await flush()
    expect(api.to('levelGiftDetail')[0].data).toMatchObject({ id: 12 })
    expect(container.querySelector('.gift-detail__title')?.textContent).toBe('银卡会员升级礼包')
    expect(container.querySelector('.gift-contents__point .gift-contents__value')?.textContent).toBe('100 积分')
    expect(container.querySelector('.gift-contents__balance .gift-contents__value')?.textContent).toBe('¥5.00')
    expect(Array.from(container.querySelectorAll('.gift-contents__coupon')).map((e) => e.textContent)).toEqual(['满99减10元¥10.00 · 满99元可用', '满50享9.5折9.5折 · 满50元可用'])
    fireEvent.click(container.querySelector('.gift-detail__coupons')!)
    expect(go).toHaveBeenCalledWith('/otherpages/member/coupon/coupon')
  })

  it('another member\'s gift (or a bad id) is not found', async () => {
    signIn(null)
    fakeApi({ levelGiftDetail: refuse(LevelError.GIFT_NOT_FOUND, '礼包记录不存在') })
    const { container } = renderApp(<GiftDetailPage />)
    await flush()
    expect(container.querySelector('.mall-error__message')?.textContent).toBe('礼品记录不存在')
    idParam.mockReturnValue(0)
    const api = fakeApi({})
    const bad = renderApp(<GiftDetailPage />, 'en-us')
    await flush()
    expect(bad.container.querySelector('.mall-error__message')?.textContent).toBe('This gift record does not exist')
    expect(api.calls).toHaveLength(0)
    idParam.mockReturnValue(12)
  })
})
