import { act, fireEvent } from '@testing-library/react'
import { go } from '@/utils/navigate'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, type CallData } from '@/testing'
import OrderPage from './order'
import PromotionPage from '../promotion/promotion'
import AccountPage from '../account/account'
import GroupPage from '../group/group'
import DeliveryPage from '../delivery/delivery'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/sitemessage/order/order'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const now = Math.floor(Date.now() / 1000)
type Message = CallData<'sitemessageInfo'>

const msg = (over: Partial<Message>): Message => ({ id: 1, sub_type: 'order', title: 't', content: 'c', link_route: '', link_params: {}, is_read: 0, read_time: 0, send_time: now, ...over })
const page = (list: Message[]): CallData<'sitemessagePage'> => ({ list, count: list.length, page_count: 1 })

beforeEach(() => signIn(null))
afterEach(() => {
  jest.restoreAllMocks()
  ;(go as jest.Mock).mockClear()
  clearToast()
})

describe('site message category pages', () => {
  it('order messages: opening one reads it, then opens the order it is about', async () => {
    const api = fakeApi({
      sitemessagePage: page([
        msg({ id: 11, title: '订单支付成功', content: '订单 N1 已支付', link_route: '/pages/order/detail/detail', link_params: { order_id: '9' } }),
        msg({ id: 10, title: '订单已完成', is_read: 1, read_time: now, send_time: now - 86400 * 3 }),
      ]),
      sitemessageInfo: (d) => msg({ id: d.id, is_read: 1, read_time: now }),
    })
    const { container } = renderApp(<OrderPage />)
    await flush()
    expect(api.to('sitemessagePage')[0].data).toMatchObject({ sub_type: 'order', page: 1, page_size: 10 })
    const items = Array.from(container.querySelectorAll('.sitemessage-item'))
    expect(items.map((i) => i.classList.contains('sitemessage-item--unread'))).toEqual([true, false])
    expect(items[0].querySelector('.sitemessage-item__content')?.textContent).toBe('订单 N1 已支付')
    expect(items[0].querySelector('.sitemessage-item__time')?.textContent).toMatch(/^\d\d:\d\d$/)
    expect(items[1].querySelector('.sitemessage-item__time')?.textContent).toMatch(/^(\d\d-\d\d|\d{4}-\d\d-\d\d)$/)
    expect(items[0].querySelector('.sitemessage-item__more')?.textContent).toBe('查看详情')
    expect(items[1].querySelector('.sitemessage-item__more')).toBeNull()
    await act(async () => { fireEvent.click(items[0]) })
    await flush()
    expect(api.to('sitemessageInfo').map((c) => c.data.id)).toEqual([11])
    expect(go).toHaveBeenCalledWith('/pages/order/detail/detail?order_id=9')
    expect(container.querySelector('.sitemessage-item--unread')).toBeNull()
  })

  it('a promotion without a link is read in place; the category is marked read', async () => {
    let read = false
    const api = fakeApi({
      sitemessagePage: () => page([msg({ id: 21, sub_type: 'promotion', title: '会员日', content: '全场 9 折', is_read: read ? 1 : 0 }), msg({ id: 20, sub_type: 'promotion' })]),
      sitemessageInfo: (d) => msg({ id: d.id, sub_type: 'promotion', is_read: 1 }),
      sitemessageEditallseed: () => { read = true; return { count: 2 } },
    })
    const { container } = renderApp(<PromotionPage />)
    await flush()
    const first = container.querySelector('.sitemessage-item')!
    expect(first.querySelector('.sitemessage-item__content')?.textContent).toBe('全场 9 折')
    await act(async () => { fireEvent.click(first) })
    await flush()
    expect(api.to('sitemessageInfo')).toHaveLength(1)
    expect(go).not.toHaveBeenCalled()
    expect(container.querySelectorAll('.sitemessage-item--unread')).toHaveLength(1)
    await act(async () => { fireEvent.click(container.querySelector('.sitemessage-readall')!) })
    await flush()
    expect(api.to('sitemessageEditallseed')[0].data.sub_type).toBe('promotion')
    expect(lastToast()).toBe('已全部标为已读')
  })

  it('account and group messages open their own page', async () => {
    const api = fakeApi({
      sitemessagePage: (d) => page([msg({ id: d.sub_type === 'account' ? 31 : 41, sub_type: d.sub_type })]),
    })
    const { container, unmount } = renderApp(<AccountPage />)
    await flush()
    await act(async () => { fireEvent.click(container.querySelector('.sitemessage-item')!) })
    expect(go).toHaveBeenCalledWith('/otherpages/sitemessage/account_detail/account_detail?id=31')
    expect(api.to('sitemessageInfo')).toHaveLength(0)
    unmount()
    const group = renderApp(<GroupPage />)
    await flush()
    await act(async () => { fireEvent.click(group.container.querySelector('.sitemessage-item')!) })
    expect(go).toHaveBeenCalledWith('/otherpages/sitemessage/group_detail/group_detail?id=41')
  })

  it('an empty category says so, in English too', async () => {
    fakeApi({ sitemessagePage: page([]) })
    const { container } = renderApp(<DeliveryPage />, 'en-us')
    await flush()
    expect(container.textContent).toContain('No messages yet')
    expect(container.textContent).toContain('Delivery messages')
  })
})
