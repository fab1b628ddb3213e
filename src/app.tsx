import type { PropsWithChildren } from 'react'
import { useLaunch, usePageNotFound } from '@tarojs/taro'
// texts first: the store and the first page render read them
import './i18n'
import { bootstrapApp } from './features/launch/bootstrap'
import { notFoundUrl } from './features/links'
import { go } from './utils/navigate'
import { setupIcons } from './platform/icons'
import { warmHomeBanner } from './features/diy/api'
import './app.scss'

setupIcons()
warmHomeBanner()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    // the launch call may fail (offline, server down): the app runs on the stored configuration
    void bootstrapApp(options as { path?: string; query?: Record<string, string> })
  })
  // an unknown address (mistyped, or a page of a later version) shows the not-found page instead of
  // an empty screen; replacing it keeps the dead address out of the history
  usePageNotFound((res) => {
    void go(notFoundUrl(res.path), 'redirectTo').catch(() => undefined)
  })
  return children
}

export default App
