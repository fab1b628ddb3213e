import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, signOut } from '@/testing'
import { bankAccount } from '@/features/withdraw/testing'
import WithdrawAccountPage from './account'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/account/account'), replaceRouteQuery: jest.fn() }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const account = bankAccount

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
})

describe('withdrawal accounts', () => {
  it('lists the accounts, the default first; makes another the default; edits, adds, deletes after a confirm', async () => {
    signIn(null)
    const api = fakeApi({
      withdrawAccountPage: { list: [account(1, 'bank', 1), account(2, 'wechatpay'), account(3, 'alipay')], count: 3, page_count: 1 },
      withdrawAccountSetDefault: 3,
      withdrawAccountDelete: 1,
    })
    const { container } = renderApp(<WithdrawAccountPage />)
    await flush()
    const items = () => Array.from(container.querySelectorAll('.account-item')) as HTMLElement[]
    expect(items().map((i) => i.querySelector('.account-item__type')?.textContent)).toEqual(['银行卡', '微信', '支付宝'])
    expect(items()[0].className).toContain('account-item--default')
    expect(items()[0].querySelector('.account-item__number')?.textContent).toBe('招商银行杭州分行 **** 6789')
    expect(items()[1].querySelector('.account-item__number')?.textContent).toBe('账号绑定的微信')
    fireEvent.click(items()[2].querySelector('.account-item__default')!)
    await flush()
    expect(api.to('withdrawAccountSetDefault')[0].data).toMatchObject({ id: 3 })
    fireEvent.click(items()[1].querySelector('.account-item__edit')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/account_edit/account_edit?id=2')
    fireEvent.click(container.querySelector('.account-add')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/account_edit/account_edit')

    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any)
    fireEvent.click(items()[0].querySelector('.account-item__delete')!)
    await flush()
    expect(api.to('withdrawAccountDelete')).toHaveLength(0)
    modal.mockResolvedValueOnce({ confirm: true, cancel: false } as any)
    fireEvent.click(items()[0].querySelector('.account-item__delete')!)
    await flush()
    expect(api.to('withdrawAccountDelete')[0].data).toMatchObject({ id: 1 })
    expect(lastToast()).toBe('已删除')
  })

  it('asks a visitor to log in, and says when there are none', async () => {
    signOut()
    fakeApi({})
    const visitor = renderApp(<WithdrawAccountPage />)
    expect(visitor.container.querySelector('.login-prompt')).not.toBeNull()
    visitor.unmount()
    signIn(null)
    fakeApi({ withdrawAccountPage: { list: [], count: 0, page_count: 0 } })
    const { container } = renderApp(<WithdrawAccountPage />, 'en-us')
    await flush()
    expect(container.querySelector('.mall-empty')?.textContent).toContain('No withdrawal accounts yet')
  })
})
