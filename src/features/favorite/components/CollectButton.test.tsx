import { fireEvent, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { fakeApi, flush, refuse, renderApp, signIn, signOut, type TestLang } from '@/testing'
import favorite from '@/locales/favorite'
import { CollectButton, useFootprint } from './CollectButton'
import { useAppStore } from '@/store/app'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), currentRoute: () => '/pages/goods/detail/detail?sku_id=11' }))
const { go } = require('@/utils/navigate') as { go: jest.Mock }

function Detail({ goodsId }: { goodsId: number }) {
  const token = useAppStore((s) => s.token)
  useFootprint(goodsId, token)
  return <CollectButton goodsId={goodsId} token={token} />
}

/** The shared texts plus this feature's namespace (not in the shared set). */
const renderWithFavorite = (ui: ReactElement, lng: TestLang = 'zh-cn') => renderApp(ui, lng, { favorite })

const q = (sel: string) => document.querySelector(sel) as HTMLElement

describe('collect button and footprint', () => {
  afterEach(() => jest.restoreAllMocks())

  it('a member: records the footprint, shows the state and toggles it', async () => {
    signIn(null)
    const api = fakeApi({
      favoriteCollectIs: { is_collect: 0 },
      favoriteBrowseAdd: { id: 1 },
      favoriteCollectAdd: { is_collect: 1 },
      favoriteCollectDelete: { deleted: 1 },
    })
    renderWithFavorite(<Detail goodsId={3} />)
    await flush()
    expect(api.to('favoriteBrowseAdd').map((c) => c.data.goods_id)).toEqual([3])
    expect(q('.collect-button--on')).toBeNull()
    fireEvent.click(q('.collect-button'))
    await waitFor(() => expect(q('.collect-button--on')).not.toBeNull())
    expect(api.to('favoriteCollectAdd')[0]!.data.goods_id).toBe(3)
    fireEvent.click(q('.collect-button'))
    await waitFor(() => expect(q('.collect-button--on')).toBeNull())
    expect(api.to('favoriteCollectDelete')[0]!.data.goods_ids).toBe('3')
  })

  it('a failed footprint never disturbs the page', async () => {
    signIn(null)
    fakeApi({ favoriteCollectIs: { is_collect: 1 }, favoriteBrowseAdd: refuse(-21250, 'x') })
    renderWithFavorite(<Detail goodsId={3} />)
    await waitFor(() => expect(q('.collect-button--on')).not.toBeNull())
  })

  it('a visitor leaves no footprint and is sent to login with the way back', async () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderWithFavorite(<Detail goodsId={3} />, 'en-us')
    await flush()
    expect(api.calls).toEqual([])
    // this render's button (the earlier tests' trees are gone, but the query stays on this one)
    const button = container.querySelector('.collect-button') as HTMLElement
    expect(button.textContent).toBe('Collect')
    fireEvent.click(button)
    expect(go.mock.calls[0]![0]).toContain('login')
  })
})
