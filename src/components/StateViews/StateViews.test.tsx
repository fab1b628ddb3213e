import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from './StateViews'

describe('Empty', () => {
  it('shows the icon and the default tip, without a button when none is asked for', () => {
    const { container } = renderApp(<Empty />)
    const root = container.querySelector('.mall-empty')!
    // a real icon of the set (NutUI's), not a drawn box
    expect(root.querySelector('.mall-empty__icon .nut-icon.nut-icon-Order')).not.toBeNull()
    expect(root.textContent).toContain('暂无数据')
    expect(root.querySelector('.mall-empty__button')).toBeNull()
  })

  it('shows a custom tip and a button that calls back', () => {
    const onButton = jest.fn()
    const { container, getByText } = renderApp(<Empty tip='购物车还是空的' buttonText='去逛逛' onButton={onButton} />)
    expect(container.querySelector('.mall-empty')!.textContent).toContain('购物车还是空的')
    fireEvent.click(getByText('去逛逛'))
    expect(onButton).toHaveBeenCalledTimes(1)
  })
})

describe('Loading and Error placeholders', () => {
  it('loading placeholder carries its class and text', () => {
    const { container } = renderApp(<Loading rows={2} />, 'en-us')
    expect(container.querySelector('.mall-loading')).not.toBeNull()
    expect(container.querySelectorAll('.mall-loading__row')).toHaveLength(2)
    expect(container.textContent).toContain('Loading...')
  })

  it('error placeholder retries through its button', () => {
    const onRetry = jest.fn()
    const { container } = renderApp(<ErrorState onRetry={onRetry} />)
    expect(container.querySelector('.mall-error')!.textContent).toContain('加载失败')
    const retry = container.querySelector('.mall-error__retry') as HTMLElement
    expect(retry.textContent).toContain('重新加载')
    fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('error placeholder without a retry handler has no button', () => {
    const { container } = renderApp(<ErrorState message='not found' />)
    expect(container.textContent).toContain('not found')
    expect(container.querySelector('.mall-error__retry')).toBeNull()
  })
})
