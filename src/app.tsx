import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
// texts first: the store and the first page render read them
import './i18n'
import { bootstrapApp } from './store/app'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    // the launch call may fail (offline, server down): the app runs on the stored configuration
    void bootstrapApp(options as { path?: string; query?: Record<string, string> })
  })
  return children
}

export default App
