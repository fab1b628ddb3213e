import { fireEvent, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { fakeApi, flush, makeMemberI18n, signIn, signOut } from '@/features/member/testing'
import favorite from '@/locales/favorite'
import { CollectButton, useFootprint } from './CollectButton'
import { useAppStore } from '@/store/app'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), currentRoute: () => '/pages/goods/detail/detail?sku_id=11' }))
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { go } = require('@/utils/navigate') as { go: jest.Mock }

function Detail({ goodsId }: { goodsId: number }) {
  const token = useAppStore((s) => s.token)
  useFootprint(goodsId, token)
  return <CollectButton goodsId={goodsId} token={token} />
}

/** The member test kit's texts plus this feature's namespace (not in the shared set). */
function renderMember(ui: ReactElement, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = makeMemberI18n(lng)
  for (const l of ['zh-cn', 'en-us'] as const) i18n.addResourceBundle(l, 'favorite', favorite[l])
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
}

const q = (sel: string) => document.querySelector(sel) as HTMLElement

describe('collect button and footprint', () => {
  afterEach(() => jest.restoreAllMocks())

  it('a member: records the footprint, shows the state and toggles it', async () => {
    signIn(null)
    const api = fakeApi({
      '/api/goodscollect/iscollect': { is_collect: 0 },
      '/api/goodsbrowse/add': { id: 1 },
      '/api/goodscollect/add': { is_collect: 1 },
      '/api/goodscollect/delete': { deleted: 1 },
    })
    renderMember(<Detail goodsId={3} />)
    await flush()
    expect(api.to('/api/goodsbrowse/add').map((c) => c.data.goods_id)).toEqual([3])
    expect(q('.collect-button--on')).toBeNull()
    fireEvent.click(q('.collect-button'))
    await waitFor(() => expect(q('.collect-button--on')).not.toBeNull())
    expect(api.to('/api/goodscollect/add')[0]!.data.goods_id).toBe(3)
    fireEvent.click(q('.collect-button'))
    await waitFor(() => expect(q('.collect-button--on')).toBeNull())
    expect(api.to('/api/goodscollect/delete')[0]!.data.goods_ids).toBe('3')
  })

  it('a failed footprint never disturbs the page', async () => {
    signIn(null)
    fakeApi({ '/api/goodscollect/iscollect': { is_collect: 1 }, '/api/goodsbrowse/add': { __refuse: true, code: -21250, message: 'x' } })
    renderMember(<Detail goodsId={3} />)
    await waitFor(() => expect(q('.collect-button--on')).not.toBeNull())
  })

  it('a visitor leaves no footprint and is sent to login with the way back', async () => {
    signOut()
    const api = fakeApi({})
    renderMember(<Detail goodsId={3} />, 'en-us')
    await flush()
    expect(api.calls).toEqual([])
    expect(q('.collect-button').textContent).toBe('Collect')
    fireEvent.click(q('.collect-button'))
    expect(go.mock.calls[0]![0]).toContain('login')
  })
})
