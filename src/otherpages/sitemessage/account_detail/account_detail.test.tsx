import { formatDateTime } from '@/utils/date'
import Taro from '@tarojs/taro'
import { act, fireEvent } from '@testing-library/react'
import { go } from '@/utils/navigate'
import { fakeApi, flush, refuse, renderApp, signIn } from '@/testing'
import AccountDetailPage from './account_detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/sitemessage/account_detail/account_detail'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const withId = (id: string) => jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id } } } as any)

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  ;(go as jest.Mock).mockClear()
})

describe('account message page', () => {
  it('opens the message (read on the server), shows it and follows its link', async () => {
    withId('31')
    const api = fakeApi({
      sitemessageInfo: {
        id: 31, sub_type: 'account', title: '余额到账', content: '注册奖励：余额增加¥5.00。', link_route: '/otherpages/member/balance_detail/balance_detail',
        link_params: {}, is_read: 1, read_time: 1800000000, send_time: 1800000000,
      },
    })
    const { container } = renderApp(<AccountDetailPage />)
    await flush()
    expect(api.to('sitemessageInfo').map((c) => c.data.id)).toEqual([31])
    expect(container.querySelector('.sitemessage-detail__title')?.textContent).toBe('余额到账')
    expect(container.querySelector('.sitemessage-detail__content')?.textContent).toBe('注册奖励：余额增加¥5.00。')
    // in the device's time zone, like every other date of the app
    expect(container.querySelector('.sitemessage-detail__time')?.textContent).toBe(formatDateTime(1800000000))
    await act(async () => { fireEvent.click(container.querySelector('.sitemessage-detail__link')!) })
    expect(go).toHaveBeenCalledWith('/otherpages/member/balance_detail/balance_detail')
  })

  it('another member\'s message (or none) is not found; a bad id asks nothing', async () => {
    withId('32')
    fakeApi({ sitemessageInfo: refuse(-21771, '消息不存在') })
    const { container, unmount } = renderApp(<AccountDetailPage />)
    await flush()
    expect(container.textContent).toContain('消息不存在')
    unmount()
    withId('abc')
    const api = fakeApi({})
    const bad = renderApp(<AccountDetailPage />)
    await flush()
    expect(api.calls).toHaveLength(0)
    expect(bad.container.textContent).toContain('消息不存在')
  })
})
