import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useAppStore } from '@/store/app'

/**
 * Loads what an account page shows when it opens (and when the token changes), and again each time
 * the page shows after that (back from a recharge, a withdrawal, an order). `shows` counts those
 * returns, for the parts of the page that load on their own.
 */
export function useAccountData<T>(load: () => Promise<T>) {
  const token = useAppStore((s) => s.token)
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const [shows, setShows] = useState(0)
  const run = useCallback(() => {
    if (!useAppStore.getState().token) return
    setFailed(false)
    load().then(setData).catch(() => setFailed(true))
  }, [load])
  useEffect(run, [run, token])
  const firstShow = useRef(true)
  useDidShow(() => {
    // the first show comes with the mount, which already loaded
    if (firstShow.current) {
      firstShow.current = false
      return
    }
    run()
    setShows((n) => n + 1)
  })
  return { token, data, failed, reload: run, shows }
}
