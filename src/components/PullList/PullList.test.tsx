import { act, fireEvent, waitFor } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { renderApp } from '@/testing'
import { PullList } from './PullList'
import { PullScroll, PULL_OFFSET } from './PullScroll'

const touch = (el: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
  fireEvent[type](el, { touches: type === 'touchEnd' ? [] : [{ clientY: y }], changedTouches: [{ clientY: y }] })

const headText = (c: HTMLElement) => c.querySelector('.mall-pull__head')?.textContent ?? ''

describe('PullScroll pull-down refresh', () => {
  it('goes in offset → out offset → loading → done and calls onRefresh once', async () => {
    let resolve!: () => void
    const onRefresh = jest.fn(() => new Promise<void>((r) => (resolve = r)))
    const { container } = renderApp(
      <PullScroll onRefresh={onRefresh}>
        <Text>content</Text>
      </PullScroll>,
    )
    const area = container.querySelector('.mall-pull__touch')!
    const head = container.querySelector('.mall-pull__head') as HTMLElement
    touch(area, 'touchStart', 100)
    touch(area, 'touchMove', 100 + PULL_OFFSET) // damped to half: still inside the offset
    expect(head.className).toContain('mall-pull__head--pulling')
    expect(headText(container)).toBe('下拉刷新')
    touch(area, 'touchMove', 100 + PULL_OFFSET * 2 + 10) // beyond the offset
    expect(head.className).toContain('mall-pull__head--release')
    expect(headText(container)).toBe('释放立即刷新')
    touch(area, 'touchEnd', 100 + PULL_OFFSET * 2 + 10)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(headText(container)).toBe('加载中...')
    // another pull while loading is ignored
    touch(area, 'touchStart', 100)
    touch(area, 'touchMove', 400)
    touch(area, 'touchEnd', 400)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await act(async () => resolve())
    expect(headText(container)).toBe('刷新完成')
    await waitFor(() => expect(head.className).toContain('mall-pull__head--idle'))
  })

  it('a pull released inside the offset springs back without refreshing', () => {
    const onRefresh = jest.fn(() => Promise.resolve())
    const { container } = renderApp(<PullScroll onRefresh={onRefresh} />)
    const area = container.querySelector('.mall-pull__touch')!
    touch(area, 'touchStart', 0)
    touch(area, 'touchMove', PULL_OFFSET) // 40 after damping
    touch(area, 'touchEnd', PULL_OFFSET)
    expect(onRefresh).not.toHaveBeenCalled()
    expect((container.querySelector('.mall-pull__head') as HTMLElement).style.height).toBe('0px')
  })
})

interface Row {
  id: number
}

const pageOf = (page: number, size: number, total: number) => ({
  list: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => ({ id: (page - 1) * size + i + 1 })),
  count: total,
  page_count: Math.ceil(total / size),
})

function renderList(fetchPage: (p: number, s: number) => Promise<any>) {
  return renderApp(
    <PullList<Row> fetchPage={fetchPage} keyOf={(r) => r.id} renderItem={(r) => <Text className='row'>{`row ${r.id}`}</Text>} />,
  )
}

const scrollToLower = (c: HTMLElement) => {
  const scroll = c.querySelector('.mall-pull__scroll')!
  fireEvent(scroll, new Event('scrolltolower', { bubbles: true }))
}

describe('PullList', () => {
  it('shows the loading placeholder, then the first page of 10', async () => {
    const fetchPage = jest.fn((p: number, s: number) => Promise.resolve(pageOf(p, s, 25)))
    const { container } = renderList(fetchPage)
    expect(container.querySelector('.mall-loading')).not.toBeNull()
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(10))
    expect(fetchPage).toHaveBeenCalledWith(1, 10)
  })

  it('loads more at the bottom until the no-more-data text', async () => {
    const fetchPage = jest.fn((p: number, s: number) => Promise.resolve(pageOf(p, s, 25)))
    const { container } = renderList(fetchPage)
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(10))
    await act(async () => scrollToLower(container))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(20))
    await act(async () => scrollToLower(container))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(25))
    expect(container.querySelector('.mall-pull-list__no-more')?.textContent).toBe('没有更多数据了')
    await act(async () => scrollToLower(container))
    expect(fetchPage).toHaveBeenCalledTimes(3)
  })

  it('shows the loading text while the next page is on its way', async () => {
    let release!: () => void
    const fetchPage = jest.fn((p: number, s: number) =>
      p === 1 ? Promise.resolve(pageOf(p, s, 30)) : new Promise((r) => (release = () => r(pageOf(p, s, 30)))),
    )
    const { container } = renderList(fetchPage)
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(10))
    await act(async () => scrollToLower(container))
    expect(container.querySelector('.mall-pull-list__loading')?.textContent).toBe('加载中...')
    await act(async () => release())
    expect(container.querySelectorAll('.row')).toHaveLength(20)
    expect(container.querySelector('.mall-pull-list__loading')).toBeNull()
  })

  it('shows Empty for an empty first page and the error placeholder with a working retry', async () => {
    const fetchPage = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ list: [], count: 0, page_count: 0 })
    const { container } = renderList(fetchPage)
    await waitFor(() => expect(container.querySelector('.mall-error')).not.toBeNull())
    fireEvent.click(container.querySelector('.mall-error__retry')!)
    await waitFor(() => expect(container.querySelector('.mall-empty')).not.toBeNull())
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('pull-down refresh reloads page 1 and replaces the items', async () => {
    let total = 3
    const fetchPage = jest.fn((p: number, s: number) => Promise.resolve(pageOf(p, s, total)))
    const { container } = renderList(fetchPage)
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(3))
    total = 5
    const area = container.querySelector('.mall-pull__touch')!
    touch(area, 'touchStart', 0)
    touch(area, 'touchMove', 300)
    await act(async () => touch(area, 'touchEnd', 300))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(5))
    expect(fetchPage).toHaveBeenLastCalledWith(1, 10)
  })
})

describe('PullList keeps the reader where they are', () => {
  /** The scroll element as a browser has it: an offset only the reader (or an explicit scroll) moves. */
  function trackScroll(c: HTMLElement) {
    const el = c.querySelector('.mall-pull__scroll') as HTMLElement
    const state = { top: 0, writes: [] as unknown[] }
    Object.defineProperty(el, 'scrollTop', {
      configurable: true,
      get: () => state.top,
      set: (v) => {
        state.writes.push(v)
        state.top = Number(v) || 0
      },
    })
    const scrollTo = jest.fn((o: { top: number }) => (state.top = o.top))
    ;(el as any).scrollTo = scrollTo
    const scrollBy = (top: number) => {
      state.top = top
      // a CustomEvent like the one the ScrollView emits, with the offset in detail
      fireEvent(el, new CustomEvent('scroll', { detail: { scrollTop: top } }))
    }
    return { el, state, scrollTo, scrollBy }
  }

  it('loading the next pages and crossing the back-to-top threshold never reset the offset', async () => {
    const fetchPage = jest.fn((p: number, s: number) => Promise.resolve(pageOf(p, s, 40)))
    const { container } = renderList(fetchPage)
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(10))
    const s = trackScroll(container)
    await act(async () => s.scrollBy(600))
    await act(async () => scrollToLower(container))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(20))
    expect(s.state.top).toBe(600)
    // past the threshold the back-to-top button appears: a re-render that must not move the list
    await act(async () => s.scrollBy(1500))
    expect(container.querySelector('.mall-pull__top')).not.toBeNull()
    await act(async () => scrollToLower(container))
    await waitFor(() => expect(container.querySelectorAll('.row')).toHaveLength(30))
    expect(s.state.top).toBe(1500)
    expect(s.state.writes).toEqual([])
    // only the button scrolls back
    await act(async () => fireEvent.click(container.querySelector('.mall-pull__top')!))
    expect(s.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(container.querySelector('.mall-pull__top')).toBeNull()
  })
})
