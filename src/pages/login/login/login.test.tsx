import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fakeApi, flush, inputsReady, memberInfo, refuse, renderApp, typeInto } from '@/testing'
import LoginPage from './login'

jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/') }))
// the member feature's popups (reward, referrer) consume the registration mark: out of these tests
jest.mock('@/features/member/components/MemberPopups', () => ({ __esModule: true, MemberPopups: () => null, default: () => null }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { toast } = require('@/services/toast') as { toast: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { useMemberStore } = require('@/features/member/store')

const MEMBER = memberInfo({ member_id: 7, nickname: '小明', mobile: '13800138000' })

function server(captcha: 0 | 1, extra: Record<string, any> = {}) {
  let n = 0
  return fakeApi({
    captchaConfig: { value: { shop_reception_login: captcha } },
    authRegisterConfig: { value: { third_party: 0, bind_mobile: 0, register: ['mobile', 'password'], login: ['mobile', 'password'], pwd_len: 6 } },
    captchaCreate: () => ({ id: 'cap1', img: `data:image/png;base64,${++n}` }),
    memberInfo: MEMBER,
    ...extra,
  })
}

async function open(lng: 'zh-cn' | 'en-us' = 'zh-cn', back?: string) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: back === undefined ? {} : { back } } } as any)
  const view = renderApp(<LoginPage />, lng)
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
  useAppStore.setState({ token: '', sourceMember: null, suid: null, sourceSiteId: null })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
})

describe('login page: checks of spec section 5', () => {
  it.each([
    ['zh-cn', ['请输入手机号', '请输入正确的手机号', '请输入验证码', '请输入动态码']],
    ['en-us', ['Please enter your mobile number', 'Please enter a valid mobile number', 'Please enter the captcha', 'Please enter the dynamic code']],
  ] as const)('%s', async (lng, [mobileRequired, mobileInvalid, captchaRequired, dynacodeRequired]) => {
    const api = server(1)
    const { container } = await open(lng)
    expect(container.querySelector('.login-page')).not.toBeNull()
    await waitFor(() => expect(container.querySelector('.login-captcha')).not.toBeNull())
    await inputsReady(container)

    await click(container.querySelector('.dynacode-btn'))
    expect(toast).toHaveBeenLastCalledWith(mobileRequired)
    await typeInto(container, '.login-mobile', '12345678901')
    await click(container.querySelector('.dynacode-btn'))
    expect(toast).toHaveBeenLastCalledWith(mobileInvalid)
    await typeInto(container, '.login-mobile', '13800138000')
    await click(container.querySelector('.dynacode-btn'))
    expect(toast).toHaveBeenLastCalledWith(captchaRequired)
    await click(container.querySelector('.login-submit'))
    expect(toast).toHaveBeenLastCalledWith(dynacodeRequired)
    expect(api.to('authLoginMobileCode')).toHaveLength(0)
    expect(api.to('authLoginByMobile')).toHaveLength(0)
  })

  it('input limits: mobile 11 digits, captcha and dynamic code 4, numeric', async () => {
    server(1)
    const { container } = await open()
    await waitFor(() => expect(container.querySelector('.login-captcha')).not.toBeNull())
    await inputsReady(container)
    for (const [sel, max] of [['.login-mobile', 11], ['.login-captcha', 4], ['.login-dynacode', 4]] as const) {
      const host = container.querySelector(sel)!
      expect(host.getAttribute('type')).toBe('number')
      expect(host.getAttribute('maxlength')).toBe(String(max))
      await typeInto(container, sel, '1234567890123')
      expect(host.querySelector('input')!.value).toBe('1234567890123'.slice(0, max))
    }
  })
})

describe('login by mobile and dynamic code', () => {
  it('captcha first, then the code, then /api/login/mobile; back to the page it came from', async () => {
    const api = server(1, {
      authLoginMobileCode: { key: 'key-1' },
      authLoginByMobile: { token: 'tk-1', is_register: 1 },
    })
    useAppStore.setState({ sourceMember: 12, suid: 4 })
    const { container } = await open('zh-cn', encodeURIComponent('/pages/goods/detail/detail?sku_id=3'))
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.login-mobile', '13800138000')
    await typeInto(container, '.login-captcha', '4321')
    await click(container.querySelector('.dynacode-btn'))
    expect(api.to('authLoginMobileCode')[0].data).toMatchObject({ mobile: '13800138000', captcha_id: 'cap1', captcha_code: '4321' })
    expect(container.querySelector('.dynacode-btn')!.textContent).toBe('120s后可重新获取')

    await typeInto(container, '.login-dynacode', '5678')
    await click(container.querySelector('.login-submit'))
    await waitFor(() => expect(go).toHaveBeenCalled())
    expect(api.to('authLoginByMobile')[0].data).toMatchObject({ mobile: '13800138000', key: 'key-1', code: '5678', source_member: 12, suid: 4 })
    expect(useAppStore.getState().token).toBe('tk-1')
    expect(go).toHaveBeenCalledWith('/pages/goods/detail/detail?sku_id=3', 'redirectTo')
    // registered by its first code login: the reward popup is due
    await waitFor(() => expect(useMemberStore.getState().pendingRegisterReward).toBe(true))
  })

  it('without the captcha the code goes out with the mobile alone; a refused login stays on the page', async () => {
    const api = server(0, {
      authLoginMobileCode: { key: 'key-2' },
      authLoginByMobile: refuse(-20202, '动态码错误'),
    })
    const { container } = await open()
    expect(container.querySelector('.login-captcha')).toBeNull()
    await typeInto(container, '.login-mobile', '13800138000')
    await click(container.querySelector('.dynacode-btn'))
    expect(api.to('authLoginMobileCode')[0].data.captcha_id).toBeUndefined()
    await typeInto(container, '.login-dynacode', '0000')
    await click(container.querySelector('.login-submit'))
    expect(api.to('authLoginByMobile')).toHaveLength(1)
    expect(go).not.toHaveBeenCalled()
    expect(useAppStore.getState().token).toBe('')
  })

  it('a refused code request (wrong captcha) loads a new picture for the next try', async () => {
    const api = server(1, { authLoginMobileCode: refuse(-20101, '验证码错误') })
    const { container } = await open()
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.login-mobile', '13800138000')
    await typeInto(container, '.login-captcha', '0000')
    await click(container.querySelector('.dynacode-btn'))
    await waitFor(() => expect(api.to('captchaCreate')).toHaveLength(2))
    expect(api.to('captchaCreate')[1].data.captcha_id).toBe('cap1')
    expect(container.querySelector('.dynacode-btn')!.textContent).toBe('获取动态码')
  })
})

describe('login by password', () => {
  it('sends username, password and the captcha; without back it lands on the member home', async () => {
    const api = server(1, { authLoginByPassword: { token: 'tk-p' } })
    const { container } = await open()
    await click(container.querySelector('.login-mode--password'))
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    expect(container.querySelector('.login-dynacode')).toBeNull()
    await typeInto(container, '.login-mobile', '13800138000')
    await click(container.querySelector('.login-submit'))
    expect(toast).toHaveBeenLastCalledWith('请输入密码')
    await typeInto(container, '.login-password', '12345')
    await click(container.querySelector('.login-submit'))
    expect(toast).toHaveBeenLastCalledWith('密码长度不能小于6位')
    await typeInto(container, '.login-password', 'secret1')
    await typeInto(container, '.login-captcha', '1111')
    await click(container.querySelector('.login-submit'))
    await waitFor(() => expect(go).toHaveBeenCalled())
    expect(api.to('authLoginByPassword')[0].data).toMatchObject({ username: '13800138000', password: 'secret1', captcha_id: 'cap1', captcha_code: '1111' })
    expect(go).toHaveBeenCalledWith('/pages/member/index/index', 'reLaunch')
    expect(useMemberStore.getState().pendingRegisterReward).toBe(false)
  })

  it('a wrong password spends the captcha: a new one is loaded', async () => {
    const api = server(1, { authLoginByPassword: refuse(-20201, '账号或密码错误') })
    const { container } = await open('zh-cn', '/pages/goods/cart/cart')
    await click(container.querySelector('.login-mode--password'))
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    await typeInto(container, '.login-mobile', '13800138000')
    await typeInto(container, '.login-password', 'secret1')
    await typeInto(container, '.login-captcha', '1111')
    await click(container.querySelector('.login-submit'))
    await waitFor(() => expect(api.to('captchaCreate')).toHaveLength(2))
    expect(go).not.toHaveBeenCalled()
  })

  it('the captcha config off: when the server asks for the picture, the field appears and the next try carries it', async () => {
    let tries = 0
    const api = server(0, {
      authLoginByPassword: () => (++tries === 1 ? refuse(-20221, '请输入图形验证码') : tries === 2 ? refuse(-20221, '图形验证码错误，请重新输入') : { token: 'tk-c' }),
    })
    const { container } = await open()
    await click(container.querySelector('.login-mode--password'))
    await inputsReady(container)
    expect(container.querySelector('.login-captcha')).toBeNull()
    await typeInto(container, '.login-mobile', '13800138000')
    await typeInto(container, '.login-password', 'secret1')
    await click(container.querySelector('.login-submit'))
    expect(api.to('authLoginByPassword')[0].data.captcha_id).toBeUndefined()
    expect(toast).toHaveBeenLastCalledWith('请输入图形验证码')
    expect(go).not.toHaveBeenCalled()
    // the field is there now, with a picture
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    await inputsReady(container)
    expect(api.to('captchaCreate')).toHaveLength(1)
    // the picture is required before the next try
    await click(container.querySelector('.login-submit'))
    expect(toast).toHaveBeenLastCalledWith('请输入验证码')
    expect(api.to('authLoginByPassword')).toHaveLength(1)
    // a wrong picture: refused, a new one is loaded for the next try
    await typeInto(container, '.login-captcha', '1111')
    await click(container.querySelector('.login-submit'))
    expect(api.to('authLoginByPassword')[1].data).toMatchObject({ captcha_id: 'cap1', captcha_code: '1111' })
    await waitFor(() => expect(api.to('captchaCreate')).toHaveLength(2))
    expect(api.to('captchaCreate')[1].data.captcha_id).toBe('cap1')
    await waitFor(() => expect(container.querySelector('.login-captcha input')).not.toBeNull())
    expect((container.querySelector('.login-captcha input') as HTMLInputElement).value).toBe('')
    await typeInto(container, '.login-captcha', '2222')
    await click(container.querySelector('.login-submit'))
    await waitFor(() => expect(go).toHaveBeenCalled())
    expect(api.to('authLoginByPassword')[2].data).toMatchObject({ username: '13800138000', password: 'secret1', captcha_id: 'cap1', captcha_code: '2222' })
    expect(useAppStore.getState().token).toBe('tk-c')
  })

  it('a plain wrong password with the captcha config off brings no captcha field', async () => {
    server(0, { authLoginByPassword: refuse(-20215, '账号或密码错误') })
    const { container } = await open()
    await click(container.querySelector('.login-mode--password'))
    await inputsReady(container)
    await typeInto(container, '.login-mobile', '13800138000')
    await typeInto(container, '.login-password', 'secret1')
    await click(container.querySelector('.login-submit'))
    await flush()
    expect(container.querySelector('.login-captcha')).toBeNull()
  })

  it('offers only the ways in the register config allows', async () => {
    server(0, { authRegisterConfig: { value: { third_party: 0, bind_mobile: 0, login: ['password'], register: ['mobile'] } } })
    const { container } = await open('en-us')
    await waitFor(() => expect(container.querySelector('.login-mode--mobile')).toBeNull())
    expect(container.querySelector('.login-mode--password')!.className).toContain('login-mode--active')
    expect(container.querySelector('.login-password')).not.toBeNull()
    expect(container.querySelector('.login-mode--password')!.textContent).toBe('Password login')
  })
})

describe('links', () => {
  it('to register and password recovery, keeping the way back', async () => {
    server(0)
    const { container, getByText } = await open('en-us', '/pages/goods/cart/cart')
    expect(getByText('Log in', { selector: '.mall-navbar__title' })).toBeTruthy()
    await click(container.querySelector('.login-to-register'))
    expect(go).toHaveBeenLastCalledWith(`/pages/login/register/register?back=${encodeURIComponent('/pages/goods/cart/cart')}`)
    await click(container.querySelector('.login-to-find'))
    expect(go).toHaveBeenLastCalledWith(`/otherpages/login/find/find?back=${encodeURIComponent('/pages/goods/cart/cart')}`)
  })
})
