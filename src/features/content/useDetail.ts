import { useCallback, useEffect, useRef, useState } from 'react'
import type { DetailResult } from './api'

export type DetailState<T> =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'error' }

/**
 * Loads one item for a detail page from its id (null: the link is invalid, nothing is asked). `reload`
 * retries after a failure; an answer for an id the page no longer shows is dropped.
 */
export function useDetail<T>(id: number | null, load: (id: number) => Promise<DetailResult<T>>): { state: DetailState<T>; reload: () => void } {
  const [state, setState] = useState<DetailState<T>>(id === null ? { status: 'invalid' } : { status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    if (id === null) {
      setState({ status: 'invalid' })
      return
    }
    let live = true
    setState({ status: 'loading' })
    loadRef.current(id).then((res) => {
      if (!live) return
      if (res.ok) setState({ status: 'ready', data: res.data })
      else setState({ status: res.notFound ? 'notFound' : 'error' })
    })
    return () => {
      live = false
    }
  }, [id, attempt])
  const reload = useCallback(() => setAttempt((a) => a + 1), [])
  return { state, reload }
}
