import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ReactElement } from 'react'
import content from '@/locales/content'
import { fakeApi, refuse, renderApp, type CallData, type TestLang } from '@/testing'
import { ContentError } from '@/services/api/contract.gen'
import NoteDetailPage from './note_detail'
import NoticeDetailPage from '../../notice/detail/detail'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/store_notes/note_detail/note_detail'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

/** The shared texts plus this feature's namespace (not in the shared set). */
const renderIn = (ui: ReactElement, lng: TestLang = 'zh-cn') => renderApp(ui, lng, { content })

const DETAIL = 'contentNoteDetail'
type Note = CallData<'contentNoteDetail'>

const GOODS: Note['goods'][number] = {
  goods_id: 11, sku_id: 101, goods_name: '有机 燕麦片', sku_image: 'upload/demo/goods/1.png', price: 3990, market_price: 5990, sale_num: 3, stock: 9,
  unit: '袋', site_id: 2, site_name: '甲店',
}
const NOTE: Note = {
  note_id: 5, site_id: 2, site_name: '甲店', note_title: '店长推荐', note_abstract: '好物', cover_img: 'upload/demo/goods/2.png', read_num: 8, goods_count: 1,
  create_time: 1700000000,
  content: [
    { type: 'title', text: '为什么', image: '' },
    { type: 'text', text: '<b>不是标记</b>', image: '' },
    { type: 'image', text: '', image: 'upload/demo/goods/3.png' },
  ],
  goods: [GOODS],
}

let params: Record<string, string> = {}
beforeEach(() => {
  params = { note_id: '5' }
  jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params } })) as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
})

describe('note detail page', () => {
  it('shows the note as text blocks and its goods; a goods opens its detail', async () => {
    const api = fakeApi({ [DETAIL]: NOTE })
    const { container } = renderIn(<NoteDetailPage />)
    await waitFor(() => expect(container.querySelector('.note-detail__title')?.textContent).toBe('店长推荐'))
    expect(api.to(DETAIL)[0].data).toMatchObject({ note_id: 5 })
    expect(container.querySelector('.content-body__title')?.textContent).toBe('为什么')
    // text is shown as it is, never parsed as markup
    expect(container.querySelector('.content-body__text')?.textContent).toBe('<b>不是标记</b>')
    expect(container.querySelector('.content-body b')).toBeNull()
    expect(container.querySelectorAll('.content-body__image').length).toBe(1)
    expect(container.textContent).toContain('8 次阅读')
    const card = container.querySelector('.goods-card') as HTMLElement
    expect(card.textContent).toContain('有机 燕麦片')
    fireEvent.click(card)
    expect(nav.go).toHaveBeenCalledWith('/pages/goods/detail/detail?sku_id=101')
  })

  it('a hidden or unknown note says so without a retry; a failure offers one', async () => {
    fakeApi({ [DETAIL]: refuse(ContentError.NOTE_NOT_FOUND, 'gone') })
    const first = renderIn(<NoteDetailPage />)
    await waitFor(() => expect(first.container.querySelector('.mall-error__message')?.textContent).toBe('内容不存在或已下架'))
    expect(first.container.querySelector('.mall-error__retry')).toBeNull()
    first.unmount()
    jest.restoreAllMocks()
    jest.spyOn(Taro, 'getCurrentInstance').mockImplementation((() => ({ router: { params } })) as any)
    let n = 0
    const api = fakeApi({ [DETAIL]: () => (n++ === 0 ? refuse(-10500, 'boom') : NOTE) })
    const { container } = renderIn(<NoteDetailPage />)
    await waitFor(() => expect(container.querySelector('.mall-error__retry')).not.toBeNull())
    fireEvent.click(container.querySelector('.mall-error__retry') as HTMLElement)
    await waitFor(() => expect(container.querySelector('.note-detail__title')).not.toBeNull())
    expect(api.to(DETAIL).length).toBe(2)
  })

  it('an invalid link asks nothing', async () => {
    params = { note_id: '1 or 1=1' }
    const api = fakeApi({ [DETAIL]: NOTE })
    const { container } = renderIn(<NoteDetailPage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.mall-error__message')?.textContent).toBe('The link is missing or invalid'))
    expect(api.calls.length).toBe(0)
  })
})

describe('notice detail page', () => {
  it('shows the notice in English with English interface texts', async () => {
    params = { id: '3' }
    fakeApi({ contentNoticeInfo: { id: 3, title: 'Pick up at nearby shops', is_top: 1, create_time: 1700000000, content: [{ type: 'text', text: 'Body', image: '' }] } })
    const { container } = renderIn(<NoticeDetailPage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.article__title')?.textContent).toBe('Pick up at nearby shops'))
    expect(container.querySelector('.article__top')?.textContent).toBe('Pinned')
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/)
  })
})
