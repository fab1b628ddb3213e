import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useAppStore } from '@/store/app'
import { useMemberStore } from './store'

/**
 * Loads the member when the page opens (and when the token changes), and again each time the page
 * shows after that (back from an edit): Taro's first show comes with the mount, so it is skipped.
 */
export function useMemberRefreshOnShow(): void {
  const token = useAppStore((s) => s.token)
  useEffect(() => {
    useMemberStore.getState().refresh()
  }, [token])
  const firstShow = useRef(true)
  useDidShow(() => {
    if (firstShow.current) {
      firstShow.current = false
      return
    }
    useMemberStore.getState().refresh()
  })
}
