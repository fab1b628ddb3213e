import { fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import VerificationListPage from './list'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/verification/list/list'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

afterEach(() => {
  nav.go.mockClear()
  signOut()
})

describe('verification records', () => {
  it('a visitor sees the login prompt (back to the records), not a failed load', async () => {
    const api = fakeApi({})
    const { container, getByText } = renderApp(<VerificationListPage />)
    await flush()
    expect(container.querySelector('.login-prompt')?.textContent).toContain('登录后查看核销记录')
    expect(container.querySelector('.mall-error')).toBeNull()
    expect(api.calls).toHaveLength(0)
    getByText('去登录').click()
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/otherpages/verification/list/list')}`)
  })

  it('a member sees the records', async () => {
    signIn()
    const api = fakeApi({ verifyLists: { list: [], count: 0, page_count: 0 } })
    const { container } = renderApp(<VerificationListPage />)
    await flush(5)
    expect(container.querySelector('.login-prompt')).toBeNull()
    expect(api.calls.length).toBeGreaterThan(0)
  })
})
