import { useEffect, useRef, useState } from 'react'
import type { ScrollTopControl } from './types'

/**
 * Mini-programs apply `scroll-top` only when its value changes: set the current offset first, then 0,
 * so that a second tap after scrolling down again still moves the view.
 */
export function useScrollTop(): ScrollTopControl {
  const [scrollTop, setScrollTop] = useState<number | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    props: { scrollTop },
    toTop(current) {
      setScrollTop(current)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setScrollTop(0), 0)
    },
  }
}
