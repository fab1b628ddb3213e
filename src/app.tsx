import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import './i18n'
import { bootstrapApp } from './store/bootstrap'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    bootstrapApp(options as { path?: string; query?: Record<string, string> })
  })
  return children
}

export default App
