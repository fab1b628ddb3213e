import { act, fireEvent } from '@testing-library/react'
import { useMemberStore } from '@/features/member/store'
import { clearToast, fakeApi, flush, lastToast, memberInfo, renderApp, signIn, signOut, typeInto } from '@/testing'
import { useAppStore } from '@/store/app'
import MemberIndexPage from './index'

jest.mock('@/i18n', () => ({ changeLanguage: jest.fn(() => Promise.resolve()), i18n: { t: (k: string) => k }, currentLang: () => 'zh-cn' }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/pages/member/index/index') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { changeLanguage } = require('@/i18n') as { changeLanguage: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }

const INFO = 'memberInfo'
const ME = memberInfo({
  member_id: 7, nickname: '小明', mobile: '13812345678', headimg: 'upload/head.png', point: 12, balance: 150, balance_money: 1000,
  growth: 3, source_member: 0, source_member_info: null,
})

beforeEach(() => {
  go.mockClear()
  changeLanguage.mockClear()
  act(() => useAppStore.setState({ addonIsExist: null as any }))
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('member centre', () => {
  it('visitors get a login prompt back to the member home, and no member call', async () => {
    signOut()
    const api = fakeApi({})
    const { container, getByText } = renderApp(<MemberIndexPage />)
    await flush()
    expect(container.textContent).toContain('登录后享受更多会员服务')
    expect(container.querySelector('.member-header')).toBeNull()
    expect(container.querySelector('.member-logout')).toBeNull()
    fireEvent.click(getByText('去登录'))
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/member/index/index')}`)
    expect(api.to(INFO)).toHaveLength(0)
  })

  it('members see head image, nickname, masked mobile, points and the whole balance in yuan', async () => {
    signIn(null)
    const api = fakeApi({ [INFO]: ME })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    expect(api.to(INFO)[0]).toMatchObject({ method: 'GET' })
    expect(container.querySelector('.member-header .member-nickname')?.textContent).toBe('小明')
    expect(container.querySelector('.member-headimg')?.getAttribute('src')).toBe('https://img.test/upload/head.png')
    expect(container.querySelector('.member-head__mobile')?.textContent).toBe('138****5678')
    expect(container.querySelector('.member-point')?.textContent).toBe('12')
    expect(container.querySelector('.member-balance')?.textContent).toBe('¥11.50')
    fireEvent.click(container.querySelector('.member-header')!)
    expect(go).toHaveBeenCalledWith('/otherpages/member/info/info')
  })

  it('a member without a mobile sees the bind hint, which opens the mobile edit', async () => {
    signIn(null)
    fakeApi({ [INFO]: { ...ME, mobile: '' } })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    const hint = container.querySelector('.member-bind-mobile')!
    expect(hint.textContent).toBe('绑定手机号')
    fireEvent.click(hint)
    expect(go).toHaveBeenCalledTimes(1)
    expect(go).toHaveBeenCalledWith('/otherpages/member/info_edit/info_edit?type=mobile')
  })

  it('no referrer: the entry opens the referrer popup; binding refreshes the member and shows the referrer', async () => {
    signIn(null)
    let me = ME
    const api = fakeApi({
      [INFO]: () => me,
      memberSearchReferrer: { member_id: 42, nickname: '老王', headimg: '', mobile: '139****0000' },
      memberBindReferrer: () => {
        me = { ...ME, source_member: 42, source_member_info: { member_id: 42, headimg: '', nickname: '老王', mobile: '139****0000' } }
        return null
      },
    })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    expect(container.querySelector('.member-referrer')?.textContent).toContain('绑定推荐人')
    expect(container.querySelector('.referrer-popup')).toBeNull()
    fireEvent.click(container.querySelector('.member-referrer')!)
    await flush()
    expect(container.querySelector('.referrer-popup')).not.toBeNull()
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-search')!)
    await flush()
    fireEvent.click(container.querySelector('.referrer-bind')!)
    await flush(5)
    expect(api.to('memberBindReferrer')[0].data.parent_id).toBe(42)
    expect(lastToast()).toBe('绑定成功')
    expect(container.querySelector('.member-referrer')?.textContent).toContain('老王 139****0000')
    expect(container.querySelector('.referrer-popup')).toBeNull()
  })

  it('a member with a referrer sees them and gets no popup', async () => {
    signIn(null)
    fakeApi({ [INFO]: { ...ME, source_member: 42, source_member_info: { member_id: 42, headimg: '', nickname: '老王', mobile: '139****0000' } } })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    fireEvent.click(container.querySelector('.member-referrer')!)
    await flush()
    expect(container.querySelector('.member-referrer--bound')?.textContent).toContain('老王')
    expect(container.querySelector('.referrer-popup')).toBeNull()
  })

  it('logout posts /api/login/logout with the token, then forgets it and shows the visitor view', async () => {
    signIn(null, 'tk-out')
    const api = fakeApi({ [INFO]: ME, authLogout: null })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    fireEvent.click(container.querySelector('.member-logout')!)
    await flush()
    expect(api.to('authLogout')).toHaveLength(1)
    expect(api.to('authLogout')[0].data.token).toBe('tk-out')
    expect(useAppStore.getState().token).toBe('')
    expect(useMemberStore.getState().info).toBeNull()
    expect(container.querySelector('.member-header')).toBeNull()
    expect(container.querySelector('.login-prompt')).not.toBeNull()
    expect(go).not.toHaveBeenCalled()
  })

  it('shows only entries whose page exists, each with an icon: profile, addresses, coupons, collections, footprints, help, account closing', () => {
    signOut()
    fakeApi({})
    act(() => useAppStore.setState({ addonIsExist: { membercancel: 1 } as any }))
    const { container } = renderApp(<MemberIndexPage />)
    const items = Array.from(container.querySelectorAll('.member-entries__item'))
    expect(items.map((e) => e.textContent)).toEqual(['个人资料', '我的资产', '余额', '积分', '收货地址', '优惠券', '会员等级', '我的收藏', '我的足迹', '帮助中心', '注销账号'])
    // a real icon, not the first character of the label
    for (const item of items) expect(item.querySelector('.member-entries__icon .nut-icon')).not.toBeNull()
    fireEvent.click(container.querySelector('.member-entries__item--info')!)
    expect(go).toHaveBeenCalledWith('/otherpages/member/info/info')
    fireEvent.click(container.querySelector('.member-entries__item--address')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/address/address')
    fireEvent.click(container.querySelector('.member-entries__item--coupon')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/coupon/coupon')
    fireEvent.click(container.querySelector('.member-entries__item--collection')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/collection/collection')
    fireEvent.click(container.querySelector('.member-entries__item--footprint')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/footprint/footprint')
    fireEvent.click(container.querySelector('.member-entries__item--assets')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/assets/assets')
    fireEvent.click(container.querySelector('.member-entries__item--balance')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/balance/balance')
    fireEvent.click(container.querySelector('.member-entries__item--point')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/point/point')
  })

  it('the balance and points figures open their pages; the head image opens the head image page', async () => {
    signIn(null)
    fakeApi({ [INFO]: ME })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    fireEvent.click(container.querySelector('.member-assets__item--balance')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/balance/balance')
    fireEvent.click(container.querySelector('.member-assets__item--point')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/point/point')
    go.mockClear()
    fireEvent.click(container.querySelector('.member-headimg')!)
    expect(go.mock.calls).toEqual([['/otherpages/member/modify_face/modify_face']])
  })

  it('the level badge and the growth figure open the level page; the gift entry shows with its add-on', async () => {
    signIn(null)
    act(() => useAppStore.setState({ addonIsExist: { gift: 1 } as any }))
    fakeApi({
      [INFO]: { ...ME, member_level: 2 },
      levelInfo: { growth: 3, level: {
        level_id: 2, level_name: '银卡会员', rank: 2, growth: 100, discount: 100, level_tag: 'V1', level_color: '#8A94A6', service: '', condition: '',
        equity: [], gift_point: 0, gift_balance: 0, gift_coupon: [], gift_coupon_list: [], status: 1,
      }, next_level: null, need_growth: 0, progress: 100 },
    })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    expect(container.querySelector('.member-level-badge')?.textContent).toBe('V1 银卡会员')
    fireEvent.click(container.querySelector('.member-level-badge')!)
    expect(go.mock.calls).toEqual([['/otherpages/member/level/level']])
    fireEvent.click(container.querySelector('.member-assets__item--growth')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/level/level')
    fireEvent.click(container.querySelector('.member-entries__item--level')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/level/level')
    fireEvent.click(container.querySelector('.member-entries__item--gift')!)
    expect(go).toHaveBeenLastCalledWith('/otherpages/member/gift/gift')
  })

  it('the order row: each status with its count from /api/order/num, and all orders; each opens its tab of the list', async () => {
    signIn(null)
    const api = fakeApi({ [INFO]: ME, orderNum: { waitpay: 3, waitsend: 0, waitconfirm: 1, waitrate: 150 } })
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    expect(api.to('orderNum')[0].data.order_status).toBe('waitpay,waitsend,waitconfirm,waitrate,refunding')
    const entries = Array.from(container.querySelectorAll('.member-order-entry'))
    expect(entries.map((e) => e.getAttribute('data-status'))).toEqual(['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'])
    const counts = entries.slice(1).map((e) => e.querySelector('.member-orders__count')?.textContent ?? null)
    expect(counts).toEqual(['3', null, '1', '99+'])
    expect(entries.slice(1).map((e) => e.querySelector('.member-orders__label')?.textContent)).toEqual(['待付款', '待发货', '待收货', '待评价'])
    fireEvent.click(entries[0])
    expect(go).toHaveBeenLastCalledWith('/pages/order/list/list?status=all')
    fireEvent.click(entries[2])
    expect(go).toHaveBeenLastCalledWith('/pages/order/list/list?status=waitsend')
  })

  it('visitors see the order row without counts, and no count is asked', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderApp(<MemberIndexPage />)
    await flush()
    expect(container.querySelectorAll('.member-order-entry')).toHaveLength(5)
    expect(container.querySelector('.member-orders__count')).toBeNull()
    expect(api.to('orderNum')).toHaveLength(0)
  })

  it('hides entries whose add-on is off', () => {
    signOut()
    fakeApi({})
    act(() => useAppStore.setState({ addonIsExist: { membercancel: 0 } as any }))
    const { container } = renderApp(<MemberIndexPage />)
    expect(container.querySelector('.member-entries__item--cancellation')).toBeNull()
    expect(container.querySelector('.member-entries__item--info')).not.toBeNull()
  })

  it('language switch calls changeLanguage for the other language only', () => {
    signOut()
    fakeApi({})
    const { container } = renderApp(<MemberIndexPage />)
    const en = container.querySelector('.lang-switch__option.lang-switch__option--en-us')!
    const zh = container.querySelector('.lang-switch__option.lang-switch__option--zh-cn')!
    expect(zh.className).toContain('lang-switch__option--active')
    expect(en.textContent).toBe('English')
    fireEvent.click(zh)
    expect(changeLanguage).not.toHaveBeenCalled()
    fireEvent.click(en)
    expect(changeLanguage).toHaveBeenCalledWith('en-us')
  })
})
