import { useEffect, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useMemberStore } from '../store'
import { RewardPopup } from './RewardPopup'

/**
 * Popups that follow the member around (spec section 4: after registration the reward popup opens).
 * Every page's shell mounts this; only the page on top takes the pending reward, so it opens once,
 * where the user landed.
 */
const SETTLE_MS = 300

export function MemberPopups() {
  const pending = useMemberStore((s) => s.pendingRegisterReward)
  const [shown, setShown] = useState(true)
  const [open, setOpen] = useState(false)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))

  useEffect(() => {
    if (!pending || !shown) return undefined
    // a login page that navigates away is still mounted for a moment: wait until the landing page
    // has settled, so the page that takes the reward is the one that stays
    const timer = setTimeout(() => {
      if (useMemberStore.getState().consumeRegisterReward()) setOpen(true)
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [pending, shown])

  return open ? <RewardPopup onClose={() => setOpen(false)} /> : null
}

export default MemberPopups
