import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { useMemberStore } from '@/features/member/store'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto, type CallData } from '@/testing'
import { cancelStatusRoute } from '@/features/member/cancel'
import { useAppStore } from '@/store/app'
import CancellationPage from './cancellation'
import CancelStatusPage from '../cancelstatus/cancelstatus'
import CancelSuccessPage from '../cancelsuccess/cancelsuccess'
import CancelRefusePage from '../cancelrefuse/cancelrefuse'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/cancellation/cancellation'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const INFO = 'memberCancelInfo'
const CONFIG = 'memberCancelConfig'
const APPLY = 'memberCancelApply'
const WITHDRAW = 'memberCancelWithdraw'
const none: CallData<'memberCancelInfo'> = { status: 'none', apply_time: 0, audit_time: 0, reason: '', refuse_reason: '' }
const config: CallData<'memberCancelConfig'> = { is_enable: 1, is_audit: 1, agreement: '注销须知：账号注销后不可恢复' }

function params(p: Record<string, string> = {}) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: p } } as any)
}

beforeEach(() => {
  signIn({ member_id: 7, nickname: '小明' })
  params()
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('cancellation status routing', () => {
  it('maps each state to its page', () => {
    expect(cancelStatusRoute('applied')).toBe('/otherpages/member/cancelstatus/cancelstatus')
    expect(cancelStatusRoute('approved')).toBe('/otherpages/member/cancelsuccess/cancelsuccess')
    expect(cancelStatusRoute('refused')).toBe('/otherpages/member/cancelrefuse/cancelrefuse')
    expect(cancelStatusRoute('none')).toBe('/otherpages/member/cancellation/cancellation')
  })

  it.each<[CallData<'memberCancelInfo'>['status'], string]>([
    ['applied', '/otherpages/member/cancelstatus/cancelstatus'],
    ['refused', '/otherpages/member/cancelrefuse/cancelrefuse'],
    ['approved', '/otherpages/member/cancelsuccess/cancelsuccess'],
  ])('the application page sends a member whose request is %s to its page', async (status, url) => {
    fakeApi({ [INFO]: { ...none, status }, [CONFIG]: config })
    const { container } = renderApp(<CancellationPage />)
    await flush()
    expect(nav.go).toHaveBeenCalledWith(url, 'redirectTo')
    expect(container.querySelector('.cancel-apply')).toBeNull()
  })

  it('after a refusal, ?again=1 shows the form instead of the refusal', async () => {
    params({ again: '1' })
    fakeApi({ [INFO]: { ...none, status: 'refused', refuse_reason: 'x' }, [CONFIG]: config })
    const { container } = renderApp(<CancellationPage />)
    await flush()
    expect(nav.go).not.toHaveBeenCalled()
    expect(container.querySelector('.cancel-apply')).not.toBeNull()
  })

  it('the status page sends a member with no request back to the application page', async () => {
    fakeApi({ [INFO]: none })
    renderApp(<CancelStatusPage />)
    await flush()
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/cancellation/cancellation', 'redirectTo')
  })
})

describe('applying', () => {
  it('shows the agreement, needs the agreement ticked and a confirmation, then applies with the reason', async () => {
    const api = fakeApi({ [INFO]: none, [CONFIG]: config, [APPLY]: { status: 'applied' } })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any).mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<CancellationPage />)
    await flush()
    expect(container.querySelector('.cancel-agreement')?.textContent).toBe('注销须知：账号注销后不可恢复')
    fireEvent.click(container.querySelector('.cancel-apply')!)
    await flush()
    expect(lastToast()).toBe('请先阅读并同意注销协议')
    expect(modal).not.toHaveBeenCalled()
    expect(container.querySelector('.cancel-agree .nut-icon-CheckNormal')).not.toBeNull()
    fireEvent.click(container.querySelector('.cancel-agree')!)
    expect(container.querySelector('.cancel-agree--on .nut-icon-Checked')).not.toBeNull()
    await typeInto(container, '.cancel-reason', ' 不再使用 ')
    fireEvent.click(container.querySelector('.cancel-apply')!)
    await flush()
    expect(api.to(APPLY)).toHaveLength(0)
    fireEvent.click(container.querySelector('.cancel-apply')!)
    await flush()
    expect(api.to(APPLY).map((c) => c.data.reason)).toEqual(['不再使用'])
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/cancelstatus/cancelstatus', 'redirectTo')
  })

  it('approved at once (no review) goes to the success page', async () => {
    fakeApi({ [INFO]: none, [CONFIG]: { ...config, is_audit: 0 }, [APPLY]: { status: 'approved' } })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    const { container } = renderApp(<CancellationPage />)
    await flush()
    fireEvent.click(container.querySelector('.cancel-agree')!)
    fireEvent.click(container.querySelector('.cancel-apply')!)
    await flush()
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/cancelsuccess/cancelsuccess', 'redirectTo')
  })

  it('a switched-off feature offers no application', async () => {
    fakeApi({ [INFO]: none, [CONFIG]: { ...config, is_enable: 0 } })
    const { container } = renderApp(<CancellationPage />, 'en-us')
    await flush()
    expect(container.querySelector('.cancel-disabled')?.textContent).toBe('Account cancellation is not available')
    expect(container.querySelector('.cancel-apply')).toBeNull()
  })
})

describe('the state pages', () => {
  it('applied: pending text, withdraw goes back to the member centre', async () => {
    const api = fakeApi({ [INFO]: { ...none, status: 'applied', apply_time: 1700000000, reason: '不再使用' }, [WITHDRAW]: { status: 'none' } })
    const { container } = renderApp(<CancelStatusPage />)
    await flush()
    expect(container.querySelector('.cancelstatus-page')?.textContent).toContain('注销申请审核中')
    expect(container.querySelector('.cancel-result__icon .nut-icon-ClockF')).not.toBeNull()
    expect(container.textContent).toContain('不再使用')
    fireEvent.click(container.querySelector('.cancel-withdraw')!)
    await flush()
    expect(api.to(WITHDRAW)).toHaveLength(1)
    expect(lastToast()).toBe('已撤销注销申请')
    expect(nav.go).toHaveBeenCalledWith('/pages/member/index/index')
  })

  it('refused: the reason, and apply again', async () => {
    fakeApi({ [INFO]: { ...none, status: 'refused', audit_time: 1700000000, refuse_reason: '存在未完成订单' } })
    const { container } = renderApp(<CancelRefusePage />, 'en-us')
    await flush()
    expect(container.querySelector('.cancel-refuse-reason')?.textContent).toBe('Reason for refusal: 存在未完成订单')
    expect(container.querySelector('.cancel-result__icon .nut-icon-FailureF')).not.toBeNull()
    fireEvent.click(container.querySelector('.cancel-again')!)
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/cancellation/cancellation?again=1', 'redirectTo')
  })

  it('approved: the session is gone and the button goes home', async () => {
    fakeApi({})
    useAppStore.getState().setToken('tk-closed')
    const { container } = renderApp(<CancelSuccessPage />)
    await flush()
    expect(container.querySelector('.cancelsuccess-page')).not.toBeNull()
    expect(container.querySelector('.cancel-result__icon .nut-icon-SuccessF')).not.toBeNull()
    expect(useAppStore.getState().token).toBe('')
    expect(useMemberStore.getState().info).toBeNull()
    fireEvent.click(container.querySelector('.cancel-home')!)
    expect(nav.go).toHaveBeenCalledWith('/pages/index/index/index', 'reLaunch')
  })
})
