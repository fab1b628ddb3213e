import type { ReactNode } from 'react'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import type { ResourceState } from './ResourceView'

export interface LoadViewProps<T> {
  resource: ResourceState<T>
  children: (data: T) => ReactNode
  loadingRows?: number
}

/**
 * ResourceView's loading and failure states alone, for what the home page draws on its first load: the
 * login prompt and the empty state bring NutUI's Button (and its styles) along, which that load must not
 * carry. A resource shown here has no login and no isEmpty.
 */
export function LoadView<T>({ resource, children, loadingRows }: LoadViewProps<T>) {
  switch (resource.status) {
    case 'loading':
      return <Loading rows={loadingRows} />
    case 'error':
      return <ErrorState onRetry={() => void resource.reload()} />
    case 'data':
      return <>{children(resource.data as T)}</>
    default:
      return null
  }
}

export default LoadView
