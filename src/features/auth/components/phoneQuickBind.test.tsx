import { act, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fakeApi, memberInfo, flush, refuse, renderApp } from '@/testing'
import { AuthPopups } from './AuthPopups'
import { useAuthStore } from '../store'
import { useAppStore } from '@/store/app'
import { useMemberStore } from '@/features/member/store'

// the WeChat mini-program build: Taro resolves the capabilities to their .weapp files
jest.mock('@/platform/phone/phone', () => jest.requireActual('@/platform/phone/phone.weapp'))
jest.mock('@/platform/login/login', () => jest.requireActual('@/platform/login/login.weapp'))
jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
const { toast } = require('@/services/toast') as { toast: jest.Mock }

beforeEach(() => {
  jest.restoreAllMocks()
  toast.mockClear()
  useAuthStore.setState({ popup: 'none', identity: null, privacyOpen: false, privacyResolve: null })
  useAppStore.setState({ token: '', authInfo: null, sourceMember: null, suid: null })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
})

/** The WeChat runtime's answer to a tap on the getPhoneNumber button. */
async function tapPhone(container: HTMLElement, detail: Record<string, unknown>) {
  const btn = container.querySelector('.phone-quick-btn')
  if (!btn) throw new Error('no phone button')
  await act(async () => {
    btn.dispatchEvent(new CustomEvent('getphonenumber', { detail, bubbles: true }))
    await flush()
  })
}

/** Lets the popup's background reads (captcha config, platform login) land inside act. */
const settle = () => act(async () => {
  await flush()
  await flush()
})

const before = (a: Element | null, b: Element | null) => Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

describe('CompleteInfoPopup with the WeChat phone number', () => {
  it('code → getPhoneNumber and mobileauth with the pending identity → logged in, popup closed', async () => {
    const login = jest.spyOn(Taro, 'login')
    const server = fakeApi({
      captchaConfig: { value: { shop_reception_login: 0 } },
      authGetPhoneNumber: { mobile: '13900139000', mobile_tag: 'mt-1' },
      authMobileAuth: { token: 'tk-phone', is_register: 1 },
      memberInfo: memberInfo({ member_id: 3, mobile: '13900139000' }),
    })
    useAppStore.setState({ sourceMember: 5 })
    act(() => useAuthStore.getState().open('completeInfo', { authTag: 'tag-1', nickname: 'wx', headimg: 'https://wx/h.png' }))
    const { container } = renderApp(<AuthPopups />)
    await settle()
    const btn = container.querySelector('.complete-info-popup .phone-quick-btn')
    expect(btn?.textContent).toBe('微信手机号一键绑定')
    expect(btn?.getAttribute('open-type')).toBe('getPhoneNumber')
    expect(before(btn, container.querySelector('.complete-info-mobile'))).toBe(true)

    await tapPhone(container, { errMsg: 'getPhoneNumber:ok', code: 'phone-code' })
    expect(server.to('authGetPhoneNumber')).toHaveLength(1)
    expect(server.to('authGetPhoneNumber')[0].data).toMatchObject({ auth_tag: 'tag-1', code: 'phone-code' })
    expect(server.to('authGetPhoneNumber')[0].data).not.toHaveProperty('iv')
    expect(server.to('authMobileAuth')[0].data).toMatchObject({
      auth_tag: 'tag-1',
      mobile_tag: 'mt-1',
      nickname: 'wx',
      headimg: 'https://wx/h.png',
      source_member: 5,
    })
    await waitFor(() => expect(useAppStore.getState().token).toBe('tk-phone'))
    expect(useAuthStore.getState().popup).toBe('none')
    expect(useMemberStore.getState().info).toMatchObject({ mobile: '13900139000' })
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
    // the pending identity's tag was used: no new platform login
    expect(login).not.toHaveBeenCalled()
    expect(server.to('authBindMobile')).toHaveLength(0)
  })

  it('a refusal shows a short message and calls nothing; a server refusal toasts its message and keeps the popup', async () => {
    const server = fakeApi({
      captchaConfig: { value: { shop_reception_login: 0 } },
      authGetPhoneNumber: refuse(-20309, '手机号解密失败'),
      authMobileAuth: { token: 'tk-x', is_register: 0 },
    })
    act(() => useAuthStore.getState().open('completeInfo', { authTag: 'tag-2' }))
    const { container } = renderApp(<AuthPopups />, 'en-us')
    await settle()
    expect(container.querySelector('.phone-quick-btn')?.textContent).toBe('Use my WeChat phone number')

    await tapPhone(container, { errMsg: 'getPhoneNumber:fail user deny' })
    expect(toast).toHaveBeenCalledWith('You did not share your phone number')
    expect(server.to('authGetPhoneNumber')).toHaveLength(0)

    await tapPhone(container, { errMsg: 'getPhoneNumber:ok', iv: 'aXY=', encryptedData: 'ZWQ=' })
    expect(server.to('authGetPhoneNumber')[0].data).toMatchObject({ auth_tag: 'tag-2', iv: 'aXY=', encryptedData: 'ZWQ=' })
    expect(toast).toHaveBeenLastCalledWith('手机号解密失败')
    expect(server.to('authMobileAuth')).toHaveLength(0)
    expect(useAppStore.getState().token).toBe('')
    expect(useAuthStore.getState().popup).toBe('completeInfo')
    expect(container.querySelector('.complete-info-popup')).not.toBeNull()
  })
})

describe('BindMobilePopup (forced binding) with the WeChat phone number', () => {
  it('gets a fresh mini-program auth_tag, then getPhoneNumber and mobileauth with the token bind the mobile', async () => {
    const login = jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-login-1', errMsg: 'login:ok' } as any)
    const server = fakeApi({
      captchaConfig: { value: { shop_reception_login: 0 } },
      wechatWeappCodeToOpenid: { openid: 'o1', unionid: '', auth_tag: 'fresh-tag' },
      authGetPhoneNumber: { mobile: '13800138000', mobile_tag: 'mt-9' },
      authMobileAuth: { token: 'tk-2', is_register: 0 },
      memberInfo: memberInfo({ member_id: 1, mobile: '13800138000' }),
    })
    // a tag kept from an earlier launch may have expired: it is not used
    useAppStore.setState({ token: 'tk-1', authInfo: { auth_tag: 'stale-tag', nickname: 'n' } })
    act(() => useAuthStore.getState().open('bindMobile'))
    const { container } = renderApp(<AuthPopups />)
    await settle()
    await waitFor(() => expect(container.querySelector('.bind-mobile-popup .phone-quick-btn')).not.toBeNull())
    expect(login).toHaveBeenCalledTimes(1)
    expect(server.to('wechatWeappCodeToOpenid')[0].data).toMatchObject({ code: 'wx-login-1' })
    expect(useAppStore.getState().authInfo).toEqual({ auth_tag: 'fresh-tag', nickname: 'n' })
    expect(before(container.querySelector('.phone-quick-btn'), container.querySelector('.bind-mobile-mobile'))).toBe(true)

    await tapPhone(container, { errMsg: 'getPhoneNumber:ok', code: 'pc-2' })
    expect(server.to('authGetPhoneNumber')[0].data).toMatchObject({ auth_tag: 'fresh-tag', code: 'pc-2', token: 'tk-1' })
    const bind = server.to('authMobileAuth')[0].data
    expect(bind).toMatchObject({ auth_tag: 'fresh-tag', mobile_tag: 'mt-9', token: 'tk-1' })
    expect(bind).not.toHaveProperty('nickname')
    await waitFor(() => expect(useAuthStore.getState().popup).toBe('none'))
    expect(useAppStore.getState().token).toBe('tk-2')
    expect(useMemberStore.getState().info).toMatchObject({ mobile: '13800138000' })
    expect(toast).toHaveBeenCalledWith('绑定成功')
  })

  it('without a platform identity the button is left out and the SMS form remains', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-login-2', errMsg: 'login:ok' } as any)
    const server = fakeApi({
      captchaConfig: { value: { shop_reception_login: 0 } },
      wechatWeappCodeToOpenid: refuse(-20301, 'not configured'),
    })
    useAppStore.setState({ token: 'tk-1' })
    act(() => useAuthStore.getState().open('bindMobile'))
    const { container } = renderApp(<AuthPopups />)
    await settle()
    expect(server.to('wechatWeappCodeToOpenid')).toHaveLength(1)
    expect(container.querySelector('.phone-quick-btn')).toBeNull()
    expect(container.querySelector('.bind-mobile-mobile')).not.toBeNull()
    // the exchange is a background call: no toast
    expect(toast).not.toHaveBeenCalled()
  })
})
