import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fakeApi, memberInfo, flush, inputsReady, refuse, renderApp, typeInto } from '@/testing'
import RegisterPage from './register'

jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/') }))
// the member feature's popups (reward, referrer) consume the registration mark: out of these tests
jest.mock('@/features/member/components/MemberPopups', () => ({ __esModule: true, MemberPopups: () => null, default: () => null }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { toast } = require('@/services/toast') as { toast: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { useMemberStore } = require('@/features/member/store')

function server(captcha: 0 | 1, extra: Record<string, any> = {}) {
  return fakeApi({
    captchaConfig: { value: { shop_reception_login: captcha } },
    authRegisterConfig: { value: { third_party: 0, bind_mobile: 0, register: ['mobile', 'password'], login: ['mobile', 'password'], pwd_len: 6 } },
    captchaCreate: { id: 'cap9', img: 'data:image/png;base64,AA' },
    memberInfo: memberInfo({ member_id: 9, mobile: '13700137000' }),
    ...extra,
  })
}

async function open(lng: 'zh-cn' | 'en-us' = 'zh-cn', back?: string) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: back === undefined ? {} : { back } } } as any)
  const view = renderApp(<RegisterPage />, lng)
  await flush()
  await inputsReady(view.container)
  return view
}

const click = async (el: Element | null) => {
  if (!el) throw new Error('nothing to click')
  await act(async () => {
    fireEvent.click(el)
    await flush()
  })
}

beforeEach(() => {
  jest.restoreAllMocks()
  toast.mockClear()
  go.mockClear()
  useAppStore.setState({ token: '', sourceMember: 21, suid: 3, sourceSiteId: null })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
})

describe('register by mobile', () => {
  it('code with captcha, then /api/register/mobile with the share link’s source_member and suid', async () => {
    const api = server(1, {
      authRegisterMobileCode: { key: 'rk' },
      authRegisterByMobile: { token: 'tk-r', is_register: 1 },
    })
    const { container } = await open('zh-cn', '/pages/goods/cart/cart')
    expect(container.querySelector('.register-page')).not.toBeNull()
    await waitFor(() => expect(container.querySelector('.register-captcha')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.register-mobile', '13700137000')
    await typeInto(container, '.register-captcha', '2468')
    await click(container.querySelector('.dynacode-btn'))
    expect(api.to('authRegisterMobileCode')[0].data).toMatchObject({ mobile: '13700137000', captcha_id: 'cap9', captcha_code: '2468' })
    await typeInto(container, '.register-dynacode', '1357')
    await click(container.querySelector('.register-submit'))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pages/goods/cart/cart', 'reLaunch'))
    expect(api.to('authRegisterByMobile')[0].data).toMatchObject({ mobile: '13700137000', key: 'rk', code: '1357', source_member: 21, suid: 3 })
    expect(useAppStore.getState().token).toBe('tk-r')
    await waitFor(() => expect(useMemberStore.getState().pendingRegisterReward).toBe(true))
  })

  it('asks for a code before registering', async () => {
    const api = server(0)
    const { container } = await open('en-us')
    await typeInto(container, '.register-mobile', '13700137000')
    await typeInto(container, '.register-dynacode', '1357')
    await click(container.querySelector('.register-submit'))
    expect(toast).toHaveBeenLastCalledWith('Please get a dynamic code first')
    expect(api.to('authRegisterByMobile')).toHaveLength(0)
  })
})

describe('register by password', () => {
  it.each([
    ['zh-cn', '请再次输入密码', '两次密码不一致', '请输入验证码'],
    ['en-us', 'Please enter the password again', 'The two passwords do not match', 'Please enter the captcha'],
  ] as const)('checks the repeat and the captcha (%s)', async (lng, repassRequired, mismatch, captchaRequired) => {
    const api = server(1)
    const { container } = await open(lng)
    await click(container.querySelector('.register-mode--password'))
    await waitFor(() => expect(container.querySelector('.register-captcha')).not.toBeNull())
    await inputsReady(container)
    expect(container.querySelector('.register-dynacode')).toBeNull()
    await typeInto(container, '.register-mobile', '13700137000')
    await typeInto(container, '.register-password', 'secret1')
    await click(container.querySelector('.register-submit'))
    expect(toast).toHaveBeenLastCalledWith(repassRequired)
    await typeInto(container, '.register-repass', 'secret2')
    await click(container.querySelector('.register-submit'))
    expect(toast).toHaveBeenLastCalledWith(mismatch)
    await typeInto(container, '.register-repass', 'secret1')
    await click(container.querySelector('.register-submit'))
    expect(toast).toHaveBeenLastCalledWith(captchaRequired)
    expect(api.to('authRegisterByPassword')).toHaveLength(0)
  })

  it('sends /api/register/register and lands on the member home', async () => {
    const api = server(1, { authRegisterByPassword: { token: 'tk-p', is_register: 1 } })
    const { container } = await open()
    await click(container.querySelector('.register-mode--password'))
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.register-mobile', '13700137000')
    await typeInto(container, '.register-password', 'secret1')
    await typeInto(container, '.register-repass', 'secret1')
    await typeInto(container, '.register-captcha', '9999')
    await click(container.querySelector('.register-submit'))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pages/member/index/index', 'reLaunch'))
    expect(api.to('authRegisterByPassword')[0].data).toMatchObject({
      username: '13700137000',
      password: 'secret1',
      captcha_id: 'cap9',
      captcha_code: '9999',
      source_member: 21,
      suid: 3,
    })
  })

  it('a refused registration (mobile taken) keeps the form and loads a new captcha', async () => {
    const api = server(1, { authRegisterByPassword: refuse(-20213, '手机号已注册') })
    const { container } = await open()
    await click(container.querySelector('.register-mode--password'))
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.register-mobile', '13700137000')
    await typeInto(container, '.register-password', 'secret1')
    await typeInto(container, '.register-repass', 'secret1')
    await typeInto(container, '.register-captcha', '9999')
    await click(container.querySelector('.register-submit'))
    await waitFor(() => expect(api.to('captchaCreate')).toHaveLength(2))
    expect(go).not.toHaveBeenCalled()
    expect(useAppStore.getState().token).toBe('')
  })
})
