import Taro from '@tarojs/taro'
import { fakeApi, flush, refuse, renderApp, signIn, signOut } from '@/testing'
import VerificationDetailPage from './detail'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/verification/detail/detail?code=919824039842'),
}))

const INFO = 'verifyVerifyInfo'

beforeEach(() => {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { code: '919824039842' } } } as any)
})

afterEach(() => {
  jest.restoreAllMocks()
  signOut()
})

describe('verification code page', () => {
  it('a visitor is asked to log in, and nothing is asked of the server', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderApp(<VerificationDetailPage />)
    await flush()
    expect(container.querySelector('.login-prompt')?.textContent).toContain('登录后使用核销台')
    expect(container.querySelector('.mall-error')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('a member who verifies for no shop reads the server\'s reason', async () => {
    signIn()
    fakeApi({ [INFO]: refuse(-21553, '您不是核销员') })
    const { container } = renderApp(<VerificationDetailPage />)
    await flush()
    expect(container.querySelector('.mall-error')?.textContent).toContain('您不是核销员')
    expect(container.querySelector('.login-prompt')).toBeNull()
  })
})
