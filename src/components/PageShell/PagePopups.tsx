import { lazy, Suspense, useState } from 'react'
import { useAuthStore } from '@/features/auth/store'
import { useMemberStore } from '@/features/member/store'

// Login and reward popups are rare on any one visit: on H5 they load as their own chunk the first
// time one is needed (the mini-program builds turn import() into require(), so nothing changes there)
const AuthPopups = lazy(() => import('@/features/auth/components/AuthPopups'))
const MemberPopups = lazy(() => import('@/features/member/components/MemberPopups'))

/** Mounts the popups the stores ask for; once mounted they stay, so closing animations and timers run. */
export function PagePopups() {
  const authWanted = useAuthStore((s) => s.popup !== 'none' || s.privacyOpen)
  const rewardWanted = useMemberStore((s) => s.pendingRegisterReward)
  const [auth, setAuth] = useState(false)
  const [member, setMember] = useState(false)
  if (authWanted && !auth) setAuth(true)
  if (rewardWanted && !member) setMember(true)
  return (
    <Suspense fallback={null}>
      {auth ? <AuthPopups /> : null}
      {member ? <MemberPopups /> : null}
    </Suspense>
  )
}
