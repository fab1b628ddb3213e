import { act, fireEvent } from '@testing-library/react'
import { go } from '@/utils/navigate'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, signOut, type CallData } from '@/testing'
import MasterPage from './master'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/sitemessage/master/master'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const now = Math.floor(Date.now() / 1000)
const message = (over: Partial<CallData<'sitemessageInfo'>>): CallData<'sitemessageInfo'> => ({ id: 1, sub_type: 'order', title: '订单支付成功', content: 'x', link_route: '', link_params: {}, is_read: 0, read_time: 0, send_time: now, ...over })
const lists = (orderUnread: number, promoUnread: number): CallData<'sitemessageLists'> => ({
  unread: orderUnread + promoUnread,
  list: [
    { sub_type: 'order', name: '订单消息', unread: orderUnread, latest: message({ id: 9, title: '订单支付成功' }) },
    { sub_type: 'delivery', name: '物流消息', unread: 0, latest: null },
    { sub_type: 'account', name: '账户消息', unread: 0, latest: message({ id: 8, sub_type: 'account', title: '余额到账', send_time: now - 400 * 86400 }) },
    { sub_type: 'promotion', name: '活动消息', unread: promoUnread, latest: message({ id: 7, sub_type: 'promotion', title: '本周专题上新' }) },
    { sub_type: 'group', name: '拼团消息', unread: 0, latest: null },
  ],
})

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  ;(go as jest.Mock).mockClear()
  clearToast()
})

describe('site message master page', () => {
  it('lists every category with its latest line, date and unread badge; opens a category', async () => {
    fakeApi({ sitemessageLists: lists(2, 120) })
    const { container } = renderApp(<MasterPage />)
    await flush()
    const items = Array.from(container.querySelectorAll('.sitemessage-master__item'))
    expect(items.map((i) => i.getAttribute('data-type'))).toEqual(['order', 'delivery', 'account', 'promotion', 'group'])
    expect(items.map((i) => i.querySelector('.sitemessage-master__name')?.textContent)).toEqual(['订单消息', '物流消息', '账户消息', '活动消息', '拼团消息'])
    expect(items.map((i) => i.querySelector('.sitemessage-master__badge')?.textContent ?? '')).toEqual(['2', '', '', '99+', ''])
    expect(items[0].querySelector('.sitemessage-master__line')?.textContent).toBe('订单支付成功')
    expect(items[1].querySelector('.sitemessage-master__line')?.textContent).toBe('暂无新消息')
    expect(items[0].querySelector('.sitemessage-master__time')?.textContent).toMatch(/^\d\d:\d\d$/)
    expect(items[2].querySelector('.sitemessage-master__time')?.textContent).toMatch(/^\d{4}-\d\d-\d\d$/)
    fireEvent.click(items[3])
    expect(go).toHaveBeenCalledWith('/otherpages/sitemessage/promotion/promotion')
  })

  it('marks everything read and shows the counts again', async () => {
    let read = false
    const api = fakeApi({
      sitemessageLists: () => (read ? lists(0, 0) : lists(3, 1)),
      sitemessageEditallseed: () => { read = true; return { count: 4 } },
    })
    const { container } = renderApp(<MasterPage />)
    await flush()
    expect(container.querySelector('.sitemessage-master')?.getAttribute('data-unread')).toBe('4')
    await act(async () => { fireEvent.click(container.querySelector('.sitemessage-readall')!) })
    await flush()
    expect(api.to('sitemessageEditallseed')).toHaveLength(1)
    expect(api.to('sitemessageEditallseed')[0].data.sub_type).toBeUndefined()
    expect(lastToast()).toBe('已全部标为已读')
    expect(container.querySelector('.sitemessage-master')?.getAttribute('data-unread')).toBe('0')
    expect(container.querySelectorAll('.sitemessage-master__badge')).toHaveLength(0)
  })

  it('in English', async () => {
    fakeApi({ sitemessageLists: lists(1, 0) })
    const { container } = renderApp(<MasterPage />, 'en-us')
    await flush()
    expect(Array.from(container.querySelectorAll('.sitemessage-master__name')).map((x) => x.textContent)).toEqual(['Orders', 'Deliveries', 'Account', 'Promotions', 'Group buying'])
    expect(container.querySelectorAll('.sitemessage-master__line')[1].textContent).toBe('Nothing yet')
  })

  it('asks a visitor to log in', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderApp(<MasterPage />)
    await flush()
    expect(container.querySelector('.login-prompt__tip')?.textContent).toBe('登录后查看消息')
    expect(api.calls).toHaveLength(0)
  })
})
