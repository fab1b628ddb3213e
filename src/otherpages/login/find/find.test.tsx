import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fakeApi, flush, inputsReady, refuse, renderApp, typeInto } from '@/testing'
import FindPasswordPage from './find'

jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/') }))
jest.mock('@/features/member/components/MemberPopups', () => ({ __esModule: true, MemberPopups: () => null, default: () => null }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { toast } = require('@/services/toast') as { toast: jest.Mock }
const { go } = require('@/utils/navigate') as { go: jest.Mock }

function server(extra: Record<string, any> = {}) {
  return fakeApi({
    captchaConfig: { value: { shop_reception_login: 1 } },
    captchaCreate: { id: 'capf', img: 'data:image/png;base64,AA' },
    ...extra,
  })
}

async function open(lng: 'zh-cn' | 'en-us' = 'zh-cn', back?: string) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: back === undefined ? {} : { back } } } as any)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'otherpages/login/find/find' }] as any)
  const view = renderApp(<FindPasswordPage />, lng)
  await waitFor(() => expect(view.container.querySelector('.captcha-img')).not.toBeNull())
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
})

describe('password recovery', () => {
  it('mobile, captcha, code, new password twice -> /api/findpassword/find, then the login page with its back', async () => {
    const api = server({ authFindPasswordCode: { key: 'fk' }, authFindPassword: null })
    const { container } = await open('zh-cn', '/pages/goods/cart/cart')
    expect(container.querySelector('.find-page')).not.toBeNull()
    await typeInto(container, '.find-mobile', '13600136000')
    await typeInto(container, '.find-captcha', '1212')
    await click(container.querySelector('.dynacode-btn'))
    expect(api.to('authFindPasswordCode')[0].data).toMatchObject({ mobile: '13600136000', captcha_id: 'capf', captcha_code: '1212' })
    await typeInto(container, '.find-dynacode', '3434')
    await typeInto(container, '.find-password', 'newpass1')
    await typeInto(container, '.find-repass', 'newpass1')
    await click(container.querySelector('.find-submit'))
    expect(api.to('authFindPassword')[0].data).toMatchObject({ mobile: '13600136000', key: 'fk', code: '3434', password: 'newpass1', re_pass: 'newpass1' })
    expect(toast).toHaveBeenLastCalledWith('密码已重置，请登录')
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`, 'redirectTo')
  })

  it.each([
    ['zh-cn', ['请输入手机号', '请输入动态码', '请先获取动态码']],
    ['en-us', ['Please enter your mobile number', 'Please enter the dynamic code', 'Please get a dynamic code first']],
  ] as const)('checks every field before calling (%s)', async (lng, msgs) => {
    const api = server()
    const { container } = await open(lng)
    await click(container.querySelector('.find-submit'))
    expect(toast).toHaveBeenLastCalledWith(msgs[0])
    await typeInto(container, '.find-mobile', '13600136000')
    await click(container.querySelector('.find-submit'))
    expect(toast).toHaveBeenLastCalledWith(msgs[1])
    await typeInto(container, '.find-dynacode', '3434')
    await click(container.querySelector('.find-submit'))
    expect(toast).toHaveBeenLastCalledWith(msgs[2])
    expect(api.to('authFindPassword')).toHaveLength(0)
  })

  it('password rules after a code was sent', async () => {
    const api = server({ authFindPasswordCode: { key: 'fk' }, authFindPassword: refuse(-20203, '动态码错误') })
    const { container } = await open('en-us')
    await typeInto(container, '.find-mobile', '13600136000')
    await typeInto(container, '.find-captcha', '1212')
    await click(container.querySelector('.dynacode-btn'))
    await typeInto(container, '.find-dynacode', '3434')
    await typeInto(container, '.find-password', '123')
    await click(container.querySelector('.find-submit'))
    expect(toast).toHaveBeenLastCalledWith('The password must be at least 6 characters')
    await typeInto(container, '.find-password', 'newpass1')
    await typeInto(container, '.find-repass', 'newpass2')
    await click(container.querySelector('.find-submit'))
    expect(toast).toHaveBeenLastCalledWith('The two passwords do not match')
    await typeInto(container, '.find-repass', 'newpass1')
    await click(container.querySelector('.find-submit'))
    // refused by the server: its message is shown by the request layer, the page stays
    expect(api.to('authFindPassword')).toHaveLength(1)
    expect(go).not.toHaveBeenCalled()
  })
})
