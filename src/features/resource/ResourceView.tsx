import type { ReactNode } from 'react'
import { Empty, type EmptyProps } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import type { Resource } from './useResource'

/** What the view reads of a resource (a page's own load machine can offer these too, as checkout does). */
export type ResourceState<T> = Pick<Resource<T>, 'status' | 'data' | 'error' | 'reload'>

export interface ResourceViewProps<T> {
  resource: ResourceState<T>
  /** What the page shows with its answer. */
  children: (data: T) => ReactNode
  /** The login prompt of member data: its tip, and the page to come back to (the current one by default). */
  login?: { tip: string; back?: string }
  /** Skeleton rows while loading (the placeholder's own default otherwise). */
  loadingRows?: number
  /** The empty state's tip, class, button; or a node of the page's own. */
  empty?: EmptyProps | ReactNode
  /** The failure's text (the placeholder's "load failed" when undefined). */
  errorMessage?: (error: unknown) => string | undefined
  /** false: the failure shows without the retry button. */
  retry?: boolean
}

const isEmptyProps = (v: unknown): v is EmptyProps =>
  Boolean(v) && typeof v === 'object' && !('$$typeof' in (v as object)) && !Array.isArray(v)

/** The states of a resource with the placeholders every page uses: login prompt, loading, failure with retry, empty. */
export function ResourceView<T>({ resource, children, login, loadingRows, empty, errorMessage, retry = true }: ResourceViewProps<T>) {
  switch (resource.status) {
    case 'needsLogin':
      return login ? <LoginPrompt tip={login.tip} back={login.back} /> : null
    case 'loading':
      return <Loading rows={loadingRows} />
    case 'error':
      return <ErrorState message={errorMessage?.(resource.error)} onRetry={retry ? () => void resource.reload() : undefined} />
    case 'empty':
      return isEmptyProps(empty) ? <Empty {...empty} /> : empty !== undefined ? <>{empty}</> : <Empty />
    default:
      return <>{children(resource.data as T)}</>
  }
}

export default ResourceView
