import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn, signOut } from '@/testing'
import { ledgerPage, ledgerRow } from '@/features/account/testing'
import PointListPage from './list'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/otherpages/member/point/list') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const PAGE = 'accountPage'
/** 12 rows: 10 in November, 2 in October (newest first) */
const ROWS = Array.from({ length: 12 }, (_, i) => ledgerRow({
  id: 100 - i, account_type: 'point', account_type_name: '积分', from_type: 'signin', type_name: '签到奖励', account_data: i + 1, month: i < 10 ? '2026-11' : '2026-10',
}))

afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
  signOut()
})

describe('points ledger page', () => {
  it('lists the points ledger in pages under month headings, without filters; loads more at the bottom', async () => {
    signIn({ member_id: 7 })
    const api = fakeApi({
      [PAGE]: (d: any) => ({ ...ledgerPage(ROWS.slice((d.page - 1) * d.page_size, d.page * d.page_size)), count: 12, page_count: 2 }),
    })
    const { container } = renderApp(<PointListPage />)
    await flush()
    expect(api.to(PAGE)[0].data).toMatchObject({ account_type: 'point', page: 1, page_size: 10 })
    expect(container.querySelector('.ledger-filters')).toBeNull()
    expect(container.querySelectorAll('.ledger-item')).toHaveLength(10)
    expect(Array.from(container.querySelectorAll('.ledger-group')).map((e) => e.textContent)).toEqual(['2026年11月'])
    await act(async () => { fireEvent(container.querySelector('.mall-pull__scroll')!, new Event('scrolltolower', { bubbles: true })) })
    await flush()
    expect(api.to(PAGE).at(-1)!.data.page).toBe(2)
    expect(container.querySelectorAll('.ledger-item')).toHaveLength(12)
    expect(Array.from(container.querySelectorAll('.ledger-group')).map((e) => e.textContent)).toEqual(['2026年11月', '2026年10月'])
    expect(container.querySelector('.mall-pull-list__no-more')).not.toBeNull()
  })

  it('says when there are no points records', async () => {
    signIn({ member_id: 7 })
    fakeApi({ [PAGE]: ledgerPage([], { from_types: [] }) })
    const { container } = renderApp(<PointListPage />)
    await flush()
    expect(container.querySelector('.ledger-empty')?.textContent).toContain('暂无明细记录')
  })
})
