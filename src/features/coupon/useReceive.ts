import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '@/store/app'
import { loginUrl } from '@/features/links'
import { toast } from '@/services/toast'
import { currentRoute, go } from '@/utils/navigate'
import { receiveCoupon } from './api'
import type { ReceiveState } from './receive'
import './i18n'

export interface ReceiveEntry {
  state: ReceiveState
  received: number
  busy: boolean
  /** the end of the last coupon received here (0: never expires) */
  endTime?: number
}

/**
 * Receive buttons of several coupon types: visitors go to login and come back here; members receive,
 * and a refusal (sold out, limit reached) moves the button to that state with the server's message.
 */
export function useReceive(initial: (id: number) => { state: ReceiveState; received: number }) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [entries, setEntries] = useState<Record<number, ReceiveEntry>>({})
  const inFlight = useRef(new Set<number>())

  const entry = useCallback(
    (id: number): ReceiveEntry => entries[id] ?? { ...initial(id), busy: false },
    [entries, initial],
  )

  const receive = async (id: number) => {
    if (!token) {
      go(loginUrl(currentRoute()))
      return
    }
    const now = entry(id)
    if (now.state !== 'open' || inFlight.current.has(id)) return
    inFlight.current.add(id)
    setEntries((m) => ({ ...m, [id]: { ...now, busy: true } }))
    const res = await receiveCoupon(id)
    inFlight.current.delete(id)
    if (res.ok) {
      toast(t('coupon:receiveOk'))
      setEntries((m) => ({
        ...m,
        [id]: {
          state: res.received.can_receive === 1 ? 'open' : 'limit',
          received: now.received + 1,
          busy: false,
          endTime: res.received.end_time,
        },
      }))
    } else {
      setEntries((m) => ({ ...m, [id]: { ...now, state: res.state ?? now.state, busy: false } }))
    }
  }

  /** forget local states (after a reload brings fresh facts) */
  const reset = useCallback(() => setEntries({}), [])

  return { entry, receive, reset }
}
