import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn } from '@/testing'
import SigninPage from './signin'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/signin/signin'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const AWARD = { is_use: 1, point: 5, growth: 1, continuous: [{ days: 3, point: 10, growth: 0 }, { days: 7, point: 30, growth: 10 }] }
const status = (over: Record<string, unknown> = {}) => ({ is_use: 1, today: '2026-11-27', is_sign: 0, continuous_days: 2, month: '2026-11', sign_dates: ['2026-11-25', '2026-11-26'], ...over })

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('daily sign-in', () => {
  it('shows the run, the month with the days signed, the rules; signs in and says the reward', async () => {
    let signed = false
    const api = fakeApi({
      signinGetSignStatus: () => (signed ? status({ is_sign: 1, continuous_days: 3, sign_dates: ['2026-11-25', '2026-11-26', '2026-11-27'] }) : status()),
      signinAward: AWARD,
      signinSignin: () => { signed = true; return { continuous_days: 3, point: 15, growth: 1 } },
      memberInfo: refuse(-1, 'not needed'),
    })
    const { container } = renderApp(<SigninPage />)
    await flush()
    expect(container.querySelector('.signin-head__days')?.textContent).toBe('已连续签到 2 天')
    expect(Array.from(container.querySelectorAll('.signin-calendar__cell--signed')).map((c) => c.getAttribute('data-date'))).toEqual(['2026-11-25', '2026-11-26'])
    expect(container.querySelector('.signin-calendar__cell--today')?.getAttribute('data-date')).toBe('2026-11-27')
    expect(Array.from(container.querySelectorAll('.signin-rules__item')).map((x) => x.textContent)).toEqual([
      '每日签到：5 积分、1 成长值', '连续签到 3 天额外奖励：10 积分', '连续签到 7 天额外奖励：30 积分、10 成长值', '连续签到满 7 天后重新计算',
    ])
    await act(async () => { fireEvent.click(container.querySelector('.signin-button')!) })
    await flush()
    expect(api.to('signinSignin')).toHaveLength(1)
    expect(lastToast()).toBe('签到成功，获得 15 积分、1 成长值')
    expect(container.querySelector('.signin')?.getAttribute('data-signed')).toBe('1')
    expect(container.querySelector('.signin-button')?.textContent).toContain('今日已签到')
  })

  it('English counts agree with their number: 1 day in a row, 2 days in a row, 1 point', async () => {
    const award = { is_use: 1, point: 1, growth: 0, continuous: [{ days: 1, point: 1, growth: 0 }, { days: 7, point: 30, growth: 10 }] }
    for (const [days, text] of [[1, '1 day in a row'], [2, '2 days in a row']] as const) {
      fakeApi({ signinGetSignStatus: status({ continuous_days: days }), signinAward: award })
      const { container, unmount } = renderApp(<SigninPage />, 'en-us')
      await flush()
      expect(container.querySelector('.signin-head__days')?.textContent).toBe(text)
      expect(Array.from(container.querySelectorAll('.signin-rules__item')).map((x) => x.textContent)).toEqual([
        'Every day: 1 point',
        '1 day in a row: 1 point extra',
        '7 days in a row: 30 points and 10 growth extra',
        'After 7 days in a row, the count starts over',
      ])
      unmount()
      jest.restoreAllMocks()
    }
  })

  it('says when the sign-in is closed', async () => {
    fakeApi({ signinGetSignStatus: status({ is_use: 0 }), signinAward: { ...AWARD, is_use: 0 } })
    const { container } = renderApp(<SigninPage />)
    await flush()
    expect(container.querySelector('.signin-button')?.textContent).toContain('签到活动未开启')
  })
})
