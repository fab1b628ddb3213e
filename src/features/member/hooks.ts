import { useEffect } from 'react'
import { useShowAgain } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { useMemberStore } from './store'

/**
 * Loads the member when the page opens (and when the token changes), and again each time the page
 * shows after that (back from an edit).
 */
export function useMemberRefreshOnShow(): void {
  const token = useAppStore((s) => s.token)
  useEffect(() => {
    useMemberStore.getState().refresh()
  }, [token])
  useShowAgain(() => useMemberStore.getState().refresh())
}
