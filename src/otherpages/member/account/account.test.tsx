import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, renderMember, signIn, signOut } from '@/features/member/testing'
import WithdrawAccountPage from './account'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/account/account'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
// eslint-disable-next-line @typescript-eslint/no-var-requires
const nav = require('@/utils/navigate') as { go: jest.Mock }

const account = (id: number, type: string, is_default = 0) => ({
  id, realname: `户主${id}`, mobile: '13912345678', withdraw_type: type, withdraw_type_name: type, bank_name: type === 'bank' ? '招商银行杭州分行' : '',
  account_number: type === 'bank' ? '6225880123456789' : type === 'alipay' ? 'z@example.com' : '', is_default, created_at: 1, updated_at: 1,
})

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('withdrawal accounts', () => {
  it('lists the accounts, the default first; makes another the default; edits, adds, deletes after a confirm', async () => {
    signIn(null)
    const api = fakeApi({
      '/api/memberbankaccount/page': { list: [account(1, 'bank', 1), account(2, 'wechatpay'), account(3, 'alipay')], count: 3, page_count: 1 },
      '/api/memberbankaccount/setdefault': 3,
      '/api/memberbankaccount/delete': 1,
    })
    const { container } = renderMember(<WithdrawAccountPage />)
    await flush()
    const items = () => Array.from(container.querySelectorAll('.account-item')) as HTMLElement[]
    expect(items().map((i) => i.querySelector('.account-item__type')?.textContent)).toEqual(['银行卡', '微信', '支付宝'])
    expect(items()[0].className).toContain('account-item--default')
    expect(items()[0].querySelector('.account-item__number')?.textContent).toBe('招商银行杭州分行 **** 6789')
    expect(items()[1].querySelector('.account-item__number')?.textContent).toBe('账号绑定的微信')
    fireEvent.click(items()[2].querySelector('.account-item__default')!)
    await flush()
    expect(api.to('/api/memberbankaccount/setdefault')[0].data).toMatchObject({ id: 3 })
    fireEvent.click(items()[1].querySelector('.account-item__edit')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/account_edit/account_edit?id=2')
    fireEvent.click(container.querySelector('.account-add')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/account_edit/account_edit')

    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any)
    fireEvent.click(items()[0].querySelector('.account-item__delete')!)
    await flush()
    expect(api.to('/api/memberbankaccount/delete')).toHaveLength(0)
    modal.mockResolvedValueOnce({ confirm: true, cancel: false } as any)
    fireEvent.click(items()[0].querySelector('.account-item__delete')!)
    await flush()
    expect(api.to('/api/memberbankaccount/delete')[0].data).toMatchObject({ id: 1 })
    expect(lastToast()).toBe('已删除')
  })

  it('asks a visitor to log in, and says when there are none', async () => {
    signOut()
    fakeApi({})
    const visitor = renderMember(<WithdrawAccountPage />)
    expect(visitor.container.querySelector('.login-prompt')).not.toBeNull()
    visitor.unmount()
    signIn(null)
    fakeApi({ '/api/memberbankaccount/page': { list: [], count: 0, page_count: 0 } })
    const { container } = renderMember(<WithdrawAccountPage />, 'en-us')
    await flush()
    expect(container.querySelector('.mall-empty')?.textContent).toContain('No withdrawal accounts yet')
  })
})
