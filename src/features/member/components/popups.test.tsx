import { act, fireEvent } from '@testing-library/react'
import { useMemberStore } from '../store'
import { clearToast, fakeApi, flush, lastToast, makeTestI18n, refuse, renderApp, signIn, typeInto, type CallData } from '@/testing'
import { MemberPopups } from './MemberPopups'
import { ReferrerPopup } from './ReferrerPopup'
import { RewardPopup } from './RewardPopup'

const CONFIG = 'memberRewardConfig'
type RewardConfig = CallData<'memberRewardConfig'>
type CouponType = RewardConfig['value']['coupon_list'][number]
const zero: RewardConfig['value'] = { point: 0, balance: 0, growth: 0, coupon: [], coupon_list: [] }
const couponType = (over: Partial<CouponType>): CouponType => ({
  coupon_type_id: 1, platformcoupon_name: '', type: 'reward', money: 0, discount: 0, at_least: 0, validity_days: 0, ...over,
})

afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('RewardPopup', () => {
  it.each<[string, Partial<RewardConfig['value']>, string, string]>([
    ['point', { point: 20 }, '.reward-popup__item--point', '+20积分'],
    ['balance', { balance: 1050 }, '.reward-popup__item--balance', '¥10.50余额'],
    ['growth', { growth: 8 }, '.reward-popup__item--growth', '+8成长值'],
    ['coupon', { coupon: [3], coupon_list: [couponType({ coupon_type_id: 3, platformcoupon_name: '新人券', type: 'reward', money: 500, at_least: 3000 })] }, '.reward-popup__coupon', '新人券满30元减5元'],
  ])('shows with only %s above zero', async (_n, part, selector, text) => {
    fakeApi({ [CONFIG]: { is_use: 1, value: { ...zero, ...part } } })
    const onClose = jest.fn()
    const { container } = renderApp(<RewardPopup onClose={onClose} />)
    await flush()
    expect(container.querySelector('.reward-popup')).not.toBeNull()
    expect(container.querySelector(selector)?.textContent).toBe(text)
    expect(container.querySelectorAll('.reward-popup__item')).toHaveLength(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says the balance reward is not withdrawable but usable in orders, and lists discount coupons', async () => {
    fakeApi({
      [CONFIG]: {
        is_use: 1,
        value: { ...zero, balance: 300, coupon_list: [couponType({ platformcoupon_name: '九五折', type: 'discount', discount: 95, at_least: 10000 })] },
      },
    })
    const { container } = renderApp(<RewardPopup onClose={jest.fn()} />, 'en-us')
    await flush()
    expect(container.querySelector('.reward-popup__note')?.textContent).toBe('The balance reward is not withdrawable but can be used in orders')
    expect(container.querySelector('.reward-popup__coupon-rule')?.textContent).toBe('Spend ¥100, 5% off')
  })

  it.each<[string, RewardConfig]>([
    ['everything zero', { is_use: 1, value: zero }],
    ['switched off', { is_use: 0, value: { ...zero, point: 10, growth: 5 } }],
  ])('%s: nothing shown, closed at once', async (_n, config) => {
    fakeApi({ [CONFIG]: config })
    const onClose = jest.fn()
    const { container } = renderApp(<RewardPopup onClose={onClose} />)
    await flush()
    expect(container.querySelector('.reward-popup')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('the close icon closes it', async () => {
    fakeApi({ [CONFIG]: { is_use: 1, value: { ...zero, point: 1 } } })
    const onClose = jest.fn()
    const { container } = renderApp(<RewardPopup onClose={onClose} />)
    await flush()
    fireEvent.click(container.querySelector('.reward-popup-close')!)
    expect(onClose).toHaveBeenCalled()
  })
})

describe('MemberPopups', () => {
  it('opens the reward popup once after a registration and consumes the flag', async () => {
    const api = fakeApi({ [CONFIG]: { is_use: 1, value: { ...zero, point: 5 } } })
    act(() => useMemberStore.setState({ pendingRegisterReward: false }))
    const { container } = renderApp(<MemberPopups />)
    await flush()
    expect(api.to(CONFIG)).toHaveLength(0)
    act(() => useMemberStore.getState().markRegistered())
    // the landing page takes it once it has settled
    await act(async () => {
      await new Promise((r) => setTimeout(r, 350))
    })
    await flush()
    expect(container.querySelector('.reward-popup')).not.toBeNull()
    expect(useMemberStore.getState().pendingRegisterReward).toBe(false)
    fireEvent.click(container.querySelector('.reward-popup-close')!)
    await flush()
    expect(container.querySelector('.reward-popup')).toBeNull()
    expect(api.to(CONFIG)).toHaveLength(1)
  })

  it('a page that goes away before settling leaves the reward to the page the user lands on', async () => {
    fakeApi({ [CONFIG]: { is_use: 1, value: { ...zero, point: 5 } } })
    act(() => useMemberStore.setState({ pendingRegisterReward: false }))
    const leaving = renderApp(<MemberPopups />)
    act(() => useMemberStore.getState().markRegistered())
    leaving.unmount()
    await act(async () => {
      await new Promise((r) => setTimeout(r, 350))
    })
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
    const landing = renderApp(<MemberPopups />)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 350))
    })
    await flush()
    expect(landing.container.querySelector('.reward-popup')).not.toBeNull()
    expect(useMemberStore.getState().pendingRegisterReward).toBe(false)
  })
})

describe('ReferrerPopup', () => {
  const SEARCH = 'memberSearchReferrer'
  const BIND = 'memberBindReferrer'
  const found = { member_id: 42, nickname: '老王', headimg: 'upload/h.png', mobile: '139****0000' }

  function setup(routes: Record<string, unknown>, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
    signIn({ member_id: 1, nickname: 'me', source_member: 0 })
    const api = fakeApi(routes)
    const onClose = jest.fn()
    const onBound = jest.fn()
    const r = renderApp(<ReferrerPopup visible onClose={onClose} onBound={onBound} />, lng)
    return { ...r, api, onClose, onBound }
  }

  it('starts with the empty state; binding needs a mobile, then a search', async () => {
    const { container, api } = setup({})
    expect(container.querySelector('.referrer-result')?.textContent).toBe('您还未输入推荐人手机号')
    fireEvent.click(container.querySelector('.referrer-bind')!)
    expect(lastToast()).toBe('请输入手机号')
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-bind')!)
    expect(lastToast()).toBe('请先搜索推荐人')
    expect(api.calls).toHaveLength(0)
  })

  it('no match shows 未找到上级推荐人 and cannot be bound', async () => {
    const { container, api } = setup({ [SEARCH]: null })
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-search')!)
    await flush()
    expect(api.to(SEARCH)[0].data.mobile).toBe('13900000000')
    expect(container.querySelector('.referrer-result')?.textContent).toBe('未找到上级推荐人')
    fireEvent.click(container.querySelector('.referrer-bind')!)
    await flush()
    expect(lastToast()).toBe('未找到上级推荐人')
    expect(api.to(BIND)).toHaveLength(0)
  })

  it('an invalid mobile is refused before searching', async () => {
    const { container, api } = setup({}, 'en-us')
    fireEvent.click(container.querySelector('.referrer-search')!)
    expect(lastToast()).toBe(makeEn('utils:validate.mobileRequired'))
    await typeInto(container, '.referrer-mobile', '12345')
    fireEvent.click(container.querySelector('.referrer-search')!)
    expect(lastToast()).toBe(makeEn('utils:validate.mobileInvalid'))
    expect(container.querySelector('.referrer-result')?.textContent).toBe('You have not entered the referrer phone number')
    expect(api.calls).toHaveLength(0)
  })

  it('a match shows headimg, nickname and masked mobile; bind sends its id and says 绑定成功', async () => {
    const { container, api, onBound } = setup({ [SEARCH]: found, [BIND]: null })
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-search')!)
    await flush()
    const result = container.querySelector('.referrer-result--found')!
    expect(result.querySelector('.referrer-result__nickname')?.textContent).toBe('老王')
    expect(result.querySelector('.referrer-result__mobile')?.textContent).toBe('139****0000')
    expect(result.querySelector('.referrer-result__headimg')).not.toBeNull()
    // a changed mobile needs a new search
    await typeInto(container, '.referrer-mobile', '13900000001')
    fireEvent.click(container.querySelector('.referrer-bind')!)
    expect(lastToast()).toBe('请先搜索推荐人')
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-bind')!)
    await flush()
    expect(api.to(BIND).map((c) => c.data.parent_id)).toEqual([42])
    expect(lastToast()).toBe('绑定成功')
    expect(onBound).toHaveBeenCalledWith(found)
  })

  it('a refused bind shows the server message and stays open', async () => {
    const { container, onBound } = setup({ [SEARCH]: found, [BIND]: refuse(-20503, '您已绑定推荐人') })
    await typeInto(container, '.referrer-mobile', '13900000000')
    fireEvent.click(container.querySelector('.referrer-search')!)
    await flush()
    fireEvent.click(container.querySelector('.referrer-bind')!)
    await flush()
    expect(lastToast()).toBe('您已绑定推荐人')
    expect(onBound).not.toHaveBeenCalled()
  })

  it('tapping the mask does not close it; the icon does', () => {
    const { container, onClose } = setup({})
    const overlay = document.querySelector('.nut-overlay')
    expect(overlay).not.toBeNull()
    fireEvent.click(overlay!)
    expect(onClose).not.toHaveBeenCalled()
    expect(container.querySelector('.referrer-popup')).not.toBeNull()
    fireEvent.click(container.querySelector('.referrer-popup-close')!)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

function makeEn(key: string) {
  return makeTestI18n('en-us').t(key)
}
