import { ROUTES } from '@/constants/routes'
import { useResource, type Resource } from '@/features/resource/useResource'
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

export interface CancelPageData<T> {
  info: CancelInfo
  /** What the page loads along (the application page: the operator's agreement). */
  extra: T
}

/**
 * Reads /membercancel/api/membercancel/info for a cancellation page (with `extra`, alongside it) and moves
 * to the page of the current state when it is another one (redirectTo: Back does not return to a stale
 * state). `accepts` lists the states this page shows. Moving on answers null, the resource's empty state:
 * the page keeps its loading placeholder until the next page is in.
 */
export function useCancelInfo<T = undefined>(accepts: CancelStatus[], extra?: () => Promise<T>): Resource<CancelPageData<T> | null> {
  const key = accepts.join(',')
  return useResource<CancelPageData<T> | null>(
    async () => {
      const [info, more] = await Promise.all([fetchCancelInfo(), extra ? extra() : (undefined as T)])
      const status = info?.status ?? 'none'
      if (!key.split(',').includes(status)) {
        go(cancelStatusRoute(status), 'redirectTo').catch(() => undefined)
        return null
      }
      return { info, extra: more }
    },
    { login: true, deps: [key], isEmpty: (data) => data === null },
  )
}
