import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, signOut, typeInto, type CallData } from '@/testing'
import VerificationIndexPage from './index/index'
import VerificationDetailPage from './detail/detail'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/verification/index/index') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const { go } = require('@/utils/navigate') as { go: jest.Mock }

const CHECK = 'verifyCheckIsVerifier'
const INFO = 'verifyVerifyInfo'
const VERIFY = 'verifyVerify'
type VerifyInfo = CallData<'verifyVerifyInfo'>

const info = (over: Partial<VerifyInfo> = {}): VerifyInfo => ({
  verify_code: '123456789012', verify_type: 'pickup', verify_type_name: '自提订单', site_id: 1, site_name: '甲店', order_id: 9, order_no: 'N9',
  order_type: 2, order_status: 2, order_status_name: '待提货', order_money: 1990, create_time: 1700000000, pay_time: 1700000000,
  buyer_name: '张*', buyer_mobile: '138****8000', is_verified: 0, can_verify: 1, verify_time: 0, verifier_name: '',
  order_goods: [{ order_goods_id: 1, goods_id: 1, sku_id: 1, sku_name: '好茶', spec_name: '', sku_image: '', price: 1990, num: 1, goods_money: 1990, real_goods_money: 1990, is_virtual: 0, delivery_status: 0, refund_status: 0 }],
  ...over,
})

beforeEach(() => go.mockClear())
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('verification desk', () => {
  it('a member who verifies for no shop is told so', async () => {
    signIn()
    fakeApi({ [CHECK]: { is_verifier: 0, shops: [] } })
    const { container } = renderApp(<VerificationIndexPage />)
    await flush()
    expect(container.textContent).toContain('您还不是核销员')
    expect(container.querySelector('.verify-code-input')).toBeNull()
  })

  it('looks a typed code up and opens its detail; a bad code never reaches the server', async () => {
    signIn()
    const api = fakeApi({ [CHECK]: { is_verifier: 1, shops: [{ site_id: 1, site_name: '甲店' }] }, [INFO]: info() })
    const { container } = renderApp(<VerificationIndexPage />)
    await flush()
    expect(container.textContent).toContain('甲店')
    await typeInto(container, '.verify-code-input', '12#4')
    fireEvent.click(container.querySelector('.verify-lookup')!)
    await flush()
    expect(lastToast()).toBe('请输入正确的核销码')
    expect(api.to(INFO)).toHaveLength(0)
    await typeInto(container, '.verify-code-input', '1234 5678 9012')
    fireEvent.click(container.querySelector('.verify-lookup')!)
    await flush()
    expect(api.to(INFO)[0].data).toMatchObject({ verify_code: '123456789012' })
    expect(go).toHaveBeenCalledWith('/otherpages/verification/detail/detail?code=123456789012')
  })

  it('an unknown code stays at the desk with the server\'s message', async () => {
    signIn()
    fakeApi({ [CHECK]: { is_verifier: 1, shops: [{ site_id: 1, site_name: '甲店' }] }, [INFO]: refuse(-21551, '核销码不存在') })
    const { container } = renderApp(<VerificationIndexPage />)
    await flush()
    await typeInto(container, '.verify-code-input', '999999999999')
    fireEvent.click(container.querySelector('.verify-lookup')!)
    await flush()
    expect(lastToast()).toBe('核销码不存在')
    expect(go).not.toHaveBeenCalled()
  })

  it('visitors get a login prompt', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderApp(<VerificationIndexPage />)
    await flush()
    expect(container.textContent).toContain('登录后使用核销台')
    expect(api.calls).toHaveLength(0)
  })

  it('the detail writes the code off and shows the order received', async () => {
    signIn()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { code: '123456789012' } } } as any)
    let done = false
    const api = fakeApi({
      [INFO]: () => (done ? info({ is_verified: 1, can_verify: 0, order_status: 4, order_status_name: '已收货', verify_time: 1700000100, verifier_name: '核销员' }) : info()),
      [VERIFY]: () => {
        done = true
        return { record_id: 1, verify_code: '123456789012', verify_type: 'pickup', site_id: 1, order_id: 9, order_no: 'N9', order_type: 2, order_status: 4, order_goods: [], verify_time: 1700000100 }
      },
    })
    const { container } = renderApp(<VerificationDetailPage />)
    await flush()
    expect(container.querySelector('.verify-detail')?.getAttribute('data-verified')).toBe('0')
    expect(container.querySelector('.verify-detail__code')?.textContent).toBe('1234 5678 9012')
    expect(container.textContent).toContain('张* 138****8000')
    fireEvent.click(container.querySelector('.verify-confirm')!)
    await flush(5)
    expect(api.to(VERIFY)).toHaveLength(1)
    expect(container.querySelector('.verify-detail')?.getAttribute('data-status')).toBe('4')
    expect(container.querySelector('.verify-detail__status')?.textContent).toContain('已收货')
    expect(container.querySelector('.verify-confirm')).toBeNull()
  })
})
