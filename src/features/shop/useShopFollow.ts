import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '@/store/app'
import { loginUrl } from '@/features/links'
import { toast } from '@/services/toast'
import { currentRoute, go } from '@/utils/navigate'
import { followShop, unfollowShop } from './api'
import { optimistic, type ShopFollowState } from './follow'
import './i18n'

/**
 * Follow / unfollow of one shop: visitors go to login and come back (to `back`, the page's own route,
 * else the current route); members see the button flip at once, and the server's answer (or the old
 * state, on a failure) replaces it.
 */
export function useShopFollow(siteId: number | undefined, initial: ShopFollowState | undefined, back?: string) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [state, setState] = useState<ShopFollowState | undefined>(initial)
  const busy = useRef(false)
  // a reloaded shop (pull-down refresh) brings its own state; compared by value, not by object
  const isFollow = initial?.is_follow
  const followNum = initial?.follow_num
  useEffect(() => {
    setState(isFollow === undefined || followNum === undefined ? undefined : { is_follow: isFollow, follow_num: followNum })
  }, [isFollow, followNum])

  const toggle = useCallback(async () => {
    if (!siteId || !state) return
    if (!token) {
      go(loginUrl(back ?? currentRoute()))
      return
    }
    if (busy.current) return
    busy.current = true
    const follow = state.is_follow !== 1
    const before = state
    setState(optimistic(state, follow))
    try {
      const next = follow ? await followShop(siteId) : await unfollowShop(siteId)
      setState(next)
      toast(t(follow ? 'shop:followOk' : 'shop:unfollowOk'))
    } catch {
      // the request layer showed the reason
      setState(before)
    } finally {
      busy.current = false
    }
  }, [siteId, state, token, t, back])

  return { state, toggle }
}
