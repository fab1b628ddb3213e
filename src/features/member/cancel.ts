import { useCallback, useEffect, useState } from 'react'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { fetchCancelInfo, type CancelInfo, type CancelStatus } from './api'

/** The page of each cancellation state: none -> the application page. */
export function cancelStatusRoute(status: CancelStatus | string | undefined): string {
  switch (status) {
    case 'applied':
      return ROUTES.cancelStatus
    case 'approved':
      return ROUTES.cancelSuccess
    case 'refused':
      return ROUTES.cancelRefuse
    default:
      return ROUTES.cancellation
  }
}

/** The application page; `again` after a refusal (it would otherwise send the member back to the refusal). */
export const cancellationUrl = (again = false) => (again ? `${ROUTES.cancellation}?again=1` : ROUTES.cancellation)

/**
 * Reads /membercancel/api/membercancel/info for a cancellation page and moves to the page of the
 * current state when it is another one (redirectTo: Back does not return to a stale state).
 * `accepts` lists the states this page shows.
 */
export function useCancelInfo(accepts: CancelStatus[]) {
  const token = useAppStore((s) => s.token)
  const [info, setInfo] = useState<CancelInfo | null>(null)
  const [failed, setFailed] = useState(false)
  const key = accepts.join(',')

  const load = useCallback(() => {
    if (!token) return
    setFailed(false)
    fetchCancelInfo()
      .then((answer) => {
        const status = answer?.status ?? 'none'
        if (!key.split(',').includes(status)) {
          go(cancelStatusRoute(status), 'redirectTo').catch(() => undefined)
          return
        }
        setInfo(answer)
      })
      .catch(() => setFailed(true))
  }, [token, key])

  useEffect(load, [load])
  return { info, failed, reload: load, token }
}
