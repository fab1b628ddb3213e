import { act, fireEvent } from '@testing-library/react'
import { go } from '@/utils/navigate'
import { fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { MessageEntry } from './MessageEntry'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/pages/member/index/index'), replaceRouteQuery: jest.fn() }))

afterEach(() => {
  jest.restoreAllMocks()
  ;(go as jest.Mock).mockClear()
})

describe('the member centre\'s message entry', () => {
  it('shows the unread count and opens the messages', async () => {
    signIn(null)
    fakeApi({ sitemessageGetpermessagecount: { count: 3 } })
    const { container } = renderApp(<MessageEntry />)
    await flush()
    expect(container.querySelector('.member-message-entry__count')?.textContent).toBe('3')
    await act(async () => { fireEvent.click(container.querySelector('.member-message-entry')!) })
    expect(go).toHaveBeenCalledWith('/otherpages/sitemessage/master/master')
  })

  it('no badge at 0 or on failure; nothing for a visitor', async () => {
    signIn(null)
    fakeApi({ sitemessageGetpermessagecount: { count: 0 } })
    const zero = renderApp(<MessageEntry />)
    await flush()
    expect(zero.container.querySelector('.member-message-entry')).not.toBeNull()
    expect(zero.container.querySelector('.member-message-entry__count')).toBeNull()
    zero.unmount()
    fakeApi({})
    const failed = renderApp(<MessageEntry />)
    await flush()
    expect(failed.container.querySelector('.member-message-entry__count')).toBeNull()
    failed.unmount()
    signOut()
    const api = fakeApi({})
    const visitor = renderApp(<MessageEntry />)
    await flush()
    expect(visitor.container.innerHTML).toBe('')
    expect(api.calls).toHaveLength(0)
  })
})
