import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { SearchBar } from './SearchBar'

describe('SearchBar', () => {
  it('searches with the current value from the button, in the user language', () => {
    const onSearch = jest.fn()
    const { getByText, container } = renderApp(
      <SearchBar value='手机' placeholder='搜索商品' onInput={jest.fn()} onSearch={onSearch} />,
      'en-us',
    )
    expect(container.querySelector('.search-bar__input')).not.toBeNull()
    fireEvent.click(getByText('Search'))
    expect(onSearch).toHaveBeenCalledWith('手机')
  })

  it('shows the Chinese button text by default', () => {
    const { getByText } = renderApp(<SearchBar value='' placeholder='' onInput={jest.fn()} onSearch={jest.fn()} />)
    expect(getByText('搜索')).toBeTruthy()
  })
})
