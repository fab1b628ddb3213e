import { fireEvent } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { renderApp } from '@/testing'
import { ApiError } from '@/services/request'
import { ResourceView } from './ResourceView'
import type { Resource } from './useResource'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), currentRoute: jest.fn(() => '/otherpages/x/x') }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const resource = (over: Partial<Resource<string[]>>): Resource<string[]> => ({
  status: 'loading', data: null, error: null, pending: false, reload: jest.fn(() => Promise.resolve()), setData: jest.fn(), shows: 0, ...over,
})

const view = (r: Resource<string[]>, props: Partial<Parameters<typeof ResourceView<string[]>>[0]> = {}) =>
  renderApp(
    <ResourceView resource={r} login={{ tip: '登录后查看', back: '/otherpages/member/x/x' }} {...props}>
      {(list) => <Text className='rows'>{list.join(',')}</Text>}
    </ResourceView>,
  )

describe('ResourceView', () => {
  it('draws the loading placeholder with the rows asked for', () => {
    const { container } = view(resource({}), { loadingRows: 2 })
    expect(container.querySelectorAll('.mall-loading__row')).toHaveLength(2)
  })

  it('draws the data through its children', () => {
    const { container } = view(resource({ status: 'data', data: ['a', 'b'] }))
    expect(container.querySelector('.rows')?.textContent).toBe('a,b')
  })

  it('draws a failure whose retry reloads, with the page\'s own text', () => {
    const r = resource({ status: 'error', error: new ApiError(-20001, '礼包不存在') })
    const { container } = view(r, { errorMessage: (e) => (e instanceof ApiError ? e.message : undefined) })
    expect(container.querySelector('.mall-error__message')?.textContent).toBe('礼包不存在')
    fireEvent.click(container.querySelector('.mall-error__retry')!)
    expect(r.reload).toHaveBeenCalledTimes(1)
  })

  it('draws the default failure text, and no retry when told', () => {
    const { container } = view(resource({ status: 'error', error: new Error('x') }), { retry: false })
    expect(container.querySelector('.mall-error__message')?.textContent).toBe('加载失败，请稍后重试')
    expect(container.querySelector('.mall-error__retry')).toBeNull()
  })

  it('draws the empty state with the page\'s tip and class', () => {
    const { container } = view(resource({ status: 'empty', data: [] }), { empty: { tip: '暂无账户', className: 'x-empty' } })
    expect(container.querySelector('.mall-empty.x-empty')?.textContent).toContain('暂无账户')
  })

  it('draws a node of the page\'s own for empty', () => {
    const { container } = view(resource({ status: 'empty', data: [] }), { empty: <Text className='own'>none</Text> })
    expect(container.querySelector('.own')).not.toBeNull()
    expect(container.querySelector('.mall-empty')).toBeNull()
  })

  it('draws the login prompt whose button opens the login page coming back here', () => {
    const { container } = view(resource({ status: 'needsLogin' }))
    expect(container.querySelector('.login-prompt__tip')?.textContent).toBe('登录后查看')
    fireEvent.click(container.querySelector('.login-prompt__button')!)
    expect(nav.go).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/otherpages/member/x/x')))
  })
})
