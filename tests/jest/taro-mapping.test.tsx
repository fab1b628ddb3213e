import { useState } from 'react'
import { fireEvent, render, waitFor } from '@testing-library/react'
import Taro, { useLoad } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'

function Counter({ onLoaded }: { onLoaded: () => void }) {
  const [n, setN] = useState(0)
  useLoad(onLoaded)
  return (
    <View className='counter' onClick={() => setN(n + 1)}>
      <Text className='counter__value'>{n}</Text>
    </View>
  )
}

describe('jest mapping of Taro', () => {
  it('renders Taro components with React hooks and handles taps', async () => {
    const onLoaded = jest.fn()
    const { container } = render(<Counter onLoaded={onLoaded} />)
    const root = container.querySelector('.counter') as HTMLElement
    expect(root).not.toBeNull()
    fireEvent.click(root)
    fireEvent.click(root)
    await waitFor(() => expect(container.querySelector('.counter__value')?.textContent).toBe('2'))
  })

  it('runs the H5 API implementation (storage on localStorage)', () => {
    Taro.setStorageSync('jest_probe', { a: 1 })
    expect(Taro.getStorageSync('jest_probe')).toEqual({ a: 1 })
    expect(localStorage.getItem('jest_probe')).toContain('"a":1')
    Taro.removeStorageSync('jest_probe')
    expect(Taro.getStorageSync('jest_probe')).toBe('')
  })

  it('is built as the H5 target', () => {
    expect(process.env.TARO_ENV).toBe('h5')
    expect(typeof Taro.request).toBe('function')
  })
})
