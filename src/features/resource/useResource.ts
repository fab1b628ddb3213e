import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { useDidShow } from '@tarojs/taro'
import { ApiError, dropsToken } from '@/services/request'
import { useAppStore } from '@/store/app'

export type ResourceStatus = 'needsLogin' | 'loading' | 'error' | 'empty' | 'data'

export interface ResourceOptions<T> {
  /**
   * Member data: without a token nothing is asked and the state is needsLogin; a refusal that drops the
   * token (-10009 / -10010) is needsLogin too; a new token loads again.
   */
  login?: boolean
  /** An answer with nothing to show (an empty list, a missing item the load turned into null). */
  isEmpty?: (data: T) => boolean
  /** Load again each time the page shows after its first show (back from an edit, a payment). */
  reloadOnShow?: boolean
  /** What the load depends on (an id, a tab): a change forgets the answer and loads anew. */
  deps?: DependencyList
  /** false: nothing is asked (yet); the state stays loading. */
  enabled?: boolean
  /** An answer already at hand (the H5 first load carries some in the page): shown at once, not asked for. */
  initial?: () => T | null | undefined
}

export interface Resource<T> {
  status: ResourceStatus
  /** The last answer, kept while a reload is on its way and when a reload fails. */
  data: T | null
  /** The failure of the last load (also after a reload failed behind shown data). */
  error: unknown
  /** A load is on its way. */
  pending: boolean
  /** Loads again; resolves when the answer is in (pull-down refresh, after an action). Never rejects. */
  reload: () => Promise<void>
  /** Changes the shown answer in place (an action the server confirmed). */
  setData: (update: T | ((prev: T) => T)) => void
  /** How many times the page showed again after its first show (for parts that load on their own). */
  shows: number
}

interface Held<T> {
  value: T
}

/**
 * One way for a page to load what it shows: loading, then the answer (data, or empty), or a failure to
 * retry, or a login prompt for member data. Answers to an older call (deps changed, unmounted) are dropped.
 */
export function useResource<T>(load: () => Promise<T>, options: ResourceOptions<T> = {}): Resource<T> {
  const { login = false, isEmpty, reloadOnShow = false, deps = [], enabled = true, initial } = options
  const token = useAppStore((s) => s.token)
  const [held, setHeld] = useState<Held<T> | null>(() => {
    const value = initial?.()
    return value === undefined || value === null ? null : { value }
  })
  // an initial answer stands for the first load
  const fromInitial = useRef(held !== null)
  const [error, setError] = useState<unknown>(null)
  const [pending, setPending] = useState(false)
  const [shows, setShows] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const seq = useRef(0)
  const live = useRef(true)
  const allowed = enabled && (!login || Boolean(token))
  const allowedRef = useRef(allowed)
  allowedRef.current = allowed

  const run = useCallback(async () => {
    if (!allowedRef.current) return
    const mine = ++seq.current
    setPending(true)
    setError(null)
    try {
      const value = await loadRef.current()
      if (live.current && mine === seq.current) setHeld({ value })
    } catch (e) {
      if (live.current && mine === seq.current) setError(e ?? new Error('load failed'))
    } finally {
      if (live.current && mine === seq.current) setPending(false)
    }
  }, [])

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  // deps: a new subject, the old answer must not show under it
  const firstDeps = useRef(true)
  useEffect(() => {
    if (firstDeps.current) {
      firstDeps.current = false
      return
    }
    seq.current++
    setHeld(null)
    setError(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as with useEffect itself
  }, deps)

  useEffect(() => {
    if (!allowed) {
      // an answer still on its way is dropped; after a logout the next member must not see this one's data
      seq.current++
      setPending(false)
      if (login && !token) setHeld(null)
      return
    }
    if (fromInitial.current) {
      fromInitial.current = false
      return
    }
    run()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, and the token only where login is needed
  }, [run, allowed, login ? token : null, ...deps])

  useShowAgain(() => {
    setShows((n) => n + 1)
    if (reloadOnShow) run()
  })

  const setData = useCallback((update: T | ((prev: T) => T)) => {
    setHeld((h) => (h ? { value: typeof update === 'function' ? (update as (prev: T) => T)(h.value) : update } : h))
  }, [])

  let status: ResourceStatus
  if (login && (!token || (error instanceof ApiError && dropsToken(error.code)))) status = 'needsLogin'
  else if (held) status = isEmpty?.(held.value) ? 'empty' : 'data'
  else if (error) status = 'error'
  else status = 'loading'

  return { status, data: held ? held.value : null, error, pending, reload: run, setData, shows }
}

/**
 * Calls `onShow` each time the page shows again (back from another page). Taro's first show comes with
 * the mount, where a page loads anyway, so it is not passed on.
 */
export function useShowAgain(onShow: () => void): void {
  const shown = useRef(false)
  const latest = useRef(onShow)
  latest.current = onShow
  useDidShow(() => {
    if (shown.current) latest.current()
    shown.current = true
  })
}

/** For isEmpty: an answer that is an empty list, or null. */
export const noItems = (data: readonly unknown[] | null | undefined): boolean => !data || data.length === 0
