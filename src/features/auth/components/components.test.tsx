import { useState } from 'react'
import { act, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { fakeApi, memberInfo, flush, inputsReady, inputValue, refuse, renderApp, typeInto } from '@/testing'
import { DynamicCodeButton } from './DynamicCodeButton'
import { CaptchaField } from './CaptchaField'
import { PrivacyPopup } from './PrivacyPopup'
import { AuthPopups } from './AuthPopups'
import { useAuthStore } from '../store'
import { useAppStore } from '@/store/app'
import { useMemberStore } from '@/features/member/store'

jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
const { toast } = require('@/services/toast') as { toast: jest.Mock }

const IMG = (n: number) => `data:image/png;base64,${n}`

beforeEach(() => {
  jest.restoreAllMocks()
  toast.mockClear()
  useAuthStore.setState({ popup: 'none', identity: null, privacyOpen: false, privacyResolve: null })
  useAppStore.setState({ token: '' })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
})

afterEach(() => {
  jest.useRealTimers()
})

describe('DynamicCodeButton', () => {
  it('counts down 120 s after a send, refuses taps meanwhile, then resets and asks for a new captcha', async () => {
    jest.useFakeTimers()
    const send = jest.fn(() => Promise.resolve())
    const onFinished = jest.fn()
    const { container } = renderApp(<DynamicCodeButton canSend={() => null} send={send} onFinished={onFinished} />)
    const btn = () => container.querySelector('.dynacode-btn') as HTMLElement
    expect(btn().textContent).toBe('获取动态码')
    await act(async () => {
      fireEvent.click(btn())
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(btn().textContent).toBe('120s后可重新获取')
    expect(btn().className).toContain('dynacode-btn--counting')
    act(() => {
      jest.advanceTimersByTime(2000)
    })
    expect(btn().textContent).toBe('118s后可重新获取')
    await act(async () => {
      fireEvent.click(btn())
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(onFinished).not.toHaveBeenCalled()
    act(() => {
      jest.advanceTimersByTime(118000)
    })
    expect(btn().textContent).toBe('获取动态码')
    expect(onFinished).toHaveBeenCalledTimes(1)
    await act(async () => {
      fireEvent.click(btn())
    })
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('shows the checker message and sends nothing when the fields are not ready', async () => {
    const send = jest.fn(() => Promise.resolve())
    const { container } = renderApp(<DynamicCodeButton canSend={() => '请输入手机号'} send={send} />)
    await act(async () => {
      fireEvent.click(container.querySelector('.dynacode-btn')!)
    })
    expect(toast).toHaveBeenCalledWith('请输入手机号')
    expect(send).not.toHaveBeenCalled()
    expect(container.querySelector('.dynacode-btn')!.textContent).toBe('获取动态码')
  })

  it('a refused send goes back to idle at once; a double tap sends once', async () => {
    let reject!: (e: unknown) => void
    const send = jest.fn(() => new Promise<void>((_, r) => (reject = r)))
    const { container } = renderApp(<DynamicCodeButton canSend={() => null} send={send} />, 'en-us')
    const btn = () => container.querySelector('.dynacode-btn') as HTMLElement
    await act(async () => {
      fireEvent.click(btn())
      fireEvent.click(btn())
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(btn().textContent).toBe('Sending...')
    await act(async () => {
      reject(new Error('refused'))
    })
    expect(btn().textContent).toBe('Get code')
  })
})

describe('CaptchaField', () => {
  function Harness({ refreshKey }: { refreshKey: number }) {
    const [value, setValue] = useState('')
    const [id, setId] = useState('')
    return (
      <>
        <CaptchaField className='login-captcha' value={value} onChange={setValue} onCaptchaId={setId} refreshKey={refreshKey} />
        <span className='probe-id'>{id}</span>
      </>
    )
  }

  it('loads a picture, refreshes it on tap and on a new refreshKey, passing the previous id', async () => {
    let n = 0
    const server = fakeApi({ captchaCreate: () => ({ id: 'c1', img: IMG(++n) }) })
    const view = renderApp(<Harness refreshKey={0} />)
    await waitFor(() => expect(view.container.querySelector('.probe-id')!.textContent).toBe('c1'))
    expect(server.to('captchaCreate')[0].data.captcha_id).toBeUndefined()
    expect(view.container.querySelector('.captcha-img')!.getAttribute('src')).toBe(IMG(1))

    await inputsReady(view.container)
    await typeInto(view.container, '.login-captcha', '123456')
    expect(inputValue(view.container, '.login-captcha')).toBe('1234')

    fireEvent.click(view.container.querySelector('.captcha-img')!)
    await waitFor(() => expect(view.container.querySelector('.captcha-img')!.getAttribute('src')).toBe(IMG(2)))
    expect(server.to('captchaCreate')[1].data.captcha_id).toBe('c1')
    // a new picture clears what was typed for the old one
    expect(inputValue(view.container, '.login-captcha')).toBe('')

    view.rerender(<Harness refreshKey={1} />)
    await waitFor(() => expect(server.to('captchaCreate')).toHaveLength(3))
    expect(server.to('captchaCreate')[2].data.captcha_id).toBe('c1')
  })

  it('offers a retry when the picture cannot be loaded', async () => {
    fakeApi({ captchaCreate: refuse(-10029, 'too many') })
    const view = renderApp(<Harness refreshKey={0} />, 'en-us')
    await waitFor(() => expect(view.container.querySelector('.captcha-img')!.textContent).toBe('Tap to retry'))
  })
})

describe('PrivacyPopup', () => {
  it('disagree shows the modal of spec section 8, then answers disagree', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as any)
    const waiting = jest.fn()
    act(() => useAuthStore.getState().openPrivacy(waiting))
    const { container } = renderApp(<AuthPopups />)
    expect(container.querySelector('.privacy-popup')).not.toBeNull()
    await act(async () => {
      fireEvent.click(container.querySelector('.privacy-disagree')!)
    })
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您未同意隐私保护指引，将无法使用相关功能', showCancel: false }))
    expect(waiting).toHaveBeenCalledWith(false)
    expect(useAuthStore.getState().privacyOpen).toBe(false)
    expect(container.querySelector('.privacy-popup')).toBeNull()
  })

  it('agree answers agree; the agree button is the platform’s agreePrivacyAuthorization button', async () => {
    const waiting = jest.fn()
    act(() => useAuthStore.getState().openPrivacy(waiting))
    const { container } = renderApp(<PrivacyPopup />, 'en-us')
    const agree = container.querySelector('.privacy-agree')!
    expect(agree.getAttribute('open-type')).toBe('agreePrivacyAuthorization')
    expect(agree.id).toBe('privacy-agree-btn')
    expect(container.textContent).toContain('Privacy Guidelines')
    await act(async () => {
      fireEvent.click(agree)
    })
    expect(waiting).toHaveBeenCalledWith(true)
  })
})

describe('BindMobilePopup (forced binding)', () => {
  const setup = (captcha: 0 | 1) =>
    fakeApi({
      captchaConfig: { value: { shop_reception_login: captcha } },
      captchaCreate: { id: 'cap1', img: IMG(1) },
      authBindMobileCode: { key: 'k1' },
      authBindMobile: { token: 'tk-1', is_register: 0 },
      memberInfo: memberInfo({ member_id: 1, mobile: '13800138000' }),
    })
  const saveDisabled = (c: HTMLElement) => c.querySelector('.bind-mobile-save')!.className.includes('nut-button-disabled')

  it('Save stays disabled until mobile, captcha (when on) and dynamic code are filled; then binds with the token', async () => {
    const server = setup(1)
    useAppStore.setState({ token: 'tk-1' })
    act(() => useAuthStore.getState().open('bindMobile'))
    const { container } = renderApp(<AuthPopups />)
    await waitFor(() => expect(container.querySelector('.bind-mobile-captcha')).not.toBeNull())
    await waitFor(() => expect(container.querySelector('.captcha-img')).not.toBeNull())
    expect(container.querySelector('.bind-mobile-popup')).not.toBeNull()
    // H5: no WeChat phone-number button, and no platform login for one
    expect(container.querySelector('.phone-quick-btn')).toBeNull()
    expect(server.to('wechatWeappCodeToOpenid')).toHaveLength(0)
    await inputsReady(container)
    expect(saveDisabled(container)).toBe(true)

    await typeInto(container, '.bind-mobile-mobile', '13800138000')
    expect(saveDisabled(container)).toBe(true)
    await typeInto(container, '.bind-mobile-captcha', '1234')
    expect(saveDisabled(container)).toBe(true)
    await act(async () => {
      fireEvent.click(container.querySelector('.dynacode-btn')!)
    })
    expect(server.to('authBindMobileCode')[0].data).toMatchObject({ mobile: '13800138000', captcha_id: 'cap1', captcha_code: '1234', token: 'tk-1' })
    await typeInto(container, '.bind-mobile-dynacode', '5678')
    expect(saveDisabled(container)).toBe(false)

    await act(async () => {
      fireEvent.click(container.querySelector('.bind-mobile-save')!)
      await flush()
    })
    expect(server.to('authBindMobile')[0].data).toMatchObject({ mobile: '13800138000', key: 'k1', code: '5678', captcha_id: 'cap1', captcha_code: '1234', token: 'tk-1' })
    await waitFor(() => expect(useAuthStore.getState().popup).toBe('none'))
    expect(useMemberStore.getState().info).toMatchObject({ mobile: '13800138000' })
    expect(toast).toHaveBeenCalledWith('绑定成功')
  })

  it('without the captcha, mobile and code are enough; the close icon closes it', async () => {
    setup(0)
    act(() => useAuthStore.getState().open('bindMobile'))
    const { container } = renderApp(<AuthPopups />)
    await flush()
    await inputsReady(container)
    expect(container.querySelector('.bind-mobile-captcha')).toBeNull()
    await typeInto(container, '.bind-mobile-mobile', '13800138000')
    await typeInto(container, '.bind-mobile-dynacode', '5678')
    expect(saveDisabled(container)).toBe(false)
    act(() => {
      fireEvent.click(container.querySelector('.bind-mobile-close')!)
    })
    expect(useAuthStore.getState().popup).toBe('none')
    expect(container.querySelector('.bind-mobile-popup')).toBeNull()
  })

  it('a wrong format is caught before any call (filled is not valid)', async () => {
    const server = setup(0)
    act(() => useAuthStore.getState().open('bindMobile'))
    const { container } = renderApp(<AuthPopups />, 'en-us')
    await flush()
    await inputsReady(container)
    await typeInto(container, '.bind-mobile-mobile', '12345')
    await typeInto(container, '.bind-mobile-dynacode', '5678')
    await act(async () => {
      fireEvent.click(container.querySelector('.bind-mobile-save')!)
    })
    expect(toast).toHaveBeenCalledWith('Please enter a valid mobile number')
    expect(server.to('authBindMobile')).toHaveLength(0)
  })
})

describe('CompleteInfoPopup', () => {
  it('binds the pending identity to the mobile and logs in (registration opens the reward popup)', async () => {
    const server = fakeApi({
      captchaConfig: { value: { shop_reception_login: 0 } },
      authBindMobileCode: { key: 'k9' },
      authBindMobile: { token: 'tk-new', is_register: 1 },
      memberInfo: memberInfo({ member_id: 3, mobile: '13900139000' }),
    })
    useAppStore.setState({ sourceMember: 5, suid: null })
    act(() => useAuthStore.getState().open('completeInfo', { authTag: 'tag-1', nickname: 'wx', headimg: 'https://wx/h.png' }))
    const { container } = renderApp(<AuthPopups />)
    await flush()
    expect(container.querySelector('.complete-info-popup')).not.toBeNull()
    expect(container.querySelector('.phone-quick-btn')).toBeNull()
    await inputsReady(container)
    await typeInto(container, '.complete-info-mobile', '13900139000')
    await act(async () => {
      fireEvent.click(container.querySelector('.dynacode-btn')!)
    })
    await typeInto(container, '.complete-info-dynacode', '1111')
    await act(async () => {
      fireEvent.click(container.querySelector('.complete-info-save')!)
      await flush()
    })
    expect(server.to('authBindMobile')[0].data).toMatchObject({
      mobile: '13900139000',
      key: 'k9',
      code: '1111',
      auth_tag: 'tag-1',
      nickname: 'wx',
      headimg: 'https://wx/h.png',
      source_member: 5,
    })
    await waitFor(() => expect(useAppStore.getState().token).toBe('tk-new'))
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
    expect(useAuthStore.getState().popup).toBe('none')
  })
})

describe('AuthNicknamePopup', () => {
  it('needs a nickname (请输入昵称), then registers through /api/login/authRegister', async () => {
    const server = fakeApi({
      authPlatformRegister: { token: 'tk-n', is_register: 1 },
      memberInfo: memberInfo({ member_id: 4, nickname: '阿花', mobile: '' }),
    })
    act(() => useAuthStore.getState().open('authNickname', { authTag: 'tag-2' }))
    const { container } = renderApp(<AuthPopups />)
    expect(container.querySelector('.auth-nickname-popup')).not.toBeNull()
    await act(async () => {
      fireEvent.click(container.querySelector('.auth-nickname-save')!)
    })
    expect(toast).toHaveBeenCalledWith('请输入昵称')
    expect(server.calls).toHaveLength(0)
    await inputsReady(container)
    await typeInto(container, '.auth-nickname-input', '阿花')
    await act(async () => {
      fireEvent.click(container.querySelector('.auth-nickname-save')!)
      await flush()
    })
    expect(server.to('authPlatformRegister')[0].data).toMatchObject({ auth_tag: 'tag-2', nickname: '阿花' })
    await waitFor(() => expect(useAppStore.getState().token).toBe('tk-n'))
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
    expect(useAuthStore.getState().popup).toBe('none')
  })

  it('English users read the English rule', async () => {
    fakeApi({})
    act(() => useAuthStore.getState().open('authNickname', { authTag: 'tag-2' }))
    const { container } = renderApp(<AuthPopups />, 'en-us')
    await act(async () => {
      fireEvent.click(container.querySelector('.auth-nickname-save')!)
    })
    expect(toast).toHaveBeenCalledWith('Please enter a nickname')
  })
})
